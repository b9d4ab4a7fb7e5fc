import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import type { Config } from '../config';
import { withDatabaseName } from './database-url';
import type { EmbeddedServer } from './embedded';
import { openOrm } from './orm';
import { Reader } from './reader';

/** `reader`: the read-only copy of DATABASE_READ_URL, when one is configured (ADR 0025). */
export type Database = { orm: MikroORM; url: string; reader?: Reader; close: () => Promise<void> };

export { withDatabaseName };

/** Creates the database when missing (or anew when `fresh`), connecting to the server's `postgres`. */
export async function ensureDatabase(url: string, fresh = false): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new Client({ connectionString: withDatabaseName(url, 'postgres') });
  await admin.connect();
  try {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${quoted}`);
  } finally {
    await admin.end();
  }
}

let embedded: Promise<EmbeddedServer> | undefined;

/**
 * Opens the ORM on DATABASE_URL, or on an embedded PostgreSQL kept in the data folder when no URL
 * is configured. The embedded server is started once per process and stopped by `close`.
 */
export async function connectDatabase(
  config: Config,
  options: {
    database?: string;
    fresh?: boolean;
    log?: (line: string) => void;
    /** Where the reader says when reads move between it and the primary. */
    readerLog?: (line: string) => void;
  } = {},
): Promise<Database> {
  let url: string;
  let ownsServer = false;
  if (config.databaseUrl) {
    url = options.database ? withDatabaseName(config.databaseUrl, options.database) : config.databaseUrl;
  } else {
    ownsServer = !embedded;
    // Loaded only when needed: servers given a URL never start PostgreSQL themselves.
    embedded ??= import('./embedded.js').then(({ startEmbeddedPostgres }) =>
      startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), config.embeddedPort, options.log),
    );
    url = (await embedded).url(options.database ?? 'federa');
  }
  await ensureDatabase(url, options.fresh);
  const orm = await openOrm(url);
  const reader = config.databaseRead
    ? await Reader.open(orm, config.databaseRead, options.readerLog).catch(async (error) => {
        await orm.close(true);
        throw error;
      })
    : undefined;
  return {
    orm,
    url,
    reader,
    close: async () => {
      await reader?.close();
      await orm.close(true);
      if (ownsServer && embedded) {
        const server = await embedded;
        embedded = undefined;
        await server.stop();
      }
    },
  };
}
