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
      accountDelayMs: 250,
      accountMaxDelayMs: 1000,
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

/** Each address fails once on the account, one after the other, so that it is slowed. */
async function failOnceFrom(mail: string, addresses: string[]) {
  for (const address of addresses) expect((await login(mail, 'malaXx', address)).body.auth).toBe(false);
}
const addresses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

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

  it('counts IPv6 addresses by their /64, which one subscriber holds whole', async () => {
    const [{ mail }] = await t.sql<{ mail: string }>(
      `select mail from asociado where mail is not null and mail not like '%@demo.federa' order by id_aso desc limit 1`,
    );
    await t.sql(
      `update asociado set psw_hash = (select psw_hash from asociado where mail = 'miembro@demo.federa'),
              validado = true where mail = $1`,
      [mail],
    );
    for (let i = 1; i <= 5; i++)
      expect((await login(mail, 'malaXx', `2001:db8:7:1::${i}`)).body.auth).toBe(false);
    // Another address of the same /64: the same guesser, refused even with the right password.
    expect((await login(mail, DEMO_PASSWORD, '2001:db8:7:1:ffff::9')).status).toBe(429);
    expect((await login(mail, DEMO_PASSWORD, '2001:db8:7:2::1')).body).toMatchObject({ auth: true });
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

// Nothing here is timed: the delays show as attempts refused while the account's turn is taken.
describe('sign-in throttling per account across addresses', () => {
  it('hears one guess per delay, however many addresses send them, and refuses the rest', async () => {
    const mail = 'asoc@demo.federa';
    const guessers = addresses('203.0.113.', 8);
    await failOnceFrom(mail, guessers);
    // The account is slowed to the longest delay (1 s): one of these takes the turn, and the
    // others, sent together from addresses that failed on it, are refused with their wait.
    const burst = await Promise.all(guessers.map((address) => login(mail, 'malaZx', address)));
    expect(burst.filter((a) => a.status === 200).map((a) => a.body.auth)).toEqual([false]);
    const refused = burst.filter((a) => a.status === 429);
    expect(refused).toHaveLength(guessers.length - 1);
    for (const answer of refused) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('lets the owner in from a new address while guessers hold every turn of the account', async () => {
    const mail = 'miembro@demo.federa';
    const guessers = addresses('192.0.2.', 8);
    await failOnceFrom(mail, guessers);
    // Two guesses from each address at once: more than the account may have waiting.
    const burst = [...guessers, ...guessers].map((address) => login(mail, 'malaZx', address));
    const full = new Promise<void>((resolve) =>
      burst.forEach((answer) => void answer.then((a) => a.status === 429 && resolve())),
    );
    await Promise.race([full, Promise.all(burst)]);
    const owner = await login(mail, DEMO_PASSWORD, '192.0.2.200');
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ estado: 0, auth: true });
    // The owner came while the turns were full: some guesses were being refused.
    expect((await Promise.all(burst)).filter((a) => a.status === 429).length).toBeGreaterThan(0);
  });
});
