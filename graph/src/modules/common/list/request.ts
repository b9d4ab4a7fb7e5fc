import { DomainError } from '../domain-error';

/**
 * What a door asks of a list, in English (part 1 §2, §9): `offset` rows skipped, `limit` a page
 * size (or 'all', where the list allows every row), `orderBy` a known column with an optional
 * ` DESC`, `filter` words searched ignoring case and accents. Each door maps its own names once:
 * REST's ini/pag/orden/filtro in `fromRest`, GraphQL's ListInput in `list.types.ts`.
 */
export type ListRequest = {
  offset?: number;
  limit?: number | 'all';
  orderBy?: string;
  filter?: string;
  /**
   * The caller accepts a count stopped at the list's bound (`countBound`): REST's `acotar=1`,
   * GraphQL's `boundedTotal`. Exact by default: legacy clients read nTot as every match.
   */
  boundedCount?: boolean;
};

/** A request checked against its list: what the engine runs. */
export type ParsedList = {
  offset: number;
  /** null: every row (only where the list allows it). */
  limit: number | null;
  order: ListOrder;
  search: string;
  /** See ListRequest: absent or false, the count is exact. */
  boundedCount?: boolean;
};

export type ListOrder = { column: string; desc: boolean };

/**
 * Only what parsing needs of a list: its column names, default order (`column[ DESC]`) and, where
 * it is not a dropdown's source, the page sizes it offers (PAGE_SIZES otherwise).
 */
export type Orderable = {
  columns: Record<string, unknown>;
  defaultOrder: string;
  pageSizes?: readonly number[];
};

export const PAGE_SIZES = [15, 50, 100, 1000] as const;
export const DEFAULT_PAGE_SIZE = 15;
/** The largest page of cursor paging (and of an export's batches). */
export const MAX_CURSOR_PAGE = 1000;
const MAX_SEARCH_LENGTH = 100;
/** The longest column name with ' DESC' and some spaces; anything longer is no order. */
const MAX_ORDER_LENGTH = 64;

// Field errors keep the REST names every door has answered so far (tests and the web read them).
const invalidOffset = () => DomainError.invalid([{ field: 'ini', key: 'list.offsetInvalid' }]);
const invalidLimit = () => DomainError.invalid([{ field: 'pag', key: 'list.pageSizeInvalid' }]);
const invalidOrder = () => DomainError.invalid([{ field: 'orden', key: 'list.orderInvalid' }]);

export function parseList(
  def: Orderable,
  request: ListRequest,
  options: { allowAll?: boolean } = {},
): ParsedList {
  const offset = request.offset ?? 0;
  if (!Number.isSafeInteger(offset) || offset < 0) throw invalidOffset();
  let limit: number | null = DEFAULT_PAGE_SIZE;
  if (request.limit === 'all') {
    if (!options.allowAll) throw invalidLimit();
    limit = null;
  } else if (request.limit !== undefined) {
    limit = request.limit;
    if (!(def.pageSizes ?? PAGE_SIZES).includes(limit)) throw invalidLimit();
  }
  return {
    offset,
    limit,
    order: parseOrder(def, request.orderBy),
    search: parseSearch(request.filter),
    boundedCount: request.boundedCount === true,
  };
}

export function parseOrder(def: Orderable, raw: string | undefined | null): ListOrder {
  // A list's default is written as a request would be ('anio DESC' for fee batches).
  if (raw === undefined || raw === null || raw === '') return parseOrder(def, def.defaultOrder);
  // Bounded, trimmed, then one way to match: the former /^\s*(\w+)\s*(ASC|DESC)?\s*$/ tried every
  // split of a run of spaces between its two \s*, in time growing with the square of the length.
  const text = typeof raw === 'string' && raw.length <= MAX_ORDER_LENGTH ? raw.trim() : '';
  const match = /^([A-Za-z_][\w.]*)(?:\s+(ASC|DESC))?$/i.exec(text);
  if (!match || !Object.hasOwn(def.columns, match[1])) throw invalidOrder();
  return { column: match[1], desc: match[2]?.toUpperCase() === 'DESC' };
}

export function parseSearch(raw: string | undefined | null): string {
  if (typeof raw !== 'string') return '';
  // A NUL, which no stored text holds and PostgreSQL refuses in a pattern, separates words.
  return raw.trim().slice(0, MAX_SEARCH_LENGTH).split('\u0000').join(' ').trim();
}

/** The REST door's names (ini, pag, orden, filtro, acotar), as its handlers read them from a request. */
export type RestListParams = {
  ini?: unknown;
  pag?: unknown;
  orden?: unknown;
  filtro?: unknown;
  acotar?: unknown;
};

/** REST's list parameters as a ListRequest: the one place that knows their names. */
export function fromRest(params: RestListParams): ListRequest {
  const { ini, pag, orden, filtro, acotar } = params;
  if (orden !== undefined && orden !== null && typeof orden !== 'string') throw invalidOrder();
  return {
    // NaN and friends are refused by parseList with the same messages as ever.
    offset: ini === undefined || ini === '' ? undefined : Number(ini),
    limit: pag === undefined || pag === '' ? undefined : pag === 'ALL' ? 'all' : Number(pag),
    orderBy: orden ?? undefined,
    filter: typeof filtro === 'string' ? filtro : undefined,
    // acotar=1 (or true): nTot may stop at the list's bound, nTotExacto says so. Anything else: exact.
    boundedCount: acotar === '1' || acotar === 'true',
  };
}
