import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { join, run, sql } from '../common/sql';
import { Dojo } from './dojo.entity';

/** Per-request batch loaders: one query for all the dojos a response needs. */
export function dojoLoaders(em: EntityManager) {
  return {
    dojoById: new DataLoader<number, Dojo | null>(async (ids) => {
      const found = await em.find(Dojo, { id: { $in: [...ids] } });
      const byId = new Map(found.map((d) => [d.id, d]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** Members of each dojo (numAsoc), from the totals kept by triggers, for the whole batch. */
    memberCountByDojo: new DataLoader<number, number>(async (ids) => {
      const list = join(
        ids.map((id) => sql`${id}`),
        ', ',
      );
      const rows = await run<{ cf_dojo: number; n: number }>(
        em,
        sql`select cf_dojo, sum(n)::int as n from asociado_cuenta where cf_dojo in (${list}) group by cf_dojo`,
      );
      const byId = new Map(rows.map((r) => [r.cf_dojo, r.n]));
      return ids.map((id) => byId.get(id) ?? 0);
    }),
    /** Dojos per association, one grouped count for the whole batch. */
    dojoCountByAssociation: new DataLoader<number, number>(async (ids) => {
      const list = join(
        ids.map((id) => sql`${id}`),
        ', ',
      );
      const rows = await run<{ cf_asoc: number; n: number }>(
        em,
        sql`select cf_asoc, count(*)::int as n from dojo where cf_asoc in (${list}) group by cf_asoc`,
      );
      const byId = new Map(rows.map((r) => [r.cf_asoc, r.n]));
      return ids.map((id) => byId.get(id) ?? 0);
    }),
    /** The dojos of each association, by name, in one query for the whole batch. */
    dojosByAssociation: new DataLoader<number, Dojo[]>(async (ids) => {
      const found = await em.find(
        Dojo,
        { association: { $in: [...ids] } },
        { orderBy: { name: 'asc', id: 'asc' } },
      );
      const byId = new Map<number, Dojo[]>(ids.map((id) => [id, []]));
      for (const dojo of found) byId.get(dojo.association.id)?.push(dojo);
      return ids.map((id) => byId.get(id) ?? []);
    }),
  };
}
