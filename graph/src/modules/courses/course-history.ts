import type { EntityManager } from '@mikro-orm/postgresql';
import { exists, sql } from '../common/sql';

/** Whether a dojo organised any course: history that keeps the dojo. */
export const dojoHasCourses = (em: EntityManager, dojoId: number) =>
  exists(em, sql`select 1 from curso where cf_organiz = ${dojoId}`);
