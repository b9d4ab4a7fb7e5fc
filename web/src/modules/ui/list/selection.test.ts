import {
  emptySelection,
  isTicked,
  selectedCount,
  selectionRequest,
  toggleRow,
  type Selection,
} from './selection';

const ticks = (selection: Selection, ids: number[]) => ids.filter((id) => isTicked(selection, id));

describe('list selection, cards (empty means every row)', () => {
  it('starts with every row of the filtered list selected, none of them ticked', () => {
    const start = emptySelection('all');
    expect(selectionRequest(start)).toEqual({ all: true });
    expect(selectedCount(start, 120)).toBe(120);
    expect(ticks(start, [1, 2, 3])).toEqual([]);
  });

  it('switches to an explicit selection with the first row ticked', () => {
    const one = toggleRow(emptySelection('all'), 7, 'all');
    expect(selectionRequest(one)).toEqual({ all: false, ids: [7] });
    expect(selectedCount(one, 120)).toBe(1);
    expect(ticks(one, [6, 7, 8])).toEqual([7]);
  });

  it('adds and removes rows, and goes back to every row when the last is unticked', () => {
    let selection = emptySelection('all');
    for (const id of [7, 9, 11]) selection = toggleRow(selection, id, 'all');
    selection = toggleRow(selection, 9, 'all');
    expect(selectionRequest(selection)).toEqual({ all: false, ids: [7, 11] });
    selection = toggleRow(toggleRow(selection, 7, 'all'), 11, 'all');
    expect(selectionRequest(selection)).toEqual({ all: true });
  });

  it('leaves the selection it was given as it was', () => {
    const one = toggleRow(emptySelection('all'), 7, 'all');
    toggleRow(one, 8, 'all');
    expect(selectionRequest(one)).toEqual({ all: false, ids: [7] });
  });
});

describe('list selection, fee batches (empty means none)', () => {
  it('starts with nothing selected and returns to nothing', () => {
    const start = emptySelection('none');
    expect(selectedCount(start, 40)).toBe(0);
    expect(selectionRequest(start)).toEqual({ all: false, ids: [] });
    const one = toggleRow(start, 3, 'none');
    expect(selectionRequest(one)).toEqual({ all: false, ids: [3] });
    expect(selectionRequest(toggleRow(one, 3, 'none'))).toEqual({ all: false, ids: [] });
  });
});
