import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { requestOrigin } from '../common/request-origin';
import type { PaymentRow } from './payment.queries';
import type { GatewayForm } from './payment.service';
import { GatewayFormType, PaymentMethodEnum, PaymentType } from './payment.types';

/** Card and Bizum payments through Redsys (issue 30); the gateway's notification is REST only. */
@Resolver()
export class PaymentResolver {
  @Mutation(() => GatewayFormType, {
    description:
      'POST /v1/pagos/iniciar: begins paying a charge the caller pays by card or Bizum; answers the ' +
      "gateway's URL and the signed fields the browser posts there (a PENDING payment until the gateway notifies)",
  })
  async startPayment(
    @Arg('chargeId', () => Int) chargeId: number,
    @Arg('method', () => PaymentMethodEnum) method: keyof typeof PaymentMethodEnum,
    @Ctx() ctx: GraphContext,
  ): Promise<GatewayForm> {
    return ctx.services.payments.startPayment(ctx, { chargeId, method }, requestOrigin(ctx.res.req));
  }

  @Mutation(() => PaymentType, {
    description:
      'POST /v1/pagos/devolver: gives a card or Bizum payment back through the gateway; the charge is ' +
      "cancelled with a credit note. Administrators of the charge's issuer only",
  })
  async refundPayment(
    @Arg('paymentId', () => Int) paymentId: number,
    @Ctx() ctx: GraphContext,
  ): Promise<PaymentRow> {
    return ctx.services.payments.refundPayment(ctx, paymentId, requestOrigin(ctx.res.req));
  }
}
