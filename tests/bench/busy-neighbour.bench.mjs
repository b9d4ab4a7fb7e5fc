// A plain member's requests while a neighbour loads the server (issue 26, items 2 and 3): the p50
// and p95 of `{ me { id } }` (the plain member) and of a members list page (the association
// administrator), alone; while four loops send requests of aliased grouped reports (the pool
// attack: fifteen aliases, or, once those are refused, the most the server lets through); and
// while the personal-data PDF of a member with a long history is downloaded in a loop. Nothing
// here asserts a time: it prints figures, with the machine's load.
//
//   npm run bench:neighbour [-- --members 100000 --seconds 10 --edits 250 --pdf-clients 2]
//
// Uses the database federa_bench, or --database NAME (generated when it holds fewer members than
// asked) on DATABASE_URL's server or the embedded PostgreSQL.
import os from 'node:os';
import { measure, openBenchDatabase, option, startBenchServer } from './bench-support.mjs';

const MEMBERS = option('--members', 100_000);
const SECONDS = option('--seconds', 10);
const EDITS = option('--edits', 250);
const PDF_CLIENTS = option('--pdf-clients', 2);
const ATTACK_LOOPS = 4;

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
const loadBefore = load();

const { base, db, sql } = await openBenchDatabase(MEMBERS);
const { server, token: national } = await startBenchServer(base, db);

async function signIn(mail) {
  const response = await fetch(`${server.url}/v1/login`, {
    method: 'POST',
    headers: { mail, psw: 'aikido123' },
  });
  const { token } = await response.json();
  if (!token) throw new Error(`sign-in of ${mail} failed`);
  return token;
}
const member = await signIn('miembro@demo.federa');
const association = await signIn('asoc@demo.federa');
const dojo = await signIn('dojo@demo.federa');

/** A GraphQL answer; throws on errors, unless `allowed` says which codes are an answer too. */
async function graphql(token, query, variables, allowed = []) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  const code = body.errors?.[0]?.extensions?.code;
  if (code && !allowed.includes(code)) throw new Error(body.errors[0].message);
  return { body, code };
}

const ME = '{ me { id } }';
const PAGE = `query BenchPage($page: ListInput) { members(page: $page) { total items { id memberNumber firstName lastName dojo { id name } } } }`;
const plain = {
  me: () => graphql(member, ME),
  list: () => graphql(association, PAGE, { page: { limit: 15 } }),
};

const GROUPED =
  'report(input: {view: "asociados", fields: ["avg.edad", "max.edad"], groupBy: ["dojo"]}) { total }';
const aliased = (n) => `{ ${Array.from({ length: n }, (_, i) => `r${i}: ${GROUPED}`).join(' ')} }`;

/** Runs `call` in `loops` loops until stopped; counts answers, refusals (by code) and failures. */
function inBackground(loops, call) {
  let running = true;
  const counts = {};
  const count = (what) => (counts[what] = (counts[what] ?? 0) + 1);
  const done = Promise.all(
    Array.from({ length: loops }, async (_, i) => {
      while (running) {
        try {
          count(await call(i));
        } catch {
          count('failed');
        }
      }
    }),
  );
  return {
    counts,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** The plain member's p50 and p95 of `me` and of a list page, one client each, one after the other. */
async function measurePlain() {
  const me = await measure(plain.me, { seconds: SECONDS, clients: 1 });
  const list = await measure(plain.list, { seconds: SECONDS, clients: 1 });
  return { me, list };
}

const rows = [];
rows.push(['alone', await measurePlain(), '']);

// The pool attack: fifteen aliased grouped reports a request; refused for their cost, the attacker
// sends the most that passes (two), from two administrators.
let aliases = 15;
const probe = await graphql(national, aliased(aliases), {}, ['QUERY_REJECTED']);
if (probe.code === 'QUERY_REJECTED') aliases = 2;
const attackers = [national, national, dojo, dojo];
const attack = inBackground(ATTACK_LOOPS, async (i) => {
  const { code } = await graphql(attackers[i], aliased(aliases), {}, [
    'QUERY_REJECTED',
    'SERVICE_UNAVAILABLE',
  ]);
  return code ?? 'answered';
});
rows.push([`${ATTACK_LOOPS} loops of ${aliases} reports`, await measurePlain(), attack.counts]);
await attack.stop();

// The PDF of a member who saved their own record EDITS times (each save an audit entry).
const [own] = await sql(
  `select id_aso, dni, nombre, apellido, mail, num_acae, fecha_nacimiento::text as f, domicilio, ciudad,
          provincia, telefono, cf_dojo, cf_asoc
     from asociado where mail = 'miembro@demo.federa'`,
);
const [{ n: history }] = await sql(
  `select count(*)::int as n from auditoria where tabla = 'asociado' and id_registro = $1`,
  [String(own.id_aso)],
);
for (let i = history; i < EDITS; i++) {
  const response = await fetch(`${server.url}/v1/asociados/mod`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: member },
    body: JSON.stringify({
      id: own.id_aso,
      dni: own.dni,
      nombre: own.nombre,
      apellido: own.apellido,
      mail: own.mail,
      numAcae: own.num_acae,
      fechaNacimiento: own.f,
      domicilio: `Calle ${i % 2 ? 'Mayor' : 'Menor'} ${i}`,
      ciudad: own.ciudad,
      provincia: own.provincia,
      telefono: own.telefono,
      cfDojo: own.cf_dojo,
      cfAsoc: own.cf_asoc,
    }),
  });
  const body = await response.json();
  if (body.estado !== 0) throw new Error(`save ${i}: ${JSON.stringify(body.res)}`);
}
const pdfUrl = `${server.url}/v1/asociados/datosPersonales?${new URLSearchParams({ id: String(own.id_aso), formato: 'pdf' })}`;
const pdfs = inBackground(PDF_CLIENTS, async () => {
  const response = await fetch(pdfUrl, { headers: { authorization: member } });
  const type = response.headers.get('content-type') ?? '';
  await response.arrayBuffer();
  return type.startsWith('application/pdf') ? 'pdf' : `status ${response.status}`;
});
rows.push([`${PDF_CLIENTS} loops of the PDF (${EDITS} saves)`, await measurePlain(), pdfs.counts]);
await pdfs.stop();

await server.close();
await db.close();

const ms = (n) => n.toFixed(1).padStart(8);
console.log(
  `\nA plain member beside a busy neighbour: ${MEMBERS.toLocaleString('en-US')} members, ${SECONDS} s each, ` +
    `${os.cpus().length} cores, load average ${loadBefore} before, ${load()} after`,
);
console.log(
  'while                              me p50   me p95  list p50 list p95 failed  neighbour answers',
);
for (const [name, r, counts] of rows)
  console.log(
    `${name.padEnd(32)} ${ms(r.me.p50)} ${ms(r.me.p95)} ${ms(r.list.p50)} ${ms(r.list.p95)} ${String(
      r.me.failures + r.list.failures,
    ).padStart(6)}  ${counts ? JSON.stringify(counts) : ''}`,
  );
