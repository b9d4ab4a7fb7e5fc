import type { EntityManager } from '@mikro-orm/postgresql';
import { isReturnReason } from '@federa/schema/validation/sepa';
import { recordReturn } from '../billing/charge-states';
import { requireCaller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { first, run, sql } from '../common/sql';
import { collectsFor, remittanceScope, type CreditorKey } from './sepa.scope';

export type DebitView = {
  id: number;
  remittanceId: number;
  chargeId: number;
  chargeReference: string;
  debtorName: string;
  amountCents: number;
  sequence: 'FRST' | 'RCUR';
  endToEndId: string;
  status: 'PRESENTED' | 'RETURNED';
  reason: string | null;
};

export type ReturnOutcome = { debitId: number; chargeId: number; outcome: 'returned' | 'already' };

export const DEBIT_SELECT = sql`select a.id, a.cf_remesa as "remittanceId", a.cf_cargo as "chargeId",
    c.referencia as "chargeReference", a.titular as "debtorName", a.importe_cent as "amountCents",
    a.secuencia as sequence, a.extremo as "endToEndId", a.estado as status, a.motivo as reason
  from adeudo a join cargo c on c.id = a.cf_cargo`;

/** An ISO reason code (4 capitals or digits) is kept on the debit; any other text only on the charge. */
const ISO_CODE = /^[A-Z0-9]{4}$/;

/**
 * The bank took a debit back: the debit RETURNED with the reason, its payment and charge through
 * billing's `recordReturn` (the charge unpaid again, payable), and a mandate whose first debit
 * came back is FRST again unless another of its debits stands. Twice is once.
 */
async function applyReturn(em: EntityManager, debitId: number, reason: string): Promise<ReturnOutcome> {
  const debit = await first<{ id: number; chargeId: number; paymentId: number | null; status: string }>(
    em,
    sql`select id, cf_cargo as "chargeId", cf_pago as "paymentId", estado as status from adeudo where id = ${debitId}`,
  );
  if (!debit) throw DomainError.notFound();
  // The charge first, as billing's steps lock it, then the debit: no two steps wait on each other.
  await run(em, sql`select 1 from cargo where id = ${debit.chargeId} for update`);
  const [locked] = await run<{ status: string }>(
    em,
    sql`select estado as status from adeudo where id = ${debitId} for update`,
  );
  if (locked.status === 'RETURNED') return { debitId, chargeId: debit.chargeId, outcome: 'already' };
  await run(
    em,
    sql`update adeudo set estado = 'RETURNED', motivo = ${ISO_CODE.test(reason) ? reason : null}, devuelto = now()
        where id = ${debitId}`,
  );
  if (debit.paymentId) await recordReturn(em, { paymentId: debit.paymentId, reason });
  await run(
    em,
    sql`update mandato m set secuencia = 'FRST' from adeudo a
        where a.id = ${debitId} and a.secuencia = 'FRST' and m.id = a.cf_mandato and m.secuencia = 'RCUR'
          and not exists (select 1 from adeudo o where o.cf_mandato = a.cf_mandato and o.estado = 'PRESENTED')`,
  );
  return { debitId, chargeId: debit.chargeId, outcome: 'returned' };
}

/** A return entered by hand with its ISO reason code, by who collects for the debit's creditor. */
export async function returnDebit(
  ctx: RequestContext,
  debitId: number,
  reasonCode: string,
): Promise<DebitView> {
  const caller = requireCaller(ctx);
  const reason = (reasonCode ?? '').trim().toUpperCase();
  if (!isReturnReason(reason)) throw DomainError.invalid([{ field: 'reason', key: 'sepa.reasonInvalid' }]);
  return ctx.em.transactional(async (em) => {
    const found = await first<{ creditor: CreditorKey }>(
      em,
      sql`select r.cf_asoc as creditor from adeudo a join remesa_sepa r on r.id = a.cf_remesa
          where a.id = ${debitId} and ${remittanceScope(caller)}`,
    );
    if (!found) throw DomainError.notFound();
    if (!collectsFor(caller, found.creditor)) throw DomainError.forbidden();
    await applyReturn(em, debitId, reason);
    return (await first<DebitView>(em, sql`${DEBIT_SELECT} where a.id = ${debitId}`))!;
  });
}

/**
 * For the statements module: the return a bank statement shows, by the end-to-end id the bank
 * quotes, on the caller's transaction (the statement's import decides who may apply it).
 * Undefined when no debit has that id; applying it twice changes nothing the second time.
 */
export async function returnDebitByEndToEnd(
  em: EntityManager,
  endToEndId: string,
  reason: string,
): Promise<ReturnOutcome | undefined> {
  const id = endToEndId.trim();
  if (!id || id.length > 35) return undefined;
  const debit = await first<{ id: number }>(em, sql`select id from adeudo where extremo = ${id}`);
  if (!debit) return undefined;
  return applyReturn(em, debit.id, reason.trim().slice(0, 200) || 'MS03');
}

/** A remittance's debits, for its collectors (to find the one a bank returned). */
export async function listDebits(ctx: RequestContext, remittanceId: number, offset: number, limit: number) {
  const caller = requireCaller(ctx);
  const found = await first<{ creditor: CreditorKey }>(
    ctx.em,
    sql`select r.cf_asoc as creditor from remesa_sepa r where r.id = ${remittanceId} and ${remittanceScope(caller)}`,
  );
  if (!found) throw DomainError.notFound();
  if (!collectsFor(caller, found.creditor)) throw DomainError.forbidden();
  const items = await run<DebitView>(
    ctx.em,
    sql`${DEBIT_SELECT} where a.cf_remesa = ${remittanceId} order by a.id offset ${offset} limit ${limit}`,
  );
  const [{ n }] = await run<{ n: number }>(
    ctx.em,
    sql`select count(*)::int as n from adeudo where cf_remesa = ${remittanceId}`,
  );
  return { items, returned: items.length, total: n };
}
