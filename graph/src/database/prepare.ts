import { Client } from 'pg';
import { ensureReferenceData } from './reference';
import { migrate } from './orm';
import type { Database } from './connect';

/** Brings a database to date: migrations, then the reference data every installation needs. */
export async function prepareDatabase(db: Database): Promise<void> {
  await migrate(db.orm);
  await withPgClient(db.url, ensureReferenceData);
}

/** Any number fixed for Federa: the key of the lock replicas take while they bring the database to date. */
const STARTUP_LOCK = 7_304_115_001;

/**
 * Runs `work` while holding a database-wide lock: replicas started together migrate (and seed the
 * demo) one after the other, the later ones finding the work done, instead of racing each other.
 */
export async function withStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  return withPgClient(url, async (client) => {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  });
}

/** A plain pg connection for bulk work (unnest inserts, COPY) that the ORM has no use for. */
export async function withPgClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
