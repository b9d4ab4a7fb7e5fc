// Starts the real application for the browser tests: a fresh build (unless E2E_SKIP_BUILD=1), then
// graph/dist/graph/src/main.js over a throwaway embedded PostgreSQL in a temporary folder, which
// the server migrates and fills with the demo federation on first start. The folder is removed
// when the server stops, so every run starts from the same demo data.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const port = process.env.E2E_PORT ?? '4173';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

function portOpen(portNumber) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: portNumber });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

if (process.env.E2E_SKIP_BUILD !== '1') execSync('npm run build', { cwd: root, stdio: 'inherit' });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-e2e-'));
// As root the embedded PostgreSQL runs as the `postgres` user, which must reach its folder.
fs.chmodSync(dataDir, 0o755);
const pgPort = Number(process.env.E2E_PG_PORT ?? (await freePort()));

const env = {
  ...process.env,
  PORT: port,
  FEDERA_DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(pgPort),
  // Every test browser signs in from 127.0.0.1: the per-address ceiling would be reached by the
  // suite itself. The per-account limit stays as in production.
  SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: process.env.SIGNIN_MAX_ATTEMPTS_PER_ADDRESS ?? '1000',
  // Journeys in parallel share the demo accounts: the form's checks of one member's journeys
  // all count against that member's per-minute allowance.
  MEMBER_CHECKS_PER_MINUTE: process.env.MEMBER_CHECKS_PER_MINUTE ?? '1000',
};
delete env.DATABASE_URL;
delete env.NODE_ENV;

const server = spawn(process.execPath, ['graph/dist/graph/src/main.js'], {
  cwd: root,
  env,
  stdio: 'inherit',
});

// Playwright signals the whole process group; a signal sent to this process alone is passed on.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => server.exitCode === null && server.kill(signal), 3000).unref();
  });
}

server.on('exit', async (code, signal) => {
  // PostgreSQL may outlive the server by a moment: wait for its port to close before cleaning up.
  for (let i = 0; i < 50 && (await portOpen(pgPort)); i++) await new Promise((r) => setTimeout(r, 200));
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  process.exit(code ?? (signal ? 1 : 0));
});
