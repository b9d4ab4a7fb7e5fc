// First: what this setup loads finds the shared contract in its sources, not in schema/dist.
import './source-resolution.cjs';
import bcrypt from 'bcrypt';
import { DEMO_PASSWORD, TEST_DEMO_MEMBERS } from './constants';
import { buildTemplate, startTestPostgres } from './template-database';

/**
 * One real PostgreSQL for the whole run (or the one of TEST_DATABASE_URL), and a template database
 * migrated and filled with a small demo federation that every test file clones for itself.
 */
export default async function globalSetup(): Promise<void> {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const pg = await startTestPostgres();
    (globalThis as Record<string, unknown>).__federaTestPg = pg;
    serverUrl = pg.serverUrl;
  }
  // The demo accounts' stored hash, checked by every sign-in of every file (four a file): at
  // bcrypt's lowest cost, each check takes a millisecond instead of tens. The server's own cost
  // (config.bcryptCost) still makes every hash it writes, and the decoy of unknown accounts.
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, 4);
  await buildTemplate(serverUrl, { members: TEST_DEMO_MEMBERS, passwordHash });
  process.env.FEDERA_TEST_SERVER_URL = serverUrl;
}
