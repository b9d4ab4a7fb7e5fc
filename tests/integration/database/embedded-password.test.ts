import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../../graph/src/database/embedded';
import { usableBinaries } from '../../../graph/src/database/embedded-binaries';
import { initialiseCluster, serverAccount } from '../../../graph/src/database/embedded-process';
import { freePort } from '../../support/free-port';

/** The password every installation had before each drew its own. */
const OLD_FIXED_PASSWORD = 'federa-embedded';

/** The server's answer to a sign-in as the superuser: its SQLSTATE when refused. */
async function signIn(port: number, password: string | undefined): Promise<string> {
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  try {
    await client.connect();
    return 'accepted';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('the embedded database superuser password', () => {
  let folder: string;
  let server: EmbeddedServer | undefined;

  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-pg-password-'));
    // As root PostgreSQL runs as `postgres`, which must reach the cluster's folder.
    fs.chmodSync(folder, 0o755);
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('is drawn for each new installation, kept beside the data for the owner only, and required', async () => {
    const port = await freePort();
    server = await startEmbeddedPostgres(path.join(folder, 'postgres'), port);
    const file = path.join(folder, 'postgres-password');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const password = fs.readFileSync(file, 'utf8').trim();
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    expect(server.url('postgres')).toContain(`:${password}@`);

    expect(await signIn(port, OLD_FIXED_PASSWORD)).toBe('28P01');
    expect(await signIn(port, undefined)).not.toBe('accepted');
    expect(await signIn(port, password)).toBe('accepted');
    // No connection is trusted without a password.
    const rules = await query<{ auth_method: string }>(
      server.url('postgres'),
      'SELECT DISTINCT auth_method FROM pg_hba_file_rules',
    );
    expect(rules.map((rule) => rule.auth_method)).toEqual(['scram-sha-256']);

    // Another installation draws another password.
    const other = path.join(folder, 'other');
    fs.mkdirSync(other, { mode: 0o755 });
    const second = await startEmbeddedPostgres(path.join(other, 'postgres'), await freePort());
    await second.stop();
    expect(fs.readFileSync(path.join(other, 'postgres-password'), 'utf8').trim()).not.toBe(password);
  });

  it('replaces the old fixed password of an existing installation, keeping its data', async () => {
    const account = serverAccount();
    const dir = path.join(folder, 'postgres');
    await initialiseCluster(
      usableBinaries(account !== undefined),
      account,
      dir,
      OLD_FIXED_PASSWORD,
      () => undefined,
    );
    const port = await freePort();
    const oldUrl = `postgresql://postgres:${OLD_FIXED_PASSWORD}@127.0.0.1:${port}/postgres`;

    server = await startEmbeddedPostgres(dir, port);
    const file = path.join(folder, 'postgres-password');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const password = fs.readFileSync(file, 'utf8').trim();
    expect(password).not.toBe(OLD_FIXED_PASSWORD);
    expect(await signIn(port, OLD_FIXED_PASSWORD)).toBe('28P01');
    await query(server.url('postgres'), 'CREATE TABLE kept (id int)');
    await server.stop();

    // The next start reads the file and finds the data.
    server = await startEmbeddedPostgres(dir, port);
    expect(server.url('postgres')).not.toBe(oldUrl);
    expect(await query(server.url('postgres'), 'SELECT count(*)::int AS n FROM kept')).toEqual([{ n: 0 }]);
    expect(fs.existsSync(`${file}.pending`)).toBe(false);
  });
});
