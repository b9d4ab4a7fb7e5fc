import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { first, intArray, run, sql } from '../common/sql';
import type { ChargeStatusCode } from './charge.entity';
import { chargeScope } from './charge.scope';
import type { PaymentMethodCode } from './payment.entity';

// A charge's life (issue 30): OPEN → PAID (a payment) → RETURNED (the bank took it back: payable
// again) or CANCELLED (a refund, or its batch's validation undone). Every step locks the charge
// row first, so two notifications, a statement and a person acting at once take turns, and each
// is idempotent: the same step twice changes nothing the second time.

/** What a payer is shown, and a gateway is asked for, before paying a charge. */
export type PayableCharge = {
  id: number;
  amountCents: number;
  status: ChargeStatusCode;
  reference: string;
  associationId: number;
  dojoId: number | null;
};

type LockedCharge = PayableCharge & { kind: string; enrolmentId: number | null };

async function lockCharge(em: EntityManager, chargeId: number): Promise<LockedCharge | undefined> {
  return first<LockedCharge>(
    em,
    sql`select id, importe_cent as "amountCents", estado as status, referencia as reference,
          cf_asoc as "associationId", cf_dojo as "dojoId", tipo as kind, cf_inscripcion as "enrolmentId"
        from cargo where id = ${chargeId} for update`,
  );
}

/** Who may pay a charge: its payer (the dojo's or association's administrator, or the member), or the national administrator. */
function paysFor(caller: Caller): ReturnType<typeof sql> {
  if (caller.roles.admin) return sql`true`;
  const parts = [sql`c.pagador_asociado = ${caller.memberId}`];
  if (caller.roles.dojoAdmin) parts.push(sql`c.pagador_dojo = ${caller.dojoId}`);
  if (caller.roles.associationAdmin) parts.push(sql`c.pagador_asoc = ${caller.associationId}`);
  return sql`(${parts.reduce((all, part) => sql`${all} or ${part}`)})`;
}

/**
 * The charge `caller` is about to pay, locked: not found when they do not see it, forbidden when
 * they see it but do not pay it, `billing.notPayable` unless it is OPEN or RETURNED and owes
 * something.
 */
export async function chargeForPayment(
  em: EntityManager,
  caller: Caller,
  chargeId: number,
): Promise<PayableCharge> {
  const seen = await first<{ pays: boolean }>(
    em,
    sql`select ${paysFor(caller)} as pays from cargo c where c.id = ${chargeId} and ${chargeScope(caller)}`,
  );
  if (!seen) throw DomainError.notFound();
  if (!seen.pays) throw DomainError.forbidden();
  const charge = (await lockCharge(em, chargeId))!;
  if (!['OPEN', 'RETURNED'].includes(charge.status) || charge.amountCents <= 0)
    throw new DomainError('CONFLICT', 'billing.notPayable');
  const { kind: _kind, enrolmentId: _enrolment, ...payable } = charge;
  return payable;
}

/** The issuer's key in the invoice numbering: the federation, an association or a dojo. */
const ISSUER_KEY = sql`case when c.emisor_dojo is not null then 'D' || c.emisor_dojo
  when c.emisor_asoc is not null then 'A' || c.emisor_asoc else 'F' end`;

/**
 * Gives the charge its invoice (serie F) or credit note (serie R) unless it has one: the next
 * number of its issuer, year and serie, from a counter row that stays locked until the
 * transaction ends, so numbers have no gaps and are never given twice.
 */
export async function issueInvoice(em: EntityManager, chargeId: number, series: 'F' | 'R'): Promise<void> {
  const had = await first(em, sql`select 1 from factura where cf_cargo = ${chargeId} and serie = ${series}`);
  if (had) return;
  const charge = await first<{ issuer: string; amount: number; asoc: number; dojo: number | null }>(
    em,
    sql`select ${ISSUER_KEY} as issuer, c.importe_cent as amount, c.cf_asoc as asoc, c.cf_dojo as dojo
        from cargo c where c.id = ${chargeId}`,
  );
  if (!charge) return;
  const year = new Date().getUTCFullYear();
  const [{ last }] = await run<{ last: number }>(
    em,
    sql`insert into factura_contador (emisor, anio, serie, ultimo) values (${charge.issuer}, ${year}, ${series}, 1)
        on conflict (emisor, anio, serie) do update set ultimo = factura_contador.ultimo + 1
        returning ultimo as last`,
  );
  await run(
    em,
    sql`insert into factura (cf_cargo, emisor, anio, serie, numero, importe_cent, cf_asoc, cf_dojo)
        values (${chargeId}, ${charge.issuer}, ${year}, ${series}, ${last},
          ${series === 'R' ? -charge.amount : charge.amount}, ${charge.asoc}, ${charge.dojo})`,
  );
}

export type PaymentRecord = {
  chargeId: number;
  method: PaymentMethodCode;
  amountCents: number;
  /** The payment begun at the gateway (PENDING) this completes; otherwise a new one is written. */
  paymentId?: number;
  order?: string | null;
  response?: Record<string, unknown> | null;
  authorId?: number | null;
};

export type PaymentOutcome = { paymentId: number; outcome: 'paid' | 'already' | 'cancelled' };

/**
 * A payment received for a charge: the payment is DONE and the charge PAID (its enrolment marked
 * paid, its invoice issued). Twice is once: a charge already PAID answers `already` and writes
 * nothing. Money for a cancelled charge is recorded (it has to be given back) and answered
 * `cancelled`. A different amount is refused.
 */
export async function recordPayment(em: EntityManager, record: PaymentRecord): Promise<PaymentOutcome> {
  const charge = await lockCharge(em, record.chargeId);
  if (!charge) throw DomainError.notFound();
  if (charge.status === 'PAID') {
    const done = await first<{ id: number }>(
      em,
      sql`select id from pago where cf_cargo = ${charge.id} and estado = 'DONE' order by id desc limit 1`,
    );
    return { paymentId: done?.id ?? record.paymentId ?? 0, outcome: 'already' };
  }
  if (record.amountCents !== charge.amountCents) throw new DomainError('CONFLICT', 'billing.amountMismatch');
  const response = record.response ? JSON.stringify(record.response) : null;
  const paymentId = record.paymentId
    ? (
        await run<{ id: number }>(
          em,
          sql`update pago set estado = 'DONE', confirmado = clock_timestamp(), respuesta = coalesce(${response}::jsonb, respuesta)
              where id = ${record.paymentId} and cf_cargo = ${charge.id} returning id`,
        )
      )[0]?.id
    : (
        await run<{ id: number }>(
          em,
          sql`insert into pago (cf_cargo, metodo, importe_cent, estado, pedido, cf_autor, confirmado, respuesta, cf_asoc, cf_dojo)
              values (${charge.id}, ${record.method}, ${record.amountCents}, 'DONE', ${record.order ?? null},
                ${record.authorId ?? null}, clock_timestamp(), ${response}::jsonb, ${charge.associationId}, ${charge.dojoId})
              returning id`,
        )
      )[0].id;
  if (!paymentId) throw DomainError.notFound();
  if (charge.status === 'CANCELLED') return { paymentId, outcome: 'cancelled' };
  await run(
    em,
    sql`update cargo set estado = 'PAID', pagado_en = clock_timestamp(), motivo = null where id = ${charge.id}`,
  );
  if (charge.enrolmentId)
    await run(em, sql`update inscripcion set pagado = true where id_inscripcion = ${charge.enrolmentId}`);
  await issueInvoice(em, charge.id, 'F');
  return { paymentId, outcome: 'paid' };
}

type LockedPayment = { id: number; chargeId: number; status: string; method: PaymentMethodCode };

async function lockPayment(em: EntityManager, paymentId: number): Promise<LockedPayment | undefined> {
  const payment = await first<LockedPayment>(
    em,
    sql`select id, cf_cargo as "chargeId", estado as status, metodo as method from pago where id = ${paymentId}`,
  );
  if (!payment) return undefined;
  // The charge first, then the payment: the order every step takes, so two never wait on each other.
  await lockCharge(em, payment.chargeId);
  return first<LockedPayment>(
    em,
    sql`select id, cf_cargo as "chargeId", estado as status, metodo as method from pago where id = ${paymentId} for update`,
  );
}

/**
 * The bank took a collected payment back (a SEPA return, a transfer reversed): the payment is
 * RETURNED with the bank's reason and the charge RETURNED (unpaid, payable again), its enrolment
 * unpaid. Twice is once.
 */
export async function recordReturn(
  em: EntityManager,
  request: { paymentId: number; reason: string },
): Promise<'returned' | 'already'> {
  const payment = await lockPayment(em, request.paymentId);
  if (!payment) throw DomainError.notFound();
  if (payment.status === 'RETURNED') return 'already';
  if (payment.status !== 'DONE') throw new DomainError('CONFLICT', 'billing.notReturnable');
  const reason = request.reason.slice(0, 200);
  await run(em, sql`update pago set estado = 'RETURNED', motivo = ${reason} where id = ${payment.id}`);
  const [charge] = await run<{ enrolment: number | null }>(
    em,
    sql`update cargo set estado = 'RETURNED', pagado_en = null, motivo = ${reason}
        where id = ${payment.chargeId} and estado = 'PAID' returning cf_inscripcion as enrolment`,
  );
  if (charge?.enrolment)
    await run(em, sql`update inscripcion set pagado = false where id_inscripcion = ${charge.enrolment}`);
  return 'returned';
}

/**
 * The money of a payment given back to its payer: the payment is REFUNDED and its charge
 * CANCELLED with a credit note. Twice is once.
 */
export async function recordRefund(
  em: EntityManager,
  request: { paymentId: number; reason?: string },
): Promise<'refunded' | 'already'> {
  const payment = await lockPayment(em, request.paymentId);
  if (!payment) throw DomainError.notFound();
  if (payment.status === 'REFUNDED') return 'already';
  if (payment.status !== 'DONE') throw new DomainError('CONFLICT', 'billing.notRefundable');
  await run(
    em,
    sql`update pago set estado = 'REFUNDED', motivo = ${request.reason ?? null} where id = ${payment.id}`,
  );
  await cancelCharges(em, [payment.chargeId], request.reason ?? null);
  return 'refunded';
}

/**
 * Cancels charges (a batch's validation undone, an enrolment removed, a refund): each not yet
 * cancelled becomes CANCELLED, and one that was invoiced gets its credit note. A paid one keeps its
 * payment, which is for its issuer to give back (refundPayment).
 */
export async function cancelCharges(
  em: EntityManager,
  chargeIds: readonly number[],
  reason: string | null,
): Promise<void> {
  if (!chargeIds.length) return;
  const cancelled = await run<{ id: number; invoiced: boolean }>(
    em,
    sql`update cargo c set estado = 'CANCELLED', motivo = ${reason}
        where c.id = any(${intArray([...chargeIds].sort((a, b) => a - b))}) and c.estado <> 'CANCELLED'
        returning c.id, exists (select 1 from factura f where f.cf_cargo = c.id and f.serie = 'F') as invoiced`,
  );
  for (const charge of cancelled) if (charge.invoiced) await issueInvoice(em, charge.id, 'R');
}
