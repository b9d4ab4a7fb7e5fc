import { CARD_BATCH } from '@federa/schema/validation/cards';
import {
  cardCount,
  cardSelectionReducer,
  isRowTicked,
  printSlices,
  scopeKey,
  selectionIn,
  selectionText,
  startSelection,
  type CardSelection,
} from './cardSelection';

const DOJO = scopeKey({ dojoId: 0, filter: '' });
const row = (id: number, mail: string | null = `m${id}@demo.federa`) => ({ id, mail });
const tick = (state: CardSelection, id: number, scope = DOJO, mail?: string | null) =>
  cardSelectionReducer(state, { type: 'toggle', scope, row: mail === undefined ? row(id) : row(id, mail) });

describe('cards selection (part 2 §4)', () => {
  it('starts with every printable row of the whole filtered list: nPrint cards, no box ticked', () => {
    const selection = selectionIn(startSelection(DOJO), DOJO);
    expect(selection.all).toBe(true);
    expect(cardCount(selection, 742)).toBe(742);
    expect(isRowTicked(selection, 1)).toBe(false);
    expect(selectionText(selection)).toEqual({ key: 'web.cards.allSelected' });
    expect(printSlices(selection)).toEqual([{}]);
  });

  it('switches to an explicit selection of the ticked row, and counts the ticked', () => {
    const state = tick(tick(startSelection(DOJO), 7), 9);
    const selection = selectionIn(state, DOJO);
    expect(isRowTicked(selection, 7)).toBe(true);
    expect(isRowTicked(selection, 8)).toBe(false);
    expect(cardCount(selection, 742)).toBe(2);
    expect(selectionText(selection)).toEqual({ key: 'web.cards.selectedCount', count: 2 });
    expect(printSlices(selection)).toEqual([{ ids: [7, 9] }]);
  });

  it('returns to every row when the last ticked row is unticked', () => {
    const state = tick(tick(startSelection(DOJO), 7), 7);
    expect(selectionIn(state, DOJO).all).toBe(true);
  });

  it("'Deseleccionar todo' returns to every row", () => {
    const state = cardSelectionReducer(tick(startSelection(DOJO), 7), { type: 'clear', scope: DOJO });
    expect(selectionIn(state, DOJO).all).toBe(true);
  });

  it('never ticks a row without a mail (greyed and marked (*))', () => {
    const start = startSelection(DOJO);
    expect(selectionIn(tick(start, 3, DOJO, null), DOJO).all).toBe(true);
    expect(selectionIn(tick(start, 3, DOJO, '  '), DOJO).all).toBe(true);
    const one = tick(start, 7);
    expect(tick(one, 3, DOJO, null)).toBe(one);
  });

  it('keeps an explicit selection across pages and orders, and starts again for another search or dojo', () => {
    const state = tick(tick(startSelection(DOJO), 7), 120);
    // Paging and sorting do not change the scope: both ticks stay.
    expect(isRowTicked(selectionIn(state, DOJO), 120)).toBe(true);
    const searched = scopeKey({ dojoId: 0, filter: 'garcía' });
    expect(selectionIn(state, searched).all).toBe(true);
    expect(selectionIn(state, scopeKey({ dojoId: 4, filter: '' })).all).toBe(true);
    // The first tick under the new search starts from every row of that list, not the old ticks.
    const next = selectionIn(tick(state, 15, searched), searched);
    expect(next.all === false && [...next.ids]).toEqual([15]);
    // Spaces around a search are no other list.
    expect(scopeKey({ filter: ' garcía ' })).toBe(scopeKey({ dojoId: 0, filter: 'garcía' }));
  });

  it('sends a large explicit selection in requests of at most CARD_BATCH ids', () => {
    let state = startSelection(DOJO);
    for (let id = 1; id <= CARD_BATCH * 2 + 3; id++) state = tick(state, id);
    const slices = printSlices(selectionIn(state, DOJO));
    expect(slices.map((slice) => slice.ids?.length)).toEqual([CARD_BATCH, CARD_BATCH, 3]);
    expect(slices.flatMap((slice) => slice.ids)).toHaveLength(CARD_BATCH * 2 + 3);
  });
});
