// The plans of the slowest scenarios. The server runs in the bench's process, so its statements
// are caught where they leave for the database (pg's Client.query, in every copy of pg the server
// may load) with their bound values and durations; the longest of them are then run again under
// `EXPLAIN (ANALYZE, BUFFERS)` inside a transaction that is rolled back, so a write changes
// nothing. No server setting (auto_explain, pg_stat_statements) is needed on the database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every copy of pg the server may use: the ORM's own and the project's. */
function pgCopies() {
  const copies = new Set();
  for (const from of ['@mikro-orm/postgresql', '@mikro-orm/knex', 'knex', null]) {
    try {
      const base = from ? path.dirname(require.resolve(`${from}/package.json`, { paths: [REPO] })) : REPO;
      copies.add(require(require.resolve('pg', { paths: [base] })));
    } catch {
      // Not installed that way: nothing to catch there.
    }
  }
  return [...copies];
}

/** Records statements while `recording` is on; `during(work)` answers them with their ms. */
export function statementRecorder() {
  let recording = null;
  for (const pg of pgCopies()) {
    const original = pg.Client.prototype.query;
    if (original.scaleRecorder) continue;
    const patched = function (config, values) {
      if (!recording) return original.apply(this, arguments);
      const text = typeof config === 'string' ? config : config?.text;
      const params = (typeof config === 'object' && config?.values) || (Array.isArray(values) ? values : []);
      const entry = { text, params, ms: NaN };
      if (text) recording.push(entry);
      const at = performance.now();
      const done = () => (entry.ms = performance.now() - at);
      const args = [...arguments];
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const cb = args[last];
        args[last] = (...result) => {
          done();
          return cb(...result);
        };
      }
      const answer = original.apply(this, args);
      if (answer && typeof answer.then === 'function') answer.then(done, done);
      return answer;
    };
    patched.scaleRecorder = true;
    pg.Client.prototype.query = patched;
  }
  return {
    async during(work) {
      recording = [];
      try {
        await work();
        return recording;
      } finally {
        recording = null;
      }
    },
  };
}

const EXPLAINABLE = /^\s*(select|with|update|insert|delete)\b/i;
const SETTING = /^\s*set\s/i;

/** The statements of one call worth a plan: the longest, up to `most`, over a tenth of the call. */
function heaviest(statements, most = 2) {
  const total = statements.reduce((sum, s) => sum + (s.ms || 0), 0);
  return statements
    .filter((s) => EXPLAINABLE.test(s.text) && s.ms >= total / 10)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, most);
}

/** `EXPLAIN (ANALYZE, BUFFERS)` of a statement, after the settings its call made, rolled back. */
async function explain(client, statement, settings) {
  await client.query('begin');
  try {
    for (const s of settings) await client.query(s.text, s.params);
    const { rows } = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } catch (error) {
    return `(could not be explained again: ${error.message})`;
  } finally {
    await client.query('rollback').catch(() => undefined);
  }
}

const shown = (value) =>
  typeof value === 'string' && value.length > 80 ? `${value.slice(0, 77)}...` : value;

/**
 * Writes `file`: for each of `slowest` (`{ result, statements }`), its figures, its heaviest
 * statements with their values and plans. `connect()` gives a pg client on the bench database.
 */
export async function writePlans(file, slowest, { connect, members, started }) {
  const client = await connect();
  const parts = [
    '# Plans of the slowest scale scenarios',
    '',
    `Written by \`npm run bench:scale\` on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
      `${members.toLocaleString('en-US')} members, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} at the end. ` +
      'Each scenario was called once more while its statements were recorded; the longest ones ' +
      '(over a tenth of the call) were then run again under `EXPLAIN (ANALYZE, BUFFERS)` in a ' +
      'transaction rolled back (writes are replayed on the state after the run).',
  ];
  try {
    for (const { result, statements } of slowest) {
      const settings = statements.filter((s) => SETTING.test(s.text));
      const total = statements.reduce((sum, s) => sum + (s.ms || 0), 0);
      parts.push(
        '',
        `## ${result.scenario} (${result.role})`,
        '',
        `p50 ${result.p50_ms} ms, p99 ${result.p99_ms} ms; the recorded call ran ${statements.length} ` +
          `statements, ${total.toFixed(1)} ms in the database.`,
      );
      for (const statement of heaviest(statements)) {
        const plan = await explain(client, statement, settings);
        parts.push(
          '',
          `${statement.ms.toFixed(1)} ms when called${
            statement.params.length ? `, values ${JSON.stringify(statement.params.map(shown))}` : ''
          }:`,
          '',
          '```sql',
          statement.text.trim(),
          '```',
          '',
          '```text',
          plan,
          '```',
        );
      }
    }
  } finally {
    await client.end();
  }
  const text = `${parts.join('\n')}\n`;
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}
