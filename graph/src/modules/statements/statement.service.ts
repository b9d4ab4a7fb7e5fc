import type { Log } from '../../logging';
import { requireCaller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { parseList, type ListRequest } from '../common/list/request';
import { and, first, raw, run, sql, type Sql } from '../common/sql';
import { importStatement } from './statement.import';
import { COUNTER, dismissLine, matchLine } from './statement.matching';
import { statementScope } from './statement.scope';
import { LINE_STATUSES, type LineStatusCode } from './statement.entity';
import type { StatementBounds, StatementFormat } from './statement-file';

/** The bounds of an import (issue 30: a statement of 100,000 lines imports whole). */
export type StatementSettings = { statements?: Partial<StatementBounds> };
export const DEFAULT_STATEMENT_BOUNDS: StatementBounds = { maxBytes: 128 * 2 ** 20, maxEntries: 200_000 };

export type StatementView = {
  id: number;
  format: StatementFormat;
  bank: string;
  account: string;
  currency: string;
  from: string;
  to: string;
  openingCents: number | null;
  closingCents: number | null;
  creditCents: number;
  debitCents: number;
  lineCount: number;
  matchedCount: number;
  pendingCount: number;
  dismissedCount: number;
  returnCount: number;
  associationId: number | null;
  importedAt: Date;
};

export type StatementLineView = {
  id: number;
  statementId: number;
  fileLine: number;
  bookedOn: string;
  valueOn: string | null;
  amountCents: number;
  credit: boolean;
  concept: string;
  reference: string | null;
  bankReference: string | null;
  endToEndId: string | null;
  returnReason: string | null;
  status: LineStatusCode;
  chargeId: number | null;
  chargeReference: string | null;
  resolvedAt: Date | null;
};

export type LineFilter = { statementId?: number | null; status?: LineStatusCode | null };

const STATEMENT_SELECT = sql`select x.id, x.formato as format, x.banco as bank, x.cuenta as account,
    x.divisa as currency, x.desde::text as "from", x.hasta::text as "to",
    x.saldo_inicial_cent::float8 as "openingCents", x.saldo_final_cent::float8 as "closingCents",
    x.abonos_cent::float8 as "creditCents", x.cargos_cent::float8 as "debitCents", x.lineas as "lineCount",
    x.conciliadas as "matchedCount", x.pendientes as "pendingCount", x.descartadas as "dismissedCount",
    x.devoluciones as "returnCount", x.cf_asoc as "associationId", x.importado as "importedAt"
  from extracto x`;

const LINE_SELECT = sql`select l.id, l.cf_extracto as "statementId", l.linea as "fileLine",
    l.fecha::text as "bookedOn", l.fecha_valor::text as "valueOn", l.importe_cent::float8 as "amountCents",
    l.signo = 'CREDIT' as credit, l.concepto as concept, l.referencia as reference,
    l.referencia_banco as "bankReference", l.id_extremo as "endToEndId", l.motivo as "returnReason",
    l.estado as status, l.cf_cargo as "chargeId", c.referencia as "chargeReference", l.resuelto as "resolvedAt"
  from extracto_linea l left join cargo c on c.id = l.cf_cargo`;

const STATEMENT_LIST = { columns: { id: true }, defaultOrder: 'id DESC', pageSizes: [15, 50, 100] } as const;
const LINE_LIST = { columns: { id: true }, defaultOrder: 'id', pageSizes: [15, 50, 100] } as const;
const MAX_ID = 2_147_483_647;

// The driver answers timestamps of raw statements as text.
const asStatement = (row: StatementView): StatementView => ({ ...row, importedAt: new Date(row.importedAt) });
const asLine = (row: StatementLineView): StatementLineView => ({
  ...row,
  resolvedAt: row.resolvedAt === null ? null : new Date(row.resolvedAt),
});

function checkedId(id: number, field: string): number {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID)
    throw DomainError.invalid([{ field, key: 'common.invalidInput' }]);
  return id;
}

/**
 * Bank statements (issue 30): imports, the statements and their lines, matching by hand and
 * dismissing. Both doors call this; the rules and permissions are decided in what it hands on to.
 */
export class StatementService {
  readonly bounds: StatementBounds;

  constructor(
    settings: StatementSettings,
    private readonly log: Log = () => undefined,
  ) {
    this.bounds = { ...DEFAULT_STATEMENT_BOUNDS, ...settings.statements };
  }

  /** Imports a statement from its bytes as they come; answers the statement (new or earlier). */
  async import(ctx: RequestContext, source: AsyncIterable<Buffer | string>) {
    const outcome = await importStatement(ctx, source, this.bounds, this.log);
    return { ...outcome, statement: await this.statement(ctx, outcome.statementId) };
  }

  async statement(ctx: RequestContext, id: number): Promise<StatementView> {
    const scope = statementScope(requireCaller(ctx));
    const row = await first<StatementView>(
      ctx.em,
      sql`${STATEMENT_SELECT} where x.id = ${checkedId(id, 'id')} and ${scope}`,
    );
    if (!row) throw DomainError.notFound();
    return asStatement(row);
  }

  async statements(ctx: RequestContext, request: ListRequest) {
    const caller = requireCaller(ctx);
    const page = parseList(STATEMENT_LIST, { offset: request.offset, limit: request.limit });
    const where = statementScope(caller);
    const [{ n }] = await run<{ n: number }>(
      ctx.em,
      sql`select count(*)::int as n from extracto x where ${where}`,
    );
    const items = await run<StatementView>(
      ctx.em,
      sql`${STATEMENT_SELECT} where ${where} order by x.id desc offset ${page.offset} limit ${page.limit!}`,
    );
    return { items: items.map(asStatement), returned: items.length, total: n };
  }

  /**
   * A statement's lines, or those of every statement the caller sees, of one state or all, in file
   * order. The total comes from the statements' kept counts: no count of the lines themselves.
   */
  async lines(ctx: RequestContext, filter: LineFilter, request: ListRequest) {
    const caller = requireCaller(ctx);
    statementScope(caller);
    const page = parseList(LINE_LIST, { offset: request.offset, limit: request.limit });
    if (filter.status && !(LINE_STATUSES as readonly string[]).includes(filter.status))
      throw DomainError.invalid([{ field: 'status', key: 'common.invalidInput' }]);
    const statementId = filter.statementId == null ? null : checkedId(filter.statementId, 'statementId');
    const statements: Sql[] = [statementScope(caller)];
    if (statementId !== null) statements.push(sql`x.id = ${statementId}`);
    const lines: Sql[] = [statementScope(caller, 'l')];
    if (statementId !== null) lines.push(sql`l.cf_extracto = ${statementId}`);
    if (filter.status) lines.push(sql`l.estado = ${filter.status}`);
    const counted = raw(filter.status ? COUNTER[filter.status] : 'lineas');
    const [{ n }] = await run<{ n: number }>(
      ctx.em,
      sql`select coalesce(sum(${counted}), 0)::int as n from extracto x where ${and(statements)}`,
    );
    const items = await run<StatementLineView>(
      ctx.em,
      sql`${LINE_SELECT} where ${and(lines)} order by l.id offset ${page.offset} limit ${page.limit!}`,
    );
    return { items: items.map(asLine), returned: items.length, total: n };
  }

  async line(ctx: RequestContext, id: number): Promise<StatementLineView> {
    const scope = statementScope(requireCaller(ctx), 'l');
    const row = await first<StatementLineView>(
      ctx.em,
      sql`${LINE_SELECT} where l.id = ${checkedId(id, 'lineId')} and ${scope}`,
    );
    if (!row) throw DomainError.notFound();
    return asLine(row);
  }

  async match(ctx: RequestContext, lineId: number, chargeId: number) {
    // Who reconciles is known before what they sent is examined.
    statementScope(requireCaller(ctx));
    await matchLine(ctx, checkedId(lineId, 'lineId'), checkedId(chargeId, 'chargeId'));
    return this.line(ctx, lineId);
  }

  async dismiss(ctx: RequestContext, lineId: number) {
    statementScope(requireCaller(ctx));
    await dismissLine(ctx, checkedId(lineId, 'lineId'));
    return this.line(ctx, lineId);
  }
}
