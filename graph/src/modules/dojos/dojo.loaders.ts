import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Dojo } from './dojo.entity';

/** Per-request batch loaders: one query for all the dojos a response needs. */
export function dojoLoaders(em: EntityManager) {
  return {
    dojoById: new DataLoader<number, Dojo | null>(async (ids) => {
      const found = await em.find(Dojo, { id: { $in: [...ids] } });
      const byId = new Map(found.map((d) => [d.id, d]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
