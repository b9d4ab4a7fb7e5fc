import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { first, intArray, run, sql, textArray } from '../common/sql';
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

/** The year an invoice issued now belongs to: the federation's (Madrid's) calendar, not UTC's. */
async function invoiceYear(em: EntityManager): Promise<number> {
  const row = await first<{ year: number }>(
    em,
    sql`select extract(year from now() at time zone 'Europe/Madrid')::int as year`,
  );
  return row!.year;
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
  // The charge's lock first: two issues of one charge (a download racing a payment) take turns.
  await run(em, sql`select id from cargo where id = ${chargeId} for update`);
  const had = await first(em, sql`select 1 from factura where cf_cargo = ${chargeId} and serie = ${series}`);
  if (had) return;
  const charge = await first<{ issuer: string; amount: number; asoc: number; dojo: number | null }>(
    em,
    sql`select ${ISSUER_KEY} as issuer, c.importe_cent as amount, c.cf_asoc as asoc, c.cf_dojo as dojo
        from cargo c where c.id = ${chargeId}`,
  );
  if (!charge) return;
  const year = await invoiceYear(em);
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

/**
 * `recordPayment` for many charges at once (a remittance of 50,000 debits), in a few statements
 * instead of a few per charge, with the same rules: each charge locked (in id order), one already
 * PAID answered `already` and not paid twice, money for a cancelled one recorded and answered
 * `cancelled`, another amount refused (and nothing written). Answers in the order asked.
 */
export async function recordPayments(
  em: EntityManager,
  records: readonly Omit<PaymentRecord, 'paymentId'>[],
): Promise<PaymentOutcome[]> {
  if (!records.length) return [];
  const ids = records.map((r) => r.chargeId);
  if (new Set(ids).size !== ids.length) throw new Error('recordPayments: a charge named twice');
  const locked = await run<LockedCharge>(
    em,
    sql`select id, importe_cent as "amountCents", estado as status, referencia as reference, cf_asoc as "associationId",
          cf_dojo as "dojoId", tipo as kind, cf_inscripcion as "enrolmentId"
        from cargo where id = any(${intArray(ids)}) order by id for update`,
  );
  const byId = new Map(locked.map((c) => [c.id, c]));
  const fresh = records.filter((r) => byId.get(r.chargeId)?.status !== 'PAID');
  for (const r of records) {
    const charge = byId.get(r.chargeId);
    if (!charge) throw DomainError.notFound();
    if (charge.status !== 'PAID' && r.amountCents !== charge.amountCents)
      throw new DomainError('CONFLICT', 'billing.amountMismatch');
  }
  const column = <T>(pick: (r: Omit<PaymentRecord, 'paymentId'>) => T) => fresh.map(pick);
  const inserted = fresh.length
    ? await run<{ id: number; charge: number }>(
        em,
        sql`insert into pago (cf_cargo, metodo, importe_cent, estado, cf_autor, confirmado, cf_asoc, cf_dojo)
            select c.id, u.method, u.cents, 'DONE', nullif(u.author, 0), clock_timestamp(), c.cf_asoc, c.cf_dojo
              from unnest(${intArray(column((r) => r.chargeId))}, ${textArray(column((r) => r.method))},
                          ${intArray(column((r) => r.amountCents))}, ${intArray(column((r) => r.authorId ?? 0))})
                     as u(charge, method, cents, author)
              join cargo c on c.id = u.charge
             order by c.id
            returning id, cf_cargo as charge`,
      )
    : [];
  const paying = fresh.map((r) => byId.get(r.chargeId)!).filter((c) => c.status !== 'CANCELLED');
  if (paying.length) {
    const payingIds = intArray(paying.map((c) => c.id));
    await run(
      em,
      sql`update cargo set estado = 'PAID', pagado_en = clock_timestamp(), motivo = null where id = any(${payingIds})`,
    );
    await run(
      em,
      sql`update inscripcion set pagado = true
          where id_inscripcion in (select cf_inscripcion from cargo where id = any(${payingIds}) and cf_inscripcion is not null)`,
    );
    await issueInvoices(
      em,
      paying.map((c) => c.id),
    );
  }
  const done = await run<{ charge: number; id: number }>(
    em,
    sql`select distinct on (cf_cargo) cf_cargo as charge, id from pago
        where cf_cargo = any(${intArray(ids)}) and estado = 'DONE' order by cf_cargo, id`,
  );
  const paymentOf = new Map([
    ...done.map((d) => [d.charge, d.id] as const),
    ...inserted.map((p) => [p.charge, p.id] as const),
  ]);
  return records.map((r) => {
    const status = byId.get(r.chargeId)!.status;
    const outcome = status === 'PAID' ? 'already' : status === 'CANCELLED' ? 'cancelled' : 'paid';
    return { paymentId: paymentOf.get(r.chargeId) ?? 0, outcome };
  });
}

/**
 * `issueInvoice` (serie F) for many charges: per issuer, its counter moves once by how many of its
 * charges have no invoice yet, and they take the numbers in id order: still no gap, no reuse.
 */
async function issueInvoices(em: EntityManager, chargeIds: readonly number[]): Promise<void> {
  const year = await invoiceYear(em);
  const due = await run<{ issuer: string; ids: number[] }>(
    em,
    sql`select ${ISSUER_KEY} as issuer, array_agg(c.id order by c.id) as ids from cargo c
        where c.id = any(${intArray(chargeIds)})
          and not exists (select 1 from factura f where f.cf_cargo = c.id and f.serie = 'F')
        group by 1 order by 1`,
  );
  for (const { issuer, ids } of due) {
    const [{ last }] = await run<{ last: number }>(
      em,
      sql`insert into factura_contador (emisor, anio, serie, ultimo) values (${issuer}, ${year}, 'F', ${ids.length})
          on conflict (emisor, anio, serie) do update set ultimo = factura_contador.ultimo + ${ids.length}
          returning ultimo as last`,
    );
    await run(
      em,
      sql`insert into factura (cf_cargo, emisor, anio, serie, numero, importe_cent, cf_asoc, cf_dojo)
          select c.id, ${issuer}, ${year}, 'F', ${last - ids.length} + u.n, c.importe_cent, c.cf_asoc, c.cf_dojo
            from unnest(${intArray(ids)}) with ordinality as u(id, n) join cargo c on c.id = u.id
           order by u.n`,
    );
  }
}
