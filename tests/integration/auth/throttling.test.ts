import { loadConfig } from '../../../graph/src/config';
import { DEMO_PASSWORD } from '../../support/constants';
import { startTestServer, type TestServer } from '../../support/test-server';

// Trust proxy is loopback: the tests choose the client address with X-Forwarded-For.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    signIn: {
      ...loadConfig({ NODE_ENV: 'test' }).signIn,
      maxFailuresPerPair: 5,
      maxAttemptsPerAddress: 50,
      accountSlowAfter: 6,
      accountDelayMs: 150,
      accountMaxDelayMs: 600,
    },
  });
});
afterAll(() => t.close());

const login = (mail: string, psw: string, address: string) =>
  t.rest('POST', '/login', { headers: { mail, psw, 'x-forwarded-for': address } });
const graphqlLogin = (mail: string, password: string, address: string) =>
  t.graphql(
    'mutation ($mail: String!, $password: String!) { signIn(mail: $mail, password: $password) { token } }',
    { mail, password },
    { headers: { 'x-forwarded-for': address } },
  );

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

describe('sign-in throttling per account and address', () => {
  it('refuses the guessing address, even the right password, and lets the owner in from another', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('admin@demo.federa', `mala${i}x`, '198.51.100.1')).body.auth).toBe(false);
    }
    const refused = await login('admin@demo.federa', DEMO_PASSWORD, '198.51.100.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const gqlRefused = await graphqlLogin('admin@demo.federa', DEMO_PASSWORD, '198.51.100.1');
    expect(gqlRefused.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');

    const owner = await login('admin@demo.federa', DEMO_PASSWORD, '198.51.100.2');
    expect(owner.body).toMatchObject({ estado: 0, auth: true });
    const ownerGql = await graphqlLogin('admin@demo.federa', DEMO_PASSWORD, '198.51.100.3');
    expect(ownerGql.data?.signIn).toMatchObject({ token: expect.any(String) });
  });

  it('does not let one address keep ten accounts from signing in elsewhere', async () => {
    const accounts = await t.sql<{ mail: string }>(
      `select mail from asociado where mail is not null and mail not like '%@demo.federa' order by id_aso limit 10`,
    );
    expect(accounts).toHaveLength(10);
    await t.sql(
      `update asociado set psw_hash = (select psw_hash from asociado where mail = 'miembro@demo.federa'),
              validado = true where mail = any($1)`,
      [accounts.map((a) => a.mail)],
    );
    for (const { mail } of accounts) {
      for (let i = 0; i < 5; i++) await login(mail, `mala${i}x`, '198.51.100.10');
      expect((await login(mail, DEMO_PASSWORD, '198.51.100.10')).status).toBe(429);
    }
    for (const { mail } of accounts) {
      expect((await login(mail, DEMO_PASSWORD, '198.51.100.11')).body).toMatchObject({ auth: true });
    }
  });
});

describe('sign-in throttling per account across addresses', () => {
  it('slows guesses from many addresses with a growing delay, one at a time, and lets the owner in', async () => {
    const mail = 'asoc@demo.federa';
    const times: number[] = [];
    for (let i = 0; i < 8; i++) {
      const [answer, ms] = await timed(() => login(mail, `mala${i}x`, `203.0.113.${i}`));
      expect(answer.body.auth).toBe(false);
      times.push(ms);
    }
    // Six failures are heard at once; the seventh waits 150 ms, the eighth 300 ms.
    expect(times[6]).toBeGreaterThanOrEqual(150);
    expect(times[7]).toBeGreaterThanOrEqual(300);

    // Three parallel guesses run one after the other, each after the (capped) delay.
    const [burst, burstMs] = await timed(() =>
      Promise.all([20, 21, 22].map((n) => login(mail, 'malaZx', `203.0.113.${n}`))),
    );
    expect(burst.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(burstMs).toBeGreaterThanOrEqual(3 * 600);

    // The owner, from an address that never failed, still signs in (after the delay).
    const [owner, ownerMs] = await timed(() => login(mail, DEMO_PASSWORD, '203.0.113.50'));
    expect(owner.body).toMatchObject({ estado: 0, auth: true });
    expect(ownerMs).toBeGreaterThanOrEqual(600);
    // And from there, having signed in, without waiting.
    const [again, againMs] = await timed(() => login(mail, DEMO_PASSWORD, '203.0.113.50'));
    expect(again.body).toMatchObject({ auth: true });
    expect(againMs).toBeLessThan(600);
  });
});
