import { DomainError } from './domain-error';

/**
 * The list semantics every list of the product shares (part 1 §2, §9): `ini` offset, `pag` page
 * size, `orden` a known column with an optional ` DESC`, `filtro` an accent- and case-insensitive
 * search over the visible columns. Column names are looked up, never put into SQL.
 */
export type ListColumn = {
  /** SQL expression to sort by. */
  sql: string;
};

export type ListDefinition = {
  columns: Record<string, ListColumn>;
  defaultOrder: string;
  /** Primary key expression: the last tiebreaker, so that pages never overlap or skip. */
  key: string;
  /** Text expressions searched by `filtro` (each backed by a trigram index on f_unaccent(lower(expr))). */
  search: string[];
  /** Columns whose empty values come last whatever the direction (the member number). */
  alwaysLast?: string[];
};

export const PAGE_SIZES = [15, 50, 100, 1000] as const;
export const DEFAULT_PAGE_SIZE = 15;
const MAX_SEARCH_LENGTH = 100;
const MAX_SEARCH_WORDS = 5;
/** The longest column name with ' DESC' and some spaces; anything longer is no order. */
const MAX_ORDER_LENGTH = 64;

export type ListRequest = {
  offset: number;
  /** null: every row (`pag=ALL`, only where the spec allows it). */
  limit: number | null;
  order: { column: string; desc: boolean };
  search: string;
};

export type RawListRequest = { ini?: unknown; pag?: unknown; orden?: unknown; filtro?: unknown };

export function parseListRequest(
  def: ListDefinition,
  raw: RawListRequest,
  options: { allowAll?: boolean } = {},
): ListRequest {
  const offset = raw.ini === undefined || raw.ini === '' ? 0 : Number(raw.ini);
  if (!Number.isSafeInteger(offset) || offset < 0) {
    throw DomainError.invalid([{ field: 'ini', key: 'list.offsetInvalid' }]);
  }
  let limit: number | null = DEFAULT_PAGE_SIZE;
  if (raw.pag === 'ALL' && options.allowAll) limit = null;
  else if (raw.pag !== undefined && raw.pag !== '') {
    limit = Number(raw.pag);
    if (!(PAGE_SIZES as readonly number[]).includes(limit)) {
      throw DomainError.invalid([{ field: 'pag', key: 'list.pageSizeInvalid' }]);
    }
  }
  return { offset, limit, order: parseOrder(def, raw.orden), search: parseSearch(raw.filtro) };
}

export function parseOrder(def: ListDefinition, raw: unknown): ListRequest['order'] {
  if (raw === undefined || raw === null || raw === '') return { column: def.defaultOrder, desc: false };
  // Bounded, trimmed, then one way to match: the former /^\s*(\w+)\s*(ASC|DESC)?\s*$/ tried every
  // split of a run of spaces between its two \s*, in time growing with the square of the length.
  const text = typeof raw === 'string' && raw.length <= MAX_ORDER_LENGTH ? raw.trim() : '';
  const match = /^([A-Za-z_][\w.]*)(?:\s+(ASC|DESC))?$/i.exec(text);
  if (!match || !Object.hasOwn(def.columns, match[1])) {
    throw DomainError.invalid([{ field: 'orden', key: 'list.orderInvalid' }]);
  }
  return { column: match[1], desc: match[2]?.toUpperCase() === 'DESC' };
}

export function parseSearch(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().slice(0, MAX_SEARCH_LENGTH) : '';
}

/** ORDER BY for a request: the column (empty values last), then the key in the same direction. */
export function orderSql(def: ListDefinition, order: ListRequest['order']): string {
  const dir = order.desc ? 'desc' : 'asc';
  const column = def.columns[order.column];
  const nulls = def.alwaysLast?.includes(order.column) || !order.desc ? 'nulls last' : 'nulls first';
  return `${column.sql} ${dir} ${nulls}, ${def.key} ${dir}`;
}

/**
 * The WHERE fragment of a search: every word must appear in one of the searched columns,
 * ignoring case and accents (`jose` finds `José`). Adds its bindings (knex `?`) to `params`.
 */
export function searchSql(def: ListDefinition, search: string, params: unknown[]): string {
  const words = search.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (!words.length || !def.search.length) return 'true';
  return words
    .map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const alternatives = def.search.map((expr) => {
        params.push(pattern);
        return `f_unaccent(lower(${expr})) like f_unaccent(lower(?))`;
      });
      return `(${alternatives.join(' or ')})`;
    })
    .join(' and ');
}

/** LIMIT/OFFSET of a request, with its bindings. */
export function pageSql(request: ListRequest, params: unknown[]): string {
  params.push(request.offset);
  if (request.limit === null) return 'offset ?';
  params.push(request.limit);
  return 'offset ? limit ?';
}
