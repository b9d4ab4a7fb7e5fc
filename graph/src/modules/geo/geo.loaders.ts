import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Country } from './country.entity';
import { Province } from './province.entity';

/** Per-request batch loaders for the reference data a response nests (dojo → country, province). */
export function geoLoaders(em: EntityManager) {
  return {
    countryById: new DataLoader<number, Country | null>(async (ids) => {
      const found = await em.find(Country, { id: { $in: [...ids] } });
      const byId = new Map(found.map((c) => [c.id, c]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    provinceById: new DataLoader<number, Province | null>(async (ids) => {
      const found = await em.find(Province, { id: { $in: [...ids] } });
      const byId = new Map(found.map((p) => [p.id, p]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** The provinces of each country, ordered by code: one query for every country asked. */
    provincesByCountry: new DataLoader<number, Province[]>(async (ids) => {
      const found = await em.find(
        Province,
        { country: { $in: [...ids] } },
        { orderBy: { country: 'asc', code: 'asc' } },
      );
      return ids.map((id) => found.filter((p) => p.country.id === id));
    }),
  };
}
