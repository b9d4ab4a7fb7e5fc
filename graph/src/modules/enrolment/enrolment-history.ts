import type { EntityManager } from '@mikro-orm/postgresql';
import { exists, sql } from '../common/sql';

/** Whether a member was ever enrolled in a course: history that keeps the member. */
export const memberHasEnrolments = (em: EntityManager, memberId: number) =>
  exists(em, sql`select 1 from inscripcion where cf_asociado = ${memberId}`);
