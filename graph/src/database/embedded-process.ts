import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Binaries } from './embedded-binaries';

/** The account PostgreSQL runs as: none as an ordinary user, the `postgres` user as root. */
export type Account = { uid: number; gid: number } | undefined;

export const SUPERUSER = 'postgres';

function idOf(flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: 'pipe' }).trim());
}

/** PostgreSQL refuses to run as root: as root it runs as `postgres`, created when missing. */
export function serverAccount(): Account {
  if (process.getuid?.() !== 0) return undefined;
  try {
    return { uid: idOf('-u'), gid: idOf('-g') };
  } catch {
    execFileSync('groupadd', ['-f', '--system', 'postgres'], { stdio: 'pipe' });
    execFileSync('useradd', ['--system', '-g', 'postgres', 'postgres'], { stdio: 'pipe' });
    return { uid: idOf('-u'), gid: idOf('-g') };
  }
}

function run(binaries: Binaries, account: Account, file: string, args: string[]): ChildProcess {
  // Started from the binaries' folder: the clone may be a folder the account cannot enter.
  return spawn(file, args, {
    ...account,
    cwd: binaries.root,
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function collect(child: ChildProcess, log: (line: string) => void): () => string {
  let output = '';
  const take = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-4000);
    log(text);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return () => output;
}

/**
 * Creates the cluster in `dir` with `password` for the superuser, and password authentication
 * (SCRAM) for every connection. The password reaches initdb through a file only the account reads.
 */
export async function initialiseCluster(
  binaries: Binaries,
  account: Account,
  dir: string,
  password: string,
  log: (line: string) => void,
): Promise<void> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-initdb-'));
  const pwfile = path.join(secretDir, 'password');
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (account) {
    for (const owned of [dir, secretDir, pwfile]) fs.chownSync(owned, account.uid, account.gid);
  }
  try {
    const child = run(binaries, account, binaries.initdb, [
      `--pgdata=${dir}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ]);
    const output = collect(child, log);
    const [code] = await new Promise<[number | null]>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (exitCode) => resolve([exitCode]));
    });
    if (code !== 0) throw new Error(`initdb failed (code ${code}): ${output()}`);
  } finally {
    fs.rmSync(secretDir, { recursive: true, force: true });
  }
}

/**
 * Whether the server started as `pid` accepts connections, from the status line of its
 * postmaster.pid (as pg_ctl reads it): neither a server of another cluster on the same port nor
 * the language of the log can mislead it.
 */
function ready(dir: string, pid: number | undefined): boolean {
  try {
    const lines = fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
    // A hot standby that takes read-only connections says `standby` instead (standby.ts).
    return Number(lines[0]) === pid && ['ready', 'standby'].includes(lines[7]?.trim() ?? '');
  } catch {
    return false;
  }
}

export type RunningServer = { stop: () => Promise<void> };

const STARTUP_LIMIT_MS = 120_000;

/**
 * Starts the server on 127.0.0.1 only (no Unix socket) and waits until it accepts connections.
 * `settings` add or replace server settings (`-c name=value`).
 */
export async function startServerProcess(
  binaries: Binaries,
  account: Account,
  dir: string,
  port: number,
  log: (line: string) => void,
  settings: Record<string, string> = {},
): Promise<RunningServer> {
  const child = run(binaries, account, binaries.postgres, [
    '-D',
    dir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'fsync=on',
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ]);
  const output = collect(child, log);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('error', (error) => {
      log(`[embedded-postgres] ${String(error)}`);
      exited = true;
      resolve();
    });
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });
  // A process that ends without stopping the server (an uncaught error) must not leave it behind.
  const stopOnExit = () => {
    if (!exited) child.kill('SIGINT');
  };
  process.once('exit', stopOnExit);

  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (!ready(dir, child.pid)) {
    if (exited || Date.now() > deadline) {
      if (!exited) child.kill('SIGINT');
      await exit;
      process.removeListener('exit', stopOnExit);
      throw new Error(`PostgreSQL did not start on port ${port}: ${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      // SIGINT: fast shutdown (open sessions are ended, the data is checkpointed).
      if (!exited) child.kill('SIGINT');
      await exit;
    },
  };
}
