import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Member } from './member.entity';

/** Per-request batch loaders: one query for all the members a response needs. */
export function memberLoaders(em: EntityManager) {
  return {
    memberById: new DataLoader<number, Member | null>(async (ids) => {
      const found = await em.find(Member, { id: { $in: [...ids] } });
      const byId = new Map(found.map((m) => [m.id, m]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
