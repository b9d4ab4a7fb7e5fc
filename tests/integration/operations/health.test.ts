import { Client } from 'pg';
import { startTestServer, type TestServer } from '../../support/test-server';

// Part of running for real (issue 16): the probes a proxy or an orchestrator asks, and the request
// id every answer and log line carries.

let t: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  t = await startTestServer({ logFormat: 'json' }, { write: (line) => lines.push(line) });
});
afterAll(() => t.close());

const admin = async <T>(work: (c: Client) => Promise<T>): Promise<T> => {
  const client = new Client({ connectionString: process.env.FEDERA_TEST_SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};
const databaseName = () => new URL(t.server.db.url).pathname.slice(1);

describe('readiness', () => {
  it('is not ready while a migration of this build is missing from the database, then is', async () => {
    // Before any /readyz: once seen applied, migrations are not asked again.
    const [last] = await t.sql(
      'delete from mikro_orm_migrations where id = (select max(id) from mikro_orm_migrations) returning name, executed_at',
    );
    const missing = await fetch(`${t.url}/readyz`);
    expect(missing.status).toBe(503);
    expect(await missing.json()).toEqual({ status: 'unavailable', reason: 'migrations', pending: 1 });
    await t.sql('insert into mikro_orm_migrations (name, executed_at) values ($1, $2)', [
      last.name,
      last.executed_at,
    ]);
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('says the database is unavailable while it refuses connections, and recovers without a restart', async () => {
    const name = databaseName();
    // The server's connections go; this file's own SQL connection stays.
    const [{ pid: own }] = await t.sql('select pg_backend_pid() as pid');
    await admin(async (c) => {
      await c.query(`alter database ${name} allow_connections false`);
      await c.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> $2',
        [name, own],
      );
    });
    try {
      const down = await fetch(`${t.url}/readyz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'unavailable', reason: 'database' });
      // The process itself lives: it is not to be restarted for the database's sake.
      expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
      // Requests are told so at once, translated, and asked to come back.
      const query = await t.graphql('{ publicDojoPlaces { country count } }');
      expect(query.status).toBe(503);
      expect(query.headers.get('retry-after')).toBe('5');
      expect(query.errors?.[0]).toMatchObject({
        message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
      const rest = await t.rest('GET', '/dojos/public');
      expect(rest.status).toBe(503);
      expect(rest.body.estado).toBe(1);
    } finally {
      await admin((c) => c.query(`alter database ${name} allow_connections true`));
    }
    const up = await fetch(`${t.url}/readyz`);
    expect(up.status).toBe(200);
    const answer = await t.graphql<{ publicDojoPlaces: unknown[] }>('{ publicDojoPlaces { country count } }');
    expect(answer.errors).toBeUndefined();
  });
});

describe('request ids and log lines', () => {
  it('gives every answer an id, keeps a sane one from the proxy, and replaces anything else', async () => {
    const own = await fetch(`${t.url}/healthz`);
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${t.url}/healthz`, { headers: { 'x-request-id': 'proxy-42.a_b' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-42.a_b');
    for (const bad of ['x'.repeat(65), 'a b', 'a"b', '']) {
      const replaced = await fetch(`${t.url}/healthz`, { headers: { 'x-request-id': bad } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('writes one JSON line per request with its id, and no password, token or query in it', async () => {
    lines.length = 0;
    const password = 'aikido123';
    const signIn = await t.rest('POST', '/login', {
      headers: { mail: 'admin@demo.federa', psw: password, 'x-request-id': 'sign-in-1' },
      // A legacy client may put it in the address too: the line keeps the path only.
      query: { psw: password },
    });
    const token = signIn.body.token as string;
    expect(token).toBeTruthy();
    await t.graphql('{ me { id firstName } }', {}, { token, headers: { 'x-request-id': 'me-1' } });
    await new Promise((resolve) => setTimeout(resolve, 50));

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const signInLine = entries.find((e) => e.requestId === 'sign-in-1' && e.msg === 'request');
    expect(signInLine).toMatchObject({ level: 'info', method: 'POST', path: '/v1/login', status: 200 });
    expect(typeof signInLine!.ms).toBe('number');
    expect(Date.parse(signInLine!.time as string)).not.toBeNaN();
    expect(entries.find((e) => e.requestId === 'me-1')).toMatchObject({ path: '/graphql', status: 200 });
    const all = lines.join('\n');
    expect(all).not.toContain(password);
    expect(all).not.toContain(token);
    // Probes that succeed are not logged: they would drown everything else.
    expect(entries.some((e) => e.path === '/healthz')).toBe(false);
  });
});
