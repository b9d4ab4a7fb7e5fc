import type { Actor } from '@federa/schema/permissions';
import { sql, type Sql } from '../common/sql';

/**
 * `enrolsMember` (schema/permissions/courses.ts) as conditions on the member table `a`, any of
 * which lets a member in: themselves, their dojo as its administrator, their association as its
 * administrator. `everyone` for the national administrator. The enrolment table and the exports
 * read their members through it, so that the rule stays one.
 */
export function enrolReach(actor: Actor): 'everyone' | Sql[] {
  if (actor.roles.admin) return 'everyone';
  const reach = [sql`a.id_aso = ${actor.memberId}`];
  if (actor.roles.dojoAdmin) reach.push(sql`a.cf_dojo = ${actor.dojoId}`);
  if (actor.roles.associationAdmin) reach.push(sql`a.cf_asoc = ${actor.associationId}`);
  return reach;
}
