import type { EntityManager } from '@mikro-orm/postgresql';
import { formatCents } from '@federa/schema/validation/money';
import { recordPayment, recordPayments } from '../billing/charge-states';
import { chargeScope, collectedBy } from '../billing/charge.scope';
import { requireCaller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { first, intArray, raw, run, sql } from '../common/sql';
import { returnDebitByEndToEnd } from '../sepa/sepa.service';
import { statementScope, type StatementOwner } from './statement.scope';
import type { LineStatusCode } from './statement.entity';

/** Where each state's lines are counted on their statement (its columns). */
export const COUNTER: Record<LineStatusCode, string> = {
  PENDING: 'pendientes',
  MATCHED: 'conciliadas',
  DISMISSED: 'descartadas',
  RETURN: 'devoluciones',
};

type Settled = { line: number; charge: number; payment: number | null };

/** Lines become MATCHED to their charges (and payments), their statement's counts moved with them. */
async function markMatched(
  em: EntityManager,
  statementId: number,
  from: LineStatusCode,
  settled: readonly Settled[],
  authorId: number | null,
): Promise<void> {
  if (!settled.length) return;
  await run(
    em,
    sql`update extracto_linea l set estado = 'MATCHED', cf_cargo = m.charge, cf_pago = nullif(m.payment, 0),
          cf_autor = ${authorId}, resuelto = now()
        from unnest(${intArray(settled.map((s) => s.line))}, ${intArray(settled.map((s) => s.charge))},
          ${intArray(settled.map((s) => s.payment ?? 0))}) as m(line, charge, payment)
        where l.id = m.line`,
  );
  await moveCounts(em, statementId, from, 'MATCHED', settled.length);
}

async function moveCounts(
  em: EntityManager,
  statementId: number,
  from: LineStatusCode,
  to: LineStatusCode,
  n: number,
) {
  const [source, target] = [COUNTER[from], COUNTER[to]];
  // Column names from the table above, never from a request.
  await run(
    em,
    sql`update extracto set ${raw(source)} = ${raw(source)} - ${n}, ${raw(target)} = ${raw(target)} + ${n}
        where id = ${statementId}`,
  );
}

/**
 * The statement's credits that quote a charge's reference and carry its amount pay that charge,
 * when it is owed to the statement's account holder and payable (OPEN or RETURNED): billing's
 * recordPayment (method TRANSFER) marks it paid. A charge quoted by two lines is paid by the
 * first; the other waits for a person (a payer who paid twice). At most `limit` charges a call:
 * answers how many were asked and how many matched.
 */
export async function matchByReference(
  em: EntityManager,
  statementId: number,
  owner: StatementOwner,
  authorId: number,
  limit: number,
): Promise<{ asked: number; matched: number }> {
  const pairs = await run<{ line: number; charge: number; amount: number }>(
    em,
    sql`select distinct on (c.id) l.id as line, c.id as charge, c.importe_cent as amount
        from extracto_linea l
          join extracto x on x.id = l.cf_extracto and x.divisa = 'EUR'
          join cargo c on c.referencia = l.referencia
        where l.cf_extracto = ${statementId} and l.estado = 'PENDING' and l.referencia is not null
          and c.importe_cent = l.importe_cent and c.estado in ('OPEN', 'RETURNED') and ${collectedBy(owner)}
        order by c.id, l.id
        limit ${limit}`,
  );
  // One set of statements for the batch (billing's recordPayments): the line links its payment.
  const outcomes = await recordPayments(
    em,
    pairs.map((pair) => ({
      chargeId: pair.charge,
      method: 'TRANSFER' as const,
      amountCents: pair.amount,
      authorId,
    })),
  );
  // Paid meanwhile by another door: the line is somebody's second payment, for a person to see.
  const settled: Settled[] = pairs
    .map((pair, i) => ({ pair, paid: outcomes[i] }))
    .filter(({ paid }) => paid.outcome !== 'already')
    .map(({ pair, paid }) => ({ line: pair.line, charge: pair.charge, payment: paid.paymentId }));
  await markMatched(em, statementId, 'PENDING', settled, null);
  return { asked: pairs.length, matched: settled.length };
}

/**
 * The statement's returned debits that quote the end-to-end id of a debit its holder presented,
 * for the same amount, put that debit's charge back to unpaid through the SEPA module; the line
 * is then MATCHED to the charge. Those it cannot place stay RETURN, for a person.
 */
export async function settleReturns(
  em: EntityManager,
  statementId: number,
  owner: StatementOwner,
): Promise<void> {
  const returns = await run<{ line: number; endToEndId: string; reason: string | null }>(
    em,
    sql`select l.id as line, l.id_extremo as "endToEndId", l.motivo as reason
        from extracto_linea l
        where l.cf_extracto = ${statementId} and l.estado = 'RETURN' and l.id_extremo is not null
          and exists (select 1 from adeudo a join remesa_sepa r on r.id = a.cf_remesa
            where a.extremo = l.id_extremo and a.importe_cent = l.importe_cent
              and r.cf_asoc is not distinct from ${owner})
        order by l.id`,
  );
  const settled: Settled[] = [];
  for (const line of returns) {
    const outcome = await returnDebitByEndToEnd(em, line.endToEndId, line.reason ?? 'MS03');
    if (outcome) settled.push({ line: line.line, charge: outcome.chargeId, payment: null });
  }
  await markMatched(em, statementId, 'RETURN', settled, null);
}

type LockedLine = {
  id: number;
  statementId: number;
  owner: number | null;
  currency: string;
  status: LineStatusCode;
  side: 'CREDIT' | 'DEBIT';
  amountCents: number;
};

async function lockLine(em: EntityManager, ctx: RequestContext, lineId: number): Promise<LockedLine> {
  const caller = requireCaller(ctx);
  const line = await first<LockedLine>(
    em,
    sql`select l.id, l.cf_extracto as "statementId", l.cf_asoc as owner, x.divisa as currency, l.estado as status,
          l.signo as side, l.importe_cent::float8 as "amountCents"
        from extracto_linea l join extracto x on x.id = l.cf_extracto
        where l.id = ${lineId} and ${statementScope(caller, 'l')}
        for update of l`,
  );
  if (!line) throw DomainError.notFound();
  return line;
}

/**
 * A person pays a charge with a pending credit: the charge must be owed to the statement's
 * account holder, payable, and of the line's amount exactly. Answers the line's id.
 */
export async function matchLine(ctx: RequestContext, lineId: number, chargeId: number): Promise<number> {
  const caller = requireCaller(ctx);
  return ctx.em.transactional(async (em) => {
    const line = await lockLine(em, ctx, lineId);
    if (line.status !== 'PENDING') throw new DomainError('CONFLICT', 'statements.lineNotPending');
    if (line.side !== 'CREDIT' || line.currency !== 'EUR')
      throw new DomainError('CONFLICT', 'statements.notCredit');
    const charge = await first<{ amount: number; status: string; reference: string; into: boolean }>(
      em,
      sql`select c.importe_cent as amount, c.estado as status, c.referencia as reference,
            ${collectedBy(line.owner)} as into
          from cargo c where c.id = ${chargeId} and ${chargeScope(caller)}`,
    );
    if (!charge) throw DomainError.notFound();
    if (!charge.into) throw new DomainError('CONFLICT', 'statements.chargeElsewhere');
    if (charge.status !== 'OPEN' && charge.status !== 'RETURNED')
      throw new DomainError('CONFLICT', 'statements.chargeNotPayable');
    if (charge.amount !== line.amountCents)
      throw new DomainError('CONFLICT', 'statements.amountMismatch', {
        params: {
          amount: formatCents(line.amountCents, ctx.lang),
          chargeAmount: formatCents(charge.amount, ctx.lang),
        },
      });
    const paid = await recordPayment(em, {
      chargeId,
      method: 'TRANSFER',
      amountCents: charge.amount,
      authorId: caller.memberId,
      response: { statementLine: line.id },
    });
    if (paid.outcome === 'already') throw new DomainError('CONFLICT', 'statements.chargeNotPayable');
    await markMatched(
      em,
      line.statementId,
      'PENDING',
      [{ line: line.id, charge: chargeId, payment: paid.paymentId }],
      caller.memberId,
    );
    return line.id;
  });
}

/** A person sets a pending credit or an unplaced return aside: it pays nothing. */
export async function dismissLine(ctx: RequestContext, lineId: number): Promise<number> {
  const caller = requireCaller(ctx);
  return ctx.em.transactional(async (em) => {
    const line = await lockLine(em, ctx, lineId);
    if (line.status !== 'PENDING' && line.status !== 'RETURN')
      throw new DomainError('CONFLICT', 'statements.lineNotPending');
    await run(
      em,
      sql`update extracto_linea set estado = 'DISMISSED', cf_autor = ${caller.memberId}, resuelto = now()
          where id = ${line.id}`,
    );
    await moveCounts(em, line.statementId, line.status, 'DISMISSED', 1);
    return line.id;
  });
}
