import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../common/domain-error';
import { pageSql, type ListDefinition, type ListRequest } from '../common/list';

/**
 * The member list in SQL (part 1 §2, §7, §9), written for a million members: every order walks
 * an index (migration Migration20261122143149), a page selects its ids first and only then joins
 * the dojo (a deferred join), counts and positions are computed in SQL with the same filter.
 */

/** One sort key: an SQL expression, its direction and where its empty values go. */
type SortKey = { sql: string; desc: boolean; nullsFirst: boolean };

/**
 * The sortable columns under their REST names. `dojo` sorts by the dojo's name, then groups each
 * dojo's members (two dojos of different associations may share a name); `edad` sorts by birth
 * date, oldest first, so that adults ('A') come before children ('N') ascending.
 */
const COLUMNS: Record<string, string[]> = {
  numAcae: ['a.num_acae'],
  nombre: ['a.nombre'],
  apellido: ['a.apellido'],
  mail: ['a.mail'],
  dojo: ['d.nombre', 'a.cf_dojo'],
  edad: ['a.fecha_nacimiento'],
  ultima_cuota: ['a.ultima_cuota'],
};

export const MEMBER_LIST: ListDefinition = {
  columns: Object.fromEntries(Object.entries(COLUMNS).map(([name, [sql]]) => [name, { sql }])),
  defaultOrder: 'numAcae',
  key: 'a.id_aso',
  // Searched through the `busqueda` column, which also holds the dojo's name (see searchSql).
  search: ['a.busqueda'],
  // Members without a number come last, ascending and descending alike (§9).
  alwaysLast: ['numAcae'],
};

const MAX_SEARCH_WORDS = 5;

/** Which members a list may show: everything, one association, one dojo, or both limits. */
export type MemberScope = { associationId?: number; dojoId?: number };

/** The columns of a member row, with its dojo's name (`d`). */
export const MEMBER_COLUMNS = `a.id_aso, a.dni, a.nombre, a.apellido, a.mail, a.num_acae,
  a.fecha_nacimiento::text as fecha_nacimiento, a.domicilio, a.ciudad, a.provincia, a.telefono, a.obs,
  a.es_admin, a.es_admin_asoc, a.es_admin_dojo, a.cf_dojo, a.cf_asoc, a.avatar, a.codvalidacion,
  a.validado, a.ultima_cuota, d.nombre as dojo_nombre`;

export type MemberRow = {
  id_aso: number;
  dni: string;
  nombre: string;
  apellido: string;
  mail: string | null;
  num_acae: string | null;
  fecha_nacimiento: string;
  domicilio: string | null;
  ciudad: string | null;
  provincia: string | null;
  telefono: string | null;
  obs: string | null;
  es_admin: boolean;
  es_admin_asoc: boolean;
  es_admin_dojo: boolean;
  cf_dojo: number;
  cf_asoc: number;
  avatar: string;
  codvalidacion: string | null;
  validado: boolean;
  ultima_cuota: number | null;
  dojo_nombre: string;
  asoc_nombre?: string;
};

/** The keys of an order: the column's expressions, then the id, all in one direction. */
export function sortKeys(order: ListRequest['order']): SortKey[] {
  const alwaysLast = MEMBER_LIST.alwaysLast!.includes(order.column);
  // As the list kit: empty values last ascending, first descending, unless always last.
  const nullsFirst = order.desc && !alwaysLast;
  return [...COLUMNS[order.column], 'a.id_aso'].map((sql) => ({ sql, desc: order.desc, nullsFirst }));
}

function orderBy(keys: SortKey[]): string {
  return keys
    .map((k) => `${k.sql} ${k.desc ? 'desc' : 'asc'} ${k.nullsFirst ? 'nulls first' : 'nulls last'}`)
    .join(', ');
}

const needsDojo = (keys: SortKey[]) => keys.some((k) => k.sql.startsWith('d.'));

/**
 * Rows strictly before the one whose key values are `values`, under `keys`. Only the first key
 * may be empty (the others are the dojo id and the member id); a row comparison lets the
 * planner walk the order's index from the start up to that row.
 */
function beforeSql(keys: SortKey[], values: unknown[], params: unknown[]): string {
  const [head, ...tail] = keys;
  const op = head.desc ? '>' : '<';
  const tailSql = tail.map((k) => k.sql).join(', ');
  const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
  if (values[0] === null) {
    params.push(...values.slice(1));
    const rest = `(${tailSql}) ${op} (${marks(tail.length)})`;
    return head.nullsFirst
      ? `(${head.sql} is null and ${rest})`
      : `(${head.sql} is not null or (${head.sql} is null and ${rest}))`;
  }
  params.push(...values);
  const row = `(${head.sql}, ${tailSql}) ${op} (${marks(keys.length)})`;
  return head.nullsFirst ? `(${head.sql} is null or ${row})` : `(${row})`;
}

/** The mirror order: rows after a row under `keys` are the rows before it under this one. */
function reversed(keys: SortKey[]): SortKey[] {
  return keys.map((k) => ({ sql: k.sql, desc: !k.desc, nullsFirst: !k.nullsFirst }));
}

/**
 * Every word must appear in the number, name, surname, mail or dojo name, ignoring case and
 * accents (`jose` finds `José`): all of them are in `busqueda`, one unaccented lower-case text
 * per member kept by triggers (migration Migration20261122144643), under one trigram index.
 */
function searchSql(search: string, params: unknown[]): string {
  const words = search.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (!words.length) return 'true';
  return words
    .map((word) => {
      params.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      // A trigram index cannot serve a word of fewer than three letters (it would read the whole
      // index); the planner is kept off it, and scans one short text per member instead.
      const column = [...word].length < 3 ? "(a.busqueda || '')" : 'a.busqueda';
      return `${column} like f_unaccent(lower(?))`;
    })
    .join(' and ');
}

function whereSql(scope: MemberScope, search: string, params: unknown[]): string {
  const parts: string[] = [];
  if (scope.associationId !== undefined) {
    parts.push('a.cf_asoc = ?');
    params.push(scope.associationId);
  }
  if (scope.dojoId !== undefined) {
    parts.push('a.cf_dojo = ?');
    params.push(scope.dojoId);
  }
  parts.push(searchSql(search, params));
  return parts.join(' and ');
}

/**
 * Up to this many matches, a search reads its matches first (through the trigram index) and sorts
 * them; beyond, walking the order's index and skipping non-matches is cheaper. The planner cannot
 * tell the two apart for several words (it multiplies their selectivities), but the count can.
 */
const FILTER_FIRST_LIMIT = 10_000;

/** A page of members and how many match, under one scope, order and search. */
export async function listMembers(
  em: EntityManager,
  scope: MemberScope,
  request: ListRequest,
): Promise<{ rows: MemberRow[]; total: number }> {
  const keys = sortKeys(request.order);
  const params: unknown[] = [];
  const where = whereSql(scope, request.search, params);
  const [{ n: total }] = await em.execute<{ n: number }[]>(
    `select count(*)::int as n from asociado a where ${where}`,
    params,
  );
  if (total === 0 || request.offset >= total) return { rows: [], total };
  let pageParams = [...params];
  const page = pageSql(request, pageParams);
  const join = needsDojo(keys) ? 'join dojo d on d.id_dojo = a.cf_dojo' : '';
  const order = orderBy(keys);
  let ids = `select a.id_aso from asociado a ${join} where ${where} order by ${order} ${page}`;
  if (request.search && total <= FILTER_FIRST_LIMIT) {
    ids = `with matches as materialized (select * from asociado a where ${where})
           select a.id_aso from matches a ${join} order by ${order} ${page}`;
  } else if (request.order.column === 'dojo' && request.offset > 0) {
    const span = await dojoSpan(em, where, params, request);
    pageParams = [...params, `{${span.dojoIds.join(',')}}`];
    const spanPage = pageSql({ ...request, offset: request.offset - span.start }, pageParams);
    ids = `select a.id_aso from asociado a ${join} where ${where} and a.cf_dojo = any(?::int[])
           order by ${order} ${spanPage}`;
  }
  const rows = await em.execute<MemberRow[]>(
    `select ${MEMBER_COLUMNS}
     from (${ids}) p
     join asociado a on a.id_aso = p.id_aso
     join dojo d on d.id_dojo = a.cf_dojo
     order by ${order}`,
    pageParams,
  );
  return { rows, total };
}

/**
 * Sorted by dojo, a deep page would sort every member by their dojo's name (a join no index can
 * serve). Instead: how many matching members each dojo has, placed in dojo order by a running
 * sum, gives the few dojos a page falls in and how many of their members come before it.
 */
async function dojoSpan(
  em: EntityManager,
  where: string,
  params: unknown[],
  request: ListRequest,
): Promise<{ dojoIds: number[]; start: number }> {
  const dir = request.order.desc ? 'desc' : 'asc';
  const end = request.limit === null ? Number.MAX_SAFE_INTEGER : request.offset + request.limit;
  const spans = await em.execute<{ cf_dojo: number; start: number }[]>(
    `with counts as (select a.cf_dojo, count(*)::int as n from asociado a where ${where} group by a.cf_dojo),
     placed as (select c.cf_dojo, c.n, (sum(c.n) over (order by d.nombre ${dir}, c.cf_dojo ${dir}) - c.n)::int as start
                from counts c join dojo d on d.id_dojo = c.cf_dojo)
     select cf_dojo, start from placed where start < ? and start + n > ? order by start`,
    [...params, end, request.offset],
  );
  return { dojoIds: spans.map((s) => s.cf_dojo), start: spans[0]?.start ?? 0 };
}

/** The key values of one member under an order, if the member is in the scope and search. */
async function keyValues(
  em: EntityManager,
  scope: MemberScope,
  keys: SortKey[],
  search: string,
  id: number,
): Promise<unknown[] | null> {
  const params: unknown[] = [];
  const where = whereSql(scope, search, params);
  const select = keys.map((k, i) => `(${k.sql})::text as k${i}`).join(', ');
  const found = await em.execute<Record<string, unknown>[]>(
    `select ${select} from asociado a join dojo d on d.id_dojo = a.cf_dojo
     where a.id_aso = ? and ${where}`,
    [id, ...params],
  );
  return found.length ? keys.map((_, i) => found[0][`k${i}`]) : null;
}

/** 0-based position of a member under the list's order and search; -1 when not in the list. */
export async function memberPosition(
  em: EntityManager,
  scope: MemberScope,
  order: ListRequest['order'],
  search: string,
  id: number,
): Promise<number> {
  const keys = sortKeys(order);
  const values = await keyValues(em, scope, keys, search, id);
  if (!values) return -1;
  const params: unknown[] = [];
  const where = whereSql(scope, search, params);
  const before = beforeSql(keys, values, params);
  const join = needsDojo(keys) ? 'join dojo d on d.id_dojo = a.cf_dojo' : '';
  const [{ n }] = await em.execute<{ n: number }[]>(
    `select count(*)::int as n from asociado a ${join} where ${where} and ${before}`,
    params,
  );
  return n;
}

/** A cursor names its order, so that it is never read under another one. */
type Cursor = { o: string; d: boolean; v: unknown[] };

export function encodeCursor(order: ListRequest['order'], values: unknown[]): string {
  const cursor: Cursor = { o: order.column, d: order.desc, v: values };
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string, order: ListRequest['order'], length: number): unknown[] {
  let cursor: Cursor | undefined;
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
  } catch {
    cursor = undefined;
  }
  const fits =
    cursor &&
    cursor.o === order.column &&
    cursor.d === order.desc &&
    Array.isArray(cursor.v) &&
    cursor.v.length === length &&
    cursor.v.every((v, i) => (v === null && i === 0) || typeof v === 'string');
  if (!fits) throw DomainError.invalid([{ field: 'after', key: 'common.invalidInput' }]);
  return cursor!.v;
}

export type KeysetPage = { rows: (MemberRow & { cursor: string })[]; hasNextPage: boolean };

/**
 * Cursor paging (keyset) for integrators: the rows after the cursor's key values, walking the
 * order's index from there, so that a deep page costs what the first does and a list that
 * changes between calls never repeats or skips a row. Every order of the list is supported.
 */
export async function membersAfter(
  em: EntityManager,
  scope: MemberScope,
  order: ListRequest['order'],
  search: string,
  first: number,
  after: string | undefined,
): Promise<KeysetPage> {
  const keys = sortKeys(order);
  const params: unknown[] = [];
  let where = whereSql(scope, search, params);
  if (after) where += ` and ${beforeSql(reversed(keys), decodeCursor(after, order, keys.length), params)}`;
  params.push(first + 1);
  const join = needsDojo(keys) ? 'join dojo d on d.id_dojo = a.cf_dojo' : '';
  const select = keys.map((k, i) => `(${k.sql})::text as k${i}`).join(', ');
  const found = await em.execute<(MemberRow & Record<string, unknown>)[]>(
    `select ${MEMBER_COLUMNS}, ${select}
     from (select a.id_aso from asociado a ${join} where ${where} order by ${orderBy(keys)} limit ?) p
     join asociado a on a.id_aso = p.id_aso
     join dojo d on d.id_dojo = a.cf_dojo
     order by ${orderBy(keys)}`,
    params,
  );
  const rows = found.slice(0, first).map((row) => ({
    ...row,
    cursor: encodeCursor(
      order,
      keys.map((_, i) => row[`k${i}`]),
    ),
  }));
  return { rows, hasNextPage: found.length > first };
}
