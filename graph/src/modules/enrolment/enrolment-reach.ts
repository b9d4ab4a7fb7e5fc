import { usesEnrolmentTools, type Actor } from '@federa/schema/permissions';
import { join, sql, type Sql } from '../common/sql';
import { privateDataReach } from '../members/member.rules';
import { managedCondition, seenByOf, seenCondition } from '../courses/course.list';

/**
 * `enrolsMember` (schema/permissions/courses.ts) as conditions on the member table `a`, any of
 * which lets a member in: themselves, their dojo as its administrator, their association as its
 * administrator. `everyone` for the national administrator. The enrolment table and the exports
 * read their members through it, so that the rule stays one: it is `seesPrivateData`'s (themselves
 * or whom they administer), written once by the members domain.
 */
export const enrolReach = (actor: Actor): 'everyone' | Sql[] => privateDataReach(actor);

/**
 * The enrolments (`inscripcion i` of course `c`, member `a`) the enrolment table shows the actor,
 * course by course: in a course they see (`seesCourse`, else the table is not found), the members
 * they may enrol, and everyone enrolled in a course they manage. The report view reads it.
 */
export function enrolmentsSeen(actor: Actor): Sql {
  const reach = enrolReach(actor);
  if (reach === 'everyone') return sql`true`;
  const rows = join([...reach, managedCondition(actor)], ' or ');
  return sql`(${seenCondition(seenByOf(actor))} and (${rows}))`;
}

/**
 * The enrolments a course's counts may count for the actor: every one for those whose enrolment
 * modal shows the course-wide counters (`usesEnrolmentTools`), otherwise only the rows they see.
 */
export const enrolmentsCounted = (actor: Actor): Sql =>
  usesEnrolmentTools(actor) ? sql`true` : enrolmentsSeen(actor);
