import type { EntityManager } from '@mikro-orm/postgresql';
import { COUNT_BOUND, defineList, type PageQuery } from '../common/list/definition';
import type { ListOrder, ParsedList } from '../common/list/request';
import { and, raw, sql, type Sql } from '../common/sql';
import { LATEST_FEE_ORDER_JOIN, latestFeePosition } from './member.latest-fee';
import { defaultOrderPosition, defaultOrderStart, scopeTotal, totalsFor } from './member.totals';

/**
 * The member list (part 1 §2, §7, §9) on the list engine, written for a million members: every
 * order walks an index (migration Migration20261122151149), ascending and descending alike.
 */

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
  a.validado, u.anio as ultima_cuota, d.nombre as dojo_nombre`;

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

/** The conditions of a scope on a table with `cf_asoc` and `cf_dojo` (members, kept totals). */
export function scopeConditions(scope: MemberScope, alias: string): Sql[] {
  const parts: Sql[] = [];
  if (scope.associationId !== undefined) parts.push(sql`${raw(alias)}.cf_asoc = ${scope.associationId}`);
  if (scope.dojoId !== undefined) parts.push(sql`${raw(alias)}.cf_dojo = ${scope.dojoId}`);
  return parts;
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
function searchWord(pattern: Sql, word: string, scope: MemberScope): Sql {
  // A trigram index cannot serve a word of fewer than three letters (it would read the whole
  // index); the planner is kept off it, and scans one short text per member instead.
  const column = scope.publicOnly
    ? PUBLIC_SEARCH
    : [...word].length < 3
      ? "(a.busqueda || '')"
      : 'a.busqueda';
  return sql`${raw(column)} like ${pattern}`;
}

/**
 * Members without a number come last under every order (issue 3): every order starts with this
 * key, ascending (false before true), before the chosen column in its own direction.
 */
const NUMBERLESS = '(a.num_acae is null)';

/**
 * Sorted by dojo, a page would sort every member by their dojo's name (a join no index can
 * serve). Instead: how many matching members each dojo has (numbered, then numberless), placed in
 * the list's order by a running sum, gives the few groups a page falls in (`span`) and how many of
 * their members come before it; the page then sorts only those. One statement, as a WITH clause.
 */
function dojoPage({ where, order, from, request, scope }: PageQuery): Sql | undefined {
  if (request.order.column !== 'dojo') return undefined;
  const dir = raw(request.order.desc ? 'desc' : 'asc');
  const end = request.limit === null ? Number.MAX_SAFE_INTEGER : request.offset + request.limit;
  const limit = request.limit === null ? raw('') : sql`limit ${request.limit}`;
  const kept = scope && !request.search && request.limit !== null;
  const span = kept
    ? keptSpan(scope as MemberScope, dir, request.offset, request.limit!)
    : sql`with counts as (select a.cf_dojo, ${raw(NUMBERLESS)} as numberless, count(*)::int as n
                          from asociado a where ${where} group by 1, 2),
     placed as (select c.cf_dojo, c.numberless, c.n,
                  (sum(c.n) over (order by c.numberless, d.nombre ${dir}, c.cf_dojo ${dir}) - c.n)::int as start
                from counts c join dojo d on d.id_dojo = c.cf_dojo),
     span as materialized (select cf_dojo, numberless, start from placed
                           where start < ${end} and start + n > ${request.offset})`;
  return sql`${span}
     select a.id_aso from ${from} where ${where}
     and a.cf_dojo = any((select array_agg(cf_dojo) from span)::int[])
     and (a.cf_dojo, ${raw(NUMBERLESS)}) in (select cf_dojo, numberless from span)
     order by ${order} offset ${request.offset} - (select min(start) from span) ${limit}`;
}

/**
 * The groups of a page sorted by dojo, without a search, from the kept totals (asociado_cuenta):
 * dojos are walked in name order through their index, each dojo's numbered (then numberless)
 * members read from its kept rows, and the walk stops at the page's last group (at most one group
 * a row), so that page 1 reads a few dojos, not the million members nor every dojo. Numbered
 * groups all come first: the numberless ones start after the scope's numbered total.
 */
function keptSpan(scope: MemberScope, dir: Sql, offset: number, size: number): Sql {
  const totals = totalsFor(scope);
  // Only the scope's dojos are walked: a member's association is always their dojo's (the
  // database refuses anything else: asociado_asoc_del_dojo), so this drops no member.
  const dojos: Sql[] = [];
  if (scope.associationId !== undefined) dojos.push(sql`d.cf_asoc = ${scope.associationId}`);
  if (scope.dojoId !== undefined) dojos.push(sql`d.id_dojo = ${scope.dojoId}`);
  const inDojo = (numberless: boolean) =>
    and([
      sql`c.cf_dojo = d.id_dojo`,
      raw(numberless ? "c.tramo >= '1'" : "c.tramo < '1'"),
      ...scopeConditions(scope, 'c'),
    ]);
  const groups = (numberless: boolean, first: Sql, gate: Sql) =>
    sql`(select cf_dojo, ${raw(String(numberless))} as numberless, start from (
           select d.id_dojo as cf_dojo, k.n,
             (${first} + sum(k.n) over (order by d.nombre ${dir}, d.id_dojo ${dir}) - k.n)::int as start
           from dojo d cross join lateral
             (select coalesce(sum(c.n), 0)::int as n from asociado_cuenta c where ${inDojo(numberless)}) k
           where ${and([gate, ...dojos])} order by d.nombre ${dir}, d.id_dojo ${dir}) placed
         where n > 0 and start + n > ${offset} limit ${size})`;
  const numbered = sql`(select numbered from totals)`;
  return sql`with totals as materialized (select coalesce(sum(c.n) filter (where c.tramo < '1'), 0)::int as numbered
                                       from ${totals.table} where ${totals.where}),
     span as materialized (select * from (
       ${groups(false, raw('0'), sql`${numbered} > ${offset}`)}
       union all
       ${groups(true, numbered, sql`${numbered} < ${offset + size}`)}) g where start < ${offset + size})`;
}

/** Number ascending without a search: the order the kept totals (per tramo) follow. */
export const byDefaultOrder = (request: ParsedList): boolean =>
  !request.search && request.order.column === 'numAcae' && !request.order.desc;

/**
 * Under the default order and no search, the kept totals place a member in two small counts; by
 * the latest paid year, the whole federation's members are counted in that year's own table.
 */
function quickPosition(em: EntityManager, scope: MemberScope, id: number, order: ListOrder, search: string) {
  const byDefault = !search && order.column === MEMBER_LIST.defaultOrder && !order.desc;
  if (byDefault) return defaultOrderPosition(em, scope, id);
  const everyone = scope.associationId === undefined && scope.dojoId === undefined && !scope.publicOnly;
  return !search && everyone && order.column === 'ultima_cuota'
    ? latestFeePosition(em, id, order.desc)
    : undefined;
}

/**
 * The sortable columns under their REST names. `dojo` sorts by the dojo's name, then groups each
 * dojo's members (two dojos of different associations may share a name); `edad` sorts by birth
 * date, oldest first, so that adults ('A') come before children ('N') ascending. Only the
 * member's number, mail and latest fee year can be empty.
 */
export const MEMBER_LIST = defineList<MemberScope, MemberRow>({
  table: 'asociado a',
  key: { sql: 'a.id_aso', type: 'integer' },
  joinFor: { d: 'join dojo d on d.id_dojo = a.cf_dojo', u: LATEST_FEE_ORDER_JOIN },
  columns: {
    numAcae: { sql: 'a.num_acae', nullable: true },
    nombre: 'a.nombre',
    apellido: 'a.apellido',
    mail: { sql: 'a.mail', nullable: true },
    dojo: ['d.nombre', { sql: 'a.cf_dojo', type: 'integer' }],
    edad: { sql: 'a.fecha_nacimiento', type: 'date' },
    ultima_cuota: { sql: 'u.anio', type: 'integer', nullable: true },
  },
  defaultOrder: 'numAcae',
  lead: [{ sql: NUMBERLESS, type: 'boolean' }],
  // The same keys, read from cuota_ultima's index (sin_numero, anio, cf_asociado).
  orderKeys: {
    ultima_cuota: {
      lead: [{ sql: 'u.sin_numero', type: 'boolean' }],
      key: { sql: 'u.cf_asociado', type: 'integer' },
    },
  },
  scope: (scope) => scopeConditions(scope, 'a'),
  search: searchWord,
  select: MEMBER_COLUMNS,
  selectJoin: `join dojo d on d.id_dojo = a.cf_dojo ${LATEST_FEE_ORDER_JOIN}`,
  toRow: (row) => row as MemberRow,
  keptTotal: (em, scope) => scopeTotal(em, scope),
  // Up to this many matches a search reads them first (through the trigram index) and sorts them;
  // beyond, walking the order's index and skipping non-matches is cheaper. The planner cannot
  // tell the two apart for several words (it multiplies their selectivities), but the count can.
  filterFirstBelow: 10_000,
  // A common word's exact count (13,528 "garcia") cost more than its page: counted up to a bound.
  countBound: COUNT_BOUND,
  quickPosition,
  startAt: (em, scope, request) =>
    byDefaultOrder(request) ? defaultOrderStart(em, scope, request.offset) : undefined,
  quickPage: dojoPage,
});
