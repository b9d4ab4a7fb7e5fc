import type { EntityManager } from '@mikro-orm/postgresql';
import { exists, sql } from '../common/sql';

/** Whether a member has paid any fee: fees are history, and keep the member (part 1 §8). */
export const memberHasFees = (em: EntityManager, memberId: number) =>
  exists(em, sql`select 1 from cuota where cf_asociado = ${memberId}`);

/** Whether a dojo has sent any fee batch (remesa): batches are history, and keep the dojo. */
export const dojoHasFeeBatches = (em: EntityManager, dojoId: number) =>
  exists(em, sql`select 1 from remesa where cf_dojo = ${dojoId}`);
