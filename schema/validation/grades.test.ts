import { changesNothing, gradeRecordErrors, hoursOf, isGradeDate, recordChanges } from './grades';

describe('grade record rules (part 2 §5)', () => {
  it('reads hours as typed: absent is "0", whole numbers only, bounded before the pattern', () => {
    expect(hoursOf(undefined)).toBe(0);
    expect(hoursOf(' 12 ')).toBe(12);
    expect(hoursOf('-1')).toBeNull();
    expect(hoursOf('1e3')).toBeNull();
    expect(hoursOf('9'.repeat(100_000))).toBeNull();
  });

  it('takes real calendar days from 1900 on', () => {
    expect(isGradeDate('2024-02-29')).toBe(true);
    expect(isGradeDate('2023-02-29')).toBe(false);
    expect(isGradeDate('1899-12-31')).toBe(false);
    expect(isGradeDate('2024-2-1')).toBe(false);
  });

  it('refuses a date after today, takes today', () => {
    const record = (date: string) => ({
      belts: [{ beltId: 1, date, hours: '1' }],
      titles: [{ titleId: 1, date }],
    });
    expect(gradeRecordErrors(record('2026-11-24'), '2026-11-23').map((e) => [e.field, e.key])).toEqual([
      ['belts.0.date', 'grades.dateFuture'],
      ['titles.0.date', 'grades.dateFuture'],
    ]);
    expect(gradeRecordErrors(record('9999-12-31'), '2026-11-23')).toHaveLength(2);
    expect(gradeRecordErrors(record('2026-11-23'), '2026-11-23')).toEqual([]);
  });

  it('answers every broken row at once, named as the GraphQL input', () => {
    const errors = gradeRecordErrors({
      belts: [
        { beltId: 1, date: '', hours: '' },
        { beltId: 1, date: '2024-01-01', hours: 'x' },
      ],
      titles: [{ titleId: 2, date: null }],
    });
    expect(errors.map((e) => [e.field, e.key])).toEqual([
      ['belts.0.date', 'grades.dateRequired'],
      ['belts.0.hours', 'grades.hoursRequired'],
      ['belts.1.hours', 'grades.hoursInvalid'],
      ['belts.1.beltId', 'grades.repeated'],
      ['titles.0.date', 'grades.dateRequired'],
    ]);
  });
});

describe('recordChanges (part 2 §4)', () => {
  const stored = {
    belts: [
      { id: 10, beltId: 1, date: '2020-01-01', hours: 0 },
      { id: 11, beltId: 2, date: '2021-01-01', hours: 5 },
    ],
    titles: [{ id: 20, titleId: 1, date: '2022-01-01' }],
  };

  it('finds what is added, removed and changed', () => {
    const changes = recordChanges(stored, {
      belts: [
        { beltId: 2, date: '2021-01-01', hours: '6' },
        { beltId: 3, date: '2023-01-01' },
      ],
      titles: [{ titleId: 1, date: '2022-02-02' }],
    });
    expect(changes).toEqual({
      addedBelts: [{ beltId: 3, date: '2023-01-01', hours: 0 }],
      removedBelts: [stored.belts[0]],
      changedBelts: [{ stored: stored.belts[1], date: '2021-01-01', hours: 6 }],
      addedTitles: [],
      removedTitles: [],
      changedTitles: [{ stored: stored.titles[0], date: '2022-02-02' }],
    });
    expect(changesNothing(changes)).toBe(false);
  });

  it('finds nothing in the stored state sent back', () => {
    const same = recordChanges(stored, {
      belts: [
        { beltId: 1, date: '2020-01-01', hours: '0' },
        { beltId: 2, date: '2021-01-01', hours: '5' },
      ],
      titles: [{ titleId: 1, date: '2022-01-01' }],
    });
    expect(changesNothing(same)).toBe(true);
  });
});
