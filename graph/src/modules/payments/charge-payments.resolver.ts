import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { ChargeType } from '../billing/billing.types';
import type { PaymentRow } from './payment.queries';
import { PaymentType } from './payment.types';

/**
 * A charge's payments, newest first: a field this module adds to billing's Charge. The charge
 * came from a query already scoped to the caller, so whoever sees it sees how it was paid.
 */
@Resolver(() => ChargeType)
export class ChargePaymentsResolver {
  @FieldResolver(() => [PaymentType], {
    description: 'Its payments, newest first (card, Bizum, SEPA, transfer)',
  })
  payments(@Root() charge: ChargeType, @Ctx() ctx: GraphContext): Promise<PaymentRow[]> {
    return ctx.loaders.chargePayments.load(charge.id);
  }
}
