import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../domain-error';
import { and, first, join, raw, run, sql, type Sql } from '../sql';
import type { ListDefinition } from './definition';
import {
  beforeParts,
  decodeCursor,
  encodeCursor,
  keyColumns,
  keyValuesOf,
  orderBySql,
  reversed,
  sortKeys,
  type SortKey,
} from './keys';
import { MAX_CURSOR_PAGE, type ListOrder, type ParsedList } from './request';

/**
 * The one list engine (part 1 §2, §9), written for a million rows: every order is a list of keys
 * ending with the row's key, so that pages never overlap; a page selects its keys first, walking
 * the order's index, and only then reads those rows (a deferred join); counts and positions are
 * computed in SQL under the same filter; cursor pages and exports walk the index from a key.
 */

type AnyList = ListDefinition<any, any>;

const MAX_SEARCH_WORDS = 5;

const keyOf = (def: AnyList) => (typeof def.key === 'string' ? def.key : def.key.sql);
/** The key's column as a subquery answers it (`a.id_aso` → `id_aso`). */
const keyColumn = (def: AnyList) => keyOf(def).split('.').at(-1)!;

export function keysOf(def: AnyList, order: ListOrder): SortKey[] {
  const own = def.orderKeys?.[order.column];
  return sortKeys(own?.lead ?? def.lead ?? [], def.columns[order.column], own?.key ?? def.key, order);
}

/** The optional joins the given keys read (every one for 'all'). */
function joinsFor(def: AnyList, keys: readonly SortKey[] | 'all' | 'none'): string[] {
  return Object.entries(def.joinFor ?? {})
    .filter(
      ([alias]) => keys === 'all' || (keys !== 'none' && keys.some((k) => k.sql.startsWith(`${alias}.`))),
    )
    .map(([, joinSql]) => joinSql);
}

/** The tables the filter reads, plus the joins the given keys read. */
function fromSql(def: AnyList, keys: readonly SortKey[] | 'all' | 'none'): Sql {
  return raw([def.table, def.join, ...joinsFor(def, keys)].filter(Boolean).join(' '));
}

/**
 * A word as a LIKE pattern over unaccented lower-case text. LIKE's wildcards are escaped after
 * unaccenting, in SQL: unaccent turns some characters into them (a full-width ％ or ＿ becomes %
 * or _), so escaping the word as typed would let those through as wildcards.
 */
function likePattern(word: string): Sql {
  return sql`'%' || replace(replace(replace(f_unaccent(lower(${word})), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}

/** Every word (up to five) must match, ignoring case and accents, with LIKE's wildcards escaped. */
function searchSql<S>(def: ListDefinition<S, unknown>, search: string, scope: S): Sql {
  const words = search.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (!words.length) return raw('true');
  return and(words.map((word) => def.search(likePattern(word), word, scope)));
}

function whereSql<S>(def: ListDefinition<S, unknown>, scope: S, search: string): Sql {
  return and([...(def.scope?.(scope) ?? []), searchSql(def, search, scope)]);
}

function pageSql(request: ParsedList): Sql {
  return request.limit === null
    ? sql`offset ${request.offset}`
    : sql`offset ${request.offset} limit ${request.limit}`;
}

/** How many rows a scope and search hold: the kept totals without a search, where the list has them. */
export async function countList<S>(
  em: EntityManager,
  def: ListDefinition<S, unknown>,
  scope: S,
  search: string,
): Promise<number> {
  const kept = !search && def.keptTotal ? await def.keptTotal(em, scope) : undefined;
  if (kept !== undefined) return kept;
  const row = await first<{ n: number }>(
    em,
    sql`select count(*)::int as n from ${fromSql(def, 'none')} where ${whereSql(def, scope, search)}`,
  );
  return row!.n;
}

/**
 * A page, how many rows match and whether that number is exact: false when more than `total`
 * rows match (a list's `countBound`, where the request asked for a bounded count). Optional for
 * pages built elsewhere: absent means exact.
 */
export type ListPage<Row> = { items: Row[]; returned: number; total: number; totalIsExact?: boolean };

/** What a page's count says: a number, exact or a lower bound. */
export type PageCount = { total: number; exact: boolean };

/**
 * The bound a page's count stops at: the first multiple of `bound` past the page, so that the
 * pager always knows there is a next page and the wording moves in round steps ("more than 1000").
 */
export function countLimitFor(bound: number, request: Pick<ParsedList, 'offset' | 'limit'>): number {
  return bound * (Math.floor((request.offset + (request.limit ?? 0)) / bound) + 1);
}

/**
 * How many rows a page's scope and search hold: the kept totals, or a count, exact unless the
 * request asks for a bounded one (`boundedCount`): then exact up to the list's `countBound` past
 * the page (every row when the page is every row). Exact by default: nTot and `total` are a
 * contract legacy clients read as every match (the cards "all rows" call pages by it).
 */
export async function countPage<S>(
  em: EntityManager,
  def: ListDefinition<S, unknown>,
  scope: S,
  request: ParsedList,
): Promise<PageCount> {
  const kept = !request.search && def.keptTotal ? await def.keptTotal(em, scope) : undefined;
  if (kept !== undefined) return { total: kept, exact: true };
  if (def.countBound === undefined || request.limit === null || !request.boundedCount) {
    return { total: await countList(em, def, scope, request.search), exact: true };
  }
  const limit = countLimitFor(def.countBound, request);
  const row = await first<{ n: number }>(
    em,
    sql`select count(*)::int as n from (select 1 from ${fromSql(def, 'none')}
        where ${whereSql(def, scope, request.search)} limit ${limit + 1}) counted`,
  );
  return row!.n > limit ? { total: limit, exact: false } : { total: row!.n, exact: true };
}

/** One page of a list and how many rows match (exactly, or at least: `totalIsExact`). */
export async function listPage<S, Row>(
  em: EntityManager,
  def: ListDefinition<S, Row>,
  scope: S,
  request: ParsedList,
): Promise<ListPage<Row> & { totalIsExact: boolean }> {
  const { total, exact } = await countPage(em, def, scope, request);
  const empty = { items: [], returned: 0, total, totalIsExact: exact };
  if (total === 0 || request.offset >= total) return empty;
  // Only an exact count tells how few the matches are (a lower bound says they are many).
  const items = await listRows(em, def, scope, request, exact ? total : undefined);
  return { items, returned: items.length, total, totalIsExact: exact };
}

/**
 * The rows of a page without counting them (the public dojo list). `total`, when known, lets a
 * search with few matches read them first.
 */
export async function listRows<S, Row>(
  em: EntityManager,
  def: ListDefinition<S, Row>,
  scope: S,
  request: ParsedList,
  total?: number,
): Promise<Row[]> {
  const keys = keysOf(def, request.order);
  const order = orderBySql(keys);
  const where = whereSql(def, scope, request.search);
  const from = fromSql(def, keys);
  const key = raw(keyOf(def));
  let ids = sql`select ${key} from ${from} where ${where} order by ${order} ${pageSql(request)}`;
  const few = total !== undefined && def.filterFirstBelow !== undefined && total <= def.filterFirstBelow;
  if (request.search && !def.join && few) {
    const [table, alias] = def.table.split(' ');
    const joins = raw(joinsFor(def, keys).join(' '));
    ids = sql`with matches as materialized (select * from ${raw(table)} ${raw(alias)} where ${where})
              select ${key} from matches ${raw(alias)} ${joins} order by ${order} ${pageSql(request)}`;
  } else {
    const start = request.offset > 0 ? await def.startAt?.(em, scope, request) : undefined;
    ids = start
      ? sql`select ${key} from ${from} where ${where} and ${start.from} order by ${order}
            ${pageSql({ ...request, offset: request.offset - start.before })}`
      : (def.quickPage?.({ where, keys, order, from, request, scope, total }) ?? ids);
  }
  const rows = await run(
    em,
    def.selectByKeyArray
      ? sql`select ${raw(def.select)} from ${raw(def.table)} ${raw(def.selectJoin ?? '')}
            where ${key} = any(array(${ids})) order by ${order}`
      : sql`select ${raw(def.select)}
        from (${ids}) page_keys
        join ${raw(def.table)} on ${key} = page_keys.${raw(keyColumn(def))}
        ${raw(def.selectJoin ?? '')}
        order by ${order}`,
  );
  return rows.map(def.toRow);
}

/** 0-based position of a row under an order and search; -1 when the row is not in the list. */
export async function listPosition<S>(
  em: EntityManager,
  def: ListDefinition<S, unknown>,
  scope: S,
  id: number,
  order: ListOrder,
  search: string,
): Promise<number> {
  const quick = def.quickPosition?.(em, scope, id, order, search);
  if (quick) return quick;
  const keys = keysOf(def, order);
  const where = whereSql(def, scope, search);
  const found = await first(
    em,
    sql`select ${keyColumns(keys)} from ${fromSql(def, 'all')} where ${raw(keyOf(def))} = ${id} and ${where}`,
  );
  if (!found) return -1;
  // One count per part of "before": each is one range of the order's index.
  const from = fromSql(def, keys);
  const counts = beforeParts(keys, keyValuesOf(keys, found)).map(
    (part) => sql`(select count(*) from ${from} where ${where} and ${part})`,
  );
  const row = await first<{ n: number }>(em, sql`select (${join(counts, ' + ')})::int as n`);
  return row!.n;
}

/** A cursor page holds 1 to 1000 rows. */
export function checkCursorPageSize(size: number): void {
  if (!Number.isInteger(size) || size < 1 || size > MAX_CURSOR_PAGE) {
    throw DomainError.invalid([{ field: 'first', key: 'list.pageSizeInvalid' }]);
  }
}

export type CursorPage<Row> = { rows: { cursor: string; row: Row }[]; hasNextPage: boolean };

/**
 * Cursor paging (keyset): the rows after the cursor's key values, walking the order's index from
 * there, so that a deep page costs what the first does and a list that changes between calls
 * never repeats or skips a row. Every order of a list is supported.
 */
export async function listAfter<S, Row>(
  em: EntityManager,
  def: ListDefinition<S, Row>,
  scope: S,
  query: { order: ListOrder; search: string; first: number; after?: string | null },
): Promise<CursorPage<Row>> {
  const { order, search, first: size, after } = query;
  checkCursorPageSize(size);
  const keys = keysOf(def, order);
  const sorted = orderBySql(keys);
  const from = fromSql(def, keys);
  const where = whereSql(def, scope, search);
  // The rows after the cursor are the rows before it in the mirror order, in disjoint parts that
  // each walk one range of the index; each part gives at most a page, the first rows of all win.
  const parts = after ? beforeParts(reversed(keys), decodeCursor(after, order, keys)) : [raw('true')];
  const key = raw(keyOf(def));
  const pages = parts.map(
    (part) =>
      sql`(select ${key} from ${from} where ${where} and ${part} order by ${sorted} limit ${size + 1})`,
  );
  const found = await run(
    em,
    sql`select ${raw(def.select)}, ${keyColumns(keys)}
        from (${join(pages, ' union all ')}) page_keys
        join ${raw(def.table)} on ${key} = page_keys.${raw(keyColumn(def))}
        ${raw(def.selectJoin ?? '')}
        order by ${sorted} limit ${size + 1}`,
  );
  const rows = found.slice(0, size).map((row) => ({
    cursor: encodeCursor(order, keyValuesOf(keys, row)),
    row: def.toRow(row),
  }));
  return { rows, hasNextPage: found.length > size };
}

/**
 * Every row of a list under an order and search, for exports: read in keyset batches, so that a
 * file of any length holds one batch in memory and each batch costs what the first does.
 */
export async function* exportList<S, Row>(
  em: EntityManager,
  def: ListDefinition<S, Row>,
  scope: S,
  query: { order: ListOrder; search: string; batch?: number },
): AsyncGenerator<Row> {
  let after: string | undefined;
  for (;;) {
    const page = await listAfter(em, def, scope, { ...query, first: query.batch ?? 500, after });
    for (const { row } of page.rows) yield row;
    if (!page.hasNextPage) return;
    after = page.rows.at(-1)!.cursor;
  }
}
