import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { withDatabaseName } from './database-url';
import { startEmbeddedPostgres, usableDir, type EmbeddedServer } from './embedded';
import { passwordFile } from './embedded-password';
import { serverAccount } from './embedded-process';

// A hot standby of an embedded PostgreSQL, made as `pg_basebackup -R -C -S` makes one, from the
// three binaries the embedded package carries (initdb, postgres, pg_ctl: no pg_basebackup): a
// replication role and its pg_hba line on the primary, a slot that keeps the WAL the standby has
// not taken yet, the low-level base backup (pg_backup_start, a copy of the data folder,
// pg_backup_stop's backup_label), then standby.signal and primary_conninfo. The read replica's
// test runs on it (tests/integration/operations/read-replica.test.ts).

const ROLE = 'federa_replication';
const SLOT = 'federa_standby';

/** What a base backup leaves out (the PostgreSQL manual's list): the standby makes its own. */
const LEFT_OUT = new Set(['postmaster.pid', 'postmaster.opts', 'standby.signal', 'recovery.signal']);
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_stat_tmp',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);

async function connected<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Settings a primary needs for a standby: WAL for replicas, and senders for it. */
export const PRIMARY_SETTINGS: Record<string, string> = {
  wal_level: 'replica',
  max_wal_senders: '4',
  // A throwaway cluster: nothing needs to reach the disk before a commit returns.
  fsync: 'off',
  synchronous_commit: 'off',
};

export type Standby = EmbeddedServer & { dir: string; port: number; restart: () => Promise<void> };

/**
 * Makes `dir` a hot standby of the server at `primaryUrl` (any database of it, as its superuser)
 * and starts it on `port`. Its superuser password is the primary's (the copy carries it).
 */
export async function startStandby(
  primaryUrl: string,
  requestedDir: string,
  port: number,
  log: (line: string) => void = () => undefined,
): Promise<Standby> {
  const admin = withDatabaseName(primaryUrl, 'postgres');
  const secret = crypto.randomBytes(24).toString('hex');
  const primaryDir = await connected(admin, async (client) => {
    await client.query(
      `do $$ begin
         if not exists (select from pg_roles where rolname = '${ROLE}') then
           create role ${ROLE} with login replication;
         end if;
       end $$`,
    );
    await client.query(`alter role ${ROLE} password '${secret}'`);
    const { rows } = await client.query<{ dir: string; hba: string }>(
      `select current_setting('data_directory') as dir, current_setting('hba_file') as hba`,
    );
    const line = `host replication ${ROLE} 127.0.0.1/32 scram-sha-256`;
    if (!fs.readFileSync(rows[0]!.hba, 'utf8').includes(line)) fs.appendFileSync(rows[0]!.hba, `\n${line}\n`);
    await client.query('select pg_reload_conf()');
    await client.query(
      `select pg_create_physical_replication_slot($1, true)
        where not exists (select from pg_replication_slots where slot_name = $1)`,
      [SLOT],
    );
    return rows[0]!.dir;
  });

  const dir = usableDir(requestedDir);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 });
  await connected(admin, async (client) => {
    // Fast: a checkpoint now rather than at its time.
    await client.query(`select pg_backup_start('federa', true)`);
    try {
      copyCluster(primaryDir, dir);
    } finally {
      const { rows } = await client.query<{ labelfile: string }>(
        `select labelfile from pg_backup_stop(false)`,
      );
      fs.writeFileSync(path.join(dir, 'backup_label'), rows[0]!.labelfile);
    }
  });
  const primary = new URL(primaryUrl);
  fs.writeFileSync(path.join(dir, 'standby.signal'), '');
  fs.appendFileSync(
    path.join(dir, 'postgresql.auto.conf'),
    `primary_conninfo = 'host=${primary.hostname} port=${primary.port} user=${ROLE} password=${secret} application_name=${SLOT}'\n` +
      `primary_slot_name = '${SLOT}'\n`,
  );
  fs.copyFileSync(passwordFile(primaryDir), passwordFile(dir));
  const account = serverAccount();
  if (account) chownTree(dir, account.uid, account.gid);
  fs.chmodSync(dir, 0o700);

  // Reports on the standby are not cancelled by the primary's vacuum (their rows are kept).
  const settings = { hot_standby: 'on', hot_standby_feedback: 'on', fsync: 'off' };
  let server = await startEmbeddedPostgres(dir, port, log, settings);
  return {
    dir,
    port,
    url: (database) => server.url(database),
    stop: () => server.stop(),
    restart: async () => {
      server = await startEmbeddedPostgres(dir, port, log, settings);
    },
  };
}

function copyCluster(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (LEFT_OUT.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (EMPTIED.has(entry.name)) {
      fs.mkdirSync(target, { mode: 0o700 });
      if (entry.name === 'pg_wal') fs.mkdirSync(path.join(target, 'archive_status'), { mode: 0o700 });
      continue;
    }
    copyEntry(source, target);
  }
}

/** A file removed while the copy runs (a dropped table, a temporary file) is not part of it. */
function copyEntry(source: string, target: string): void {
  try {
    const stat = fs.lstatSync(source);
    if (stat.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else if (stat.isDirectory()) {
      fs.mkdirSync(target, { mode: 0o700 });
      for (const name of fs.readdirSync(source)) copyEntry(path.join(source, name), path.join(target, name));
    } else fs.copyFileSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function chownTree(dir: string, uid: number, gid: number): void {
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, uid, gid);
    else fs.lchownSync(full, uid, gid);
  }
}

/** Waits until the standby has replayed everything the primary had flushed when asked. */
export async function waitForReplay(primaryUrl: string, standbyUrl: string, limitMs = 60_000): Promise<void> {
  const { lsn } = await connected(primaryUrl, async (c) => {
    const { rows } = await c.query<{ lsn: string }>('select pg_current_wal_flush_lsn()::text as lsn');
    return rows[0]!;
  });
  const deadline = Date.now() + limitMs;
  await connected(standbyUrl, async (c) => {
    for (;;) {
      const { rows } = await c.query<{ done: boolean }>(
        'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) as done',
        [lsn],
      );
      if (rows[0]!.done) return;
      if (Date.now() > deadline) throw new Error(`the standby did not replay up to ${lsn}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}
