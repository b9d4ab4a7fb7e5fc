import type { EntityManager } from '@mikro-orm/postgresql';
import { first, sql } from '../common/sql';

/** Whether any member belongs to a dojo: its members keep the dojo. */
export async function dojoHasMembers(em: EntityManager, dojoId: number): Promise<boolean> {
  const row = await first<{ found: boolean }>(
    em,
    sql`select exists (select 1 from asociado where cf_dojo = ${dojoId}) as found`,
  );
  return row!.found;
}
