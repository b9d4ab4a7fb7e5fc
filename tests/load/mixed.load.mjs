// Mixed traffic at a steady rate on two server processes sharing one database (issue 16): sign-ins,
// lists, a record, saves, reports, the audit log and the public page, alternating between the
// replicas. Prints throughput, p50/p95/p99 per kind and overall, errors, and each process's memory
// at the start and the end. Loopback only; stops by itself after --minutes.
//   npm run load:mixed [-- --minutes 10] [-- --rate 20] [-- --members 20000]
import {
  freePorts,
  graphql,
  ms,
  openBenchDatabase,
  option,
  percentile,
  startReplica,
  tokenOf,
} from './load-support.mjs';

const minutes = option('--minutes', 10);
const rate = option('--rate', 20);
const MAX_IN_FLIGHT = 200;

const { db, sql } = await openBenchDatabase(option('--members', 20000));
const ports = await freePorts(2);
const replicas = [];
for (const port of ports) replicas.push(await startReplica(db.url, port));
const token = await tokenOf(replicas[0].url);
const [{ id_dojo: dojoId }] = await sql('select id_dojo from dojo order by id_dojo limit 1');
const {
  body: {
    data: { dojo },
  },
} = await graphql(
  replicas[0].url,
  token,
  `{ dojo(id: ${dojoId}) { name city associationId country province } }`,
);

let saveFailureShown = false;
const ok = (status, body) =>
  status === 200 && !body?.errors && (body?.estado === undefined || body.estado === 0);

/** Each kind of request, its share of the traffic, and how it is sent to a replica. */
const KINDS = [
  {
    name: 'public page',
    share: 20,
    send: async (url) => {
      const r = await fetch(`${url}/es`);
      await r.text();
      return r.status === 200;
    },
  },
  {
    name: 'sign-in',
    share: 5,
    send: async (url) => {
      const r = await fetch(`${url}/v1/login`, {
        method: 'POST',
        headers: { mail: 'dojo@demo.federa', psw: 'aikido123' },
      });
      return ok(r.status, await r.json());
    },
  },
  {
    name: 'members list',
    share: 25,
    send: async (url) => {
      const { status, body } = await graphql(
        url,
        token,
        'query ($page: ListInput) { members(page: $page) { total items { id fullName dojo { name } } } }',
        { page: { offset: Math.floor(Math.random() * 500), limit: 15 } },
      );
      return ok(status, body);
    },
  },
  {
    name: 'dojos list',
    share: 15,
    send: async (url) => {
      const r = await fetch(`${url}/v1/dojos/?ini=0&pag=15`, { headers: { authorization: token } });
      return ok(r.status, await r.json());
    },
  },
  {
    name: 'save',
    share: 10,
    send: async (url) => {
      const { status, body } = await graphql(
        url,
        token,
        'mutation ($id: Int!, $input: DojoInput!) { updateDojo(id: $id, input: $input) { id } }',
        {
          id: dojoId,
          input: {
            ...dojo,
            schedule: `Lunes ${Math.floor(Math.random() * 24)}:00`,
          },
        },
      );
      if (!ok(status, body) && !saveFailureShown) {
        saveFailureShown = true;
        console.log(`  a save failed: ${JSON.stringify(body).slice(0, 300)}`);
      }
      return ok(status, body);
    },
  },
  {
    name: 'report',
    share: 15,
    send: async (url) => {
      const { status, body } = await graphql(
        url,
        token,
        `
          query ($input: ReportInput!) {
            report(input: $input) {
              total
            }
          }
        `,
        { input: { view: 'asociados', fields: ['avg.edad'], groupBy: ['dojo'], limit: 15 } },
      );
      return ok(status, body);
    },
  },
  {
    name: 'audit log',
    share: 10,
    send: async (url) => {
      const { status, body } = await graphql(
        url,
        token,
        '{ auditLog(page: { limit: 15 }) { total items { id } } }',
      );
      return ok(status, body);
    },
  },
];
const totalShare = KINDS.reduce((sum, kind) => sum + kind.share, 0);
const pick = () => {
  let roll = Math.random() * totalShare;
  for (const kind of KINDS) if ((roll -= kind.share) < 0) return kind;
  return KINDS[0];
};

const stats = new Map(KINDS.map((kind) => [kind.name, { latencies: [], errors: 0 }]));
const startRss = replicas.map((r) => r.rssMb());
let inFlight = 0;
let dropped = 0;
let sent = 0;
const started = Date.now();
const end = started + minutes * 60_000;
console.log(
  `${minutes} min at ${rate} requests/s on 2 replicas (pids ${replicas.map((r) => r.pid).join(', ')}), ${
    (await sql('select count(*)::int as n from asociado'))[0].n
  } members`,
);

const pending = new Set();
await new Promise((resolve) => {
  const timer = setInterval(() => {
    if (Date.now() >= end) {
      clearInterval(timer);
      resolve();
      return;
    }
    if (inFlight >= MAX_IN_FLIGHT) {
      dropped++;
      return;
    }
    const kind = pick();
    const replica = replicas[sent++ % replicas.length];
    inFlight++;
    const at = performance.now();
    const request = kind
      .send(replica.url)
      .catch(() => false)
      .then((success) => {
        const entry = stats.get(kind.name);
        entry.latencies.push(performance.now() - at);
        if (!success) entry.errors++;
      })
      .finally(() => {
        inFlight--;
        pending.delete(request);
      });
    pending.add(request);
  }, 1000 / rate);
  // Progress once a minute.
  const progress = setInterval(() => {
    if (Date.now() >= end) return clearInterval(progress);
    const done = [...stats.values()].reduce((n, s) => n + s.latencies.length, 0);
    console.log(
      `  ${Math.round((Date.now() - started) / 60000)} min: ${done} answered, rss ${replicas
        .map((r) => `${Math.round(r.rssMb())} MB`)
        .join(' / ')}`,
    );
  }, 60_000);
});
await Promise.all(pending);
const seconds = (Date.now() - started) / 1000;

const rows = [];
const all = [];
let errors = 0;
for (const [name, { latencies, errors: failed }] of stats) {
  const sorted = [...latencies].sort((a, b) => a - b);
  all.push(...sorted);
  errors += failed;
  rows.push(
    `${name.padEnd(14)} ${String(sorted.length).padStart(6)}  p50 ${ms(percentile(sorted, 50)).padStart(7)}  p95 ${ms(
      percentile(sorted, 95),
    ).padStart(7)}  p99 ${ms(percentile(sorted, 99)).padStart(7)}  errors ${failed}`,
  );
}
all.sort((a, b) => a - b);
console.log(rows.join('\n'));
console.log(
  `all            ${String(all.length).padStart(6)}  p50 ${ms(percentile(all, 50)).padStart(7)}  p95 ${ms(
    percentile(all, 95),
  ).padStart(
    7,
  )}  p99 ${ms(percentile(all, 99)).padStart(7)}  errors ${errors}, not sent (over ${MAX_IN_FLIGHT} in flight) ${dropped}`,
);
console.log(`throughput ${(all.length / seconds).toFixed(1)} requests/s over ${seconds.toFixed(0)} s`);
replicas.forEach((replica, i) =>
  console.log(
    `replica ${i + 1}: rss ${Math.round(startRss[i])} → ${Math.round(replica.rssMb())} MB, ${replica.lines.total} log lines, ${replica.lines.errors} errors`,
  ),
);

for (const replica of replicas) await replica.stop();
await db.close();
process.exit(0);
