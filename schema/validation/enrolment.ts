import type { MessageKey } from '../i18n';
import { EVENT_MAX_ATTENDEES, type SessionKind } from './courses';

// The rules of one member's enrolment change (part 2 §4 and §6, issue 12), as a pure function: the
// server applies it to every row of `subirCambios` under the course's lock, and the enrolment
// modal may ask it before sending. Who may touch the row at all is `changesEnrolment`.

/** A member's entry for one session (S) or event (E): how many attend an event, attendance, pay. */
export type EnrolmentEntryState = {
  sessionId: number;
  kind: SessionKind;
  eventAttendees: number;
  attended: boolean;
  paid: boolean;
};

/** A member's standing in a course: not enrolled is every flag false and no entry. */
export type EnrolmentState = {
  enrolled: boolean;
  paid: boolean;
  attended: boolean;
  clauseAccepted: boolean;
  entries: EnrolmentEntryState[];
};

export const NOT_ENROLLED: EnrolmentState = {
  enrolled: false,
  paid: false,
  attended: false,
  clauseAccepted: false,
  entries: [],
};

/** What a change says of an entry; an absent value keeps the stored one (or the default). */
export type EnrolmentEntryChange = {
  sessionId: number;
  eventAttendees?: number | null;
  attended?: boolean | null;
  paid?: boolean | null;
};

/**
 * One member's row as the modal sends it. `entries`, when sent, is the whole wanted set (an entry
 * left out, or with a count of 0, is removed); absent keeps the stored entries. Absent flags keep
 * the stored values.
 */
export type EnrolmentChange = {
  memberId: number;
  enrolled: boolean;
  paid?: boolean | null;
  attended?: boolean | null;
  clauseAccepted?: boolean | null;
  entries?: readonly EnrolmentEntryChange[] | null;
};

/** What the rules need of the course and the caller. */
export type EnrolmentRuleContext = {
  clausesActive: boolean;
  /** The caller marks pay and attendance (`marksPayment`). */
  marksPayment: boolean;
  /** The course's sessions and events by id. */
  sessions: ReadonlyMap<number, SessionKind>;
};

export type EnrolmentRefusal = { key: MessageKey; params?: Record<string, string | number> };

const isCount = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= EVENT_MAX_ATTENDEES;

const marked = (e: { paid: boolean; attended: boolean }) => e.paid || e.attended;

/** The entries a change asks for, or the first broken one. */
function wantedEntries(
  current: EnrolmentState,
  sent: readonly EnrolmentEntryChange[],
  context: EnrolmentRuleContext,
): EnrolmentEntryState[] | EnrolmentRefusal {
  if (sent.length > context.sessions.size) return { key: 'courses.enrolEntriesTooMany' };
  const stored = new Map(current.entries.map((e) => [e.sessionId, e]));
  const seen = new Set<number>();
  const wanted: EnrolmentEntryState[] = [];
  for (const entry of sent) {
    const kind = context.sessions.get(entry.sessionId);
    if (!kind) return { key: 'courses.enrolSessionUnknown', params: { session: entry.sessionId } };
    if (seen.has(entry.sessionId))
      return { key: 'courses.enrolSessionTwice', params: { session: entry.sessionId } };
    seen.add(entry.sessionId);
    const count = entry.eventAttendees;
    if (count !== undefined && count !== null && !isCount(count)) {
      return { key: 'courses.eventCountInvalid', params: { max: EVENT_MAX_ATTENDEES } };
    }
    // A count of 0 is the entry taken away (part 2 §4), whatever its kind.
    if (count === 0) continue;
    const before = stored.get(entry.sessionId);
    wanted.push({
      sessionId: entry.sessionId,
      kind,
      // A session always counts one person; an event counts whoever the member brings.
      eventAttendees: kind === 'S' ? 1 : (count ?? before?.eventAttendees ?? 1),
      attended: entry.attended ?? before?.attended ?? false,
      paid: entry.paid ?? before?.paid ?? false,
    });
  }
  return wanted;
}

/** Whether any pay or attendance mark differs between two states. */
function marksDiffer(before: EnrolmentState, after: EnrolmentState): boolean {
  if (before.paid !== after.paid || before.attended !== after.attended) return true;
  const stored = new Map(before.entries.map((e) => [e.sessionId, e]));
  return after.entries.some((e) => {
    const old = stored.get(e.sessionId);
    return e.paid !== (old?.paid ?? false) || e.attended !== (old?.attended ?? false);
  });
}

/**
 * The state a change leads to, or the first rule it breaks: clauses accepted when active; at
 * least one session or event while enrolled; pay and attendance only by the organising dojo's
 * administrator and only on a row with an entry; a paid or attended enrolment (or entry) taken
 * away only by them; event counts 0 (removed) to EVENT_MAX_ATTENDEES.
 */
export function applyEnrolmentChange(
  current: EnrolmentState,
  change: EnrolmentChange,
  context: EnrolmentRuleContext,
): EnrolmentState | EnrolmentRefusal {
  const losesMarks = (removed: readonly { paid: boolean; attended: boolean }[]) =>
    !context.marksPayment && removed.some(marked);
  if (!change.enrolled) {
    if (change.paid || change.attended) return { key: 'courses.paymentNeedsSession' };
    if (current.enrolled && losesMarks([current, ...current.entries]))
      return { key: 'courses.paidOrAttended' };
    return NOT_ENROLLED;
  }
  const entries = change.entries ? wantedEntries(current, change.entries, context) : current.entries;
  if (!Array.isArray(entries)) return entries;
  const kept = new Set(entries.map((e) => e.sessionId));
  if (losesMarks(current.entries.filter((e) => !kept.has(e.sessionId))))
    return { key: 'courses.paidOrAttended' };
  const wanted: EnrolmentState = {
    enrolled: true,
    paid: change.paid ?? current.paid,
    attended: change.attended ?? current.attended,
    clauseAccepted: change.clauseAccepted ?? current.clauseAccepted,
    entries,
  };
  if (context.clausesActive && !wanted.clauseAccepted) return { key: 'courses.clausesNotAccepted' };
  if (!context.marksPayment && marksDiffer(current, wanted)) return { key: 'courses.paymentNotYours' };
  if (!entries.length) {
    return {
      key: wanted.paid || wanted.attended ? 'courses.paymentNeedsSession' : 'courses.sessionsForEnrolment',
    };
  }
  return wanted;
}

/** A refusal rather than a state. */
export const isRefusal = (result: EnrolmentState | EnrolmentRefusal): result is EnrolmentRefusal =>
  'key' in result;
