import type { ClientBase } from 'pg';
import { MODULES } from '../modules';
import type { DomainModule } from '../modules/common/domain-module';

/**
 * The data every installation needs, each module's (`referenceData`: countries and provinces,
 * belts and titles), in one transaction. Idempotent (upserts by natural key), so it runs at every
 * start and a corrected name or coordinate reaches old databases.
 */
export async function ensureReferenceData(db: ClientBase): Promise<void> {
  await db.query('begin');
  try {
    for (const module of MODULES as readonly DomainModule[]) await module.referenceData?.(db);
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}
