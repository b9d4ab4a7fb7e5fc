import { COUNTRIES, PROVINCES } from '../../../graph/src/modules/geo/reference-data';
import { startTestServer, type TestServer } from '../../support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Country = { code: string; name: string; lat: number; lon: number; provinces: Province[] };
type Province = { code: string; name: string; lat: number; lon: number };

describe('countries and provinces', () => {
  it('lists every country with its provinces, coordinates included, to anyone', async () => {
    const answer = await t.graphql<{ countries: Country[] }>(
      '{ countries { code name lat lon provinces { code name lat lon } } }',
    );
    expect(answer.errors).toBeUndefined();
    const countries = answer.data!.countries;
    expect(countries.map((c) => c.code).sort()).toEqual(COUNTRIES.map((c) => c.code).sort());
    const spain = countries.find((c) => c.code === 'ES')!;
    expect(spain).toMatchObject({ name: 'España', lat: 40.3, lon: -3.7 });
    expect(spain.provinces.map((p) => p.code)).toEqual(
      Array.from({ length: 52 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    const madrid = PROVINCES.find((p) => p.country === 'ES' && p.code === '28')!;
    expect(spain.provinces.find((p) => p.code === '28')).toEqual({
      code: '28',
      name: madrid.name,
      lat: madrid.lat,
      lon: madrid.lon,
    });
    expect(countries.find((c) => c.code === 'FR')!.provinces.map((p) => p.code)).toEqual([
      '01',
      '02',
      '03',
      '04',
    ]);
    for (const country of countries) expect(country.provinces.length).toBeGreaterThan(0);
  });

  it('is open even with a stale token', async () => {
    const answer = await t.graphql('{ countries { code } }', {}, { token: 'caducado' });
    expect(answer.errors).toBeUndefined();
  });
});
