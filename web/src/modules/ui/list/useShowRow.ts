import { useCallback, useEffect, useEffectEvent } from 'react';
import type { ListState } from './useListState';

/** Asks the server where a row falls under the list's order and filter (the posicion call). */
export type LocateRow = (id: number, variables: { orderBy: string; filter?: string }) => Promise<number>;

/**
 * Brings a row on screen and highlights it (part 1 §7): the route's idReg when it changes, and any
 * row the returned function is given (after a save). A row the search hides is shown by clearing
 * the search, so a saved row is never lost.
 */
export function useShowRow(list: ListState, locate: LocateRow, routeId = 0) {
  const { pageSize, variables, setPage, setHighlightId, clearSearch } = list;
  const showRow = useCallback(
    async (id: number) => {
      if (!id) return;
      try {
        let position = await locate(id, variables);
        if (position < 0 && variables.filter) {
          position = await locate(id, { orderBy: variables.orderBy });
          if (position >= 0) clearSearch();
        }
        if (position < 0) return;
        setPage(Math.floor(position / pageSize));
        setHighlightId(id);
      } catch {
        // The row cannot be located (gone, or out of view): the list stays where it is.
      }
    },
    [locate, variables, pageSize, setPage, setHighlightId, clearSearch],
  );

  // Only when the route's idReg changes: a later sort or search must not pull the page back.
  const showRouteRow = useEffectEvent((id: number) => void showRow(id));
  useEffect(() => {
    showRouteRow(routeId);
  }, [routeId]);

  return showRow;
}
