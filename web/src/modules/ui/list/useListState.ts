import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export const PAGE_SIZES = [15, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 15;
/** Typing pauses this long before the list asks again: WaitSearch of part 3 §9. */
export const SEARCH_DEBOUNCE_MS = 1500;
/** Rows a bulk action changed stay highlighted this long (part 2 §2.6, §9). */
export const FLASH_MS = 2000;

const NO_ROWS: ReadonlySet<number> = new Set();

export type ListOrder = { column: string; desc: boolean };

export type ListState = ReturnType<typeof useListState>;

/** A list's first order as the server names it: `anio DESC` starts descending. */
function startOrder(defaultOrder: string): ListOrder {
  const [column, direction] = defaultOrder.split(' ');
  return { column, desc: direction === 'DESC' };
}

/**
 * The state every list screen shares (part 1 §2): page, page size, sort, search with debounce,
 * and the highlighted row. `variables` is the ListInput the list queries send.
 */
export function useListState(
  /** The server's order name, with ` DESC` for a list that starts descending (fee batches). */
  defaultOrder: string,
) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSizeState] = useState<number>(DEFAULT_PAGE_SIZE);
  const [order, setOrder] = useState<ListOrder>(() => startOrder(defaultOrder));
  const [searchInput, setSearchInput] = useState('');
  const [filter, setFilter] = useState('');
  // `seq` tells the table to bring the row into view again, also when the same row is saved twice.
  const [highlight, setHighlight] = useState({ id: 0, seq: 0 });
  // Rows just changed (a bulk validation, a save) light up for a while, then go back.
  const [flashIds, setFlashIds] = useState(NO_ROWS);
  const flashTimer = useRef<number | undefined>(undefined);
  const flashRows = useCallback((ids: readonly number[]) => {
    window.clearTimeout(flashTimer.current);
    setFlashIds(new Set(ids));
    flashTimer.current = window.setTimeout(() => setFlashIds(NO_ROWS), FLASH_MS);
  }, []);
  // The row stays marked as the current one; its light goes after FLASH_MS like a bulk change's.
  const setHighlightId = useCallback(
    (id: number) => {
      setHighlight(({ seq }) => ({ id, seq: seq + 1 }));
      flashRows([id]);
    },
    [flashRows],
  );
  useEffect(() => () => window.clearTimeout(flashTimer.current), []);

  useEffect(() => {
    const next = searchInput.trim();
    if (next === filter) return;
    const timer = window.setTimeout(() => {
      setFilter(next);
      setPage(0); // a new search starts on the first page
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchInput, filter]);

  const setPageSize = useCallback(
    (size: number) => {
      // Keeps the first row on screen in view rather than jumping back to the start.
      setPage((current) => Math.floor((current * pageSize) / size));
      setPageSizeState(size);
    },
    [pageSize],
  );

  const sortBy = useCallback((column: string) => {
    setOrder((current) => ({ column, desc: current.column === column ? !current.desc : false }));
    setPage(0);
  }, []);

  const setSort = useCallback((next: ListOrder) => {
    setOrder(next);
    setPage(0);
  }, []);

  const clearSearch = useCallback(() => {
    setSearchInput('');
    setFilter('');
    setPage(0);
  }, []);

  const variables = useMemo(
    () => ({
      offset: page * pageSize,
      limit: pageSize,
      orderBy: order.desc ? `${order.column} DESC` : order.column,
      filter: filter || undefined,
    }),
    [page, pageSize, order, filter],
  );

  return {
    page,
    setPage,
    pageSize,
    setPageSize,
    order,
    sortBy,
    setSort,
    searchInput,
    setSearchInput,
    filter,
    clearSearch,
    highlightId: highlight.id,
    highlightSeq: highlight.seq,
    setHighlightId,
    flashIds,
    flashRows,
    variables,
  };
}
