import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcrypt';
import { ensureDatabase, withDatabaseName } from '../../graph/src/database/connect';
import { startEmbeddedPostgres } from '../../graph/src/database/embedded';
import { openOrm } from '../../graph/src/database/orm';
import { prepareDatabase, withPgClient } from '../../graph/src/database/prepare';
import { generateDemo } from '../../graph/src/modules/demo/generator';
import { TEMPLATE_DATABASE, TEST_DEMO_MEMBERS } from './constants';
import { freePort } from './free-port';

/**
 * One real PostgreSQL for the whole run (or the one of TEST_DATABASE_URL), and a template database
 * migrated and filled with a small demo federation that every test file clones for itself.
 */
export default async function globalSetup(): Promise<void> {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-test-pg-'));
    fs.chmodSync(dir, 0o755);
    const server = await startEmbeddedPostgres(path.join(dir, 'data'), await freePort());
    (globalThis as Record<string, unknown>).__federaTestPg = { server, dir };
    serverUrl = server.url('postgres');
  }
  const templateUrl = withDatabaseName(serverUrl, TEMPLATE_DATABASE);
  await ensureDatabase(templateUrl, true);
  const orm = await openOrm(templateUrl);
  try {
    await prepareDatabase({ orm, url: templateUrl, close: async () => undefined });
    const passwordHash = await bcrypt.hash('aikido123', 10);
    await withPgClient(templateUrl, (client) =>
      generateDemo(client, { members: TEST_DEMO_MEMBERS, passwordHash }),
    );
  } finally {
    await orm.close(true);
  }
  process.env.FEDERA_TEST_SERVER_URL = serverUrl;
}
