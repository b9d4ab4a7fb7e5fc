import { bulkLevel, feeBatchFormErrors, recordValues, withTicks } from './feeBatchForm';

const batch = (state: number, year: number, levelToValidate: number, levelToUndo: number) => ({
  state,
  year,
  levelToValidate,
  levelToUndo,
});

describe('the fee batch form', () => {
  const rules = feeBatchFormErrors(2026);

  it('asks for the year and at least one member, with the messages of part 2 §5', () => {
    const place = { associationId: '1', dojoId: '1' };
    expect(rules({ year: '', memberIds: [], ...place }).map((e) => [e.field, e.key])).toEqual([
      ['year', 'fees.yearRequired'],
      ['memberIds', 'fees.membersRequired'],
    ]);
    expect(rules({ year: '2027', memberIds: [4], ...place })).toEqual([]);
    expect(rules({ year: '2028', memberIds: [4], ...place }).map((e) => e.key)).toEqual(['fees.yearInvalid']);
  });

  it('keeps the ticked ids in order, so ticking and unticking again is no change', () => {
    const loaded = recordValues({ year: 2026, memberIds: [9, 3], associationId: 2, dojoId: 5 });
    expect(loaded).toEqual({ year: '2026', memberIds: [3, 9], associationId: '2', dojoId: '5' });
    const ticked = withTicks(loaded.memberIds, [5, 1], true);
    expect(ticked).toEqual([1, 3, 5, 9]);
    expect(withTicks(ticked, [1, 5], false)).toEqual(loaded.memberIds);
  });
});

describe('a bulk validation', () => {
  it('sends the level the selection shares', () => {
    expect(bulkLevel([batch(1, 2026, 2, 0), batch(1, 2026, 2, 0)], false)).toEqual({ level: 2 });
    expect(bulkLevel([batch(3, 2025, 0, 3), batch(3, 2025, 0, 3)], true)).toEqual({ level: 3 });
  });

  it('refuses batches at two states, then of two years (part 2 §5)', () => {
    expect(bulkLevel([batch(2, 2026, 3, 0), batch(3, 2026, 0, 3)], false)).toEqual({
      error: 'fees.mixedStates',
    });
    expect(bulkLevel([batch(2, 2026, 3, 0), batch(2, 2025, 3, 0)], false)).toEqual({
      error: 'fees.mixedYears',
    });
  });

  it('refuses a step the caller cannot take on every batch, and an empty selection', () => {
    expect(bulkLevel([batch(3, 2026, 0, 3)], false)).toEqual({ error: 'fees.levelNotYours' });
    expect(bulkLevel([batch(0, 2026, 1, 0), batch(0, 2026, 0, 0)], false)).toEqual({
      error: 'fees.levelNotYours',
    });
    expect(bulkLevel([batch(1, 2026, 2, 0)], true)).toEqual({ error: 'fees.levelNotYours' });
    expect(bulkLevel([], false)).toEqual({ error: 'fees.batchesRequired' });
  });
});
