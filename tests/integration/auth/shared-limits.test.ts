import { DEMO_PASSWORD } from '../../support/constants';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';

// Two server processes on one database, as two replicas behind a proxy: the rate limits count
// together, so that being sent to the other replica buys a guesser nothing.

let a: TestServer;
let b: ServerProcess;
beforeAll(async () => {
  a = await startTestServer({ memberChecksPerMinute: 4 });
  b = await startServerProcess({ databaseUrl: a.server.db.url, memberChecksPerMinute: 4 });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const login = (base: string, psw: string, address: string) =>
  fetch(`${base}/v1/login`, {
    method: 'POST',
    headers: { mail: 'dojo@demo.federa', psw, 'x-forwarded-for': address },
  });

it('counts sign-in failures of one address on both replicas together', async () => {
  const address = '198.51.100.77';
  for (const base of [a.url, a.url, a.url, b.url, b.url]) {
    const failed = await login(base, 'malaXx1', address);
    expect(await failed.json()).toMatchObject({ auth: false });
  }
  for (const base of [a.url, b.url]) {
    const refused = await login(base, DEMO_PASSWORD, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  // The owner, from elsewhere, is not held back by the guesser.
  expect(await (await login(b.url, DEMO_PASSWORD, '198.51.100.78')).json()).toMatchObject({
    estado: 0,
    auth: true,
  });
});

it('counts the member form’s checks of one caller on both replicas together', async () => {
  const token = await signIn(a, 'dojo@demo.federa');
  const check = (base: string) =>
    fetch(`${base}/v1/asociados/rep_mail?mail=alguien%40ejemplo.es`, { headers: { authorization: token } });
  for (const base of [a.url, b.url, a.url, b.url]) expect((await check(base)).status).toBe(200);
  expect((await check(a.url)).status).toBe(429);
  expect((await check(b.url)).status).toBe(429);
});
