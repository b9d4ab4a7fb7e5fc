import { loadConfig } from '../../../graph/src/config';
import { startTestServer, type TestServer } from '../../support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    signIn: {
      ...loadConfig({ NODE_ENV: 'test' }).signIn,
      maxFailuresPerPair: 3,
      maxAttemptsPerAddress: 1000,
    },
    graphqlLimits: { depth: 2, aliases: 4, tokens: 400, cost: 5000, directives: 20 },
  });
});
afterAll(() => t.close());

const login = (mail: string, psw: string, lang = 'es') =>
  t.rest('POST', '/login', { headers: { mail, psw, 'accept-language': lang } });

describe('sign-in throttling', () => {
  it('refuses an account from the failing address, with Retry-After, while another account signs in', async () => {
    for (let i = 0; i < 3; i++) expect((await login('dojo@demo.federa', `mala${i}x`)).body.auth).toBe(false);
    const refused = await login('dojo@demo.federa', 'aikido123');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ auth: false, estado: 1, res: { codigo: 'TOO_MANY_REQUESTS' } });
    expect(refused.body.res.mensaje).toMatch(
      /^Demasiados intentos de acceso\. Vuelve a intentarlo dentro de (1 segundo|(?!1 )\d+ segundos)\.$/,
    );
    const english = await login('dojo@demo.federa', 'aikido123', 'en');
    expect(english.body.res.mensaje).toMatch(
      /^Too many sign-in attempts\. Try again in (1 second|(?!1 )\d+ seconds)\.$/,
    );

    const other = await login('miembro@demo.federa', 'aikido123');
    expect(other.body).toMatchObject({ estado: 0, auth: true });
  });

  it('hears no more than the limit from a burst of parallel guesses', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login('miembro@demo.federa', `rafaga${i}x`)),
    );
    expect(burst.filter((a) => a.status === 200).length).toBe(3);
    expect(burst.filter((a) => a.status === 429).length).toBe(9);
  });

  it('counts each GraphQL alias as one attempt', async () => {
    const strict = await startTestServer({
      signIn: {
        ...loadConfig({ NODE_ENV: 'test' }).signIn,
        maxFailuresPerPair: 100,
        maxAttemptsPerAddress: 3,
      },
    });
    try {
      const answer = await strict.graphql(`mutation {
        a: signIn(mail: "admin@demo.federa", password: "aikido123") { token }
        b: signIn(mail: "asoc@demo.federa", password: "aikido123") { token }
        c: signIn(mail: "dojo@demo.federa", password: "aikido123") { token }
        d: signIn(mail: "miembro@demo.federa", password: "aikido123") { token }
      }`);
      expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['TOO_MANY_REQUESTS']);
      expect(answer.errors?.[0].path).toEqual(['d']);
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      const single = await strict.graphql(
        'mutation { signIn(mail: "asoc@demo.federa", password: "aikido123") { token } }',
      );
      expect(single.errors?.[0].extensions).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        retryAfter: expect.any(Number),
      });
    } finally {
      await strict.close();
    }
  });
});

describe('GraphQL limits', () => {
  it("refuses an over-deep query, in the caller's language", async () => {
    const answer = await t.graphql(
      '{ me { roles { admin } } }',
      {},
      { headers: { 'accept-language': 'fr' } },
    );
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'La requête est trop complexe.',
      extensions: { code: 'QUERY_REJECTED', detail: expect.stringMatching(/depth/i) },
    });
  });

  it('refuses too many aliases', async () => {
    const answer = await t.graphql('{ a: me { id } b: me { id } c: me { id } d: me { id } e: me { id } }');
    expect(answer.errors?.[0]).toMatchObject({
      message: 'La consulta es demasiado compleja.',
      extensions: { code: 'QUERY_REJECTED', detail: expect.stringMatching(/aliases/i) },
    });
  });

  it('refuses too many tokens as it refuses any other limit, in 400 and translated', async () => {
    const answer = await t.graphql(
      `{ ${'me { id } '.repeat(100)}}`,
      {},
      { headers: { 'accept-language': 'en' } },
    );
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      {
        message: 'The query is too complex.',
        extensions: { code: 'QUERY_REJECTED', detail: expect.stringMatching(/token/i) },
      },
    ]);
  });

  it('tells refusals by how they were made, not by their words', async () => {
    const answer = await t.graphql('{ tokenLimitExceeded }');
    expect(answer.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(answer.errors?.[0].message).toContain('tokenLimitExceeded');
  });

  it('refuses batched requests', async () => {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]),
    });
    expect(response.status).toBe(400);
  });
});

describe('unexpected failures', () => {
  it('answer a translated generic message and no stack trace, on both doors', async () => {
    await t.sql('alter table asociado rename to asociado_fuera');
    try {
      const rest = await t.rest('POST', '/login', {
        headers: { mail: 'admin@demo.federa', psw: 'aikido123', 'accept-language': 'en' },
      });
      expect(rest.status).toBe(500);
      expect(rest.body).toEqual({ estado: 1, res: { mensaje: 'There has been a problem on the server' } });
      const gql = await t.graphql(
        'mutation { signIn(mail: "admin@demo.federa", password: "aikido123") { token } }',
        {},
        { headers: { 'accept-language': 'fr' } },
      );
      expect(gql.errors).toEqual([
        {
          message: 'Un problème est survenu sur le serveur',
          path: ['signIn'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ]);
    } finally {
      await t.sql('alter table asociado_fuera rename to asociado');
    }
  });
});

describe('HTTP hardening', () => {
  it('sends security headers with a Content-Security-Policy', async () => {
    const response = await fetch(`${t.url}/v1/nada`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ estado: 1, res: { mensaje: 'La ruta solicitada no existe.' } });
  });

  it('serves the default avatar, and no page for a missing image', async () => {
    const avatar = await fetch(`${t.url}/avatars/default.jpg`);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${t.url}/dojo/no-existe.png`)).status).toBe(404);
    expect([403, 404]).toContain((await fetch(`${t.url}/avatars/..%2f..%2fpackage.json`)).status);
  });

  it('refuses a body over the size limit with a translated message', async () => {
    const response = await fetch(`${t.url}/v1/mod?lang=fr`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mail: 'x@y.zz', psw: 'a'.repeat(18 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      estado: 1,
      res: { mensaje: 'La requête est trop volumineuse.' },
    });
  });
});
