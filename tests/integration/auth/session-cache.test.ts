import { DEMO_PASSWORD } from '../../support/constants';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { decodePayload, signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';
import { ACCOUNT_ID, places, ROLE_MAILS } from '../../support/world';

// Each server process answers a session it found live from its cache (session-cache.ts) until
// something that ends sessions is committed, here, on another process on the same database, or
// by anyone writing to the database. Two processes on one database, as two replicas: every
// token is first heard on both (so both keep it), then ended, then asked again at once.

let t: TestServer;
let b: ServerProcess;
beforeAll(async () => {
  t = await startTestServer();
  b = await startServerProcess({ databaseUrl: t.server.db.url });
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

/** Whether `base` hears the token on both doors. */
async function heard(base: string, token: string): Promise<{ graphql: boolean; rest: boolean }> {
  const gql = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { id } }' }),
  });
  const gqlBody = (await gql.json()) as Record<string, any>;
  if (gqlBody.errors) expect(gqlBody.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  const rest = await fetch(`${base}/v1/asociados?ini=0&pag=15`, { headers: { authorization: token } });
  const restBody = (await rest.json()) as Record<string, any>;
  if (restBody.estado !== 0) expect(restBody.res.codigo).toBe('UNAUTHENTICATED');
  return { graphql: !!gqlBody.data?.me, rest: restBody.estado === 0 };
}

/** Until both processes listen again (each retries a second after losing its connection). */
async function listenersBack(): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const [{ n }] = await t.sql<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where application_name = 'federa-sessions'
          and datname = current_database() and state = 'idle' and query ilike 'listen%'`,
    );
    if (n === 2) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the session caches did not listen again');
}

const LIVE = { graphql: true, rest: true };
const ENDED = { graphql: false, rest: false };

/** Heard twice on each process: the second answer comes from the process's cache. */
async function heardEverywhere(...tokens: string[]): Promise<void> {
  for (const token of tokens)
    for (const base of [t.url, b.url, t.url, b.url]) expect(await heard(base, token)).toEqual(LIVE);
}

async function expectEndedEverywhere(token: string): Promise<void> {
  expect(await heard(b.url, token)).toEqual(ENDED);
  expect(await heard(t.url, token)).toEqual(ENDED);
}

it('a sign-out on one process ends the token on the other at its next request', async () => {
  const [ending, other] = [await signIn(t, ROLE_MAILS.miembro), await signIn(t, ROLE_MAILS.miembro)];
  await heardEverywhere(ending, other);
  const out = await fetch(`${t.url}/v1/logout`, { method: 'POST', headers: { authorization: ending } });
  expect(((await out.json()) as Record<string, any>).estado).toBe(0);
  await expectEndedEverywhere(ending);
  expect(await heard(b.url, other)).toEqual(LIVE);
});

it('a role taken away, by any writer of the database, ends the sessions on both processes', async () => {
  const [token] = [await signIn(t, ROLE_MAILS.dojo)];
  await heardEverywhere(token);
  await t.sql('update asociado set es_admin_dojo = false where id_aso = $1', [ACCOUNT_ID.dojo]);
  await expectEndedEverywhere(token);
  await t.sql('update asociado set es_admin_dojo = true where id_aso = $1', [ACCOUNT_ID.dojo]);
});

it('a password change on one process ends the member’s other sessions on both', async () => {
  const [changing, other] = [await signIn(t, ROLE_MAILS.asoc), await signIn(t, ROLE_MAILS.asoc)];
  await heardEverywhere(changing, other);
  const changed = await fetch(`${b.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${changing}` },
    body: JSON.stringify({
      query: `mutation { changePassword(input: { currentPassword: "${DEMO_PASSWORD}", password: "Nueva2026x",
        confirmation: "Nueva2026x" }) { token } }`,
    }),
  });
  const renewed: string = ((await changed.json()) as Record<string, any>).data.changePassword.token;
  await expectEndedEverywhere(other);
  await expectEndedEverywhere(changing);
  await heardEverywhere(renewed);
});

it('a password reset by an administrator ends the member’s sessions on both processes', async () => {
  const [member, admin] = [await signIn(t, ROLE_MAILS.miembro), await signIn(t, ROLE_MAILS.admin)];
  await heardEverywhere(member, admin);
  const reset = await fetch(`${b.url}/v1/asociados/resetPSW?id=${ACCOUNT_ID.miembro}`, {
    method: 'POST',
    headers: { authorization: admin },
  });
  expect(((await reset.json()) as Record<string, any>).estado).toBe(0);
  await expectEndedEverywhere(member);
  expect(await heard(t.url, admin)).toEqual(LIVE);
});

it('a member’s dojo moved to another association ends their sessions on both processes', async () => {
  const { otherAsoc } = await places(t);
  const [{ cf_dojo: dojo, cf_asoc: home }] = await t.sql<{ cf_dojo: number; cf_asoc: number }>(
    'select cf_dojo, cf_asoc from asociado where id_aso = $1',
    [ACCOUNT_ID.dojo],
  );
  const token = await signIn(t, ROLE_MAILS.dojo);
  await heardEverywhere(token);
  await t.sql('update dojo set cf_asoc = $1 where id_dojo = $2', [otherAsoc, dojo]);
  await expectEndedEverywhere(token);
  await t.sql('update dojo set cf_asoc = $1 where id_dojo = $2', [home, dojo]);
});

it('while a process does not listen, it answers no session from what it kept', async () => {
  const token = await signIn(t, ROLE_MAILS.admin);
  await heardEverywhere(token);
  // Both processes lose their listening connection; the sign-out's notification reaches neither.
  await t.sql(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'federa-sessions' and datname = current_database()`,
  );
  await t.sql(`insert into sesion_cerrada (sesion, caduca) values ($1, now() + interval '1 hour')`, [
    decodePayload(token).sid,
  ]);
  await expectEndedEverywhere(token);
  // Listening again, they start from nothing: what they kept before may have missed an end.
  await listenersBack();
  const fresh = await signIn(t, ROLE_MAILS.admin);
  await heardEverywhere(fresh);
  await expectEndedEverywhere(token);
});

it('a listening connection that stops answering turns the cache off instead of holding requests', async () => {
  const token = await signIn(t, ROLE_MAILS.admin);
  await heardEverywhere(token);
  // A connection dropped without a reset (a NAT's idle timeout) answers nothing: its backend
  // is stopped, so the barrier's select 1 never returns. Without a bound every request of a
  // cached session would wait for TCP to give up, minutes later.
  const backends = await t.sql<{ pid: number }>(
    `select pid from pg_stat_activity where application_name = 'federa-sessions'
        and datname = current_database()`,
  );
  for (const { pid } of backends) process.kill(pid, 'SIGSTOP');
  try {
    await t.sql(`insert into sesion_cerrada (sesion, caduca) values ($1, now() + interval '1 hour')`, [
      decodePayload(token).sid,
    ]);
    await expectEndedEverywhere(token);
  } finally {
    for (const { pid } of backends) process.kill(pid, 'SIGCONT');
  }
  await listenersBack();
});

it('stays off on a database whose session triggers are missing', async () => {
  const token = await signIn(t, ROLE_MAILS.admin);
  await t.sql('alter table sesion_cerrada disable trigger sesion_cerrada_cambio');
  const c = await startServerProcess({ databaseUrl: t.server.db.url });
  try {
    for (const base of [c.url, c.url]) expect(await heard(base, token)).toEqual(LIVE);
    // Unheard by the disabled trigger, the sign-out still ends the session at once.
    await t.sql(`insert into sesion_cerrada (sesion, caduca) values ($1, now() + interval '1 hour')`, [
      decodePayload(token).sid,
    ]);
    expect(await heard(c.url, token)).toEqual(ENDED);
  } finally {
    await c.close();
    await t.sql('alter table sesion_cerrada enable trigger sesion_cerrada_cambio');
  }
});
