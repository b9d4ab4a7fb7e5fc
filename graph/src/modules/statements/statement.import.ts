import type { EntityManager } from '@mikro-orm/postgresql';
import type { Log } from '../../logging';
import { requireCaller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { first, run, sql, textArray } from '../common/sql';
import { matchByReference, settleReturns } from './statement.matching';
import { readStatement, type ReadStatement } from './statement.read';
import { ownerOfImport, type StatementOwner } from './statement.scope';
import { StatementRefused, type StatementBounds, type StatementEntry } from './statement-file';
import type { LineStatusCode } from './statement.entity';

/** What an import did: the statement (new, or the same file's earlier import) and what it matched. */
export type ImportOutcome = { statementId: number; created: boolean; matched: number };

/** Rows a statement's lines go in at a time: one statement each, arrays for columns. */
const BATCH = 5000;
/** Charges a statement pays per transaction. */
const MATCH_BATCH = 200;

/** Where a movement starts: credits wait for their charge, returns for their debit, other debits are nobody's payment. */
const initialStatus = (entry: StatementEntry): LineStatusCode =>
  entry.credit ? 'PENDING' : entry.isReturn ? 'RETURN' : 'DISMISSED';

/**
 * Imports a bank statement (issue 30, "Reconciling"): the file is read from `source` as it comes
 * and checked whole before anything is written (a malformed one is refused with its line and
 * reason, BAD_USER_INPUT, and nothing is written); the same bytes imported before answer that
 * import and change nothing; otherwise one transaction writes the statement, its lines in
 * batches, and what the lines settle: credits quoting a charge's reference with its amount pay
 * it, returned debits put theirs back.
 */
export async function importStatement(
  ctx: RequestContext,
  source: AsyncIterable<Buffer | string>,
  bounds: StatementBounds,
  log: Log = () => undefined,
): Promise<ImportOutcome> {
  const started = performance.now();
  const caller = requireCaller(ctx);
  // Known before a byte is read: a member's upload is refused at once.
  const owner = ownerOfImport(caller);
  let statement: ReadStatement;
  try {
    statement = await readStatement(source, bounds);
  } catch (error) {
    if (error instanceof StatementRefused)
      throw new DomainError('BAD_USER_INPUT', error.key, {
        params: error.params,
        fields: [{ field: 'file', key: error.key, params: error.params }],
      });
    throw error;
  }
  const read = performance.now();
  const earlier = await earlierImport(ctx.em, statement.hash, owner);
  // The same file again: what its import left to settle (nothing, unless it was cut short) is settled.
  if (earlier)
    return { ...earlier, matched: earlier.matched + (await settle(ctx, earlier.statementId, owner)) };
  const statementId = await ctx.em.transactional(async (em) => {
    const id = await insertStatement(em, statement, owner, caller.memberId);
    // Another import of the same file won the race: its statement is the answer.
    if (id === null) return null;
    for (let at = 0; at < statement.entries.length; at += BATCH)
      await insertLines(em, id, owner, statement.entries.slice(at, at + BATCH));
    return id;
  });
  if (statementId === null) return (await earlierImport(ctx.em, statement.hash, owner))!;
  const written = performance.now();
  const matched = await settle(ctx, statementId, owner);
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
  log(
    `[statements] ${statement.format} statement ${statementId}: ${statement.entries.length} lines, ` +
      `${matched} matched; read ${seconds(started, read)} s, written ${seconds(read, written)} s, ` +
      `settled ${seconds(written, performance.now())} s`,
  );
  return { statementId, created: true, matched };
}

/**
 * What a statement's lines settle, in transactions of MATCH_BATCH charges each: a charge row is
 * locked only while its batch runs, so a payer paying meanwhile waits for one batch, not for the
 * whole statement. Each step is idempotent: run again, it settles what is left, if anything.
 */
async function settle(ctx: RequestContext, statementId: number, owner: StatementOwner): Promise<number> {
  const authorId = requireCaller(ctx).memberId;
  let matched = 0;
  for (;;) {
    const batch = await ctx.em.transactional((em) =>
      matchByReference(em, statementId, owner, authorId, MATCH_BATCH),
    );
    matched += batch.matched;
    if (batch.asked < MATCH_BATCH) break;
  }
  await ctx.em.transactional((em) => settleReturns(em, statementId, owner));
  return matched;
}

async function earlierImport(
  em: EntityManager,
  hash: string,
  owner: StatementOwner,
): Promise<ImportOutcome | null> {
  const found = await first<{ id: number; owner: number | null; matched: number }>(
    em,
    sql`select id, cf_asoc as owner, conciliadas as matched from extracto where huella = ${hash}`,
  );
  if (!found) return null;
  // The same account's file is one holder's: another holder with it is a mistake to show, not to merge.
  if (found.owner !== owner) throw new DomainError('CONFLICT', 'statements.importedElsewhere');
  return { statementId: found.id, created: false, matched: found.matched };
}

async function insertStatement(
  em: EntityManager,
  s: ReadStatement,
  owner: StatementOwner,
  authorId: number,
): Promise<number | null> {
  const count = (status: LineStatusCode) => s.entries.filter((e) => initialStatus(e) === status).length;
  const rows = await run<{ id: number }>(
    em,
    sql`insert into extracto (formato, banco, cuenta, divisa, desde, hasta, saldo_inicial_cent, saldo_final_cent,
          abonos_cent, cargos_cent, huella, bytes, lineas, conciliadas, pendientes, descartadas, devoluciones,
          cf_autor, cf_asoc)
        values (${s.format}, ${s.bank.slice(0, 35)}, ${s.account.slice(0, 34)}, ${s.currency.slice(0, 3)},
          ${s.from}, ${s.to}, ${s.openingCents}, ${s.closingCents}, ${s.creditCents}, ${s.debitCents},
          ${s.hash}, ${s.bytes}, ${s.entries.length}, 0, ${count('PENDING')}, ${count('DISMISSED')},
          ${count('RETURN')}, ${authorId}, ${owner})
        on conflict (huella) do nothing
        returning id`,
  );
  return rows[0]?.id ?? null;
}

/**
 * A batch of lines in one statement: each column one bound array, so 5,000 rows cost one round
 * trip and ten parameters. Awaiting each batch lets the server answer other requests between them.
 */
async function insertLines(
  em: EntityManager,
  statementId: number,
  owner: StatementOwner,
  entries: readonly StatementEntry[],
): Promise<void> {
  const column = (pick: (e: StatementEntry) => string | number | null) =>
    textArray(entries.map((e) => String(pick(e) ?? '')));
  await run(
    em,
    sql`insert into extracto_linea (cf_extracto, linea, fecha, fecha_valor, importe_cent, signo, concepto,
          referencia, referencia_banco, id_extremo, motivo, estado, cf_asoc)
        select ${statementId}, r.linea::int, r.fecha::date, nullif(r.fecha_valor, '')::date, r.importe::bigint,
          r.signo, r.concepto, nullif(r.referencia, ''), nullif(r.referencia_banco, ''), nullif(r.extremo, ''),
          nullif(r.motivo, ''), r.estado, ${owner}
        from unnest(${column((e) => e.line)}, ${column((e) => e.bookedOn)}, ${column((e) => e.valueOn)},
          ${column((e) => e.amountCents)}, ${column((e) => (e.credit ? 'CREDIT' : 'DEBIT'))},
          ${column((e) => e.concept)}, ${column((e) => e.reference)}, ${column((e) => e.bankReference)},
          ${column((e) => e.endToEndId)}, ${column((e) => e.returnReason)}, ${column(initialStatus)})
          as r(linea, fecha, fecha_valor, importe, signo, concepto, referencia, referencia_banco, extremo, motivo, estado)`,
  );
}
