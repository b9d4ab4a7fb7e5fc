// The member list at a large federation's scale: requests per second and p99 latency for page 1,
// a deep page, a filtered search and `posicion`, over GraphQL and REST, and the same hand-written
// query straight through pg as the floor. Nothing here asserts a time: it prints figures.
//
//   npm run build -w graph && node tests/bench/members-list.bench.mjs [--members 1000000] [--seconds 8] [--concurrency 8]
//     [--only "page 1"] [--server-process]
//
// Uses the database federa_bench, or --database NAME (filled by `npm run bench:seed`; generated here
// when it holds fewer members than asked) on DATABASE_URL's server or the embedded PostgreSQL.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import pg from 'pg';
import { measure as measureLoop, openBenchDatabase, option, startBenchServer } from './bench-support.mjs';

const MEMBERS = option('--members', 1_000_000);
const SECONDS = option('--seconds', 8);
const CONCURRENCY = option('--concurrency', 8);
const DEEP_OFFSET = Math.max(0, Math.floor(MEMBERS * 0.9));
// `--server-process`: the server in a process of its own, as behind a real network, its CPU apart.
const SEPARATE = process.argv.includes('--server-process');
// `--only "page 1"`: just the scenarios whose name starts so (a profile of one path).
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : '';

const { base, db } = await openBenchDatabase(MEMBERS);
const { server, token } = SEPARATE ? await serverProcess() : await startBenchServer(base, db);

/** A server process (bench-server.child.mjs) on the bench database, and a token of its admin. */
async function serverProcess() {
  const config = { ...base, databaseUrl: db.url, port: 0, seedDemo: false };
  // BENCH_SERVER_PROFILE=DIR: the server's CPU profile (node --cpu-prof) is written there.
  const profile = process.env.BENCH_SERVER_PROFILE;
  const child = fork(new URL('./bench-server.child.mjs', import.meta.url), [JSON.stringify(config)], {
    execArgv: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
  });
  const [{ url }] = await once(child, 'message');
  const login = await fetch(`${url}/v1/login`, {
    method: 'POST',
    headers: { mail: 'admin@demo.federa', psw: 'aikido123' },
  });
  const cpu = async () => {
    child.send('cpu');
    const [{ cpu: used }] = await once(child, 'message');
    return used;
  };
  const close = async () => {
    child.disconnect();
    await once(child, 'exit');
  };
  return { server: { url, cpu, close }, token: (await login.json()).token };
}
const pool = new pg.Pool({ connectionString: db.url, max: CONCURRENCY });
const [{ id_aso: someId }] = (
  await pool.query(
    'select id_aso from asociado order by (num_acae is null), num_acae, id_aso offset $1 limit 1',
    [DEEP_OFFSET],
  )
).rows;

/**
 * Runs `call` from `clients` loops for SECONDS (bench-support's loop), with the CPU this process
 * (the server and its clients alike) spent per request: on a shared machine req/s follow the
 * neighbours' load, CPU per request much less so.
 */
async function measure(call, clients = CONCURRENCY) {
  const cpu = process.cpuUsage();
  const serverCpu = await server.cpu?.();
  const result = await measureLoop(call, { seconds: SECONDS, clients });
  const { user, system } = process.cpuUsage(cpu);
  const requests = Math.max(1, result.rps * SECONDS);
  const spent = serverCpu && (await server.cpu());
  const serverMs = spent && (spent.user - serverCpu.user + spent.system - serverCpu.system) / 1000 / requests;
  return { ...result, cpuMs: (user + system) / 1000 / requests, serverMs };
}

async function rest(path, query) {
  const response = await fetch(`${server.url}/v1${path}?${new URLSearchParams(query)}`, {
    headers: { authorization: token },
  });
  const body = await response.json();
  if (body.estado !== 0) throw new Error(JSON.stringify(body.res));
}

async function graphql(query, variables) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(body.errors[0].message);
}

// boundedTotal / acotar=1: the count the web's member list asks for (its pager's "más de N").
const PAGE = `query BenchMembers($page: ListInput) { members(page: $page, boundedTotal: true) { total items { id memberNumber firstName lastName mail age lastFeeYear dojo { id name } } } }`;
const POSITION = `query BenchPosition($id: Int!, $orderBy: String, $filter: String) { memberPosition(id: $id, orderBy: $orderBy, filter: $filter) }`;

// The floor: the deferred join a person would write by hand for the same page, over the same
// search column (busqueda: number, names, mail and dojo name, unaccented, one trigram index).
const FLOOR_PAGE = `select a.id_aso, a.num_acae, a.nombre, a.apellido, a.mail, a.fecha_nacimiento, d.nombre as dojo,
    u.anio as ultima_cuota
  from (select id_aso from asociado where $3 = '' or busqueda like f_unaccent(lower('%' || $3 || '%'))
        order by (num_acae is null), num_acae, id_aso offset $1 limit $2) p
  join asociado a on a.id_aso = p.id_aso join dojo d on d.id_dojo = a.cf_dojo
  join cuota_ultima u on u.cf_asociado = a.id_aso
  order by (a.num_acae is null), a.num_acae, a.id_aso`;
// Without a search the total is the sum of the kept totals (when the database keeps them).
const KEPT = (await pool.query(`select to_regclass('asociado_tramo') is not null as kept`)).rows[0].kept;
const FLOOR_COUNT = KEPT
  ? `select case when $1 = '' then (select sum(n) from asociado_tramo)
       else (select count(*) from asociado where busqueda like f_unaccent(lower('%' || $1 || '%'))) end`
  : `select count(*) from asociado where $1 = '' or busqueda like f_unaccent(lower('%' || $1 || '%'))`;
// Rows that sort before the member (numberless members last): the kept totals of the tramos
// before its own plus a count within its tramo, or else counted on the index from the start.
const FLOOR_POSITION = KEPT
  ? `select (select coalesce(sum(c.n), 0) from asociado_tramo c where c.tramo < t.tramo)
        + (select count(*) from asociado a where t.num_acae is not null
             and a.num_acae >= left(t.num_acae, 3) and a.num_acae < t.num_acae)
        + (select count(*) from asociado a where t.num_acae is null
             and a.num_acae is null and a.id_aso >= t.id_aso / 10000 * 10000 and a.id_aso < t.id_aso)
     from (select num_acae, id_aso, federa_tramo(num_acae, id_aso) as tramo from asociado where id_aso = $1) t`
  : `select count(*) from asociado a, (select num_acae, id_aso from asociado where id_aso = $1) t
  where ((a.num_acae is null), a.num_acae, a.id_aso) < ((t.num_acae is null), t.num_acae, t.id_aso)`;

const scenarios = [
  ['page 1, 1 client', { ini: 0, filtro: '', clients: 1 }],
  ['page 1', { ini: 0, filtro: '' }],
  [`offset ${DEEP_OFFSET.toLocaleString('en-US')}`, { ini: DEEP_OFFSET, filtro: '' }],
  ['search "garcia"', { ini: 0, filtro: 'garcia' }],
];
const rows = [];
for (const [name, { ini, filtro, clients }] of scenarios.filter(([n]) => n.startsWith(ONLY))) {
  rows.push([
    name,
    'REST',
    await measure(() => rest('/asociados/', { ini, pag: 15, orden: 'numAcae', filtro, acotar: 1 }), clients),
  ]);
  rows.push([
    name,
    'GraphQL',
    await measure(
      () => graphql(PAGE, { page: { offset: ini, limit: 15, orderBy: 'numAcae', filter: filtro } }),
      clients,
    ),
  ]);
  rows.push([
    name,
    'pg floor',
    await measure(
      () => Promise.all([pool.query(FLOOR_PAGE, [ini, 15, filtro]), pool.query(FLOOR_COUNT, [filtro])]),
      clients,
    ),
  ]);
}
for (const [name, clients] of [
  ['posicion, 1 client', 1],
  ['posicion', CONCURRENCY],
].filter(([n]) => n.startsWith(ONLY))) {
  rows.push([
    name,
    'REST',
    await measure(() => rest('/asociados/posicion', { id: someId, orden: 'numAcae', filtro: '' }), clients),
  ]);
  rows.push([
    name,
    'GraphQL',
    await measure(() => graphql(POSITION, { id: someId, orderBy: 'numAcae', filter: '' }), clients),
  ]);
  rows.push([name, 'pg floor', await measure(() => pool.query(FLOOR_POSITION, [someId]), clients)]);
}

console.log(
  `\nMember list, ${MEMBERS.toLocaleString('en-US')} members, ${CONCURRENCY} concurrent clients unless said, ${SECONDS} s each`,
);
console.log(
  `scenario            door       req/s    p50 ms   p99 ms   vs floor  failures  cpu ms/req${SEPARATE ? '  server cpu ms/req' : ''}`,
);
for (const [name, door, r] of rows) {
  const floor = rows.find(([n, d]) => n === name && d === 'pg floor')[2];
  console.log(
    `${name.padEnd(19)} ${door.padEnd(9)} ${r.rps.toFixed(1).padStart(7)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(8)}` +
      `   ${(r.rps / floor.rps).toFixed(2).padStart(6)}  ${String(r.failures).padStart(8)}  ${r.cpuMs.toFixed(2).padStart(10)}` +
      (SEPARATE ? `  ${r.serverMs.toFixed(2).padStart(17)}` : ''),
  );
}
await pool.end();
await server.close();
await db.close();
