import { highestValidated } from './currentGrades';
import { gradeFormRules, gradeInput, newBelt, recordValues, statusOf } from './gradeForm';

const held = {
  belts: [{ id: 7, refId: 3, date: '2024-05-01', hours: 40, status: 0, locked: true }],
  titles: [{ id: 9, refId: 1, date: '2023-01-01', hours: 0, status: -1, locked: false }],
};

describe("the grade modal's form (part 2 §4, §5)", () => {
  const rules = gradeFormRules(held);

  it('starts from the record and, unchanged, says there is nothing to save', () => {
    const values = recordValues(held);
    expect(values).toEqual({
      belts: [{ beltId: 3, date: '2024-05-01', hours: '40' }],
      titles: [{ titleId: 1, date: '2023-01-01' }],
    });
    expect(rules(values)).toEqual([{ field: 'belts', key: 'grades.nothingToSave' }]);
  });

  it('puts each broken row under its own fields: a date, hours given and a number ≥ 0', () => {
    const values = recordValues(held);
    values.belts.push(
      newBelt(4),
      { beltId: 5, date: '2025-01-01', hours: '' },
      { beltId: 6, date: '2025-01-01', hours: '-2' },
    );
    values.titles.push({ titleId: 2, date: '' });
    expect(rules(values)).toEqual([
      { field: 'belts.1.date', key: 'grades.dateRequired' },
      { field: 'belts.2.hours', key: 'grades.hoursRequired' },
      { field: 'belts.3.hours', key: 'grades.hoursInvalid' },
      { field: 'titles.1.date', key: 'grades.dateRequired' },
    ]);
  });

  it('refuses a date after today with the shared rules (readiness would count negative days)', () => {
    const values = recordValues(held);
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    values.belts.push({ beltId: 4, date: later, hours: '0' });
    expect(rules(values)).toEqual([{ field: 'belts.1.date', key: 'grades.dateFuture' }]);
  });

  it('accepts a removal or a change, and sends the whole wanted state', () => {
    expect(rules({ belts: [], titles: recordValues(held).titles })).toEqual([]);
    const changed = recordValues(held);
    changed.belts[0].hours = '41';
    expect(rules(changed)).toEqual([]);
    expect(gradeInput(changed)).toEqual({
      belts: [{ beltId: 3, date: '2024-05-01', hours: '41' }],
      titles: [{ titleId: 1, date: '2023-01-01' }],
    });
    expect(newBelt(4).hours).toBe('0');
  });

  it('names the statuses of §3', () => {
    expect([statusOf(null), statusOf(-1), statusOf(0), statusOf(1)]).toEqual([
      'unsaved',
      'pending',
      'regulated',
      'examined',
    ]);
  });

  it('shows only the highest validated entry on the member view (§2.4)', () => {
    const entries = [
      { value: -30, status: 0 },
      { value: -10, status: -1 },
      { value: -20, status: 1 },
    ];
    expect(highestValidated(entries)).toEqual({ value: -20, status: 1 });
    expect(highestValidated([{ value: -10, status: -1 }])).toBeNull();
  });
});
