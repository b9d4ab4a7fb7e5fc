// Faults under load (issue 16), each printed with its figures:
// 1. the database stopped and restarted while two replicas serve: no crash, quick clear errors
//    during the outage, recovery without a restart;
// 2. a replica killed in the middle of a multi-step write (a fee batch): the other serves, and the
//    batch is in the database whole or not at all;
// 3. the upload folder's disk full: a clear error, nothing saved, nothing lost (needs root to
//    mount a small tmpfs; said and skipped otherwise).
// Loopback only; every wait is bounded.   npm run load:faults [-- --outage 15]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
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

const require = createRequire(import.meta.url);
const { connectDatabase } = require('../../graph/dist/graph/src/database/connect.js');

const outageSeconds = option('--outage', 15);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let { base, db, sql } = await openBenchDatabase(option('--members', 20000));
const ports = await freePorts(3);
const replicas = [await startReplica(db.url, ports[0]), await startReplica(db.url, ports[1])];
const token = await tokenOf(replicas[0].url);
const MEMBERS = 'query { members(page: { limit: 15 }) { total } }';

// ---------------------------------------------------------------------------------------------
console.log(`\n1. The database stopped for ${outageSeconds} s under 10 requests/s`);
const samples = [];
let phase = 'before';
const traffic = setInterval(() => {
  const replica = replicas[samples.length % 2];
  const at = performance.now();
  const sampledPhase = phase;
  const sample = { phase: sampledPhase, ok: false, ms: 0, message: '' };
  samples.push(sample);
  graphql(replica.url, token, MEMBERS)
    .then(({ status, body }) => {
      sample.ok = status === 200 && !body.errors;
      sample.message = body.errors?.[0]?.message ?? '';
    })
    .catch((error) => (sample.message = `transport: ${error.message}`))
    .finally(() => (sample.ms = performance.now() - at));
}, 100);
await sleep(5000);
phase = 'outage';
const stoppedAt = Date.now();
await db.close();
const readyDuringOutage = [];
while (Date.now() - stoppedAt < outageSeconds * 1000) {
  await sleep(1000);
  readyDuringOutage.push(
    await fetch(`${replicas[0].url}/readyz`).then(
      (r) => r.status,
      () => 0,
    ),
  );
}
phase = 'after';
const restartAt = Date.now();
({ base, db } = await (async () => {
  const again = await connectDatabase(base, { database: 'federa_bench' });
  return { base, db: again };
})());
let recoveredAfter = NaN;
while (Date.now() - restartAt < 60_000) {
  const { status, body } = await graphql(replicas[1].url, token, MEMBERS).catch(() => ({
    status: 0,
    body: {},
  }));
  if (status === 200 && !body.errors) {
    recoveredAfter = Date.now() - restartAt;
    break;
  }
  await sleep(100);
}
await sleep(3000);
clearInterval(traffic);
await sleep(2000);
for (const name of ['before', 'outage', 'after']) {
  const of = samples.filter((s) => s.phase === name && s.ms > 0);
  const failed = of.filter((s) => !s.ok);
  const latencies = failed.map((s) => s.ms).sort((a, b) => a - b);
  console.log(
    `   ${name.padEnd(7)} ${String(of.length).padStart(4)} requests, ${failed.length} failed` +
      (failed.length
        ? `, failures answered in p50 ${ms(percentile(latencies, 50))} / max ${ms(latencies.at(-1))}`
        : ''),
  );
}
const said = samples.find((s) => s.phase === 'outage' && !s.ok)?.message;
console.log(`   what a failed request was told: ${said ? JSON.stringify(said) : '—'}`);
console.log(`   /readyz during the outage: ${[...new Set(readyDuringOutage)].join(', ')}`);
console.log(
  `   first success ${ms(recoveredAfter)} after the database was back; replicas alive: ${replicas.map((r) => r.alive).join(', ')}`,
);

// ---------------------------------------------------------------------------------------------
console.log('\n2. A replica killed in the middle of creating a fee batch, 8 times');
const year = new Date().getFullYear();
const dojos = await sql(
  `select d.id_dojo from dojo d where (select count(*) from asociado a where a.cf_dojo = d.id_dojo and a.activo) >= 20
   order by d.id_dojo limit 8`,
);
let whole = 0;
let none = 0;
let half = 0;
let otherServed = 0;
for (const [i, { id_dojo: dojoId }] of dojos.entries()) {
  const candidates = await graphql(
    replicas[1].url,
    token,
    'query ($dojoId: Int, $year: Int!) { feeBatchCandidates(dojoId: $dojoId, year: $year) { memberId inBatch otherBatchId } }',
    { dojoId, year },
  );
  const memberIds = (candidates.body.data?.feeBatchCandidates ?? [])
    .filter((c) => !c.inBatch && !c.otherBatchId)
    .map((c) => c.memberId);
  if (!memberIds.length) continue;
  const before = (await sql('select coalesce(max(id_rem), 0)::int as id from remesa'))[0].id;
  const victim = replicas[0];
  const write = graphql(
    victim.url,
    token,
    'mutation ($input: FeeBatchInput!) { createFeeBatch(input: $input) { id } }',
    { input: { dojoId, year, memberIds } },
  ).catch(() => null);
  // From at once to after the commit: spread over the write's life.
  await sleep([1, 5, 10, 20, 40, 80, 160, 400][i % 8]);
  victim.kill('SIGKILL');
  await write;
  await victim.exited;
  const served = await graphql(replicas[1].url, token, MEMBERS);
  if (served.status === 200 && !served.body.errors) otherServed++;
  const batches = await sql(
    `select r.id_rem, (select count(*)::int from cuota c where c.cf_remesa = r.id_rem) as fees
     from remesa r where r.id_rem > $1 and r.cf_dojo = $2`,
    [before, dojoId],
  );
  if (batches.length === 0) none++;
  else if (batches.every((b) => b.fees === memberIds.length)) whole++;
  else half++;
  replicas[0] = await startReplica(db.url, ports[0]);
}
console.log(
  `   batches whole ${whole}, absent ${none}, half written ${half}; the other replica answered ${otherServed} of ${whole + none + half}`,
);

// ---------------------------------------------------------------------------------------------
console.log('\n3. The upload folder full');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-full-'));
let mounted = false;
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', folder], { stdio: 'ignore' });
  mounted = true;
} catch {
  console.log('   skipped: mounting a small tmpfs needs root');
}
if (mounted) {
  const uploads = await startReplica(db.url, ports[2], { FEDERA_UPLOADS_DIR: folder });
  try {
    // All but a few kilobytes taken.
    fs.writeFileSync(path.join(folder, 'filler'), Buffer.alloc(8 * 1024 * 1024 - 16 * 1024));
    const logo = `data:image/png;base64,${(
      await sharp({
        create: { width: 900, height: 900, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 60 } },
      })
        .png()
        .toBuffer()
    ).toString('base64')}`;
    const dojo = (
      await graphql(uploads.url, token, '{ dojo(id: 1) { name city associationId country province logo } }')
    ).body.data.dojo;
    const { logo: before, ...input } = dojo;
    const refused = await graphql(
      uploads.url,
      token,
      'mutation ($input: DojoInput!) { updateDojo(id: 1, input: $input) { logo } }',
      {
        input: { ...input, logo },
      },
    );
    const after = (await graphql(uploads.url, token, '{ dojo(id: 1) { logo } }')).body.data.dojo.logo;
    const left = fs.readdirSync(path.join(folder, 'dojo')).filter((f) => f !== path.basename(before ?? ''));
    console.log(
      `   answer: ${JSON.stringify(refused.body.errors?.[0]?.extensions?.fields ?? refused.body.errors?.[0]?.message)}`,
    );
    console.log(
      `   the dojo kept its logo: ${after === before}; files left behind: ${left.length}; server alive: ${uploads.alive}`,
    );
    fs.rmSync(path.join(folder, 'filler'));
    const saved = await graphql(
      uploads.url,
      token,
      'mutation ($input: DojoInput!) { updateDojo(id: 1, input: $input) { logo } }',
      {
        input: { ...input, logo },
      },
    );
    console.log(`   with room again the same upload is saved: ${Boolean(saved.body.data?.updateDojo.logo)}`);
  } finally {
    await uploads.stop();
    execFileSync('umount', [folder]);
  }
}
fs.rmSync(folder, { recursive: true, force: true });

for (const replica of replicas) await replica.stop();
await db.close();
process.exit(0);
