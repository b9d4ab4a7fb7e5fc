import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/free-port';

/**
 * `npm start` stopped by a signal (Ctrl-C, a service manager) must stop its embedded PostgreSQL
 * too, not leave it running with the data folder in use.
 */
const REPO = path.resolve(__dirname, '../../..');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    if (check()) return true;
  }
  return check();
}

it.each(['SIGTERM', 'SIGINT'] as const)(
  'the server process stopped by %s stops its embedded PostgreSQL',
  async (signal) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-shutdown-'));
    // As root PostgreSQL runs as `postgres`, which must reach the folder.
    fs.chmodSync(dataDir, 0o755);
    let postmaster: number | undefined;
    try {
      const server = spawn(
        process.execPath,
        ['-r', './tests/support/swc-register.cjs', 'graph/src/main.ts'],
        {
          cwd: REPO,
          env: {
            ...process.env,
            // As `npm start` runs it: under NODE_ENV=test Apollo leaves the signals alone.
            NODE_ENV: '',
            DATABASE_URL: '',
            FEDERA_DATA_DIR: dataDir,
            FEDERA_SEED_DEMO: 'false',
            PORT: String(await freePort()),
            EMBEDDED_PG_PORT: String(await freePort()),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      server.stdout.on('data', (chunk) => (output += chunk));
      server.stderr.on('data', (chunk) => (output += chunk));
      let ended = false;
      const exited = new Promise((resolve) => server.once('exit', resolve)).then(() => (ended = true));
      await until(() => ended || output.includes('Federa listening'), 50_000);
      expect(output).toContain('Federa listening');
      postmaster = Number(
        fs.readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0],
      );
      expect(alive(postmaster)).toBe(true);

      server.kill(signal);
      await exited;
      expect(await until(() => !alive(postmaster!), 10_000)).toBe(true);
    } finally {
      if (postmaster && alive(postmaster)) process.kill(postmaster, 'SIGINT');
      await until(() => !postmaster || !alive(postmaster), 10_000);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
  90_000,
);
