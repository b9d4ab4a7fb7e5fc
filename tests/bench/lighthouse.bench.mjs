// Lighthouse 13 (mobile settings, Debian's Chromium) on the landing page /es and the sign-in page
// /es/app, served by the built application on the bench database: prints the four scores of each,
// the median of --runs runs (3 by default), with the metrics behind performance. Lighthouse is
// fetched by npm exec on first use rather than installed with the project: only this bench uses it.
//   npm run bench:lighthouse [-- --runs 5] [-- --page /es/app] [-- --keep]
// --keep leaves the JSON reports in a temporary folder (named at the end) to read what they found.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openBenchDatabase, option, startBenchServer } from './bench-support.mjs';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
].join(' ');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

const runs = option('--runs', 3);
const { base, db } = await openBenchDatabase(option('--members', 2000));
const { server } = await startBenchServer(base, db);
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-lighthouse-'));

// Asynchronous: the server under test runs in this very process and must keep answering.
const run = promisify(execFile);

async function lighthouse(url, file) {
  await run(
    'npm',
    [
      'exec',
      '--yes',
      `--package=${LIGHTHOUSE}`,
      '--',
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

// Lighthouse sometimes fails to record a trace (NO_NAVSTART): such a run is tried again, twice.
async function lighthouseAgain(url, file) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, file);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`(a Lighthouse run failed, trying again: ${String(error.message).split('\n')[0]})`);
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const only = process.argv.indexOf('--page');
  for (const page of only < 0 ? ['/es', '/es/app'] : [process.argv[only + 1]]) {
    const reports = [];
    const name = page.replace(/\W+/g, '_');
    for (let i = 0; i < runs; i++)
      reports.push(await lighthouseAgain(`${server.url}${page}`, path.join(out, `${name}-${i}.json`)));
    const scores = CATEGORIES.map(
      (c) => `${c} ${median(reports.map((r) => r.categories[c].score)).toFixed(2)}`,
    );
    const metrics = METRICS.map((m) => {
      const values = reports.map((r) => r.audits[m].numericValue);
      const value = median(values);
      return `${m.replace(/-/g, ' ')} ${m === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`}`;
    });
    // Lighthouse scales the CPU time it observes: a busy machine scores lower. Its own measure of
    // the machine's speed goes with the figures.
    const machine = Math.round(median(reports.map((r) => r.environment.benchmarkIndex)));
    console.log(`${page} (median of ${runs}, machine benchmark index ${machine}): ${scores.join(', ')}`);
    console.log(`  ${metrics.join(', ')}`);
  }
} finally {
  await server.close();
  if (process.argv.includes('--keep')) console.log(`reports kept in ${out}`);
  else fs.rmSync(out, { recursive: true, force: true });
}
process.exit(0);
