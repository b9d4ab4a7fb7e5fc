import type { EntityManager } from '@mikro-orm/postgresql';
import type { Log, LogLevel } from '../../logging';
import type { RedsysSettings } from '../billing/billing.settings';
import { recordPayment } from '../billing/charge-states';
import type { PaymentMethodCode } from '../billing/payment.entity';
import { DomainError } from '../common/domain-error';
import { first, run, sql } from '../common/sql';
import type { NotificationOutcome } from './payment-notification.entity';
import { EURO, isAuthorised, keptFields, PAYMENT_TRANSACTION } from './redsys.request';
import { decodeParameters, orderOf, signedFieldsOf, verify, type RedsysParameters } from './redsys.signature';

/**
 * What became of a notification. `verified`: the gateway signed it (Redsys is answered 200 and
 * stops retrying); an unverified one is refused and changes nothing.
 */
export type NotificationReceipt = { verified: boolean; outcome: NotificationOutcome; paymentId?: number };

type Entry = {
  outcome: NotificationOutcome;
  reason: string;
  order?: string | null;
  paymentId?: number;
  responseCode?: string | null;
  fields?: Record<string, string> | null;
  ip: string;
};

const LEVEL: Partial<Record<NotificationOutcome, LogLevel>> = {
  PAID: 'info',
  FAILED: 'info',
  REPLAYED: 'info',
  IGNORED: 'info',
  // Money taken twice for one charge: somebody has to give one back at the gateway.
  ALREADY_PAID: 'error',
};

/** An order as Redsys forms them, or nothing: a forged notification's text never reaches the log as it came. */
const safeOrder = (order: string | undefined): string | null =>
  order !== undefined && /^[0-9A-Za-z]{4,12}$/.test(order) ? order : null;

async function logged(
  em: EntityManager,
  log: Log,
  entry: Entry,
  verified: boolean,
): Promise<NotificationReceipt> {
  await run(
    em,
    sql`insert into pago_notificacion (pedido, cf_pago, resultado, motivo, codigo_respuesta, datos, ip)
        values (${entry.order ?? null}, ${entry.paymentId ?? null}, ${entry.outcome}, ${entry.reason.slice(0, 200)},
          ${entry.responseCode ?? null}, ${entry.fields ? JSON.stringify(entry.fields) : null}::jsonb,
          ${entry.ip.slice(0, 45)})`,
  );
  log(
    `[payments] Redsys notification ${entry.outcome}${entry.order ? ` for order ${entry.order}` : ''}: ${entry.reason}`,
    LEVEL[entry.outcome] ?? 'warn',
  );
  return { verified, outcome: entry.outcome, paymentId: entry.paymentId };
}

type LockedPayment = {
  id: number;
  chargeId: number;
  status: string;
  amountCents: number;
  method: PaymentMethodCode;
};

/**
 * The gateway's server-to-server notification of a payment's result. Verified first (signature
 * in constant time, then this merchant and terminal, then inside one transaction the order, the
 * amount and the currency of the payment it names); authorised (Ds_Response 0000-0099) completes
 * the payment and pays its charge (billing's recordPayment, same transaction), a refusal marks the
 * payment FAILED and leaves the charge payable. The same notification twice changes nothing, and
 * every notification, whatever became of it, is logged with its outcome.
 */
export async function receiveNotification(
  em: EntityManager,
  merchant: RedsysSettings | undefined,
  body: unknown,
  ip: string,
  log: Log,
): Promise<NotificationReceipt> {
  const fields = signedFieldsOf(body);
  if (!fields)
    return logged(em, log, { outcome: 'MALFORMED', reason: 'signed fields missing or too long', ip }, false);
  const parameters = merchant ? verify(merchant.secretKey, fields) : null;
  if (!merchant || !parameters) {
    const claimed = decodeParameters(fields.Ds_MerchantParameters);
    return logged(
      em,
      log,
      {
        outcome: claimed ? 'FORGED' : 'MALFORMED',
        reason: !merchant
          ? 'no Redsys merchant is configured'
          : claimed
            ? 'the signature does not match the parameters'
            : 'the parameters are not base64 JSON',
        order: safeOrder(claimed ? orderOf(claimed) : undefined),
        ip,
      },
      false,
    );
  }
  const order = safeOrder(orderOf(parameters));
  const known: Omit<Entry, 'outcome' | 'reason'> = {
    order,
    responseCode: parameters.Ds_Response?.slice(0, 4) ?? null,
    fields: keptFields(parameters),
    ip,
  };
  if (
    parameters.Ds_MerchantCode !== merchant.merchantCode ||
    Number(parameters.Ds_Terminal) !== Number(merchant.terminal)
  )
    return logged(
      em,
      log,
      { ...known, outcome: 'WRONG_MERCHANT', reason: 'another merchant or terminal' },
      true,
    );
  // A refund's notification: the refund was recorded from the gateway's own answer to it.
  if (parameters.Ds_TransactionType !== PAYMENT_TRANSACTION)
    return logged(em, log, { ...known, outcome: 'IGNORED', reason: 'not a payment notification' }, true);
  if (!order)
    return logged(em, log, { ...known, outcome: 'UNKNOWN_ORDER', reason: 'not an order of ours' }, true);
  return em.transactional((tx) => settle(tx, log, parameters, { ...known, order }));
}

async function settle(
  em: EntityManager,
  log: Log,
  parameters: RedsysParameters,
  known: Omit<Entry, 'outcome' | 'reason'> & { order: string },
): Promise<NotificationReceipt> {
  const found = await first<{ id: number; chargeId: number }>(
    em,
    sql`select id, cf_cargo as "chargeId" from pago where pedido = ${known.order}`,
  );
  if (!found)
    return logged(em, log, { ...known, outcome: 'UNKNOWN_ORDER', reason: 'no payment has this order' }, true);
  // The charge first, then the payment: the order every step on a charge takes (charge-states.ts).
  await run(em, sql`select id from cargo where id = ${found.chargeId} for update`);
  const payment = (await first<LockedPayment>(
    em,
    sql`select id, cf_cargo as "chargeId", estado as status, importe_cent as "amountCents", metodo as method
        from pago where id = ${found.id} for update`,
  ))!;
  const entry = { ...known, paymentId: payment.id };
  const amount = parameters.Ds_Amount;
  if (amount === undefined || !/^\d{1,12}$/.test(amount) || Number(amount) !== payment.amountCents)
    return logged(
      em,
      log,
      {
        ...entry,
        outcome: 'WRONG_AMOUNT',
        reason: `amount ${safeAmount(amount)}, the payment is ${payment.amountCents}`,
      },
      true,
    );
  if (parameters.Ds_Currency !== EURO)
    return logged(em, log, { ...entry, outcome: 'WRONG_CURRENCY', reason: 'the payment is in euros' }, true);
  const authorised = isAuthorised(parameters.Ds_Response);
  if (!['PENDING', 'FAILED'].includes(payment.status) || (!authorised && payment.status === 'FAILED'))
    return logged(
      em,
      log,
      { ...entry, outcome: 'REPLAYED', reason: `the payment is already ${payment.status}` },
      true,
    );
  if (!authorised) {
    await run(
      em,
      sql`update pago set estado = 'FAILED', respuesta = ${JSON.stringify(known.fields)}::jsonb,
            motivo = ${`Ds_Response ${known.responseCode ?? ''}`} where id = ${payment.id}`,
    );
    return logged(em, log, { ...entry, outcome: 'FAILED', reason: 'the gateway refused the payment' }, true);
  }
  let result: Awaited<ReturnType<typeof recordPayment>>;
  try {
    result = await recordPayment(em, {
      chargeId: payment.chargeId,
      method: payment.method,
      amountCents: payment.amountCents,
      paymentId: payment.id,
      response: known.fields,
    });
  } catch (error) {
    // The charge's amount changed after the payment began (billing refuses before writing): the
    // money taken is not what is owed, for a person to settle. Redsys is answered all the same.
    if (!(error instanceof DomainError) || error.key !== 'billing.amountMismatch') throw error;
    await run(
      em,
      sql`update pago set respuesta = ${JSON.stringify(known.fields)}::jsonb where id = ${payment.id}`,
    );
    return logged(
      em,
      log,
      {
        ...entry,
        outcome: 'WRONG_AMOUNT',
        reason: 'the charge no longer owes what was paid: settle it by hand',
      },
      true,
    );
  }
  if (result.outcome === 'already') {
    await run(
      em,
      sql`update pago set respuesta = ${JSON.stringify(known.fields)}::jsonb where id = ${payment.id}`,
    );
    return logged(
      em,
      log,
      {
        ...entry,
        outcome: 'ALREADY_PAID',
        reason: 'the charge was paid by another payment: give this one back',
      },
      true,
    );
  }
  const reason =
    result.outcome === 'cancelled' ? 'paid, but the charge is cancelled: give the money back' : 'charge paid';
  return logged(em, log, { ...entry, outcome: 'PAID', reason }, true);
}

const safeAmount = (amount: string | undefined) =>
  amount && /^\d{1,12}$/.test(amount) ? amount : 'unreadable';
