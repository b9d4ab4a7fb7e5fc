import { countBy, countryName, dojosIn, isCanary, placeName, type Country } from './places';

const countries: Country[] = [
  {
    code: 'ES',
    name: 'España',
    lat: 40,
    lon: -3,
    provinces: [
      { code: '28', name: 'Madrid', lat: 40.4, lon: -3.7 },
      { code: '35', name: 'Las Palmas', lat: 28.1, lon: -15.4 },
    ],
  },
  { code: 'UK', name: 'Reino Unido', lat: 54, lon: -2.5, provinces: [] },
];
const dojos = [
  { id: 1, country: 'ES', province: '28' },
  { id: 2, country: 'ES', province: '35' },
  { id: 3, country: 'ES', province: '28' },
  { id: 4, country: 'UK', province: 'LND' },
];

describe('public places', () => {
  it('counts and filters dojos by country and province', () => {
    expect(countBy(dojos, (d) => d.country)).toEqual(
      new Map([
        ['ES', 3],
        ['UK', 1],
      ]),
    );
    expect(dojosIn(dojos, { country: 'ES', province: null }).map((d) => d.id)).toEqual([1, 2, 3]);
    expect(dojosIn(dojos, { country: 'ES', province: '28' }).map((d) => d.id)).toEqual([1, 3]);
    expect(dojosIn(dojos, { country: null, province: null })).toHaveLength(4);
  });

  it('names the place: province and country, the country, or nothing (Europe)', () => {
    expect(placeName({ country: 'ES', province: '28' }, countries, 'es')).toBe('Madrid, España');
    expect(placeName({ country: 'ES', province: null }, countries, 'fr')).toBe('Espagne');
    expect(placeName({ country: 'UK', province: null }, countries, 'en')).toBe('United Kingdom');
    expect(placeName({ country: null, province: null }, countries, 'es')).toBeNull();
    expect(countryName({ code: 'XX', name: 'Ninguno' }, 'es')).toBe('Ninguno');
  });

  it('takes the provinces south of latitude 29 as the Canary Islands', () => {
    const [madrid, palmas] = countries[0]!.provinces;
    expect(isCanary('ES', palmas!)).toBe(true);
    expect(isCanary('ES', madrid!)).toBe(false);
    expect(isCanary('PT', palmas!)).toBe(false);
  });
});
