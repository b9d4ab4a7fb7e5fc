import type { EntityManager } from '@mikro-orm/postgresql';
import type { Log } from '../../logging';
import type { PaymentSettings } from '../billing/billing.settings';
import { chargeForPayment, recordRefund } from '../billing/charge-states';
import { chargeScope, collectsScope } from '../billing/charge.scope';
import { requireCaller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { first, run, sql } from '../common/sql';
import { paymentsByIds, type PaymentRow } from './payment.queries';
import { askRefund } from './redsys.client';
import { receiveNotification, type NotificationReceipt } from './redsys.notification';
import {
  GATEWAY_METHODS,
  gatewayUrl,
  newOrder,
  paymentParameters,
  type GatewayMethod,
} from './redsys.request';
import { signRequest, type SignedFields } from './redsys.signature';

export type PaymentServiceSettings = { payments: PaymentSettings; publicUrl?: string };

/** Where the payer's browser posts the signed fields: the gateway's payment page. */
export type GatewayForm = { paymentId: number; order: string; url: string; fields: SignedFields };

const MAX_ID = 2_147_483_647;

/**
 * Card and Bizum payments through Redsys (issue 30): the signed form a payer's browser takes to
 * the gateway, the gateway's notification that pays the charge, and refunds. Which charge may be
 * paid, and what paying it does, is billing's (charge-states.ts); this module talks to Redsys.
 */
export class PaymentService {
  constructor(
    private readonly settings: PaymentServiceSettings,
    private readonly log: Log,
  ) {}

  /** The origin the gateway's links go to: PUBLIC_URL, else the one the request came to. */
  private origin(requestOrigin: string | null): string {
    const origin = this.settings.publicUrl ? new URL(this.settings.publicUrl).origin : requestOrigin;
    if (!origin) throw DomainError.invalid([{ field: 'host', key: 'common.invalidInput' }]);
    return origin;
  }

  private get merchant() {
    const merchant = this.settings.payments.redsys;
    if (!merchant) throw new DomainError('CONFLICT', 'payments.unavailable');
    return merchant;
  }

  /**
   * Begins paying a charge by card or Bizum: the caller must pay it (billing's chargeForPayment:
   * not found, forbidden, or not payable), a PENDING payment of its whole amount gets a fresh
   * order, and the answer is the gateway's URL and the signed fields the browser posts there.
   */
  async startPayment(
    ctx: RequestContext,
    input: { chargeId: number; method: string },
    requestOrigin: string | null,
  ): Promise<GatewayForm> {
    const caller = requireCaller(ctx);
    if (!Number.isSafeInteger(input.chargeId) || input.chargeId < 1 || input.chargeId > MAX_ID)
      throw DomainError.invalid([{ field: 'chargeId', key: 'common.invalidInput' }]);
    if (!(GATEWAY_METHODS as readonly string[]).includes(input.method))
      throw DomainError.invalid([{ field: 'method', key: 'payments.methodInvalid' }]);
    const method = input.method as GatewayMethod;
    const merchant = this.merchant;
    const origin = this.origin(requestOrigin);
    const { charge, paymentId, order, personal } = await ctx.em.transactional(async (em) => {
      const charge = await chargeForPayment(em, caller, input.chargeId);
      const order = newOrder();
      const [{ id }] = await run<{ id: number }>(
        em,
        sql`insert into pago (cf_cargo, metodo, importe_cent, estado, pedido, cf_autor, cf_asoc, cf_dojo)
            values (${charge.id}, ${method}, ${charge.amountCents}, 'PENDING', ${order}, ${caller.memberId},
              ${charge.associationId}, ${charge.dojoId})
            returning id`,
      );
      const [{ personal }] = await run<{ personal: boolean }>(
        em,
        sql`select pagador_asociado is not null as personal from cargo where id = ${charge.id}`,
      );
      return { charge, paymentId: id, order, personal };
    });
    const parameters = paymentParameters(merchant, {
      order,
      amountCents: charge.amountCents,
      method,
      chargeId: charge.id,
      personal,
      reference: charge.reference,
      lang: ctx.lang,
      origin,
    });
    return {
      paymentId,
      order,
      url: gatewayUrl(origin, merchant.url),
      fields: signRequest(merchant.secretKey, parameters),
    };
  }

  /** The merchant the local gateway plays Redsys for, when it stands in for Redsys (billing.settings.ts). */
  localGateway() {
    const merchant = this.settings.payments.redsys;
    return merchant?.local ? merchant : undefined;
  }

  /** The gateway's notification (redsys.notification.ts): verified, idempotent, always logged. */
  receiveNotification(em: EntityManager, body: unknown, ip: string): Promise<NotificationReceipt> {
    return receiveNotification(em, this.settings.payments.redsys, body, ip, this.log);
  }

  /**
   * Gives a card or Bizum payment back: asked of the gateway first (no row is locked while it
   * answers), then recorded by billing (the payment REFUNDED, its charge CANCELLED with a credit
   * note). Only an administrator of the charge's issuer may (billing's collectsScope). A second
   * refund is refused by the gateway, which knows the payment was already given back.
   */
  async refundPayment(
    ctx: RequestContext,
    paymentId: number,
    requestOrigin: string | null,
  ): Promise<PaymentRow> {
    const caller = requireCaller(ctx);
    if (!Number.isSafeInteger(paymentId) || paymentId < 1 || paymentId > MAX_ID) throw DomainError.notFound();
    const payment = await first<{
      order: string | null;
      amountCents: number;
      method: string;
      status: string;
      collects: boolean;
    }>(
      ctx.em,
      sql`select p.pedido as "order", p.importe_cent as "amountCents", p.metodo as method, p.estado as status,
            ${collectsScope(caller)} as collects
          from pago p join cargo c on c.id = p.cf_cargo
          where p.id = ${paymentId} and ${chargeScope(caller)}`,
    );
    if (!payment) throw DomainError.notFound();
    if (!payment.collects) throw DomainError.forbidden('payments.refundNotYours');
    if (!['CARD', 'BIZUM'].includes(payment.method) || payment.status !== 'DONE' || !payment.order)
      throw new DomainError('CONFLICT', 'billing.notRefundable');
    const answer = await askRefund(this.merchant, this.origin(requestOrigin), {
      order: payment.order,
      amountCents: payment.amountCents,
    });
    await ctx.em.transactional(async (em) => {
      await recordRefund(em, { paymentId, reason: `Redsys ${answer.Ds_Response ?? ''}`.trim() });
      await run(
        em,
        sql`update pago set respuesta = coalesce(respuesta, '{}'::jsonb) || ${JSON.stringify({ refund: answer })}::jsonb
            where id = ${paymentId}`,
      );
    });
    this.log(
      `[payments] payment ${paymentId} (order ${payment.order}) refunded by member ${caller.memberId}`,
    );
    return (await paymentsByIds(ctx.em, [paymentId]))[0]!;
  }
}
