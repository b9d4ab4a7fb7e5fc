import { applyEnrolmentChange, NOT_ENROLLED, type EnrolmentState } from './enrolment';

// What a change leads to, as the modal may ask before sending (the API tests prove each refusal
// over both doors): absent values keep the stored ones, sent entries are the whole wanted set.

const sessions = new Map([
  [1, 'S' as const],
  [2, 'S' as const],
  [9, 'E' as const],
]);
const member = { clausesActive: false, marksPayment: false, sessions };
const organiser = { ...member, marksPayment: true };

const enrolled: EnrolmentState = {
  enrolled: true,
  paid: true,
  attended: false,
  clauseAccepted: false,
  entries: [
    { sessionId: 1, kind: 'S', eventAttendees: 1, attended: true, paid: true },
    { sessionId: 9, kind: 'E', eventAttendees: 3, attended: false, paid: false },
  ],
};

describe('an enrolment change', () => {
  it('enrols with new entries at their defaults, a session counting one', () => {
    const after = applyEnrolmentChange(
      NOT_ENROLLED,
      { memberId: 4, enrolled: true, entries: [{ sessionId: 2, eventAttendees: 5 }, { sessionId: 9 }] },
      member,
    );
    expect(after).toEqual({
      enrolled: true,
      paid: false,
      attended: false,
      clauseAccepted: false,
      entries: [
        { sessionId: 2, kind: 'S', eventAttendees: 1, attended: false, paid: false },
        { sessionId: 9, kind: 'E', eventAttendees: 1, attended: false, paid: false },
      ],
    });
  });

  it('keeps what it does not name: flags, entries, and the marks of entries sent again', () => {
    expect(applyEnrolmentChange(enrolled, { memberId: 4, enrolled: true }, member)).toEqual(enrolled);
    const recount = applyEnrolmentChange(
      enrolled,
      { memberId: 4, enrolled: true, entries: [{ sessionId: 1 }, { sessionId: 9, eventAttendees: 4 }] },
      member,
    );
    expect(recount).toEqual({
      ...enrolled,
      entries: [enrolled.entries[0], { ...enrolled.entries[1], eventAttendees: 4 }],
    });
  });

  it('lets the organiser take marked entries and enrolments away, and nobody else', () => {
    const dropMarked = { memberId: 4, enrolled: true, entries: [{ sessionId: 9 }] };
    expect(applyEnrolmentChange(enrolled, dropMarked, member)).toEqual({ key: 'courses.paidOrAttended' });
    expect(applyEnrolmentChange(enrolled, dropMarked, organiser)).toMatchObject({
      entries: [{ sessionId: 9 }],
    });
    expect(applyEnrolmentChange(enrolled, { memberId: 4, enrolled: false }, member)).toEqual({
      key: 'courses.paidOrAttended',
    });
    expect(applyEnrolmentChange(enrolled, { memberId: 4, enrolled: false }, organiser)).toEqual(NOT_ENROLLED);
  });

  it('names the first broken rule', () => {
    const change = (entries: { sessionId: number; eventAttendees?: number }[]) => ({
      memberId: 4,
      enrolled: true,
      entries,
    });
    expect(applyEnrolmentChange(NOT_ENROLLED, change([{ sessionId: 7 }]), member)).toEqual({
      key: 'courses.enrolSessionUnknown',
      params: { session: 7 },
    });
    expect(
      applyEnrolmentChange(NOT_ENROLLED, change([{ sessionId: 9, eventAttendees: 1.5 }]), member),
    ).toEqual({
      key: 'courses.eventCountInvalid',
      params: { max: 50 },
    });
    expect(
      applyEnrolmentChange(NOT_ENROLLED, change([{ sessionId: 1 }]), { ...member, clausesActive: true }),
    ).toEqual({ key: 'courses.clausesNotAccepted' });
    expect(applyEnrolmentChange(NOT_ENROLLED, change([]), member)).toEqual({
      key: 'courses.sessionsForEnrolment',
    });
  });
});
