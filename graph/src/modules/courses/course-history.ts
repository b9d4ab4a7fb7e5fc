import type { EntityManager } from '@mikro-orm/postgresql';
import { first, sql } from '../common/sql';

/** Whether a member was ever enrolled in a course: history that keeps the member. */
export async function memberHasEnrolments(em: EntityManager, memberId: number): Promise<boolean> {
  const row = await first<{ found: boolean }>(
    em,
    sql`select exists (select 1 from inscripcion where cf_asociado = ${memberId}) as found`,
  );
  return row!.found;
}

/** Whether a dojo organised any course: history that keeps the dojo. */
export async function dojoHasCourses(em: EntityManager, dojoId: number): Promise<boolean> {
  const row = await first<{ found: boolean }>(
    em,
    sql`select exists (select 1 from curso where cf_organiz = ${dojoId}) as found`,
  );
  return row!.found;
}
