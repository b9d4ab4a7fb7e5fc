import type { EntityManager } from '@mikro-orm/postgresql';
import { first, sql } from '../common/sql';

/** Whether a member has paid any fee: fees are history, and keep the member (part 1 §8). */
export async function memberHasFees(em: EntityManager, memberId: number): Promise<boolean> {
  const row = await first<{ found: boolean }>(
    em,
    sql`select exists (select 1 from cuota where cf_asociado = ${memberId}) as found`,
  );
  return row!.found;
}

/** Whether a dojo has sent any fee batch (remesa): batches are history, and keep the dojo. */
export async function dojoHasFeeBatches(em: EntityManager, dojoId: number): Promise<boolean> {
  const row = await first<{ found: boolean }>(
    em,
    sql`select exists (select 1 from remesa where cf_dojo = ${dojoId}) as found`,
  );
  return row!.found;
}
