// What the bench scripts share: their options, the loaded database (generated when it holds fewer
// members than asked), a server on it signed in as a demo account, and the measuring loop. Each
// script only says what it measures.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const dist = '../../graph/dist/graph/src';
const { loadConfig } = require(`${dist}/config.js`);
const { connectDatabase } = require(`${dist}/database/connect.js`);
const { prepareDatabase, withPgClient } = require(`${dist}/database/prepare.js`);
const { generateDemo } = require(`${dist}/tools/demo/generator.js`);
const { hashDemoPassword } = require(`${dist}/tools/demo/seed.js`);
const { startServer } = require(`${dist}/start.js`);

/** A numeric `--name value` option of the command line (underscores allowed: 1_000_000). */
export function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : Number(String(process.argv[at + 1]).replace(/_/g, ''));
}

/**
 * The bench database (federa_bench, or --database NAME) on DATABASE_URL's server or the embedded
 * PostgreSQL, migrated, holding at least `members` members, vacuumed and analysed: fresh bulk
 * loads leave dead rows and no statistics, and plans would not be a live system's.
 */
export async function openBenchDatabase(members) {
  const base = loadConfig({ ...process.env, SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '100000' });
  const databaseAt = process.argv.indexOf('--database');
  const database = databaseAt < 0 ? 'federa_bench' : process.argv[databaseAt + 1];
  const db = await connectDatabase(base, { database });
  await prepareDatabase(db);
  const sql = (text, params) => withPgClient(db.url, async (c) => (await c.query(text, params)).rows);
  const [{ n: count }] = await sql('select count(*)::int as n from asociado');
  if (count < members) {
    console.log(`${database} has ${count} members: generating ${members}...`);
    await sql('drop schema public cascade; create schema public');
    await prepareDatabase(db);
    const passwordHash = await hashDemoPassword(base.bcryptCost);
    await withPgClient(db.url, (c) => generateDemo(c, { members, passwordHash }));
  }
  await sql('vacuum analyze');
  return { base, db, sql };
}

/** A server on the bench database, and REST calls as the demo account `mail`. */
export async function startBenchServer(base, db, mail = 'admin@demo.federa') {
  const server = await startServer(
    { ...base, databaseUrl: db.url, port: 0, seedDemo: false },
    () => undefined,
  );
  const login = await fetch(`${server.url}/v1/login`, {
    method: 'POST',
    headers: { mail, psw: 'aikido123' },
  });
  const { token } = await login.json();
  const answer = async (response) => {
    const body = await response.json();
    if (body.estado !== 0) throw new Error(JSON.stringify(body.res));
    return body;
  };
  return {
    server,
    token,
    rest: async (path, query) =>
      answer(
        await fetch(`${server.url}/v1${path}?${new URLSearchParams(query)}`, {
          headers: { authorization: token },
        }),
      ),
    post: async (path, body) =>
      answer(
        await fetch(`${server.url}/v1${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify(body),
        }),
      ),
  };
}

/** Runs `call` from `clients` loops for `seconds` and reports throughput and latency percentiles. */
export async function measure(call, { seconds, clients }) {
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  let failures = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          await call();
        } catch {
          failures++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return { rps: latencies.length / seconds, p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), failures };
}

/** How long `work` takes once, in ms. */
export async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** One line per scenario: req/s, p50, p99 and failures. */
export function printRows(rows) {
  console.log('scenario                     req/s    p50 ms   p99 ms  failures');
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(26)} ${r.rps.toFixed(1).padStart(7)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(8)}  ${String(r.failures).padStart(8)}`,
    );
  }
}
