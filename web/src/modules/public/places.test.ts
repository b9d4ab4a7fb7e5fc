import { countryName, isCanary, placeName, type Country } from './places';

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
describe('public places', () => {
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
