import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../common/domain-error';
import { pageSql, type ListDefinition, type ListRequest } from '../common/list';
import { defaultOrderPosition, scopeTotal } from './member.totals';

/**
 * The member list in SQL (part 1 §2, §7, §9), written for a million members: every order walks
 * an index (migration Migration20261122151149), a page selects its ids first and only then joins
 * the dojo (a deferred join), counts and positions are computed in SQL with the same filter.
 */

/**
 * One sort key: an SQL expression, its direction, where its empty values go, and whether it can be
 * empty at all (the only ones that can: the member's number, mail and latest fee year).
 */
export type SortKey = { sql: string; desc: boolean; nullsFirst: boolean; nullable: boolean };

/**
 * Members without a number come last under every order (issue 3): every order starts with this
 * key, ascending (false before true), before the chosen column in its own direction.
 */
const NUMBERLESS = '(a.num_acae is null)';
const NULLABLE = new Set(['a.num_acae', 'a.mail', 'a.ultima_cuota']);

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
  // Members without a number come last under every order: see `sortKeys`.
};

const MAX_SEARCH_WORDS = 5;

/**
 * Which members a list may show: everything, one association, one dojo, or both limits.
 * `publicOnly`: the caller sees only the listed fields of these members (a plain member's
 * dojo-mates), so the search must not find them by what it may not show (their mail).
 */
export type MemberScope = { associationId?: number; dojoId?: number; publicOnly?: boolean };

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

/**
 * The keys of an order: numberless last, then the column's expressions and the id in the chosen
 * direction, empty values last ascending and first descending (PostgreSQL's default, so that the
 * indexes `((num_acae is null), col, id_aso)` and `((num_acae is null), col desc, id_aso desc)` of
 * migration Migration20261122151149 serve them).
 */
export function sortKeys(order: ListRequest['order']): SortKey[] {
  const head: SortKey = { sql: NUMBERLESS, desc: false, nullsFirst: false, nullable: false };
  const rest = [...COLUMNS[order.column], 'a.id_aso'].map((sql) => ({
    sql,
    desc: order.desc,
    nullsFirst: order.desc,
    nullable: NULLABLE.has(sql),
  }));
  return [head, ...rest];
}

function orderBy(keys: SortKey[]): string {
  return keys
    .map((k) => `${k.sql} ${k.desc ? 'desc' : 'asc'} ${k.nullsFirst ? 'nulls first' : 'nulls last'}`)
    .join(', ');
}

const needsDojo = (keys: SortKey[]) => keys.some((k) => k.sql.startsWith('d.'));

/** A condition and its bindings. */
type Sql = { sql: string; params: unknown[] };

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/**
 * Rows strictly before the one whose key values are `values`, under `keys`, as disjoint parts
 * (rows before on the first keys; equal on those, before on the next ones; ...). Each part is
 * equalities on leading keys and one row comparison over keys of one direction, so that it is a
 * single range of the order's index: counted or walked from there, never from the start.
 */
function beforeParts(keys: SortKey[], values: unknown[]): Sql[] {
  const parts: Sql[] = [];
  const equal: Sql[] = [];
  const and = (more: Sql): Sql => ({
    sql: [...equal, more].map((c) => c.sql).join(' and '),
    params: [...equal, more].flatMap((c) => c.params),
  });
  let i = 0;
  while (i < keys.length) {
    const key = keys[i];
    if (values[i] === null) {
      // Empty here: the non-empty rows are before it when empty values go last.
      if (!key.nullsFirst) parts.push(and({ sql: `${key.sql} is not null`, params: [] }));
      equal.push({ sql: `${key.sql} is null`, params: [] });
      i += 1;
      continue;
    }
    if (key.nullable && key.nullsFirst) parts.push(and({ sql: `${key.sql} is null`, params: [] }));
    // A run of keys one row comparison can take: same direction, not empty, and whose empty rows
    // are after (a comparison with an empty field is unknown, so they are left out, as they should).
    let end = i + 1;
    while (
      end < keys.length &&
      keys[end].desc === key.desc &&
      values[end] !== null &&
      !(keys[end].nullable && keys[end].nullsFirst)
    ) {
      end += 1;
    }
    const run = keys.slice(i, end).map((k) => k.sql);
    const runValues = values.slice(i, end);
    const tuple = run.length > 1 ? `(${run.join(', ')})` : run[0];
    const list = run.length > 1 ? `(${marks(run.length)})` : '?';
    parts.push(and({ sql: `${tuple} ${key.desc ? '>' : '<'} ${list}`, params: runValues }));
    equal.push({ sql: `${tuple} = ${list}`, params: runValues });
    i = end;
  }
  return parts;
}

/** The mirror order: rows after a row under `keys` are the rows before it under this one. */
function reversed(keys: SortKey[]): SortKey[] {
  return keys.map((k) => ({ ...k, desc: !k.desc, nullsFirst: !k.nullsFirst }));
}

/**
 * The search text without the mail, for callers who may not see it (one dojo's members: computed
 * per row, no index needed).
 */
const PUBLIC_SEARCH = `federa_busqueda_asociado(a.num_acae, a.nombre, a.apellido, null,
  (select pd.nombre from dojo pd where pd.id_dojo = a.cf_dojo))`;

/**
 * Every word must appear in the number, name, surname, mail or dojo name, ignoring case and
 * accents (`jose` finds `José`): all of them are in `busqueda`, one unaccented lower-case text
 * per member kept by triggers (migration Migration20261122144643), under one trigram index.
 */
function searchSql(search: string, params: unknown[], publicOnly = false): string {
  const words = search.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (!words.length) return 'true';
  return words
    .map((word) => {
      params.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      // A trigram index cannot serve a word of fewer than three letters (it would read the whole
      // index); the planner is kept off it, and scans one short text per member instead.
      const column = publicOnly ? PUBLIC_SEARCH : [...word].length < 3 ? "(a.busqueda || '')" : 'a.busqueda';
      return `${column} like f_unaccent(lower(?))`;
    })
    .join(' and ');
}

/** The conditions of a scope on a table with `cf_asoc` and `cf_dojo` (members, kept totals). */
export function scopeConditions(scope: MemberScope, alias: string, params: unknown[]): string[] {
  const parts: string[] = [];
  if (scope.associationId !== undefined) {
    parts.push(`${alias}.cf_asoc = ?`);
    params.push(scope.associationId);
  }
  if (scope.dojoId !== undefined) {
    parts.push(`${alias}.cf_dojo = ?`);
    params.push(scope.dojoId);
  }
  return parts;
}

function whereSql(scope: MemberScope, search: string, params: unknown[]): string {
  const parts = scopeConditions(scope, 'a', params);
  parts.push(searchSql(search, params, scope.publicOnly));
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
  // Without a search the total is kept by the database; a search is counted over its matches.
  const total = request.search
    ? (
        await em.execute<{ n: number }[]>(`select count(*)::int as n from asociado a where ${where}`, params)
      )[0].n
    : await scopeTotal(em, scope);
  if (total === 0 || request.offset >= total) return { rows: [], total };
  let pageParams = [...params];
  const page = pageSql(request, pageParams);
  const join = needsDojo(keys) ? 'join dojo d on d.id_dojo = a.cf_dojo' : '';
  const order = orderBy(keys);
  let ids = `select a.id_aso from asociado a ${join} where ${where} order by ${order} ${page}`;
  if (request.search && total <= FILTER_FIRST_LIMIT) {
    ids = `with matches as materialized (select * from asociado a where ${where})
           select a.id_aso from matches a ${join} order by ${order} ${page}`;
  } else if (request.order.column === 'dojo') {
    pageParams = [...params];
    const span = dojoSpan(where, request, pageParams);
    pageParams.push(...params, request.offset);
    const limit = request.limit === null ? '' : 'limit ?';
    if (request.limit !== null) pageParams.push(request.limit);
    ids = `${span}
           select a.id_aso from asociado a ${join} where ${where}
           and a.cf_dojo = any((select array_agg(cf_dojo) from span)::int[])
           and (a.cf_dojo, ${NUMBERLESS}) in (select cf_dojo, numberless from span)
           order by ${order} offset ? - (select min(start) from span) ${limit}`;
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
 * Sorted by dojo, a page would sort every member by their dojo's name (a join no index can
 * serve). Instead: how many matching members each dojo has (numbered, then numberless), placed in
 * the list's order by a running sum, gives the few groups a page falls in (`span`) and how many of
 * their members come before it; the page then sorts only those. One statement, as a WITH clause.
 */
function dojoSpan(where: string, request: ListRequest, params: unknown[]): string {
  const dir = request.order.desc ? 'desc' : 'asc';
  const end = request.limit === null ? Number.MAX_SAFE_INTEGER : request.offset + request.limit;
  params.push(end, request.offset);
  return `with counts as (select a.cf_dojo, ${NUMBERLESS} as numberless, count(*)::int as n
                          from asociado a where ${where} group by 1, 2),
     placed as (select c.cf_dojo, c.numberless, c.n,
                  (sum(c.n) over (order by c.numberless, d.nombre ${dir}, c.cf_dojo ${dir}) - c.n)::int as start
                from counts c join dojo d on d.id_dojo = c.cf_dojo),
     span as materialized (select cf_dojo, numberless, start from placed where start < ? and start + n > ?)`;
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
  if (!search && order.column === MEMBER_LIST.defaultOrder && !order.desc) {
    return defaultOrderPosition(em, scope, id);
  }
  const keys = sortKeys(order);
  const values = await keyValues(em, scope, keys, search, id);
  if (!values) return -1;
  const join = needsDojo(keys) ? 'join dojo d on d.id_dojo = a.cf_dojo' : '';
  // One count per part of "before": each is one range of the order's index.
  const params: unknown[] = [];
  const counts = beforeParts(keys, values).map((part) => {
    const where = whereSql(scope, search, params);
    params.push(...part.params);
    return `(select count(*) from asociado a ${join} where ${where} and ${part.sql})`;
  });
  const [{ n }] = await em.execute<{ n: number }[]>(`select (${counts.join(' + ')})::int as n`, params);
  return n;
}

/** A cursor names its order, so that it is never read under another one. */
type Cursor = { o: string; d: boolean; v: unknown[] };

export function encodeCursor(order: ListRequest['order'], values: unknown[]): string {
  const cursor: Cursor = { o: order.column, d: order.desc, v: values };
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string, order: ListRequest['order'], keys: SortKey[]): unknown[] {
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
    cursor.v.length === keys.length &&
    cursor.v.every((v, i) => (v === null && keys[i].nullable) || typeof v === 'string');
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
  const join = needsDojo(keys) ? 'join dojo d on d.id_dojo = a.cf_dojo' : '';
  const sorted = orderBy(keys);
  // The rows after the cursor are the rows before it in the mirror order, in disjoint parts that
  // each walk one range of the index; each part gives at most a page, the first rows of all win.
  const parts = after
    ? beforeParts(reversed(keys), decodeCursor(after, order, keys))
    : [{ sql: 'true', params: [] }];
  const params: unknown[] = [];
  const pages = parts.map((part) => {
    const where = whereSql(scope, search, params);
    params.push(...part.params, first + 1);
    return `(select a.id_aso from asociado a ${join} where ${where} and ${part.sql} order by ${sorted} limit ?)`;
  });
  params.push(first + 1);
  const select = keys.map((k, i) => `(${k.sql})::text as k${i}`).join(', ');
  const found = await em.execute<(MemberRow & Record<string, unknown>)[]>(
    `select ${MEMBER_COLUMNS}, ${select}
     from (${pages.join(' union all ')}) p
     join asociado a on a.id_aso = p.id_aso
     join dojo d on d.id_dojo = a.cf_dojo
     order by ${sorted} limit ?`,
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
