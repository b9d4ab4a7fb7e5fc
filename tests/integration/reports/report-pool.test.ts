import { loadConfig, type Config } from '../../../graph/src/config';
import { waitingForLock } from '../../support/held-write';
import { signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';
import { ROLE_MAILS, signInAll, type Role } from '../members/members-support';
import { holdTable } from './reports-support';

// Issue 26 item 2: one request's aliased reports took every pooled connection, and a plain
// member's `me` waited for them. The reports here read fee batches (`remesa`), which a side
// connection holds locked: they stay running as long as the test wants, and nothing else reads it.

const REPORTS = loadConfig({ NODE_ENV: 'test' }).reports;
/** Reports and exports at once in all: the default, of the pool's 10 connections. */
const AT_ONCE = 4;
const GROUPED = `report(input: {view: "remesas", fields: [], groupBy: ["dojo"]})`;
/** `n` grouped reports in one request, each under its own alias. */
const reports = (n: number, selection = '{ total }') =>
  `{ ${Array.from({ length: n }, (_, i) => `r${i}: ${GROUPED} ${selection}`).join(' ')} }`;
const GROUPED_REST = { vista: 'remesas', campos: [], agregaciones: ['dojo'] };
const ME = '{ me { id } }';

/** Resolves once `ms` have passed: how long the test lets a request hang, not a claim about speed. */
const bound = (ms: number) => new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), ms).unref());

async function openServer(reports: Partial<Config['reports']>) {
  const t = await startTestServer({ reports: { ...REPORTS, ...reports } });
  return { t, tokens: await signInAll(t) };
}

describe('reports hold a part of the pool only', () => {
  let t: TestServer;
  let tokens: Record<Role, string>;
  beforeAll(async () => {
    // The held reports stay held for the whole test (the timeout has its own test below).
    ({ t, tokens } = await openServer({ statementTimeoutMs: 120_000, atOnce: AT_ONCE }));
  });
  afterAll(() => t.close());

  it('answers a plain member and a sign-in while reports of every door wait on their table', async () => {
    const hold = await holdTable(t, 'remesa');
    const attack = Array.from({ length: 4 }, () => t.graphql(reports(15), {}, { token: tokens.admin }));
    const pairs = (['admin', 'dojo'] as const).flatMap((role) =>
      Array.from({ length: 3 }, () => t.graphql(reports(2), {}, { token: tokens[role] })),
    );
    const rest = Array.from({ length: 6 }, () =>
      t.rest('POST', '/listado/custom', { token: tokens.asoc, body: GROUPED_REST }),
    );
    try {
      expect(await waitingForLock(t, AT_ONCE)).toBe(true);
      const neighbour = Promise.all([
        t.graphql<{ me: { id: number } }>(ME, {}, { token: tokens.miembro }),
        signIn(t, ROLE_MAILS.miembro),
      ]);
      expect(await Promise.race([neighbour.then(() => 'answered' as const), bound(20_000)])).toBe('answered');
      const [me, token] = await neighbour;
      expect(me.data?.me.id).toBeGreaterThan(0);
      expect(token).toEqual(expect.any(String));
      // Still held, and no more of them than their share of the pool.
      const [{ n }] = await t.sql<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      expect(n).toBe(AT_ONCE);
    } finally {
      await hold.release();
    }
    // Fifteen reports in one request cost past the limit: refused before any ran.
    for (const answer of await Promise.all(attack)) {
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0].extensions?.code).toBe('QUERY_REJECTED');
    }
    // What waited its turn ran once the table was free.
    for (const answer of await Promise.all(pairs)) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ r0: { total: expect.any(Number) }, r1: { total: expect.any(Number) } });
    }
    for (const answer of await Promise.all(rest)) expect(answer.body.estado).toBe(0);
  });

  it('costs a report as what it runs: two fit in one request, a third does not', async () => {
    const two = await t.graphql(
      reports(2, '{ columns { key name type } rows total }'),
      {},
      { token: tokens.admin },
    );
    expect(two.errors).toBeUndefined();
    const three = await t.graphql(reports(3), {}, { token: tokens.admin });
    expect(three.data ?? null).toBeNull();
    expect(three.errors?.[0]).toMatchObject({
      message: 'La consulta es demasiado compleja.',
      extensions: { code: 'QUERY_REJECTED' },
    });
    const values = await t.graphql(
      '{ a: reportValues(view: "asociados", field: "dojo") { value label } b: reportValues(view: "asociados", field: "asociacion") { value label } }',
      {},
      { token: tokens.admin },
    );
    expect(values.errors?.[0].extensions?.code).toBe('QUERY_REJECTED');
    // One field's values, as the filters modal asks them (Apollo adds __typename), still fit.
    const one = await t.graphql(
      '{ reportValues(view: "asociados", field: "activo") { value label __typename } }',
      {},
      { token: tokens.admin },
    );
    expect(one.errors).toBeUndefined();
  });
});

describe('past the queue, reports and exports are refused as busy on both doors', () => {
  let t: TestServer;
  let tokens: Record<Role, string>;
  beforeAll(async () => {
    ({ t, tokens } = await openServer({
      statementTimeoutMs: 120_000,
      atOnce: 1,
      perCaller: 1,
      waiting: 0,
      waitingPerCaller: 0,
    }));
  });
  afterAll(() => t.close());

  it('says so in the caller language, asks to come back, and keeps answering the rest', async () => {
    const hold = await holdTable(t, 'remesa');
    const held = t.graphql(reports(1), {}, { token: tokens.admin });
    try {
      expect(await waitingForLock(t, 1)).toBe(true);
      const graphql = await t.graphql(reports(1), {}, { token: tokens.dojo });
      expect(graphql.status).toBe(503);
      expect(graphql.headers.get('retry-after')).toBe('5');
      expect(graphql.errors?.[0]).toMatchObject({
        message: 'Hay demasiados informes en curso. Vuelve a intentarlo dentro de unos segundos.',
        extensions: { code: 'SERVICE_UNAVAILABLE', key: 'reports.busy' },
      });
      const values = await t.graphql(
        '{ reportValues(view: "asociados", field: "dojo") { value } }',
        {},
        {
          token: tokens.asoc,
          headers: { 'accept-language': 'en' },
        },
      );
      expect(values.errors?.[0].message).toBe('Too many reports are running. Try again in a few seconds.');

      const busy = {
        estado: 1,
        res: expect.objectContaining({
          codigo: 'SERVICE_UNAVAILABLE',
          mensaje: 'Trop de rapports sont en cours. Réessayez dans quelques secondes.',
        }),
      };
      const fr = { 'accept-language': 'fr' };
      const rest = await t.rest('POST', '/listado/custom', {
        token: tokens.asoc,
        body: GROUPED_REST,
        headers: fr,
      });
      expect(rest.status).toBe(503);
      expect(rest.headers.get('retry-after')).toBe('5');
      expect(rest.body).toEqual(busy);
      const file = await t.rest('POST', '/listado/custom', {
        token: tokens.asoc,
        query: { excel: 'true' },
        body: GROUPED_REST,
        headers: fr,
      });
      expect(file.status).toBe(503);
      expect(file.body).toEqual(busy);

      expect((await t.graphql(ME, {}, { token: tokens.miembro })).data).toEqual({
        me: { id: expect.any(Number) },
      });
    } finally {
      await hold.release();
    }
    expect((await held).data).toEqual({ r0: { total: expect.any(Number) } });
  });
});

describe('a report statement that runs past the timeout', () => {
  let t: TestServer;
  let tokens: Record<Role, string>;
  beforeAll(async () => {
    ({ t, tokens } = await openServer({ statementTimeoutMs: 300, exportStatementTimeoutMs: 300 }));
  });
  afterAll(() => t.close());

  it('is stopped and told as such on both doors and in the export, then frees its slot', async () => {
    const hold = await holdTable(t, 'remesa');
    try {
      const graphql = await t.graphql(reports(1), {}, { token: tokens.admin });
      expect(graphql.errors?.[0]).toMatchObject({
        message: 'El informe tarda demasiado: añade filtros o agrupa los resultados.',
        extensions: { code: 'BAD_USER_INPUT', key: 'reports.tooSlow' },
      });
      const tooSlow = {
        estado: 1,
        res: expect.objectContaining({
          mensaje: 'The report takes too long: add filters or group the results.',
        }),
      };
      const en = { 'accept-language': 'en' };
      const rest = await t.rest('POST', '/listado/custom', {
        token: tokens.admin,
        body: GROUPED_REST,
        headers: en,
      });
      expect(rest.body).toEqual(tooSlow);
      const file = await t.rest('POST', '/listado/custom', {
        token: tokens.admin,
        query: { excel: 'true' },
        body: GROUPED_REST,
        headers: en,
      });
      expect(file.body).toEqual(tooSlow);
    } finally {
      await hold.release();
    }
    const after = await t.graphql(reports(2), {}, { token: tokens.admin });
    expect(after.errors).toBeUndefined();
  });
});
