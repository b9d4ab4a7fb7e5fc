import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { linesOfCharges, type ChargeLine } from './charge-lines';

/** A page of charges asks for their items in one statement (put in words by the resolver). */
export function billingLoaders(em: EntityManager) {
  return {
    chargeLines: new DataLoader<number, Omit<ChargeLine, 'description'>[]>(async (ids) => {
      const byCharge = await linesOfCharges(em, ids);
      return ids.map((id) => byCharge.get(id) ?? []);
    }),
  };
}
