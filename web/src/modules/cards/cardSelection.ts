import { CARD_BATCH, isPrintable } from '@federa/schema/validation/cards';
import { emptySelection, isTicked, selectedCount, toggleRow, type Selection } from '../ui/list/selection';

// The cards selection of part 2 §4 over the list kit's selection (ui/list/selection.ts): every
// printable row of the WHOLE filtered list at first, an explicit set once a row is ticked, back
// to every row when the last is unticked or 'Deseleccionar todo' is pressed. What this adds: the
// selection belongs to one filtered list (a new search or dojo starts again from every row, since
// ids ticked under another filter may not even be rows of this one), only printable rows take a
// tick, and what the print fetches.

/** The filtered list a selection belongs to: its dojo and search (not its order or page). */
export type CardListScope = { dojoId?: number | null; filter?: string | null };

export type CardSelection = { readonly scope: string; readonly selection: Selection };

export type CardSelectionAction =
  | { type: 'toggle'; scope: string; row: { id: number; mail?: string | null } }
  | { type: 'clear'; scope: string };

export const scopeKey = (scope: CardListScope): string =>
  `${scope.dojoId ?? 0}|${scope.filter?.trim() ?? ''}`;

const ALL = emptySelection('all');

export const startSelection = (scope: string): CardSelection => ({ scope, selection: ALL });

/** The selection as the list with `scope` sees it: another list's selection means every row. */
export const selectionIn = (state: CardSelection, scope: string): Selection =>
  state.scope === scope ? state.selection : ALL;

export function cardSelectionReducer(state: CardSelection, action: CardSelectionAction): CardSelection {
  const current = selectionIn(state, action.scope);
  switch (action.type) {
    case 'clear':
      return startSelection(action.scope);
    case 'toggle':
      // A row without a mail prints no card (its QR would carry no mail): it never takes a tick,
      // whatever calls this (a disabled box is only the browser's promise).
      if (!isPrintable(action.row))
        return state.scope === action.scope ? state : startSelection(action.scope);
      return { scope: action.scope, selection: toggleRow(current, action.row.id, 'all') };
  }
}

export const isRowTicked = (selection: Selection, id: number) => isTicked(selection, id);

/** How many cards the print makes: every printable row of the filtered list (nPrint) or the ticked. */
export const cardCount = (selection: Selection, printable: number) => selectedCount(selection, printable);

/**
 * The selection button's words: 'Todos los asociados seleccionados' while nothing is ticked, the
 * count of ticked members otherwise (the button then means 'Deseleccionar todo').
 */
export const selectionText = (selection: Selection): { key: string; count?: number } =>
  selection.all
    ? { key: 'web.cards.allSelected' }
    : { key: 'web.cards.selectedCount', count: selection.ids.size };

/** One memberCardsToPrint request's selection arguments (order, filter and dojo come with it). */
export type PrintSlice = { ids?: number[] };

/**
 * What the print asks for: "every row" walks the filtered list by its cursor (one slice, paged by
 * the server's connection); an explicit selection sends its ids CARD_BATCH at a time, so that no
 * request carries more ids than the server takes, however many were ticked.
 */
export function printSlices(selection: Selection): PrintSlice[] {
  if (selection.all) return [{}];
  const ids = [...selection.ids];
  const slices: PrintSlice[] = [];
  for (let at = 0; at < ids.length; at += CARD_BATCH) slices.push({ ids: ids.slice(at, at + CARD_BATCH) });
  return slices;
}
