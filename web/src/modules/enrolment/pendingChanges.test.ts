import { EVENT_MAX_ATTENDEES } from '@federa/schema/validation/courses';
import {
  changeInputs,
  eventCount,
  marksOn,
  setClauseAccepted,
  setEnrolled,
  setPaid,
  shownState,
  stepEvent,
  toggleSession,
  withState,
  type EnrolmentState,
  type Pending,
} from './pendingChanges';

const saturday = { id: 10, kind: 'S' };
const sunday = { id: 11, kind: 'S' };
const dinner = { id: 12, kind: 'E' };
const sessions = [saturday, sunday, dinner];

const outside: EnrolmentState = {
  enrolled: false,
  paid: false,
  attended: false,
  clauseAccepted: false,
  entries: [],
};

const entry = (sessionId: number, kind = 'S', eventAttendees = 1) => ({
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

describe('pending enrolment changes', () => {
  it('keeps a member’s change and drops it once it equals the server again', () => {
    let pending: Pending = new Map();
    const changed = toggleSession(outside, saturday);
    pending = withState(pending, 7, outside, changed);
    expect(pending.get(7)).toEqual({ ...outside, enrolled: true, entries: [entry(10)] });
    expect(shownState(pending, 7, outside)).toBe(changed);

    pending = withState(pending, 7, outside, toggleSession(changed, saturday));
    expect(pending.size).toBe(0);
    expect(shownState(pending, 7, outside)).toBe(outside);
  });

  it('compares entries whatever their order, so a round trip is no change', () => {
    const back = toggleSession(toggleSession(enrolled, saturday), saturday);
    expect(back.entries.map((e) => e.sessionId)).toEqual([11, 10]);
    expect(withState(new Map(), 3, { ...enrolled, entries: [entry(10), entry(11)] }, back).size).toBe(0);
  });

  it('a session’s tick adds its entry with count 1 or removes it; the last one out unenrols', () => {
    const one = toggleSession(outside, sunday);
    expect(one.enrolled).toBe(true);
    expect(one.entries).toEqual([entry(11)]);
    const none = toggleSession({ ...one, paid: true }, sunday);
    expect(none).toEqual({ ...outside, entries: [] });
  });

  it('counts an event up and down, never below 0, and 0 removes the entry', () => {
    const once = stepEvent(outside, dinner, 1);
    expect(eventCount(once, dinner.id)).toBe(1);
    expect(once.enrolled).toBe(true);
    const twice = stepEvent(once, dinner, 1);
    expect(twice.entries).toEqual([entry(12, 'E', 2)]);
    const back = stepEvent(stepEvent(twice, dinner, -1), dinner, -1);
    expect(back.entries).toEqual([]);
    expect(back.enrolled).toBe(false);
    expect(stepEvent(back, dinner, -1)).toBe(back);
    expect(eventCount(back, dinner.id)).toBe(0);
  });

  it('stops an event’s count at the server’s ceiling', () => {
    const full = { ...outside, enrolled: true, entries: [entry(12, 'E', EVENT_MAX_ATTENDEES)] };
    expect(stepEvent(full, dinner, 1)).toBe(full);
  });

  it('the enrolled tick puts the member down for every session, and off takes everything away', () => {
    const on = setEnrolled(outside, true, sessions);
    expect(on.entries).toEqual([entry(10), entry(11)]);
    expect(setEnrolled(enrolled, true, sessions)).toBe(enrolled);
    expect(setEnrolled(enrolled, false, sessions)).toEqual({
      ...enrolled,
      enrolled: false,
      paid: false,
      entries: [],
    });
    // A course of events only: its first event for one person.
    expect(setEnrolled(outside, true, [dinner]).entries).toEqual([entry(12, 'E', 1)]);
  });

  it('taking the clauses back withdraws the enrolment; accepting them changes nothing else', () => {
    expect(setClauseAccepted(outside, true)).toEqual({ ...outside, clauseAccepted: true });
    expect(setClauseAccepted(enrolled, false)).toEqual({
      ...enrolled,
      enrolled: false,
      paid: false,
      clauseAccepted: false,
      entries: [],
    });
  });

  it('pay and attendance need a session or an event with people', () => {
    expect(marksOn(outside)).toBe(false);
    expect(marksOn(enrolled)).toBe(true);
    expect(marksOn(stepEvent(outside, dinner, 1))).toBe(true);
  });

  it('sends each pending member’s whole state, entries by session', () => {
    let pending: Pending = new Map();
    pending = withState(pending, 9, enrolled, setPaid(enrolled, false));
    pending = withState(pending, 4, outside, stepEvent(toggleSession(outside, saturday), dinner, 1));
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
