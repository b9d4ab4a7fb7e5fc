import { useCallback, useEffect, useEffectEvent } from 'react';
import type { ListState } from './useListState';

/** Asks the server where a row falls under the list's order and filter (the posicion call). */
export type LocateRow = (id: number, variables: { orderBy: string; filter?: string }) => Promise<number>;

/**
 * Brings a row on screen and highlights it (part 1 §7): the route's idReg when it changes, and any
 * row the returned function is given (after a save). A row the search hides is shown by clearing
 * the search, so a saved row is never lost.
 */
export function useShowRow(
  list: ListState,
  locate: LocateRow,
  routeId = 0,
  /** The route's idReg names no row of the list (unknown, or out of the caller's reach). */
  onRouteRowMissing?: () => void,
) {
  const { pageSize, variables, setPage, setHighlightId, clearSearch } = list;
  const showRow = useCallback(
    async (id: number): Promise<boolean> => {
      if (!id) return false;
      try {
        let position = await locate(id, variables);
        if (position < 0 && variables.filter) {
          position = await locate(id, { orderBy: variables.orderBy });
          if (position >= 0) clearSearch();
        }
        if (position < 0) return false;
        setPage(Math.floor(position / pageSize));
        setHighlightId(id);
        return true;
      } catch {
        // The row cannot be located (gone, or out of view): the list stays where it is.
        return false;
      }
    },
    [locate, variables, pageSize, setPage, setHighlightId, clearSearch],
  );

  // Only when the route's idReg changes: a later sort or search must not pull the page back.
  const showRouteRow = useEffectEvent(async (id: number) => {
    if (!(await showRow(id)) && id) onRouteRowMissing?.();
  });
  useEffect(() => {
    void showRouteRow(routeId);
  }, [routeId]);

  return showRow;
}
