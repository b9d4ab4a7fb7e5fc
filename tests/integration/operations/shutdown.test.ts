import http from 'node:http';
import crypto from 'node:crypto';
import { Client } from 'pg';
import { loadConfig } from '../../../graph/src/config';
import { withDatabaseName } from '../../../graph/src/database/connect';
import { startServer } from '../../../graph/src/start';
import { startTestServer } from '../../support/test-server';

// A replica is stopped (a new release, a scale-down) while it serves: what it already took must
// finish, what comes after must go elsewhere; and replicas started together must not trip over
// each other bringing the database to date.

type Answer = { status?: number; connection?: string; text: string };

/** A GraphQL POST whose body is sent in two halves; `finish` sends the second. */
function slowRequest(url: string) {
  const body = JSON.stringify({ query: '{ publicDojoPlaces { country province count } }' });
  let req!: http.ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    req = http.request(
      `${url}/graphql`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, text }));
      },
    );
    req.on('error', reject);
  });
  req.write(body.slice(0, 10));
  return { answer, finish: () => req.end(body.slice(10)) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('lets a request in flight finish, takes no new connection, then closes', async () => {
  const t = await startTestServer();
  try {
    const inFlight = slowRequest(t.url);
    await pause(200);
    let closed = false;
    const closing = t.server.close().then(() => (closed = true));
    await pause(100);
    // Not listening any more: a proxy's next attempt goes to another replica.
    await expect(fetch(`${t.url}/healthz`)).rejects.toThrow();
    expect(closed).toBe(false);

    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.text).data.publicDojoPlaces.length).toBeGreaterThan(0);
    await closing;
    expect(closed).toBe(true);
  } finally {
    await t.close();
  }
});

it('cuts what is still running after the grace period, and says so', async () => {
  const lines: string[] = [];
  const t = await startTestServer({ shutdownGraceMs: 300 }, { write: (line) => lines.push(line) });
  try {
    const stuck = slowRequest(t.url);
    const outcome = stuck.answer.then(
      () => 'answered',
      () => 'cut',
    );
    await pause(200);
    const started = Date.now();
    await t.server.close();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await outcome).toBe('cut');
    expect(lines.some((line) => line.includes('were cut'))).toBe(true);
  } finally {
    await t.close();
  }
});

it('replicas started together on an empty database migrate it once, one after the other', async () => {
  const serverUrl = process.env.FEDERA_TEST_SERVER_URL!;
  const database = `federa_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${database}`);
  const url = withDatabaseName(serverUrl, database);
  const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: url, port: 0, seedDemo: false };
  const replicas = await Promise.all([startServer(config, () => {}), startServer(config, () => {})]);
  try {
    const check = new Client({ connectionString: url });
    await check.connect();
    const { rows } = await check.query(
      'select count(*)::int as applied, count(distinct name)::int as distinct from mikro_orm_migrations',
    );
    await check.end();
    expect(rows[0].applied).toBeGreaterThan(10);
    expect(rows[0].distinct).toBe(rows[0].applied);
    for (const replica of replicas) expect((await fetch(`${replica.url}/readyz`)).status).toBe(200);
  } finally {
    await Promise.all(replicas.map((replica) => replica.close()));
    await admin(`drop database if exists ${database} with (force)`);
  }
}, 120_000);
