import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase, withDatabaseName } from '../../graph/src/database/connect';
import { startEmbeddedPostgres } from '../../graph/src/database/embedded';
import { openOrm } from '../../graph/src/database/orm';
import { prepareDatabase, withPgClient } from '../../graph/src/database/prepare';
import { generateDemo } from '../../graph/src/tools/demo/generator';
import { TEMPLATE_DATABASE } from './constants';
import { freePort } from './free-port';

// Shared by jest's global setup and the browser suite's: one PostgreSQL for a whole run and a
// template database that each test file (jest) or each browser worker clones for itself
// (startTestServer), so that nothing one writes is seen by another running at the same time.

export type TestPostgres = { serverUrl: string; stop: () => Promise<void> };

/** An embedded PostgreSQL in a temporary folder, removed again by stop(). */
export async function startTestPostgres(port?: number): Promise<TestPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-test-pg-'));
  // As root the embedded PostgreSQL runs as the `postgres` user, which must reach its folder.
  fs.chmodSync(dir, 0o755);
  // Thrown away after the run: nothing needs to reach the disk before a commit returns (each test
  // file's copy of the template and every write of every test otherwise wait for it).
  const server = await startEmbeddedPostgres(path.join(dir, 'data'), port ?? (await freePort()), undefined, {
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
  });
  return {
    serverUrl: server.url('postgres'),
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/** The template database, migrated and filled with a demo federation of `members` members. */
export async function buildTemplate(
  serverUrl: string,
  demo: { members: number; passwordHash: string },
): Promise<void> {
  const templateUrl = withDatabaseName(serverUrl, TEMPLATE_DATABASE);
  await ensureDatabase(templateUrl, true);
  const orm = await openOrm(templateUrl);
  try {
    await prepareDatabase({ orm, url: templateUrl, close: async () => undefined });
    await withPgClient(templateUrl, (client) => generateDemo(client, demo));
  } finally {
    await orm.close(true);
  }
}
