import { requireCaller, type Caller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { parseList, type ListRequest } from '../common/list/request';
import { and, first, run, sql, type Sql } from '../common/sql';
import { AUDIT_ACTIONS, AUDITED_TABLES, type AuditAction } from '@federa/schema/validation/audit';

export type AuditFilter = {
  table?: string | null;
  action?: string | null;
  authorId?: number | null;
  recordId?: string | null;
  from?: Date | null;
  to?: Date | null;
};

export type AuditEntryView = {
  id: string;
  at: Date;
  action: AuditAction;
  table: string;
  recordId: string;
  associationId: number | null;
  dojoId: number | null;
  authorId: number | null;
  authorName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  changedFields: string[];
  requestId: string | null;
};

type AuditRow = {
  id: string;
  momento: Date;
  accion: AuditAction;
  tabla: string;
  id_registro: string;
  id_asoc: number | null;
  id_dojo: number | null;
  id_autor: number | null;
  autor: string | null;
  antes: Record<string, unknown> | null;
  despues: Record<string, unknown> | null;
  id_peticion: string | null;
};

const AUDIT_LIST = {
  columns: { momento: true },
  defaultOrder: 'momento DESC',
  pageSizes: [15, 50, 100],
} as const;
/** Counting a million rows for a pager is not worth its time: past this, "more than". */
export const AUDIT_COUNT_CAP = 10_000;

const invalid = (field: string) => DomainError.invalid([{ field, key: 'common.invalidInput' }]);

/** The rows an administrator may read: the national one all; the others their association or dojo. */
function scopeOf(caller: Caller): Sql {
  if (caller.roles.admin) return sql`true`;
  if (caller.roles.associationAdmin) return sql`au.id_asoc = ${caller.associationId}`;
  if (caller.roles.dojoAdmin) return sql`au.id_dojo = ${caller.dojoId}`;
  throw DomainError.forbidden();
}

/** Each filter bounded and checked before it reaches SQL. */
function conditions(filter: AuditFilter): Sql[] {
  const parts: Sql[] = [];
  if (filter.table) {
    if (!(AUDITED_TABLES as readonly string[]).includes(filter.table)) throw invalid('tabla');
    parts.push(sql`au.tabla = ${filter.table}`);
  }
  if (filter.action) {
    if (!(AUDIT_ACTIONS as readonly string[]).includes(filter.action)) throw invalid('accion');
    parts.push(sql`au.accion = ${filter.action}`);
  }
  if (filter.authorId !== undefined && filter.authorId !== null) {
    if (!Number.isSafeInteger(filter.authorId) || filter.authorId < 1) throw invalid('autor');
    parts.push(sql`au.id_autor = ${filter.authorId}`);
  }
  if (filter.recordId) {
    if (filter.recordId.length > 40) throw invalid('registro');
    parts.push(sql`au.id_registro = ${filter.recordId}`);
  }
  for (const [field, value] of [
    ['desde', filter.from],
    ['hasta', filter.to],
  ] as const) {
    if (value && Number.isNaN(value.getTime())) throw invalid(field);
  }
  if (filter.from) parts.push(sql`au.momento >= ${filter.from}`);
  if (filter.to) parts.push(sql`au.momento < ${filter.to}`);
  return parts;
}

function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] {
  if (!before || !after) return Object.keys(before ?? after ?? {}).sort();
  return Object.keys({ ...before, ...after })
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .sort();
}

const viewOf = (row: AuditRow): AuditEntryView => ({
  id: String(row.id),
  at: new Date(row.momento),
  action: row.accion,
  table: row.tabla,
  recordId: row.id_registro,
  associationId: row.id_asoc,
  dojoId: row.id_dojo,
  authorId: row.id_autor,
  authorName: row.autor,
  before: row.antes,
  after: row.despues,
  changedFields: changedFields(row.antes, row.despues),
  requestId: row.id_peticion,
});

/**
 * The audit log (issue 16): what changed, who changed it, when, before and after. Written by the
 * database; read here by administrators within their scope, newest first, filtered.
 */
export class AuditService {
  async list(ctx: RequestContext, filter: AuditFilter, request: ListRequest) {
    const caller = requireCaller(ctx);
    const where = and([scopeOf(caller), ...conditions(filter)]);
    const parsed = parseList(AUDIT_LIST, { offset: request.offset, limit: request.limit });
    // Deep offsets would walk the whole log: narrow the filters instead.
    if (parsed.offset + parsed.limit! > AUDIT_COUNT_CAP) throw invalid('ini');
    const counted = await first<{ n: number }>(
      ctx.em,
      sql`select count(*)::int as n from (select 1 from auditoria au where ${where} limit ${AUDIT_COUNT_CAP + 1}) c`,
    );
    const rows = await run<AuditRow>(
      ctx.em,
      sql`select au.id, au.momento, au.accion, au.tabla, au.id_registro, au.id_asoc, au.id_dojo,
                 au.id_autor, a.nombre || ' ' || a.apellido as autor, au.antes, au.despues, au.id_peticion
          from auditoria au left join asociado a on a.id_aso = au.id_autor
          where ${where}
          order by au.momento desc, au.id desc offset ${parsed.offset} limit ${parsed.limit!}`,
    );
    const items = rows.map(viewOf);
    const total = Math.min(counted!.n, AUDIT_COUNT_CAP);
    return { items, returned: items.length, total, totalIsExact: counted!.n <= AUDIT_COUNT_CAP };
  }
}
