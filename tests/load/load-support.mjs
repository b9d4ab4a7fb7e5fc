// What the load and fault scripts share: the database (the bench's, on the embedded PostgreSQL or
// DATABASE_URL), server processes started from the build as a deployment runs them, traffic sent
// only to the loopback address, and the figures they print. Every script bounds its own duration.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBenchDatabase } from '../bench/bench-support.mjs';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(REPO, 'graph/dist/graph/src/main.js');
const PROBE = path.join(REPO, 'tests/load/memory-probe.cjs');
/** Every replica signs and checks tokens with one secret, as a deployment's do. */
const SECRET = 'federa-load-scripts-secret-not-for-production-use';
export const LOOPBACK = '127.0.0.1';

export { openBenchDatabase };

/** A numeric `--name value` option (underscores allowed: 1_000_000). */
export function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : Number(String(process.argv[at + 1]).replace(/_/g, ''));
}

async function waitReady(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready within ${ms} ms`);
}

/** The server processes still running: killed if the script ends without stopping them (a crash). */
const started = new Set();
process.once('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});

/**
 * A server process on `databaseUrl` at `port`, as `docker/compose.yml` runs a replica (production
 * settings, JSON logs), with throttling opened up: the traffic comes from one address.
 */
export async function startReplica(databaseUrl, port, extraEnv = {}, { probe = false } = {}) {
  if (!fs.existsSync(MAIN)) throw new Error('build first: npm run build');
  // With the probe, the process answers its own memory on an IPC channel (memory-probe.cjs).
  const args = probe ? ['--expose-gc', '--require', PROBE, MAIN] : [MAIN];
  const child = spawn(process.execPath, args, {
    cwd: REPO,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      JWT_SECRET: SECRET,
      FEDERA_SEED_DEMO: 'false',
      LOG_FORMAT: 'json',
      SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '100000000',
      SIGNIN_MAX_FAILURES_PER_PAIR: '100000000',
      MEMBER_CHECKS_PER_MINUTE: '100000000',
      ...extraEnv,
    },
    stdio: probe ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  const lines = { errors: 0, total: 0 };
  child.stdout.on('data', (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line) continue;
      lines.total++;
      if (line.includes('"level":"error"')) lines.errors++;
    }
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://${LOOPBACK}:${port}`;
  await Promise.race([
    waitReady(url, 60_000),
    exited.then(({ code }) => Promise.reject(new Error(`replica exited (${code}): ${stderr}`))),
  ]);
  return {
    url,
    pid: child.pid,
    lines,
    exited,
    get alive() {
      return child.exitCode === null && child.signalCode === null;
    },
    /** Resident memory in MB, from /proc (Linux). */
    rssMb() {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
      } catch {
        return NaN;
      }
    },
    /**
     * The process's own rss, heap used (after a full collection) and heap total in MB, asked over
     * the IPC channel (started with `probe`); null when it does not answer within `ms`.
     */
    memory(ms = 5000) {
      if (!child.connected) return Promise.resolve(null);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.off('message', onMessage);
          resolve(null);
        }, ms);
        const onMessage = (message) => {
          if (!message?.memory) return;
          clearTimeout(timer);
          child.off('message', onMessage);
          const mb = (bytes) => bytes / 2 ** 20;
          const { rss, heapUsed, heapTotal } = message.memory;
          resolve({ rss: mb(rss), heapUsed: mb(heapUsed), heapTotal: mb(heapTotal) });
        };
        child.on('message', onMessage);
        child.send('memory');
      });
    },
    kill: (signal = 'SIGTERM') => child.kill(signal),
    async stop() {
      if (!this.alive) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A session token of a demo account, signed in on one replica (every replica accepts it). */
export async function tokenOf(url, mail = 'admin@demo.federa') {
  const answer = await fetch(`${url}/v1/login`, { method: 'POST', headers: { mail, psw: 'aikido123' } });
  const body = await answer.json();
  if (!body.token) throw new Error(`sign-in of ${mail} failed: ${JSON.stringify(body)}`);
  return body.token;
}

/** GraphQL over HTTP; throws on a transport failure, answers the status and the body. */
export async function graphql(url, token, query, variables = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const ms = (value) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);

/** Free loopback ports, one per replica. */
export async function freePorts(n) {
  const net = await import('node:net');
  const ports = [];
  for (let i = 0; i < n; i++)
    ports.push(
      await new Promise((resolve, reject) => {
        const probe = net.createServer();
        probe.once('error', reject);
        probe.listen(0, LOOPBACK, () => {
          const { port } = probe.address();
          probe.close(() => resolve(port));
        });
      }),
    );
  return ports;
}
