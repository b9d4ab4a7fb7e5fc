import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { historyOfBatches, memberIdsOfBatches, type FeeBatchStep } from './fee-batch.queries';

/** A page of batches asks for their members and histories in one query each. */
export function feeBatchLoaders(em: EntityManager) {
  return {
    feeBatchMemberIds: new DataLoader<number, number[]>(async (ids) => {
      const byBatch = await memberIdsOfBatches(em, ids);
      return ids.map((id) => byBatch.get(id) ?? []);
    }),
    feeBatchHistory: new DataLoader<number, FeeBatchStep[]>(async (ids) => {
      const byBatch = await historyOfBatches(em, ids);
      return ids.map((id) => byBatch.get(id) ?? []);
    }),
  };
}
