import type { EntityManager } from '@mikro-orm/postgresql';
import { join, raw, sql, type Sql } from '../sql';
import type { KeyExpr, SortKey } from './keys';
import type { ListOrder, ParsedList } from './request';

/**
 * A list, declared once: the engine (`engine.ts`) gives its page, count, position, cursor pages
 * and export the same way for every list. Every SQL text here is written in the code; what a
 * request carries only ever reaches the database as a bound value.
 */
export type ListDefinition<Scope, Row> = {
  /** The table a row of the list is, as `table alias`, and the column of its key. */
  table: string;
  key: KeyExpr;
  /** Joins the filter and the order always read (the dojo list searches its association's name). */
  join?: string;
  /** Joins read only by some orders, by the alias they bring (the member list's dojo). */
  joinFor?: Record<string, string>;
  /** The sortable columns under their REST names: one expression, or several (ties by the next). */
  columns: Record<string, KeyExpr | KeyExpr[]>;
  /** A column, optionally followed by ' DESC', as a request names an order. */
  defaultOrder: string;
  /** The page sizes a list offers when it feeds no dropdown (PAGE_SIZES, with 1000, otherwise). */
  pageSizes?: readonly number[];
  /** Keys every order starts with, ascending (members without a number last). */
  lead?: KeyExpr[];
  /**
   * For an order whose column lives in a joined table with an index of its own: the lead and key
   * as that table names them (equal to the list's through the join), so that a cursor's row
   * comparison reads one table's index instead of comparing columns of two tables, which no index
   * serves (the member list by latest paid year: 12.7 s deep, 0.2 ms so).
   */
  orderKeys?: Record<string, { lead?: KeyExpr[]; key?: KeyExpr }>;
  /** Which rows a scope covers: conditions over `table` and `join`. */
  scope?: (scope: Scope) => Sql[];
  /**
   * The condition for one searched word. `pattern` is an SQL expression: the word unaccented,
   * lower-cased, LIKE-escaped and between %, to compare with an unaccented lower-cased text.
   */
  search: (pattern: Sql, word: string, scope: Scope) => Sql;
  /** A row's columns, and the tables they read beyond `table`. */
  select: string;
  selectJoin?: string;
  /**
   * Reads the page's rows as `key = any(array(page keys))`, a condition the planner pushes into
   * each branch of a `table` that is a union (an index lookup per branch), where a join with the
   * page keys would read the whole union.
   */
  selectByKeyArray?: boolean;
  toRow: (row: Record<string, any>) => Row;
  /**
   * The number of rows of a scope without a search, from totals the database keeps (undefined
   * for a scope they do not cover: the engine counts).
   */
  keptTotal?: (em: EntityManager, scope: Scope) => Promise<number | undefined>;
  /**
   * A search with at most this many matches reads them first (through its index) and sorts
   * them, rather than walking the order's index and skipping non-matches.
   */
  filterFirstBelow?: number;
  /**
   * Counts past this many rows cost more than the page they go with (a common word over a
   * million members): where the request asks for it (`boundedCount`: REST acotar=1, GraphQL
   * boundedTotal), the engine then counts exactly only up to the next multiple of this bound past
   * the page, and says when the total is a lower bound (`totalIsExact`). Otherwise, kept totals
   * and undefined: always counted exactly.
   */
  countBound?: number;
  /** A cheaper way to a position in some cases (undefined: none, the engine counts). */
  quickPosition?: (
    em: EntityManager,
    scope: Scope,
    id: number,
    order: ListOrder,
    search: string,
  ) => Promise<number> | undefined;
  /**
   * Where a page far down some orders may start walking: a condition holding the rows from some
   * row of the order on, and how many rows of the scope come before it (from kept totals), so
   * that an offset of 900,000 walks only the rows between that row and the page. Undefined (or
   * an undefined answer): the walk starts at the first row.
   */
  startAt?: (
    em: EntityManager,
    scope: Scope,
    request: ParsedList,
  ) => Promise<{ from: Sql; before: number } | undefined> | undefined;
  /** A cheaper page of keys for some orders (undefined: none, the engine walks the order). */
  quickPage?: (query: PageQuery) => Sql | undefined;
};

/**
 * The usual `countBound`: a thousand matches count in a few milliseconds through any index, and
 * "more than 1000" is as useful to a reader as 13,528.
 */
export const COUNT_BOUND = 1000;

/** What a page of keys is made of, for `quickPage`. */
export type PageQuery = {
  where: Sql;
  keys: SortKey[];
  order: Sql;
  from: Sql;
  request: ParsedList;
  /** The list's scope (typed by the list that reads it). */
  scope?: unknown;
  /** How many rows match, when counted exactly with the page (undefined otherwise). */
  total?: number;
};

/** The search condition over columns of any text: every column unaccented and lower-cased. */
export function searchColumns(columns: readonly string[]) {
  return (pattern: Sql): Sql => {
    const alternatives = columns.map((expr) => sql`f_unaccent(lower(${raw(expr)})) like ${pattern}`);
    return sql`(${join(alternatives, ' or ')})`;
  };
}

export function defineList<Scope, Row>(def: ListDefinition<Scope, Row>): ListDefinition<Scope, Row> {
  if (!Object.hasOwn(def.columns, def.defaultOrder.split(' ')[0])) {
    throw new Error(`the default order ${def.defaultOrder} is not a column of ${def.table}`);
  }
  return def;
}
