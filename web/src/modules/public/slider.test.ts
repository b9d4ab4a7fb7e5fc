import { dayAndMonth, shownCards } from './slider';

describe('the events slider', () => {
  it('keeps the selected card in the middle, the first three at the start and the last three at the end', () => {
    expect(shownCards(0, 6)).toEqual([0, 1, 2]);
    expect(shownCards(1, 6)).toEqual([0, 1, 2]);
    expect(shownCards(3, 6)).toEqual([2, 3, 4]);
    expect(shownCards(5, 6)).toEqual([3, 4, 5]);
    expect(shownCards(4, 6)).toEqual([3, 4, 5]);
  });

  it('shows fewer cards when there are fewer events', () => {
    expect(shownCards(0, 0)).toEqual([]);
    expect(shownCards(0, 1)).toEqual([0]);
    expect(shownCards(1, 2)).toEqual([0, 1]);
  });

  it('writes dates as day and short month in upper case, in the language', () => {
    expect(dayAndMonth('2026-11-07', 'es')).toBe('07 NOV');
    expect(dayAndMonth('2026-02-14', 'fr')).toBe('14 FÉVR');
    expect(dayAndMonth('2026-08-01', 'en')).toBe('AUG 01');
  });
});
