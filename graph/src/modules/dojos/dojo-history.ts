import type { EntityManager } from '@mikro-orm/postgresql';
import { first, sql } from '../common/sql';

/** Whether an association has any dojo: its dojos keep the association. */
export async function associationHasDojos(em: EntityManager, associationId: number): Promise<boolean> {
  const row = await first<{ found: boolean }>(
    em,
    sql`select exists (select 1 from dojo where cf_asoc = ${associationId}) as found`,
  );
  return row!.found;
}
