import type { EntityManager } from '@mikro-orm/postgresql';
import { translate, type Lang } from '@federa/schema/i18n';
import { isAnyAdministrator } from '@federa/schema/permissions';
import {
  COUNT_COLUMN,
  CSV_FILE_NAME,
  DISTINCT_LIMIT,
  MAX_EXCEL_ROWS,
  XLSX_FILE_NAME,
  type FieldType,
} from '@federa/schema/validation/reports';
import { onReader } from '../../database/reader';
import { requireCaller, type Caller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { XLSX_TYPE, type SendFile } from '../common/file-stream';
import type { Slots } from '../common/slots';
import { fromBuilder, inBatches, queryBuilder, raw, run, sql, type Sql } from '../common/sql';
import { DISTINCT_TYPES, fieldOf, type FieldSpec, type ViewSpec } from '../common/report-view';
import { alias, filteredBase, reportCount, reportRows } from './report.compile';
import { refuse, type ReportConfig } from './report.config';
import { writeCsv, writeXlsx } from './report-export';
import { reportSlots, type ReportLimits } from './report.limits';
import { validateReport, type CheckedReport, type Column } from './report.validate';

/** How long an export's client may take nothing, and its download last, before it is cut. */
export type DownloadLimits = { stallMs: number; maxMs: number };

export type ReportColumn = { key: string; name: string; type: FieldType };
export type ReportCell = string | number | boolean | null;
export type ReportResult = { columns: ReportColumn[]; rows: ReportCell[][]; returned: number; total: number };
export type ReportFieldInfo = {
  key: string;
  name: string;
  type: FieldType;
  groupable: boolean;
  aggregatable: boolean;
  functions: string[];
};
export type ReportValue = { value: string; label: string };

/** Rows read from the export's cursor at a time. */
const EXPORT_BATCH = 1000;

/** What the export needs: the columns and the two statements, checked and scoped. */
export type PreparedReport = { columns: ReportColumn[]; rows: Sql; count: Sql };

const fieldName = (lang: Lang, key: string) => translate(lang, `reports.fields.${key}`);

export function columnInfo(lang: Lang, column: Column): ReportColumn {
  if (column.kind === 'count')
    return { key: COUNT_COLUMN, name: translate(lang, 'reports.count'), type: 'entero' };
  if (column.kind === 'field')
    return { key: column.key, name: fieldName(lang, column.key), type: column.field.type };
  return {
    key: column.key,
    name: translate(lang, `reports.aggregate.${column.fn}`, { field: fieldName(lang, column.field.key) }),
    // An average of whole numbers is not whole (one of euros is still euros, rounded to the
    // cent); the others keep their field's kind of number.
    type:
      column.fn === 'avg' && column.field.type !== 'moneda'
        ? 'numero'
        : column.field.type === 'edad' || column.field.type === 'tiempo'
          ? 'entero'
          : column.field.type,
  };
}

const NUMBERS: ReadonlySet<FieldType> = new Set(['edad', 'entero', 'tiempo', 'numero', 'moneda']);

/**
 * A cell as the column's type says: Postgres answers numeric and bigint as text, which a number
 * column turns back into a number; a text column keeps '-1' as the text it is.
 */
export function cellOf(value: unknown, column: ReportColumn): ReportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (NUMBERS.has(column.type) && typeof value === 'string' && /^-?\d{1,15}(\.\d{1,6})?$/.test(value))
    return Number(value);
  return String(value);
}

/**
 * Runs `work` in a read-only transaction whose statements stop after `timeoutMs`, on the read
 * replica when one is configured and near enough (ADR 0025).
 */
async function limited<T>(
  em: EntityManager,
  timeoutMs: number,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  let begun = false;
  try {
    return await onReader(
      em,
      (reader) =>
        reader.transactional(async (tx) => {
          await run(tx, raw('set transaction read only'));
          await run(tx, raw(`set local statement_timeout = ${Math.trunc(timeoutMs)}`));
          begun = true;
          return work(tx);
        }),
      // Until `work` begins nothing of an export has been sent: the primary may still answer it.
      () => !begun,
    );
  } catch (error) {
    // 57014: query_canceled, the statement timeout.
    if ((error as { code?: string }).code === '57014')
      throw new DomainError('BAD_USER_INPUT', 'reports.tooSlow');
    throw error;
  }
}

/**
 * The report builder (part 3 §2–§9): which views and fields a caller has, and their reports. Every
 * view is for administrators of any kind, scoped to their place by the view; plain members are
 * refused. A configuration is checked whole before any statement is written, then compiled by
 * the query builder from the catalogue alone, every value bound.
 */
export class ReportService {
  private readonly slots: Slots;

  /** `offered`: every module's report views, in the order the screen offers them. */
  constructor(
    private readonly limits: ReportLimits,
    private readonly offered: readonly ViewSpec[],
  ) {
    this.slots = reportSlots(limits);
  }

  /**
   * Statements of one report or export: once the caller has a slot (report.limits), in a
   * read-only transaction whose statements stop after `timeoutMs`.
   */
  private held<T>(
    ctx: RequestContext,
    caller: Caller,
    timeoutMs: number,
    work: (tx: EntityManager) => Promise<T>,
  ): Promise<T> {
    return this.slots.run(caller.memberId, () => limited(ctx.em, timeoutMs, work));
  }

  /**
   * An export's statements, for an administrator, with the export's slot and timeout; `work` is
   * told how long its client may take nothing, and how long the download may last, before it is
   * cut (the slot is held until the last byte is taken).
   */
  exporting<T>(
    ctx: RequestContext,
    work: (tx: EntityManager, download: DownloadLimits) => Promise<T>,
  ): Promise<T> {
    const { exportStallMs: stallMs, exportMaxMs: maxMs } = this.limits;
    return this.held(ctx, this.admin(ctx), this.limits.exportStatementTimeoutMs, (tx) =>
      work(tx, { stallMs, maxMs }),
    );
  }

  private admin(ctx: RequestContext): Caller {
    const caller = requireCaller(ctx);
    if (!isAnyAdministrator(caller.roles)) throw DomainError.forbidden();
    return caller;
  }

  /** The view of this code; none when no module offers it. */
  findView(code: unknown): ViewSpec | undefined {
    return typeof code === 'string' ? this.offered.find((v) => v.code === code) : undefined;
  }

  /** Unknown view: 'Valor no válido'. */
  view(code: unknown): ViewSpec {
    const view = this.findView(code);
    if (!view) throw refuse('vista');
    return view;
  }

  views(ctx: RequestContext): { code: string; name: string }[] {
    this.admin(ctx);
    return this.offered.map((v) => ({ code: v.code, name: translate(ctx.lang, `reports.views.${v.code}`) }));
  }

  fields(ctx: RequestContext, code: unknown): ReportFieldInfo[] {
    this.admin(ctx);
    return this.view(code).fields.map((f) => ({
      key: f.key,
      name: fieldName(ctx.lang, f.key),
      type: f.type,
      groupable: !!f.groupable,
      aggregatable: !!f.functions?.length,
      functions: [...(f.functions ?? [])],
    }));
  }

  /** Checks a configuration for the caller, distinct values included, and answers it checked. */
  async check(ctx: RequestContext, config: ReportConfig, em: EntityManager = ctx.em): Promise<CheckedReport> {
    const caller = this.admin(ctx);
    const report = validateReport(this.view(config.view), config);
    await this.checkListedValues(em, report, caller);
    return report;
  }

  /** `custom`: one page of the report, with nRes and nTot. */
  async report(ctx: RequestContext, config: ReportConfig): Promise<ReportResult> {
    const caller = this.admin(ctx);
    return this.held(ctx, caller, this.limits.statementTimeoutMs, async (tx) => {
      const report = await this.check(ctx, config, tx);
      const page = reportRows(queryBuilder(tx), report, caller, true)
        .offset(report.offset)
        .limit(report.limit);
      const rows = await run<Record<string, unknown>>(tx, fromBuilder(page));
      let total = rows.length ? Number(rows[0].total ?? NaN) : NaN;
      if (Number.isNaN(total)) {
        const counted = await run<{ n: number }>(
          tx,
          fromBuilder(reportCount(queryBuilder(tx), report, caller)),
        );
        total = counted[0].n;
      }
      const columns = report.columns.map((c) => columnInfo(ctx.lang, c));
      return {
        columns,
        rows: rows.map((row) => columns.map((column, i) => cellOf(row[alias(i)], column))),
        returned: rows.length,
        total,
      };
    });
  }

  /** The export's statements, checked and scoped (ini and num do not apply: every row). */
  async prepareReport(ctx: RequestContext, config: ReportConfig, em: EntityManager): Promise<PreparedReport> {
    const caller = this.admin(ctx);
    const report = await this.check(ctx, { ...config, offset: 0, limit: 15 }, em);
    return {
      columns: report.columns.map((c) => columnInfo(ctx.lang, c)),
      rows: fromBuilder(reportRows(queryBuilder(em), report, caller)),
      count: fromBuilder(reportCount(queryBuilder(em), report, caller)),
    };
  }

  /**
   * `custom?excel=true` (part 3 §7, §9): every row of the report, below MaxFilasExcel (10,000)
   * rows an xlsx, from there a CSV. Checked, scoped and counted before the file is sent; then
   * streamed from a server-side cursor in one read-only transaction, which holds the export's slot
   * until the last byte is taken or the download is cut (too slow, or too long).
   */
  download(ctx: RequestContext, config: ReportConfig, send: SendFile): Promise<void> {
    return this.exporting(ctx, async (tx, limits) => {
      const prepared = await this.prepareReport(ctx, config, tx);
      const [{ n }] = await run<{ n: number }>(tx, prepared.count);
      const csv = n >= MAX_EXCEL_ROWS;
      async function* rows(): AsyncGenerator<ReportCell[][]> {
        for await (const batch of inBatches<Record<string, unknown>>(tx, prepared.rows, EXPORT_BATCH))
          yield batch.map((row) => prepared.columns.map((column, i) => cellOf(row[alias(i)], column)));
      }
      await send({
        name: csv ? CSV_FILE_NAME : XLSX_FILE_NAME,
        type: csv ? 'text/csv; charset=utf-8' : XLSX_TYPE,
        headers: { 'X-Total-Count': String(n) },
        write: async (out) => {
          // The writers' next wait for the client then fails, and the slot and connection go back.
          const cut = setTimeout(() => out.destroy(), limits.maxMs);
          try {
            await (csv ? writeCsv : writeXlsx)(out, ctx.lang, prepared.columns, rows(), limits.stallMs);
          } finally {
            clearTimeout(cut);
          }
        },
      });
    });
  }

  /** `distim_custom`: the values a listed field holds in the caller's rows, at most 10,000, sorted. */
  async values(ctx: RequestContext, code: unknown, key: unknown): Promise<ReportValue[]> {
    const caller = this.admin(ctx);
    const view = this.view(code);
    const field = typeof key === 'string' ? fieldOf(view, key) : undefined;
    if (!field) throw refuse('agregaciones');
    const yes = translate(ctx.lang, 'reports.yes');
    const no = translate(ctx.lang, 'reports.no');
    if (field.type === 'bool')
      return [
        { value: 'true', label: yes },
        { value: 'false', label: no },
      ];
    if (!DISTINCT_TYPES.has(field.type)) throw refuse('agregaciones');
    return this.held(ctx, caller, this.limits.statementTimeoutMs, async (tx) => {
      const rows = await run<{ v: unknown; l: unknown }>(tx, this.distinct(tx, view, field, caller));
      return rows.map((r) => ({ value: String(r.v), label: String(r.l) }));
    });
  }

  private distinct(em: EntityManager, view: ViewSpec, field: FieldSpec, caller: Caller): Sql {
    const knex = queryBuilder(em);
    const base = filteredBase(knex, onlyField(view, field), caller);
    const value = field.compare ?? field.select;
    base
      .distinct(knex.raw(`${value} as v`), knex.raw(`${field.select} as l`))
      .whereRaw(`${value} is not null`);
    return sql`select v, l from (${fromBuilder(base)}) d order by ${raw(field.compare ? 'v' : 'l')} limit ${DISTINCT_LIMIT}`;
  }

  /** Part 3 §5: a listed field's value must be one of its values in the caller's rows. */
  private async checkListedValues(em: EntityManager, report: CheckedReport, caller: Caller): Promise<void> {
    for (const group of report.filter.groups)
      for (const c of group.conditions) {
        if (c.listed === undefined) continue;
        const value = c.field.compare ?? c.field.select;
        const probe = filteredBase(queryBuilder(em), onlyField(report.view, c.field), caller)
          .select(queryBuilder(em).raw('1'))
          .whereRaw(`${value} = ?`, [c.value])
          .limit(1);
        if (!(await run(em, fromBuilder(probe))).length) throw refuse('filtros');
      }
  }
}

/** A report that uses one field and filters nothing: its base is the field's scoped rows. */
function onlyField(view: ViewSpec, field: FieldSpec): CheckedReport {
  const column: Column = { kind: 'field', key: field.key, field };
  return {
    view,
    columns: [column],
    grouped: false,
    filter: { connector: 'Y', groups: [] },
    order: { column, descending: false },
    offset: 0,
    limit: 1,
  };
}
