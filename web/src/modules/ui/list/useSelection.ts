import { useCallback, useMemo, useState } from 'react';
import type { RowSelect } from './DataTable';
import {
  emptySelection,
  isTicked,
  selectedCount,
  selectionRequest,
  toggleRow,
  type EmptySelection,
} from './selection';

const everyRow = () => true;

/**
 * A list's selection for bulk actions (see selection.ts): `rows` goes to ListView's `selection`,
 * `summary(total)` to ListFooter, `request` to the bulk action's call.
 */
export function useSelection<Row extends { id: number }>(
  empty: EmptySelection,
  selectable: (row: Row) => boolean = everyRow,
) {
  const [selection, setSelection] = useState(() => emptySelection(empty));
  const clear = useCallback(() => setSelection(emptySelection(empty)), [empty]);
  const rows = useMemo<Omit<RowSelect<Row>, 'label'>>(
    () => ({
      ticked: (row) => isTicked(selection, row.id),
      selectable,
      // Whatever calls it (a disabled box is only the browser's promise), such a row stays out.
      onToggle: (row) => {
        if (selectable(row)) setSelection((current) => toggleRow(current, row.id, empty));
      },
    }),
    [selection, selectable, empty],
  );
  return {
    selection,
    rows,
    clear,
    request: selectionRequest(selection),
    /** `selectableTotal`: how many rows of the filtered list may be selected (nPrint). */
    summary: (selectableTotal: number) => ({
      all: selection.all,
      count: selectedCount(selection, selectableTotal),
      onClear: clear,
    }),
  };
}
