// An evening's mixed traffic at a steady rate on two server processes sharing one database (the
// two replicas of docker/compose.yml; issues 16 and 29), sent round-robin to the loopback address
// only: the public page, sign-ins, the session's `me`, the lists and searches of every domain, member
// edits, a fee validation, enrolments and grouped reports by many users (mixed-kinds.mjs), and an
// export every minute. Prints p50/p95/p99 per kind, errors (each distinct one with a sample),
// reports refused as busy apart, and each process's own resident memory and heap (after a full
// collection) every minute, with the heap's slope after the warm-up. Stops by itself.
//
//   npm run load:mixed [-- --minutes 30] [--rate 50] [--members 1000000] [--database NAME] [--warmup 5]
//   npm run load:soak  (the same for 120 minutes)
//
// Uses federa_bench, or --database NAME, on DATABASE_URL's server or the embedded PostgreSQL,
// loaded through the seed's generator when it holds fewer members.
import os from 'node:os';
import { exportOnce, failure, kinds as eveningKinds, accounts } from './mixed-kinds.mjs';
import { report } from './mixed-report.mjs';
import { freePorts, openBenchDatabase, option, startReplica } from './load-support.mjs';

const minutes = option('--minutes', 30);
const rate = option('--rate', 50);
const warmup = option('--warmup', Math.min(5, Math.max(1, Math.floor(minutes / 3))));
const MAX_IN_FLIGHT = 200;

const { db, sql } = await openBenchDatabase(option('--members', 1_000_000));
const ports = await freePorts(2);
const replicas = [];
for (const port of ports) replicas.push(await startReplica(db.url, port, {}, { probe: true }));
let turn = 0;
const nextUrl = () => replicas[turn++ % replicas.length].url;

/** A user of the evening: signed in once, then each request to the next replica. */
async function signIn(row) {
  const user = { ...row, token: null, reports: 0 };
  user.url = nextUrl;
  user.auth = () => (user.token ? { authorization: user.token } : {});
  user.bearer = () => (user.token ? { authorization: `Bearer ${user.token}` } : {});
  /** Counts the user's own running reports and exports while `work` lasts. */
  user.holdingReport = async (work) => {
    user.reports++;
    try {
      return await work();
    } finally {
      user.reports--;
    }
  };
  if (row.mail) {
    const answer = await fetch(`${nextUrl()}/v1/login`, {
      method: 'POST',
      headers: { mail: row.mail, psw: 'aikido123' },
    });
    user.token = (await answer.json()).token;
    if (!user.token) throw new Error(`sign-in of ${row.mail} failed`);
  }
  return user;
}
const users = { anonymous: [await signIn({})] };
for (const [role, rows] of Object.entries(await accounts(sql))) {
  users[role] = [];
  for (const row of rows) users[role].push(await signIn(row));
}
const year = new Date().getFullYear();
const { kinds, menus } = await eveningKinds({ users, sql, year });
const [{ n: members }] = await sql('select count(*)::int as n from asociado');

const totalShare = kinds.reduce((sum, kind) => sum + kind.share, 0);
const pick = () => {
  let roll = Math.random() * totalShare;
  for (const kind of kinds) if ((roll -= kind.share) < 0) return kind;
  return kinds[0];
};
const stats = new Map(
  [...kinds, { name: 'export' }].map((k) => [k.name, { latencies: [], errors: 0, busy: 0 }]),
);
const distinctErrors = new Map();
const minutesSeen = [];
let thisMinute = [];
let inFlight = 0;
let notSent = 0;
let heldBack = 0;
const pending = new Set();

/** Sends one request of `kind` and files its latency, error or busy refusal. */
function dispatch(kind, send) {
  const at = performance.now();
  let request;
  try {
    request = send();
  } catch (error) {
    request = Promise.reject(error);
  }
  if (request === null) return void heldBack++;
  inFlight++;
  const settled = Promise.resolve(request)
    .then(
      (answer) => (answer === null ? null : failure(answer) && { answer, why: failure(answer) }),
      (error) => ({
        answer: { status: 0 },
        why: `no answer: ${error.name === 'TimeoutError' ? 'timed out' : error.message}`,
      }),
    )
    .then((outcome) => {
      if (outcome === null) return void heldBack++;
      const ms = performance.now() - at;
      const entry = stats.get(kind);
      entry.latencies.push(ms);
      thisMinute.push(ms);
      if (!outcome) return;
      // A report refused for the servers' report slots is the limit working, not a failure.
      if (outcome.answer.status === 503 && (kind === 'report' || kind === 'export')) return void entry.busy++;
      entry.errors++;
      const key = `${kind}: ${outcome.why}`;
      const seen = distinctErrors.get(key) ?? { count: 0 };
      seen.count++;
      distinctErrors.set(key, seen);
    })
    .finally(() => {
      inFlight--;
      pending.delete(settled);
    });
  pending.add(settled);
}

console.log(
  `${minutes} min at ${rate} requests/s on 2 replicas (pids ${replicas.map((r) => r.pid).join(', ')}), ` +
    `${members.toLocaleString('en-US')} members, ${Object.values(users).flat().length - 1} users; lists: ${menus
      .map((m) => m.name)
      .join(', ')}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
);
const started = performance.now();
const end = started + minutes * 60_000;
let sent = 0;
let exports = 0;
const sampleMinute = async () => {
  const memory = await Promise.all(replicas.map((r) => r.memory()));
  const latencies = thisMinute.sort((a, b) => a - b);
  thisMinute = [];
  const minute = {
    minute: minutesSeen.length + 1,
    answered: latencies.length,
    memory,
    p95: latencies[Math.floor(0.95 * latencies.length)],
  };
  minutesSeen.push(minute);
  const errors = [...stats.values()].reduce((n, s) => n + s.errors, 0);
  console.log(
    `  minute ${minute.minute}: ${minute.answered} answered, p95 ${Math.round(minute.p95 ?? NaN)} ms, ${errors} errors so far; ` +
      memory
        .map(
          (m, i) =>
            `replica ${i + 1} rss ${m ? Math.round(m.rss) : '?'} MB heap ${m ? Math.round(m.heapUsed) : '?'} MB`,
        )
        .join(', ') +
      `; load ${os.loadavg()[0].toFixed(1)}`,
  );
};
console.log(
  `  minute 0: ${(await Promise.all(replicas.map((r) => r.memory()))).map((m, i) => `replica ${i + 1} rss ${Math.round(m?.rss)} MB heap ${Math.round(m?.heapUsed)} MB`).join(', ')}`,
);
await new Promise((resolve) => {
  // Open loop: each tick sends what the rate owes by now, whatever the answers' pace.
  const ticker = setInterval(() => {
    const now = performance.now();
    if (now >= end) {
      clearInterval(ticker);
      resolve();
      return;
    }
    const owed = Math.floor(((now - started) / 1000) * rate) - sent;
    for (let i = 0; i < owed; i++, sent++) {
      if (inFlight >= MAX_IN_FLIGHT) {
        notSent++;
        continue;
      }
      const kind = pick();
      dispatch(kind.name, kind.send);
    }
  }, 10);
  // The export of the minute: half a minute in, then every minute.
  let exporter;
  const firstExport = setTimeout(() => {
    const exportNow = () => performance.now() < end && dispatch('export', () => exportOnce(users, exports++));
    exportNow();
    exporter = setInterval(exportNow, 60_000);
  }, 30_000);
  const minuteTimer = setInterval(sampleMinute, 60_000);
  setTimeout(
    () => {
      clearTimeout(firstExport);
      clearInterval(exporter);
      clearInterval(minuteTimer);
    },
    end - performance.now() + 1,
  );
});
await Promise.all(pending);
// The last minute's answers (those that came after its sample) make a last row.
if (thisMinute.length) await sampleMinute();
const seconds = (performance.now() - started) / 1000;

report({ stats, distinctErrors, minutesSeen, warmup, seconds, notSent, heldBack, MAX_IN_FLIGHT });
replicas.forEach((replica, i) =>
  console.log(
    `replica ${i + 1}: ${replica.lines.total} log lines, ${replica.lines.errors} logged errors, ${replica.alive ? 'alive' : 'EXITED'}`,
  ),
);
for (const replica of replicas) await replica.stop();
await db.close();
process.exit(0);
