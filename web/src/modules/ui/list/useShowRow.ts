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
  /** The route's idReg: 0 none, below 0 one given that is no id (see useIdRegOrMissing). */
  routeId = 0,
  /** The route's idReg names no row of the list (unknown, malformed, or out of the caller's reach). */
  onRouteRowMissing?: () => void,
  /** The id a located record's row has in the list, when it is not the record's own. */
  rowIdOf: (id: number) => number = (id) => id,
) {
  const { pageSize, variables, setPage, setHighlightId, clearSearch } = list;
  const locateRow = useCallback(
    async (id: number): Promise<'shown' | 'missing' | 'failed'> => {
      try {
        let position = await locate(id, variables);
        if (position < 0 && variables.filter) {
          position = await locate(id, { orderBy: variables.orderBy });
          if (position >= 0) clearSearch();
        }
        if (position < 0) return 'missing';
        setPage(Math.floor(position / pageSize));
        setHighlightId(rowIdOf(id));
        return 'shown';
      } catch {
        // Not located (the network, the server): the list stays where it is, the route too.
        return 'failed';
      }
    },
    [locate, variables, pageSize, setPage, setHighlightId, clearSearch, rowIdOf],
  );
  const showRow = useCallback(async (id: number) => id > 0 && (await locateRow(id)) === 'shown', [locateRow]);

  // Only when the route's idReg changes: a later sort or search must not pull the page back.
  // Only a position the server answered as none sends the route back to the list, or an idReg
  // that is no id at all (< 0); a failed request does not.
  const showRouteRow = useEffectEvent(async (id: number) => {
    if (id === 0) return;
    if (id < 0 || (await locateRow(id)) === 'missing') onRouteRowMissing?.();
  });
  useEffect(() => {
    void showRouteRow(routeId);
  }, [routeId]);

  return showRow;
}
