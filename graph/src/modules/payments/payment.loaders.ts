import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { paymentsOfCharges, type PaymentRow } from './payment.queries';

/** A page of charges asks for its payments in one query. */
export function paymentLoaders(em: EntityManager) {
  return {
    chargePayments: new DataLoader<number, PaymentRow[]>(async (ids) => {
      const byCharge = await paymentsOfCharges(em, ids);
      return ids.map((id) => byCharge.get(id) ?? []);
    }),
  };
}
