// The personal-data PDF of a long history while others use the server (issue 26, item 3): a member
// with `--saves` saves of their own record (each with a long note, as the audit log keeps them)
// downloads their PDF from `--parallel` loops at once, while `/healthz` and the plain member's
// `{ me { id } }` are asked. Prints those callers' p50 and p99, alone and during the PDFs, and
// how long a PDF takes. Nothing here asserts a time: it prints figures.
//
//   npm run bench:personal-data [-- --saves 1000 --parallel 4 --seconds 8]
//
// Uses the database federa_bench (or --database NAME), as the other benches; the member's bench
// saves (marked by their request id) are made again on each run.
import { measure, openBenchDatabase, option, startBenchServer } from './bench-support.mjs';

const SAVES = option('--saves', 1_000);
const PARALLEL = option('--parallel', 4);
const SECONDS = option('--seconds', 8);
const MARK = 'bench-personal-data';

const { base, db, sql } = await openBenchDatabase(2_000);
const [{ id_aso: memberId }] = await sql(`select id_aso from asociado where mail = 'miembro@demo.federa'`);
await sql('delete from auditoria where id_peticion = $1', [MARK]);
await sql(
  `insert into auditoria (id_autor, accion, tabla, id_registro, antes, despues, id_peticion)
   select $1::int, 'cambio', 'asociado', $1::int::text,
          jsonb_build_object('domicilio', 'Calle ' || n, 'obs', repeat('nota' || n, 100)),
          jsonb_build_object('domicilio', 'Calle ' || n || 'B'), $3
   from generate_series(1, $2::int) n`,
  [memberId, SAVES, MARK],
);

const { server, token } = await startBenchServer(base, db, 'miembro@demo.federa');

const pdf = async () => {
  const response = await fetch(`${server.url}/v1/asociados/datosPersonales?id=${memberId}&formato=pdf`, {
    headers: { authorization: token },
  });
  if (response.headers.get('content-type') !== 'application/pdf') throw new Error(await response.text());
  await response.arrayBuffer();
};
const healthz = async () => {
  const response = await fetch(`${server.url}/healthz`);
  if (!response.ok) throw new Error(String(response.status));
  await response.arrayBuffer();
};
const me = async () => {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ query: '{ me { id } }' }),
  });
  const body = await response.json();
  if (!body.data?.me?.id) throw new Error(JSON.stringify(body));
};

const alone = {
  healthz: await measure(healthz, { seconds: 2, clients: 1 }),
  me: await measure(me, { seconds: 2, clients: 1 }),
};

// The PDFs loop in the background; the other callers are measured meanwhile.
let drawing = true;
const drawn = [];
const loops = Array.from({ length: PARALLEL }, async () => {
  while (drawing) {
    const started = performance.now();
    await pdf();
    drawn.push(performance.now() - started);
  }
});
const during = {
  healthz: await measure(healthz, { seconds: SECONDS / 2, clients: 1 }),
  me: await measure(me, { seconds: SECONDS / 2, clients: 1 }),
};
drawing = false;
await Promise.all(loops);
drawn.sort((a, b) => a - b);

console.log(
  `\nPersonal-data PDF of ${SAVES.toLocaleString('en-US')} saves (+ as many actions), ${PARALLEL} downloading at once`,
);
console.log('call                  alone p50   alone p99   during p50  during p99  (ms)');
for (const name of ['healthz', 'me']) {
  const f = (n) => n.toFixed(1).padStart(10);
  console.log(
    `${name.padEnd(20)} ${f(alone[name].p50)}  ${f(alone[name].p99)}  ${f(during[name].p50)}  ${f(during[name].p99)}`,
  );
}
console.log(
  `PDFs drawn meanwhile: ${drawn.length}, each p50 ${drawn[Math.floor(drawn.length / 2)]?.toFixed(0)} ms`,
);
await sql('delete from auditoria where id_peticion = $1', [MARK]);
await server.close();
await db.close();
