import type { EntityManager } from '@mikro-orm/postgresql';
import { exists, sql } from '../common/sql';

/** Whether any member belongs to a dojo: its members keep the dojo. */
export const dojoHasMembers = (em: EntityManager, dojoId: number) =>
  exists(em, sql`select 1 from asociado where cf_dojo = ${dojoId}`);
