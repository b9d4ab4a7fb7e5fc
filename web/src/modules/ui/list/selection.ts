/**
 * Which rows a bulk action acts on. Either every selectable row of the whole filtered list
 * (`all`: the server expands it with the list's own filter, so rows on pages never loaded count
 * too, as the card print of part 2 §4 needs) or an explicit set of ids, kept across pages.
 */
export type Selection = { readonly all: true } | { readonly all: false; readonly ids: ReadonlySet<number> };

/**
 * What an empty selection means: every row (cards: 'Todos los asociados seleccionados') or none
 * (fee batches, where a bulk validation acts on the ticked batches only).
 */
export type EmptySelection = 'all' | 'none';

/** What a bulk action sends: the whole filtered list, or these ids. */
export type SelectionRequest = { all: true } | { all: false; ids: number[] };

const ALL: Selection = { all: true };
const NONE: Selection = { all: false, ids: new Set() };

/** The selection a list starts with, and returns to when cleared. */
export const emptySelection = (empty: EmptySelection): Selection => (empty === 'all' ? ALL : NONE);

/**
 * Ticks or unticks a row. Under `all` the first tick starts an explicit selection of that row;
 * unticking the last explicit row returns to the empty selection (part 2 §4, cards selection).
 */
export function toggleRow(selection: Selection, id: number, empty: EmptySelection): Selection {
  if (selection.all) return { all: false, ids: new Set([id]) };
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return ids.size === 0 ? emptySelection(empty) : { all: false, ids };
}

/** Whether a row's box is ticked: only rows picked one by one (under `all` none is). */
export const isTicked = (selection: Selection, id: number): boolean =>
  !selection.all && selection.ids.has(id);

/** How many rows a bulk action would act on; `selectableTotal` counts the filtered list's (nPrint). */
export const selectedCount = (selection: Selection, selectableTotal: number): number =>
  selection.all ? selectableTotal : selection.ids.size;

export const selectionRequest = (selection: Selection): SelectionRequest =>
  selection.all ? { all: true } : { all: false, ids: [...selection.ids] };
