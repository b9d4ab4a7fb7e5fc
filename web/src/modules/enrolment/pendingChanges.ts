import {
  applyEnrolmentChange,
  isRefusal,
  type EnrolmentChange,
  type EnrolmentEntryChange,
  type EnrolmentEntryState,
  type EnrolmentRefusal,
  type EnrolmentRuleContext,
  type EnrolmentState,
} from '@federa/schema/validation/enrolment';
import type { SessionKind } from '@federa/schema/validation/courses';

// The enrolment modal's changes kept on the client until Guardar (part 2 §4 "Enrolment"): per
// member the whole state the person made, dropped again as soon as it equals what the server
// holds, so the pending count and the save send only what really changed. What a control does to
// a row, and whether it may, is the server's own rule (`applyEnrolmentChange`): each control says
// what it asks for as a change, and the shared rule gives the row it leads to or the refusal.

export type { EnrolmentState, EnrolmentRefusal };
export type EntryState = EnrolmentEntryState;

/** What a control asks of a row, as the server's rule reads a change (without the member). */
export type RowChange = Omit<EnrolmentChange, 'memberId'>;

/** A change's result: the row it leads to, or the first rule it breaks. */
export type Outcome = EnrolmentState | EnrolmentRefusal;

export { isRefusal };

/** The course and the caller as the rules need them. */
export type RowRules = EnrolmentRuleContext;

/** A course's session or event, as the modal lists it. */
export type SessionRef = { id: number; kind: string };

/** The listAlum kinds are strings; the rules know sessions (S) and events (E). */
export const kindOf = (kind: string): SessionKind => (kind === 'E' ? 'E' : 'S');

/** The rules' view of a course: clauses, whether the caller marks pay, its sessions in order. */
export const rulesOf = (course: {
  clausesActive: boolean;
  marksPayment: boolean;
  sessions: readonly SessionRef[];
}): RowRules => ({
  clausesActive: course.clausesActive,
  marksPayment: course.marksPayment,
  sessions: new Map(course.sessions.map((session) => [session.id, kindOf(session.kind)])),
});

/** The row a change leads to for one member, or the refusal the server would give. */
export const applyChange = (
  state: EnrolmentState,
  change: RowChange,
  rules: RowRules,
  memberId = 0,
): Outcome => applyEnrolmentChange(state, { memberId, ...change }, rules);

/** Whether the rules let the change through (a control offered only when they do). */
export const allows = (state: EnrolmentState, change: RowChange, rules: RowRules) =>
  !isRefusal(applyChange(state, change, rules));

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

/** The entries sent again as they are: the rule keeps their counts and marks. */
const kept = (entries: readonly EntryState[]): EnrolmentEntryChange[] =>
  entries.map((entry) => ({ sessionId: entry.sessionId }));

/**
 * A change of the entries: the whole wanted set, and an enrolment only while one is left (an
 * enrolled member is down for at least one session or event, so the last one out unenrols).
 */
const entriesChange = (entries: EnrolmentEntryChange[]): RowChange =>
  entries.length > 0 ? { enrolled: true, entries } : { enrolled: false };

/**
 * The enrolled tick: on, the member is down for every session (S) of the course (events are
 * counted one by one with their own buttons), or for the first event of a course of events only;
 * an enrolment that already has its entries keeps them. Off, the enrolment goes with them all.
 */
export function enrolChange(state: EnrolmentState, on: boolean, rules: RowRules): RowChange {
  if (!on) return { enrolled: false };
  if (state.enrolled && state.entries.length > 0) return { enrolled: true };
  const ids = [...rules.sessions.keys()];
  const sessions = ids.filter((id) => rules.sessions.get(id) === 'S');
  const chosen = sessions.length > 0 ? sessions : ids.slice(0, 1);
  return { enrolled: true, entries: chosen.map((sessionId) => ({ sessionId, eventAttendees: 1 })) };
}

/** A session's tick adds its entry with count 1 or removes it (part 2 §4). */
export function sessionChange(state: EnrolmentState, session: SessionRef): RowChange {
  const has = state.entries.some((entry) => entry.sessionId === session.id);
  const others = kept(state.entries.filter((entry) => entry.sessionId !== session.id));
  return entriesChange(has ? others : [...others, { sessionId: session.id, eventAttendees: 1 }]);
}

/** An event's count one up or down; the rule keeps it within 0 (removed) and its ceiling. */
export function eventChange(state: EnrolmentState, event: SessionRef, step: 1 | -1): RowChange {
  const count = eventCount(state, event.id) + step;
  const others = kept(state.entries.filter((entry) => entry.sessionId !== event.id));
  if (count === 0) return entriesChange(others);
  return entriesChange([...others, { sessionId: event.id, eventAttendees: count }]);
}

/**
 * The clause tick, given only through the clause dialog (the caller asks first): the clauses are
 * kept on an enrolment only, so accepting them for a member not yet enrolled enrols them as the
 * enrolled tick does. Taken back, the member cannot stay enrolled (the server's rule): the
 * enrolment goes too.
 */
export function clauseChange(state: EnrolmentState, accepted: boolean, rules: RowRules): RowChange {
  if (!accepted) return { enrolled: false };
  return { ...enrolChange(state, true, rules), clauseAccepted: true };
}

/** Pay or attendance of the whole row, or (with `sessionId`) of one session or event. */
export function markChange(
  state: EnrolmentState,
  mark: 'paid' | 'attended',
  on: boolean,
  sessionId?: number,
): RowChange {
  if (sessionId === undefined) return { enrolled: state.enrolled, [mark]: on };
  return {
    enrolled: state.enrolled,
    entries: state.entries.map((entry) =>
      entry.sessionId === sessionId ? { sessionId, [mark]: on } : { sessionId: entry.sessionId },
    ),
  };
}

/** How many the member brings to an event; 0 when not down for it. */
export const eventCount = (state: EnrolmentState, eventId: number) =>
  state.entries.find((entry) => entry.sessionId === eventId)?.eventAttendees ?? 0;

/** The member's entry for a session or event, if they are down for it. */
export const entryOf = (state: EnrolmentState, sessionId: number) =>
  state.entries.find((entry) => entry.sessionId === sessionId);

export const hasSession = (state: EnrolmentState, sessionId: number) => !!entryOf(state, sessionId);

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
