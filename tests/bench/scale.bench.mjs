// Every screen at a million members (issue 29): first the scenarios of the issue's table, each with
// its goal, then every list of the application (found in the built server: scale-lists.mjs) in
// every order it offers, without and with a search, as each demo role sees it (the national, an
// association's and a dojo's administrator, a plain member; the public lists as nobody). Prints
// one table, then one JSON line per scenario ({"scenario", "role", "p50_ms", "p99_ms", "req_s",
// ...}) so that runs compare, and writes the plans of the slowest five (scale-plans.mjs).
// Nothing here asserts a time: it prints figures.
//
//   npm run bench:scale [-- --database NAME] [--members 1000000] [--requests 5] [--cap 1]
//     [--seconds 5] [--only REGEX] [--roles national,association,dojo,member] [--no-matrix]
//     [--no-issue] [--bulk 200] [--plans docs/benchmarks/scale-plans.md | --plans none]
//
// --requests and --cap (seconds) bound each one-client scenario after its warm-up (at least one
// request is measured, so a scenario slower than the cap costs two calls); --seconds is each
// 8-client scenario's length. Uses federa_bench, or --database NAME, on DATABASE_URL's server or
// the embedded PostgreSQL, loaded through the seed's generator when it holds fewer members.
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dist, openBenchDatabase, option, startBenchServer } from './bench-support.mjs';
import { discoverLists, wordOf } from './scale-lists.mjs';
import { statementRecorder, writePlans } from './scale-plans.mjs';
import { fixtures, issueScenarios, waitingBatches } from './scale-scenarios.mjs';
import { caller, concurrent, once, Refused, sample } from './scale-support.mjs';

const require = createRequire(import.meta.url);
const { DEMO_ACCOUNTS } = require(`${dist}/tools/demo/accounts.js`);
const pg = require('pg');

const text = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : process.argv[at + 1];
};
const MEMBERS = option('--members', 1_000_000);
const budget = { requests: option('--requests', 5), capMs: option('--cap', 1) * 1000 };
const SECONDS = option('--seconds', 5);
const BULK = option('--bulk', 200);
const ONLY = new RegExp(text('--only', ''), 'i');
const ROLE_NAMES = {
  national: 'global-admin',
  association: 'association-admin',
  dojo: 'dojo-admin',
  member: 'member',
};
const ROLES = text('--roles', Object.keys(ROLE_NAMES).join(',')).split(',');
const PLANS = text('--plans', 'docs/benchmarks/scale-plans.md');
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const started = new Date();
const progress = (line) => process.stderr.write(`${line}\n`);

const recorder = statementRecorder();
const loadStart = performance.now();
const { base, db, sql } = await openBenchDatabase(MEMBERS);
const loadSeconds = (performance.now() - loadStart) / 1000;
const { server } = await startBenchServer(base, db);
const callers = { anonymous: await caller(server.url) };
for (const role of ROLES) {
  const account = DEMO_ACCOUNTS.find((a) => a.role === ROLE_NAMES[role]);
  if (!account) throw new Error(`unknown role ${role}: ${Object.keys(ROLE_NAMES).join(', ')}`);
  callers[role] = await caller(server.url, account.mail);
}
const [{ n: members }] = await sql('select count(*)::int as n from asociado');
const fx = await fixtures(sql, members);
const benchStart = performance.now();

/** Every result: `{ scenario, role, p50_ms, p99_ms, req_s, goal..., n, errors }`, or a refusal. */
const results = [];
const refusals = [];
/** How to call each benched scenario again, for its plan. */
const calls = new Map();

async function run({ scenario, role, goal, how, call }) {
  if (!ONLY.test(scenario) || !callers[role]) return;
  const bound = () => call(callers, fx);
  let r;
  let statements;
  try {
    if (how === 'concurrent') r = await concurrent(bound, { clients: 8, seconds: SECONDS });
    else if (how === 'once') statements = await recorder.during(async () => (r = await once(bound)));
    else r = await sample(bound, budget);
  } catch (error) {
    if (error instanceof Refused) refusals.push({ scenario, role, why: error.message });
    else
      results.push({
        scenario,
        role,
        p50_ms: null,
        p99_ms: null,
        req_s: null,
        failed: String(error.message).slice(0, 200),
      });
    return;
  }
  const result = {
    scenario,
    role,
    p50_ms: Number(r.p50.toFixed(1)),
    p99_ms: Number(r.p99.toFixed(1)),
    req_s: Number(r.rps.toFixed(1)),
    ...(goal.p50_ms && { goal_ms: goal.p50_ms, met: r.p50 <= goal.p50_ms }),
    ...(goal.req_s && { goal_req_s: goal.req_s, met: r.rps >= goal.req_s }),
    n: r.n,
    errors: r.errors,
    ...(r.error && { error: r.error }),
  };
  results.push(result);
  calls.set(result, { bound, statements, how });
  progress(`  ${scenario} (${role}): p50 ${result.p50_ms} ms${r.errors ? `, ${r.errors} errors` : ''}`);
}

if (!process.argv.includes('--no-issue')) {
  progress('the issue table...');
  const bulk = ONLY.test('bulk national validation') ? await waitingBatches(sql, fx.year, BULK) : [];
  for (const scenario of issueScenarios(fx, bulk)) await run(scenario);
}

const { lists, missing } = discoverLists();
if (!process.argv.includes('--no-matrix')) {
  for (const list of lists) {
    const roles = list.anonymous ? ['anonymous'] : ROLES;
    const query = { ...list.query(fx), pag: 15 };
    // The word: named for the list, or one of the first row the first role to see a row sees (one
    // word for every role, so that a scenario has one name in every run).
    let word = list.word;
    for (const role of roles) {
      if (word) break;
      word = wordOf((await callers[role].rest(list.path, query).catch(() => ({ res: [] }))).res?.[0]);
    }
    for (const role of roles) {
      progress(`${list.name} as ${role}...`);
      for (const orden of list.orders)
        for (const filtro of word ? ['', word] : ['']) {
          const scenario = `${list.name} ${orden}${filtro ? ` "${filtro}"` : ''}`;
          await run({
            scenario,
            role,
            goal: {},
            how: 'sample',
            call: (all) => all[role].rest(list.path, { ...query, orden, filtro }),
          });
        }
    }
  }
}
const benchSeconds = (performance.now() - benchStart) / 1000;

const slowest = results
  .filter((r) => r.p50_ms !== null && calls.get(r).how !== 'concurrent')
  .sort((a, b) => b.p50_ms - a.p50_ms)
  .slice(0, 5);
if (PLANS !== 'none' && slowest.length) {
  progress('the plans of the slowest five...');
  const captured = [];
  for (const result of slowest) {
    const { bound, statements } = calls.get(result);
    captured.push({ result, statements: statements ?? (await recorder.during(bound).catch(() => [])) });
  }
  const connect = async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    return client;
  };
  await writePlans(path.resolve(REPO, PLANS), captured, { connect, members, started });
}

const cell = (value, width) => String(value ?? '').padStart(width);
const goalOf = (r) => (r.goal_ms ? `≤ ${r.goal_ms} ms` : r.goal_req_s ? `≥ ${r.goal_req_s} req/s` : '');
console.log(
  `\nScale, ${members.toLocaleString('en-US')} members; loading ${loadSeconds.toFixed(0)} s, scenarios ${(
    benchSeconds / 60
  ).toFixed(1)} min; ${budget.requests} requests or ${budget.capMs / 1000} s after a warm-up each ` +
    `(8 clients: ${SECONDS} s); load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
);
console.log(
  `${'scenario'.padEnd(48)} ${'role'.padEnd(11)}    n   p50 ms   p99 ms    req/s  goal            met`,
);
for (const r of results) {
  if (r.failed) {
    console.log(`${r.scenario.padEnd(48)} ${r.role.padEnd(11)} FAILED: ${r.failed}`);
    continue;
  }
  const met = r.met === undefined ? '' : r.met ? 'yes' : 'NO';
  console.log(
    `${r.scenario.padEnd(48)} ${r.role.padEnd(11)} ${cell(r.n, 4)} ${cell(r.p50_ms.toFixed(1), 8)} ${cell(
      r.p99_ms.toFixed(1),
      8,
    )} ${cell(r.req_s.toFixed(1), 8)}  ${goalOf(r).padEnd(15)} ${met}${r.errors ? `  ${r.errors} errors: ${r.error}` : ''}`,
  );
}
const refusedBy = new Map();
for (const { scenario, role, why } of refusals) {
  const key = `${role}: ${why}`;
  refusedBy.set(key, [...(refusedBy.get(key) ?? []), scenario]);
}
for (const [key, scenarios] of refusedBy)
  console.log(
    `refused as ${key} (${scenarios.length}: ${scenarios.slice(0, 3).join('; ')}${scenarios.length > 3 ? '; ...' : ''})`,
  );
for (const id of missing)
  console.log(`not benched: ${id} has no doors; name its route in tests/bench/scale-lists.mjs`);
const missed = results.filter((r) => r.met === false || r.failed || r.errors);
console.log(
  `${results.length} scenarios, ${refusals.length} refused, ${missed.length} missing a goal or failing`,
);
if (PLANS !== 'none' && slowest.length) console.log(`plans of the slowest five: ${PLANS}`);
for (const r of results) console.log(JSON.stringify(r));

await server.close();
await db.close();
process.exit(0);
