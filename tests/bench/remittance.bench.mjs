// A SEPA remittance at issue 30's bound: the pain.008.001.02 file of 50,000 debits (FRST and RCUR
// blocks) downloaded over HTTP (GET /v1/pagos/remesas/{id}.xml) from a server in its own process,
// which writes it as a stream from a cursor. The client counts the bytes as they come, keeping
// none. Prints the seconds, the file's size and the server's peak RSS before and after (a file
// held whole would add its size), then, with --create N, how long createRemittance takes to
// present N due charges (a debit and a SEPA payment each, through billing's recordPayment).
// With --validate the file is also written to a temporary folder and checked against the XSD.
// Nothing here asserts a time.
//
//   npm run build -w graph && node tests/bench/remittance.bench.mjs [--debits 50000] [--create 2000] [--validate]
//
// Uses the database federa_bench, or --database NAME (bench-support.mjs): the debits are written
// straight into it (remittance 'bench'), as the charges they collect.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { openBenchDatabase, option } from './bench-support.mjs';

const DEBITS = option('--debits', 50_000);
const CREATE = option('--create', 0);
const MEMBERS = option('--members', 2_000);
const VALIDATE = process.argv.includes('--validate');
const YEAR = 2098;
const CREDITOR = { id: 'ES42ZZZG28012345', name: 'Asociación Bench', iban: 'ES9121000418450200051332' };

const { base, db, sql } = await openBenchDatabase(MEMBERS);
// Earlier runs out of the way: the bench's charges are association 1's of YEAR.
if (![DEBITS, CREATE].every(Number.isSafeInteger))
  throw new Error('--debits and --create take whole numbers');
// Bulk loads are not audited row by row (as the demo generator's): the switch goes in the same
// statement text, since each sql() call is a connection of its own.
const QUIET = `select set_config('federa.sin_auditoria', 'on', false);`;
await sql(`${QUIET} delete from adeudo where cf_cargo in (select id from cargo where anio = ${YEAR});
  delete from remesa_sepa r where not exists (select 1 from adeudo a where a.cf_remesa = r.id);
  delete from factura where cf_cargo in (select id from cargo where anio = ${YEAR});
  delete from pago where cf_cargo in (select id from cargo where anio = ${YEAR});
  delete from cargo where anio = ${YEAR};
  delete from mandato where referencia like 'BENCH-%'`);
// A loaded demo writes its ids itself: the sequences move past them before the bench adds rows.
for (const table of ['acreedor_sepa', 'mandato', 'remesa_sepa', 'adeudo', 'cargo', 'pago'])
  await sql(
    `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 1), max(id) is not null) from ${table}`,
  );
await sql(
  `insert into acreedor_sepa (cf_asoc, identificador, nombre, iban_cobro) values (1, $1, $2, $3)
   on conflict (cf_asoc) do update set identificador = excluded.identificador, iban_cobro = excluded.iban_cobro`,
  [CREDITOR.id, CREDITOR.name, CREDITOR.iban],
);
// A mandate per member of association 1 (half of them used before: RCUR), a charge per debit
// spread over them: what a large association's yearly remittance looks like.
await sql(
  `update mandato set activo = false where acreedor_asoc = 1 and pagador_asociado is not null and activo`,
);
const mandates = await sql(
  `insert into mandato (acreedor_asoc, pagador_asociado, titular, iban, referencia, firmado, secuencia, cf_asoc, cf_dojo)
   select 1, a.id_aso, left(a.nombre || ' ' || a.apellido, 70), 'DE89370400440532013000', 'BENCH-' || a.id_aso,
     date '2024-01-15', case when a.id_aso % 2 = 0 then 'RCUR' else 'FRST' end, a.cf_asoc, a.cf_dojo
   from asociado a where a.cf_asoc = 1 returning id, pagador_asociado as member, cf_dojo as dojo`,
);
const [remittance] = await sql(
  `insert into remesa_sepa (cf_asoc, identificador, acreedor, iban_cobro, fecha_cobro, n_adeudos, importe_cent)
   values (1, $1, $2, $3, current_date + 5, 0, 0) returning id`,
  [CREDITOR.id, CREDITOR.name, CREDITOR.iban],
);
await sql(
  `${QUIET} with m as (select id, pagador_asociado, titular, iban, referencia, firmado, secuencia, cf_dojo,
                row_number() over (order by id) - 1 as k, count(*) over () as n
              from mandato where referencia like 'BENCH-%'),
   c as (insert into cargo (tipo, anio, emisor_asoc, pagador_asociado, cf_asoc, cf_dojo, importe_cent, estado, vence)
         select 'CUOTAS', ${YEAR}, 1, m.pagador_asociado, 1, m.cf_dojo, 1500 + g % 5000, 'PAID', current_date
         from generate_series(0, ${DEBITS - 1}) g join m on m.k = g % m.n
         returning id, pagador_asociado, importe_cent, cf_dojo)
   insert into adeudo (cf_remesa, cf_cargo, cf_mandato, importe_cent, secuencia, extremo, titular, iban, bic,
     referencia, firmado, cf_asoc, cf_dojo)
   select ${remittance.id}, c.id, m.id, c.importe_cent, m.secuencia, 'BENCH-' || c.id, m.titular, m.iban, null, m.referencia,
     m.firmado, 1, c.cf_dojo
   from c join m on m.pagador_asociado = c.pagador_asociado`,
);
await sql(
  `update remesa_sepa r set n_adeudos = t.n, importe_cent = t.s
  from (select count(*)::int n, sum(importe_cent) s from adeudo where cf_remesa = $1) t where r.id = $1`,
  [remittance.id],
);
await sql('analyze adeudo, cargo, mandato');

const config = { ...base, databaseUrl: db.url, port: 0, seedDemo: false };
const child = fork(new URL('./bench-server.child.mjs', import.meta.url), [JSON.stringify(config)]);
const [{ url }] = await once(child, 'message');
const login = await fetch(`${url}/v1/login`, {
  method: 'POST',
  headers: { mail: 'asoc@demo.federa', psw: 'aikido123' },
});
const { token } = await login.json();
const peakMb = async () => {
  child.send('usage');
  const [answer] = await once(child, 'message');
  return Math.round(answer.usage.maxRSS / 1024);
};

/** Downloads the file, counting its bytes as they arrive (into `file` when given). */
async function download(file) {
  const started = performance.now();
  const response = await fetch(`${url}/v1/pagos/remesas/${remittance.id}.xml`, {
    headers: { authorization: token },
  });
  if (!response.ok || !response.headers.get('content-type')?.startsWith('application/xml'))
    throw new Error(`the file was not answered: ${response.status} ${await response.text()}`);
  const out = file ? fs.createWriteStream(file) : undefined;
  let bytes = 0;
  let firstByteMs;
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.length;
    if (out && !out.write(chunk)) await once(out, 'drain');
  }
  if (out) {
    out.end();
    await once(out, 'finish');
  }
  return { seconds: (performance.now() - started) / 1000, firstByteMs, mb: bytes / 1e6 };
}

const before = await peakMb();
await download(); // warm: the first request loads the modules and plans the statements
const warm = await peakMb();
const run = await download();
const after = await peakMb();
const result = {
  bench: 'remittance-file',
  debits: DEBITS,
  mandates: mandates.length,
  fileMb: Number(run.mb.toFixed(1)),
  seconds: Number(run.seconds.toFixed(2)),
  firstByteMs: Math.round(run.firstByteMs),
  serverPeakRssMb: { beforeDownloads: before, afterFirst: warm, afterSecond: after },
};

if (VALIDATE) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'remesa-'));
  const file = path.join(folder, 'remesa.xml');
  await download(file);
  const require = createRequire(import.meta.url);
  const { validateXML, memoryPages } = require('xmllint-wasm');
  const xsd = new URL('../../graph/src/modules/sepa/xsd/pain.008.001.02.xsd', import.meta.url);
  const answer = await validateXML({
    xml: { fileName: 'remesa.xml', contents: fs.readFileSync(file) },
    schema: { fileName: 'pain.008.001.02.xsd', contents: fs.readFileSync(xsd, 'utf8') },
    maxMemoryPages: memoryPages.GiB,
  });
  result.validAgainstXsd = answer.valid;
  if (!answer.valid) result.xsdErrors = answer.errors.slice(0, 3).map((e) => e.rawMessage);
  fs.rmSync(folder, { recursive: true, force: true });
}

if (CREATE > 0) {
  // Due charges of association 1 to its members with a mandate, presented by the API.
  await sql(
    `insert into cargo (tipo, anio, emisor_asoc, pagador_asociado, cf_asoc, cf_dojo, importe_cent, vence)
     select 'CUOTAS', ${YEAR}, 1, m.pagador_asociado, 1, m.cf_dojo, 2000, current_date
     from generate_series(0, $1 - 1) g
     join (select pagador_asociado, cf_dojo, row_number() over (order by id) - 1 as k, count(*) over () as n
           from mandato where referencia like 'BENCH-%' and activo) m on m.k = g % m.n`,
    [CREATE],
  );
  const started = performance.now();
  const response = await fetch(`${url}/v1/pagos/remesas`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ fechaCobro: (await sql(`select (current_date + 3)::text as d`))[0].d }),
  });
  const body = await response.json();
  if (body.estado !== 0) throw new Error(JSON.stringify(body.res));
  result.create = {
    charges: CREATE,
    debits: body.res.nAdeudos,
    seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
  };
}

console.log(JSON.stringify(result));
console.table({
  [`file of ${DEBITS} debits`]: {
    MB: result.fileMb,
    seconds: result.seconds,
    'first byte ms': result.firstByteMs,
    'server peak RSS MB (before / after)': `${before} / ${after}`,
    ...(VALIDATE && { 'valid (XSD)': result.validAgainstXsd }),
  },
  ...(result.create && {
    [`createRemittance of ${CREATE}`]: { seconds: result.create.seconds, MB: '', 'first byte ms': '' },
  }),
});
child.disconnect();
process.exit(0);
