import { Client } from 'pg';
import { ensureReferenceData } from '../modules/geo/reference';
import { migrate } from './orm';
import type { Database } from './connect';

/** Brings a database to date: migrations, then the reference data every installation needs. */
export async function prepareDatabase(db: Database): Promise<void> {
  await migrate(db.orm);
  await withPgClient(db.url, ensureReferenceData);
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
