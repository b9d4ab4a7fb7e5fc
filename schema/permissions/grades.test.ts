import { changesGradeEntry, managesGradesOf, validatesGrade } from './grades';
import type { Actor, Roles } from './roles';

const none: Roles = { admin: false, associationAdmin: false, dojoAdmin: false };
/** Member 9, whose session works as dojo 3 of association 1. */
const actor = (roles: Partial<Roles>): Actor => ({
  memberId: 9,
  associationId: 1,
  dojoId: 3,
  roles: { ...none, ...roles },
});
const inDojo3 = { memberId: 5, dojoId: 3, associationId: 1 };
const inDojo4 = { memberId: 6, dojoId: 4, associationId: 1 };
const elsewhere = { memberId: 7, dojoId: 8, associationId: 2 };

describe('grade permissions (part 2 §6)', () => {
  it('manages a record by the three-way rule, and one’s own', () => {
    expect(managesGradesOf(actor({ admin: true }), elsewhere)).toBe(true);
    expect(managesGradesOf(actor({ associationAdmin: true }), inDojo4)).toBe(true);
    expect(managesGradesOf(actor({ associationAdmin: true }), elsewhere)).toBe(false);
    expect(managesGradesOf(actor({ dojoAdmin: true }), inDojo3)).toBe(true);
    expect(managesGradesOf(actor({ dojoAdmin: true }), inDojo4)).toBe(false);
    expect(managesGradesOf(actor({}), { ...inDojo3, memberId: 9 })).toBe(true);
    expect(managesGradesOf(actor({}), inDojo3)).toBe(false);
  });

  it('validates kyu grades of the own dojo as dojo administrator, never dans, titles or oneself', () => {
    const dojo = actor({ dojoAdmin: true });
    expect(validatesGrade(dojo, { ...inDojo3, kind: 'grade', value: -10 })).toBe(true);
    expect(validatesGrade(dojo, { ...inDojo3, kind: 'grade', value: 0 })).toBe(false);
    expect(validatesGrade(dojo, { ...inDojo3, kind: 'title', value: -1 })).toBe(false);
    expect(validatesGrade(dojo, { ...inDojo4, kind: 'grade', value: -10 })).toBe(false);
    expect(validatesGrade(dojo, { ...inDojo3, memberId: 9, kind: 'grade', value: -10 })).toBe(false);
    expect(validatesGrade(actor({ admin: true }), { ...elsewhere, kind: 'title', value: 3 })).toBe(true);
    expect(validatesGrade(actor({ associationAdmin: true }), { ...inDojo3, kind: 'grade', value: -10 })).toBe(
      false,
    );
  });

  it('opens pending entries to whoever manages the member, validated ones to their validators', () => {
    const own = { ...inDojo3, memberId: 9, kind: 'grade' as const, value: -10 };
    expect(changesGradeEntry(actor({}), { ...own, status: -1 })).toBe(true);
    expect(changesGradeEntry(actor({}), { ...own, status: 0 })).toBe(false);
    expect(
      changesGradeEntry(actor({ associationAdmin: true }), {
        ...inDojo4,
        kind: 'grade',
        value: -10,
        status: 1,
      }),
    ).toBe(false);
  });
});
