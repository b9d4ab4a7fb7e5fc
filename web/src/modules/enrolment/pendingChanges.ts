import { EVENT_MAX_ATTENDEES } from '@federa/schema/validation/courses';

// The enrolment modal's changes kept on the client until Guardar (part 2 §4 "Enrolment"): per
// member the whole state the person made, dropped again as soon as it equals what the server
// holds, so the pending count and the save send only what really changed.

/** One session (S) or event (E) a member is down for, as listAlum gives it. */
export type EntryState = {
  sessionId: number;
  kind: string;
  eventAttendees: number;
  attended: boolean;
  paid: boolean;
};

/** A member's enrolment as the table shows and edits it. */
export type EnrolmentState = {
  enrolled: boolean;
  paid: boolean;
  attended: boolean;
  clauseAccepted: boolean;
  entries: readonly EntryState[];
};

/** A course's session or event, as the modal lists it. */
export type SessionRef = { id: number; kind: string };

/** Pending states by member id. */
export type Pending = ReadonlyMap<number, EnrolmentState>;

const byId = (a: EntryState, b: EntryState) => a.sessionId - b.sessionId;

function sameEntries(a: readonly EntryState[], b: readonly EntryState[]) {
  if (a.length !== b.length) return false;
  const left = [...a].sort(byId);
  const right = [...b].sort(byId);
  return left.every((entry, i) => {
    const other = right[i];
    return (
      entry.sessionId === other.sessionId &&
      entry.eventAttendees === other.eventAttendees &&
      entry.attended === other.attended &&
      entry.paid === other.paid
    );
  });
}

export function sameState(a: EnrolmentState, b: EnrolmentState): boolean {
  return (
    a.enrolled === b.enrolled &&
    a.paid === b.paid &&
    a.attended === b.attended &&
    a.clauseAccepted === b.clauseAccepted &&
    sameEntries(a.entries, b.entries)
  );
}

/** The member's state as shown: their pending one, else the server's. */
export const shownState = (pending: Pending, memberId: number, server: EnrolmentState) =>
  pending.get(memberId) ?? server;

/** Keeps `next` as the member's pending state, or drops it when it equals the server's. */
export function withState(
  pending: Pending,
  memberId: number,
  server: EnrolmentState,
  next: EnrolmentState,
): Pending {
  const result = new Map(pending);
  if (sameState(next, server)) result.delete(memberId);
  else result.set(memberId, next);
  return result;
}

/**
 * An enrolled member is down for at least one session or event and nobody else is (the server's
 * rule): the entries decide, and a member with none left is no longer enrolled, which also
 * clears their pay and attendance.
 */
function withEntries(state: EnrolmentState, entries: EntryState[]): EnrolmentState {
  if (entries.length === 0) return { ...state, enrolled: false, paid: false, attended: false, entries };
  return { ...state, enrolled: true, entries };
}

const newEntry = (session: SessionRef): EntryState => ({
  sessionId: session.id,
  kind: session.kind,
  eventAttendees: 1,
  attended: false,
  paid: false,
});

/**
 * The enrolled tick: on, the member is down for every session (S) of the course (events are
 * counted one by one with their own buttons); off, the enrolment goes with all its entries.
 */
export function setEnrolled(
  state: EnrolmentState,
  on: boolean,
  sessions: readonly SessionRef[],
): EnrolmentState {
  if (!on) return withEntries(state, []);
  if (state.enrolled && state.entries.length > 0) return state;
  const firstSessions = sessions.filter((session) => session.kind === 'S');
  // A course of events only: the first event, for one person.
  const chosen = firstSessions.length > 0 ? firstSessions : sessions.slice(0, 1);
  return withEntries(state, chosen.map(newEntry));
}

/** A session's tick adds its entry with count 1 or removes it (part 2 §4). */
export function toggleSession(state: EnrolmentState, session: SessionRef): EnrolmentState {
  const has = state.entries.some((entry) => entry.sessionId === session.id);
  const entries = has
    ? state.entries.filter((entry) => entry.sessionId !== session.id)
    : [...state.entries, newEntry(session)];
  return withEntries(state, entries);
}

/**
 * An event's count one up or down: never below 0, nor above EVENT_MAX_ATTENDEES; reaching 0
 * removes the entry (part 2 §4).
 */
export function stepEvent(state: EnrolmentState, event: SessionRef, step: 1 | -1): EnrolmentState {
  const current = state.entries.find((entry) => entry.sessionId === event.id);
  const count = (current?.eventAttendees ?? 0) + step;
  if (count < 0 || count > EVENT_MAX_ATTENDEES) return state;
  if (count === 0)
    return withEntries(
      state,
      state.entries.filter((entry) => entry !== current),
    );
  if (!current) return withEntries(state, [...state.entries, { ...newEntry(event), eventAttendees: count }]);
  return withEntries(
    state,
    state.entries.map((entry) => (entry === current ? { ...entry, eventAttendees: count } : entry)),
  );
}

/** How many the member brings to an event; 0 when not down for it. */
export const eventCount = (state: EnrolmentState, eventId: number) =>
  state.entries.find((entry) => entry.sessionId === eventId)?.eventAttendees ?? 0;

export const hasSession = (state: EnrolmentState, sessionId: number) =>
  state.entries.some((entry) => entry.sessionId === sessionId);

/** Pay and attendance are marked only on a row with a session or an event of positive count. */
export const marksOn = (state: EnrolmentState) =>
  state.entries.some((entry) => entry.kind === 'S' || entry.eventAttendees > 0);

/**
 * The clause tick: given only through the clause dialog (the caller asks first); taken back
 * directly. Without the clauses accepted a member cannot stay enrolled (the server's rule), so
 * taking them back withdraws the enrolment too.
 */
export function setClauseAccepted(state: EnrolmentState, accepted: boolean): EnrolmentState {
  if (accepted) return { ...state, clauseAccepted: true };
  return withEntries({ ...state, clauseAccepted: false }, []);
}

export const setPaid = (state: EnrolmentState, paid: boolean): EnrolmentState => ({ ...state, paid });

export const setAttended = (state: EnrolmentState, attended: boolean): EnrolmentState => ({
  ...state,
  attended,
});

/** What saveEnrolmentChanges is sent: each pending member's whole state, by member id. */
export function changeInputs(pending: Pending) {
  return [...pending.entries()]
    .sort(([a], [b]) => a - b)
    .map(([memberId, state]) => ({
      memberId,
      enrolled: state.enrolled,
      paid: state.paid,
      attended: state.attended,
      clauseAccepted: state.clauseAccepted,
      entries: [...state.entries].sort(byId).map((entry) => ({
        sessionId: entry.sessionId,
        eventAttendees: entry.eventAttendees,
        attended: entry.attended,
        paid: entry.paid,
      })),
    }));
}
