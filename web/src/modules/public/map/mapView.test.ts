import { countryBounds, fullViewBounds, mainlandProvinces, shapeIdOf } from './mapView';

const spain = {
  code: 'ES',
  name: 'España',
  lat: 40.3,
  lon: -3.7,
  provinces: [
    { code: '28', name: 'Madrid', lat: 40.4, lon: -3.7 },
    { code: '08', name: 'Barcelona', lat: 41.39, lon: 2.17 },
    { code: '38', name: 'Santa Cruz de Tenerife', lat: 28.47, lon: -16.25 },
  ],
};
const estonia = { code: 'EE', name: 'Estonia', lat: 58.6, lon: 25.01, provinces: [] };

describe('the map view', () => {
  it('fits the first view to the countries with dojos, 5 degrees around', () => {
    const near = (bounds: number[] | null, expected: number[]) =>
      expected.forEach((value, i) => expect(bounds![i]).toBeCloseTo(value, 6));
    near(fullViewBounds([spain, estonia], new Map([['ES', 2]])), [-8.7, 35.3, 1.3, 45.3]);
    near(
      fullViewBounds(
        [spain, estonia],
        new Map([
          ['ES', 2],
          ['EE', 1],
        ]),
      ),
      [-8.7, 35.3, 30.01, 63.6],
    );
    expect(fullViewBounds([spain], new Map())).toBeNull();
  });

  it('zooms to a country around its provinces, the Canary Islands apart', () => {
    expect(mainlandProvinces(spain).map((p) => p.code)).toEqual(['28', '08']);
    countryBounds(spain).forEach((v, i) => expect(v).toBeCloseTo([-5.2, 38.9, 3.67, 42.89][i]!, 6));
    countryBounds(estonia).forEach((v, i) => expect(v).toBeCloseTo([22.01, 55.6, 28.01, 61.6][i]!, 6));
  });

  it('knows the shapes of the federation’s countries', () => {
    expect(shapeIdOf('ES')).toBe('724');
    expect(shapeIdOf('UK')).toBe('826');
    expect(shapeIdOf('XX')).toBeUndefined();
  });
});
