// Bank statements at issue 30's bound: a Norma 43 file and a camt.053 file of 100,000 movements
// each, imported over HTTP (POST /v1/extractos/importar, the file as the streamed request body)
// by a server in its own process. Some credits quote charges made for them, which the import pays
// (billing's recordPayments, a batch at a time). While each import runs, a client keeps asking a plain
// call (an association's record): its p95 and worst wait show whether the import held the server.
// Prints seconds, the server's peak RSS, those waits, and the server's own log line per import
// (how long it read, wrote and matched). Nothing here asserts a time.
//
//   npm run bench:statements [-- --lines 100000 --matches 2000 --members 2000]
//
// Uses the database federa_bench, or --database NAME (bench-support.mjs), generated when it holds
// fewer members than asked: statements and charges do not depend on the members.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openBenchDatabase, option } from './bench-support.mjs';

const LINES = option('--lines', 100_000);
const MATCHES = option('--matches', 2_000);
const MEMBERS = option('--members', 2_000);

const { base, db, sql } = await openBenchDatabase(MEMBERS);
// Earlier runs' statements and charges out of the way: each run imports files never seen.
await sql(`delete from extracto_linea; delete from extracto;
  delete from factura where cf_cargo in (select id from cargo where tipo = 'LIQUIDACION' and anio = 2099);
  delete from pago where cf_cargo in (select id from cargo where tipo = 'LIQUIDACION' and anio = 2099);
  delete from cargo where tipo = 'LIQUIDACION' and anio = 2099`);
const charges = await sql(
  `insert into cargo (tipo, anio, pagador_asoc, cf_asoc, importe_cent)
   select 'LIQUIDACION', 2099, 1, 1, 1000 + g from generate_series(1, $1) g returning referencia, importe_cent`,
  [MATCHES * 2],
);

const config = { ...base, databaseUrl: db.url, port: 0, seedDemo: false };
// Its log says how long each import read, wrote and matched.
const child = fork(new URL('./bench-server.child.mjs', import.meta.url), [JSON.stringify(config)], {
  env: { ...process.env, BENCH_SERVER_LOG: '1' },
  silent: true,
});
const importLog = [];
child.stdout.setEncoding('utf8');
child.stdout.on('data', (text) => {
  for (const line of text.split('\n')) {
    const at = line.indexOf('[statements]');
    if (at >= 0) importLog.push(line.slice(at).replace(/["}]+$/, ''));
  }
});
const [{ url }] = await once(child, 'message');
const login = await fetch(`${url}/v1/login`, {
  method: 'POST',
  headers: { mail: 'admin@demo.federa', psw: 'aikido123' },
});
const { token } = await login.json();
const usage = async () => {
  child.send('usage');
  const [answer] = await once(child, 'message');
  return answer.usage;
};

const amount = (cents) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const digits = (n, size) => String(n).padStart(size, '0');

/** The i-th movement: every 50th a credit quoting a charge (its amount), the rest plain credits and fees. */
function movement(i, half) {
  const charge = i % 50 === 0 ? charges[((i / 50) % MATCHES) + half * MATCHES] : undefined;
  if (charge)
    return { credit: true, cents: charge.importe_cent, concept: `TRANSFERENCIA ${charge.referencia}` };
  return i % 3 === 0
    ? { credit: false, cents: 100 + (i % 900), concept: `COMISION ${i}` }
    : { credit: true, cents: 500 + (i % 7000), concept: `INGRESO VARIOS ${i}` };
}

/** Writes a file a piece at a time (it is never built whole in memory). */
async function writeFile(file, pieces) {
  const out = fs.createWriteStream(file);
  for (const piece of pieces()) if (!out.write(piece)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

function* norma43() {
  const account = `21000418${digits(Date.now() % 1e10, 10)}`;
  yield `11${account}990101991231200000000100000978${'3'}${'BENCH'.padEnd(26)}   \r\n`;
  let records = 1;
  const totals = { debit: [0, 0], credit: [0, 0] };
  for (let i = 0; i < LINES; i++) {
    const m = movement(i, 0);
    yield `22    0418991115991115${m.credit ? '04' : '17'}000${m.credit ? '2' : '1'}${digits(m.cents, 14)}${'0'.repeat(22)}${' '.repeat(16)}\r\n`;
    yield `2301${m.concept.padEnd(38).slice(0, 38)}${' '.repeat(38)}\r\n`;
    records += 2;
    const side = m.credit ? totals.credit : totals.debit;
    side[0]++;
    side[1] += m.cents;
  }
  const closing = 100_000 + totals.credit[1] - totals.debit[1];
  yield `33${account}${digits(totals.debit[0], 5)}${digits(totals.debit[1], 14)}${digits(totals.credit[0], 5)}${digits(totals.credit[1], 14)}2${digits(closing, 14)}978    \r\n`;
  records++;
  yield `88${'9'.repeat(18)}${digits(records, 6)}${' '.repeat(54)}\r\n`;
}

function* camt053() {
  let credit = 0;
  let debit = 0;
  for (let i = 0; i < LINES; i++) {
    const m = movement(i, 1);
    if (m.credit) credit += m.cents;
    else debit += m.cents;
  }
  yield `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>BENCH${Date.now()}</MsgId><CreDtTm>2099-12-31T06:00:00</CreDtTm></GrpHdr>
<Stmt><Id>BENCH</Id><CreDtTm>2099-12-31T06:00:00</CreDtTm>
<Acct><Id><IBAN>ES91210004184502000${digits(Date.now() % 1e5, 5)}</IBAN></Id><Ccy>EUR</Ccy></Acct>
<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2099-01-01</Dt></Dt></Bal>
<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amount(100_000 + credit - debit)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2099-12-31</Dt></Dt></Bal>
<TxsSummry><TtlNtries><NbOfNtries>${LINES}</NbOfNtries></TtlNtries></TxsSummry>
`;
  for (let i = 0; i < LINES; i++) {
    const m = movement(i, 1);
    yield `<Ntry><Amt Ccy="EUR">${amount(m.cents)}</Amt><CdtDbtInd>${m.credit ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2099-11-15</Dt></BookgDt><ValDt><Dt>2099-11-15</Dt></ValDt><AcctSvcrRef>B${i}</AcctSvcrRef><NtryDtls><TxDtls><Refs><EndToEndId>E2E-${i}</EndToEndId></Refs><RltdPties><Dbtr><Nm>Pagador ${i}</Nm></Dbtr></RltdPties><RmtInf><Ustrd>${m.concept}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>\n`;
  }
  yield '</Stmt></BkToCstmrStmt></Document>\n';
}

/** Imports `file` while a client asks a plain call back to back; answers the figures. */
async function importWhileAsking(file) {
  const waits = [];
  let importing = true;
  const probe = (async () => {
    while (importing) {
      const started = performance.now();
      const response = await fetch(`${url}/v1/asocs/ver?id=1`, { headers: { authorization: token } });
      await response.json();
      waits.push(performance.now() - started);
    }
  })();
  const started = performance.now();
  const response = await fetch(`${url}/v1/extractos/importar`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/octet-stream' },
    body: fs.createReadStream(file),
    duplex: 'half',
  });
  const body = await response.json();
  const seconds = (performance.now() - started) / 1000;
  importing = false;
  await probe;
  if (body.estado !== 0) throw new Error(JSON.stringify(body.res));
  waits.sort((a, b) => a - b);
  const pct = (p) => waits[Math.min(waits.length - 1, Math.floor(p * waits.length))];
  return { seconds, body, probes: waits.length, p50: pct(0.5), p95: pct(0.95), max: waits[waits.length - 1] };
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-statements-bench-'));
try {
  console.log(`${LINES} movements per file; ${MATCHES} credits in each quote a charge of theirs`);
  console.log('format     MB   seconds  matched  server peak RSS MB  plain call p50 / p95 / max ms (n)');
  for (const [name, pieces, ext] of [
    ['Norma 43', norma43, 'n43'],
    ['camt.053', camt053, 'xml'],
  ]) {
    const file = path.join(folder, `statement.${ext}`);
    await writeFile(file, pieces);
    const mb = fs.statSync(file).size / 2 ** 20;
    const r = await importWhileAsking(file);
    const { maxRSS } = await usage();
    const statement = r.body.res.extracto;
    if (statement.nLineas !== LINES) throw new Error(`${statement.nLineas} lines imported`);
    console.log(
      `${name.padEnd(9)} ${mb.toFixed(1).padStart(5)} ${r.seconds.toFixed(1).padStart(8)} ${String(statement.nConciliadas).padStart(8)} ${(maxRSS / 1024).toFixed(0).padStart(19)}  ${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} / ${r.max.toFixed(1)} (${r.probes})`,
    );
  }
  for (const line of importLog) console.log(line);
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
  child.disconnect();
  // A server still holding the clients' idle connections is not waited for.
  const stopped = setTimeout(() => child.kill(), 5_000);
  await once(child, 'exit');
  clearTimeout(stopped);
}
// The embedded PostgreSQL the bench started stops with it.
await db.close();
