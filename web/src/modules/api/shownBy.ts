import type { Query } from '../../generated/graphql';
import type { ShownBy } from '../ui/list/invalidate';

type RootField = Exclude<keyof Query, '__typename'>;

/**
 * For each type a write can change, the root fields whose answers show its data: those whose
 * schema type reaches it (a member carries its dojo and association), and those that count it
 * (a dojo's memberCount, an association's dojoCount). shownBy.test.ts checks the first part
 * against schema.graphql, so a new field that shows a type cannot be forgotten here.
 */
export const SHOWN_BY = {
  Association: [
    'association',
    'associationConflicts',
    'associationPosition',
    'associations',
    'dojo',
    'dojos',
    'member',
    'members',
    'membersConnection',
  ],
  Dojo: [
    'association',
    'associations',
    'dojo',
    'dojoNameTakenBy',
    'dojoPosition',
    'dojos',
    'member',
    'members',
    'membersConnection',
    'publicDojos',
  ],
  // A course's validation changes who sees it, the caller's courses and the warnings' badge (and
  // the inbox, which lists what the badges count).
  Course: ['course', 'coursePosition', 'courses', 'myCourses', 'validationInbox', 'warnings'],
  // A saved enrolment: the table and its counters, and whether the caller attends (`enrolled`).
  EnrolmentRow: ['course', 'courseEnrolment', 'courses', 'enrolmentConnection', 'myCourses'],
  // A batch counts in the warnings' badge until the caller's level has validated it.
  FeeBatch: [
    'feeBatch',
    'feeBatchCandidates',
    'feeBatchPosition',
    'feeBatches',
    'validationInbox',
    'warnings',
  ],
  // A validation or a delete changes the list and the pending count of the warnings' badge.
  GradeEntry: ['gradeEntries', 'gradeEntryPosition', 'validationInbox', 'warnings'],
  // A member's saved record: their current grade and readiness, the list and its pending count.
  HeldGrade: [
    'gradeEntries',
    'gradeEntryPosition',
    'gradeReadiness',
    'member',
    'memberGradeRecord',
    'members',
    'membersConnection',
    'validationInbox',
    'warnings',
  ],
  // A fee batch pays its members' fees (lastFeeYear, memberFees, the batch candidates' last fee).
  Member: [
    'dojo',
    'feeBatchCandidates',
    'dojos',
    'member',
    'memberFees',
    'memberMailTaken',
    'memberNumberTaken',
    'memberPosition',
    'members',
    'membersConnection',
  ],
} as const satisfies ShownBy & Record<string, readonly RootField[]>;

declare module '../ui/list/invalidate' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ChangedTypes extends Record<keyof typeof SHOWN_BY, true> {}
}
