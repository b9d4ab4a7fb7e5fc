import { EVENT_MAX_ATTENDEES } from '@federa/schema/validation/courses';
import {
  allows,
  applyChange,
  changeInputs,
  clauseChange,
  enrolChange,
  eventChange,
  eventCount,
  markChange,
  rulesOf,
  sessionChange,
  shownState,
  withState,
  type EnrolmentState,
  type Outcome,
  type Pending,
  type RowChange,
} from './pendingChanges';

const saturday = { id: 10, kind: 'S' };
const sunday = { id: 11, kind: 'S' };
const dinner = { id: 12, kind: 'E' };
const sessions = [saturday, sunday, dinner];
const member = rulesOf({ clausesActive: false, marksPayment: false, sessions });
const organiser = rulesOf({ clausesActive: false, marksPayment: true, sessions });
const withClauses = rulesOf({ clausesActive: true, marksPayment: false, sessions });

const outside: EnrolmentState = {
  enrolled: false,
  paid: false,
  attended: false,
  clauseAccepted: false,
  entries: [],
};

const entry = (sessionId: number, kind: 'S' | 'E' = 'S', eventAttendees = 1) => ({
  sessionId,
  kind,
  eventAttendees,
  attended: false,
  paid: false,
});

const enrolled: EnrolmentState = {
  enrolled: true,
  paid: true,
  attended: false,
  clauseAccepted: true,
  entries: [entry(11), entry(10)],
};

/** The row a change leads to, failing the test on a refusal. */
function after(state: EnrolmentState, ask: (state: EnrolmentState) => RowChange, rules = member) {
  const outcome: Outcome = applyChange(state, ask(state), rules);
  if ('key' in outcome) throw new Error(`refused: ${outcome.key}`);
  return outcome;
}

describe('pending enrolment changes', () => {
  it('keeps a member’s change and drops it once it equals the server again', () => {
    let pending: Pending = new Map();
    const changed = after(outside, (s) => sessionChange(s, saturday));
    pending = withState(pending, 7, outside, changed);
    expect(pending.get(7)).toEqual({ ...outside, enrolled: true, entries: [entry(10)] });
    expect(shownState(pending, 7, outside)).toBe(changed);

    pending = withState(
      pending,
      7,
      outside,
      after(changed, (s) => sessionChange(s, saturday)),
    );
    expect(pending.size).toBe(0);
    expect(shownState(pending, 7, outside)).toBe(outside);
  });

  it('compares entries whatever their order, so a round trip is no change', () => {
    const back = after(
      after(enrolled, (s) => sessionChange(s, saturday)),
      (s) => sessionChange(s, saturday),
    );
    expect(back.entries.map((e) => e.sessionId)).toEqual([11, 10]);
    expect(withState(new Map(), 3, { ...enrolled, entries: [entry(10), entry(11)] }, back).size).toBe(0);
  });

  it('a session’s tick adds its entry with count 1 or removes it; the last one out unenrols', () => {
    const one = after(outside, (s) => sessionChange(s, sunday));
    expect(one.enrolled).toBe(true);
    expect(one.entries).toEqual([entry(11)]);
    expect(after({ ...one, paid: true }, (s) => sessionChange(s, sunday), organiser)).toEqual(outside);
  });

  it('counts an event up and down, never below 0, and 0 removes the entry', () => {
    const once = after(outside, (s) => eventChange(s, dinner, 1));
    expect(eventCount(once, dinner.id)).toBe(1);
    expect(once.enrolled).toBe(true);
    const twice = after(once, (s) => eventChange(s, dinner, 1));
    expect(twice.entries).toEqual([entry(12, 'E', 2)]);
    const back = after(
      after(twice, (s) => eventChange(s, dinner, -1)),
      (s) => eventChange(s, dinner, -1),
    );
    expect(back).toEqual(outside);
    expect(allows(back, eventChange(back, dinner, -1), member)).toBe(false);
    expect(eventCount(back, dinner.id)).toBe(0);
  });

  it('stops an event’s count at the server’s ceiling', () => {
    const full = { ...outside, enrolled: true, entries: [entry(12, 'E', EVENT_MAX_ATTENDEES)] };
    expect(applyChange(full, eventChange(full, dinner, 1), member)).toEqual({
      key: 'courses.eventCountInvalid',
      params: { max: EVENT_MAX_ATTENDEES },
    });
  });

  it('the enrolled tick puts the member down for every session, and off takes everything away', () => {
    expect(after(outside, (s) => enrolChange(s, true, member)).entries).toEqual([entry(10), entry(11)]);
    expect(after(enrolled, (s) => enrolChange(s, true, member))).toEqual(enrolled);
    expect(after(enrolled, (s) => enrolChange(s, false, organiser), organiser)).toEqual(outside);
    expect(applyChange(enrolled, enrolChange(enrolled, false, member), member)).toEqual({
      key: 'courses.paidOrAttended',
    });
    // A course of events only: its first event for one person.
    const events = rulesOf({ clausesActive: false, marksPayment: false, sessions: [dinner] });
    expect(after(outside, (s) => enrolChange(s, true, events), events).entries).toEqual([entry(12, 'E', 1)]);
  });

  it('asks for the clauses where they are active; accepting them enrols, taking them back unenrols', () => {
    expect(applyChange(outside, enrolChange(outside, true, withClauses), withClauses)).toEqual({
      key: 'courses.clausesNotAccepted',
    });
    const accepted = after(outside, (s) => clauseChange(s, true, withClauses), withClauses);
    expect(accepted).toEqual({
      ...outside,
      enrolled: true,
      clauseAccepted: true,
      entries: [entry(10), entry(11)],
    });
    expect(
      after({ ...enrolled, paid: false }, (s) => clauseChange(s, false, withClauses), withClauses),
    ).toEqual(outside);
  });

  it('lets only the organiser mark pay and attendance, on a row with a session or an event', () => {
    expect(allows(outside, markChange(outside, 'paid', true), organiser)).toBe(false);
    expect(allows(enrolled, markChange(enrolled, 'attended', true), organiser)).toBe(true);
    expect(allows(enrolled, markChange(enrolled, 'attended', true), member)).toBe(false);
    const withEvent = after(outside, (s) => eventChange(s, dinner, 1));
    expect(allows(withEvent, markChange(withEvent, 'paid', true), organiser)).toBe(true);
  });

  it('marks one session or event alone, keeping the others and their counts', () => {
    const marked = after(enrolled, (s) => markChange(s, 'paid', true, 10), organiser);
    expect(marked.entries).toEqual([entry(11), { ...entry(10), paid: true }]);
    expect(marked.paid).toBe(enrolled.paid);
    expect(allows(enrolled, markChange(enrolled, 'paid', true, 10), member)).toBe(false);
  });

  it('keeps a paid enrolment for the organiser to take away', () => {
    const paid = { ...enrolled, entries: [{ ...entry(10), paid: true }] };
    expect(applyChange(paid, sessionChange(paid, saturday), member)).toEqual({
      key: 'courses.paidOrAttended',
    });
    expect(allows(paid, sessionChange(paid, saturday), organiser)).toBe(true);
  });

  it('sends each pending member’s whole state, entries by session', () => {
    let pending: Pending = new Map();
    pending = withState(
      pending,
      9,
      enrolled,
      after(enrolled, (s) => markChange(s, 'paid', false), organiser),
    );
    pending = withState(
      pending,
      4,
      outside,
      after(
        after(outside, (s) => sessionChange(s, saturday)),
        (s) => eventChange(s, dinner, 1),
      ),
    );
    expect(changeInputs(pending)).toEqual([
      {
        memberId: 4,
        enrolled: true,
        paid: false,
        attended: false,
        clauseAccepted: false,
        entries: [
          { sessionId: 10, eventAttendees: 1, attended: false, paid: false },
          { sessionId: 12, eventAttendees: 1, attended: false, paid: false },
        ],
      },
      {
        memberId: 9,
        enrolled: true,
        paid: false,
        attended: false,
        clauseAccepted: true,
        entries: [
          { sessionId: 10, eventAttendees: 1, attended: false, paid: false },
          { sessionId: 11, eventAttendees: 1, attended: false, paid: false },
        ],
      },
    ]);
  });
});
