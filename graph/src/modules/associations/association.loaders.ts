import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Association } from './association.entity';

/** Per-request batch loaders: one query for all the associations a response needs. */
export function associationLoaders(em: EntityManager) {
  return {
    associationById: new DataLoader<number, Association | null>(async (ids) => {
      const found = await em.find(Association, { id: { $in: [...ids] } });
      const byId = new Map(found.map((a) => [a.id, a]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
