import { signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';
import { send } from './http';

// Large bodies only where an image may travel (the dojo and member ins/mod calls, /graphql) and
// only from a live session (a signed-out token is no session); 100 kB everywhere else.
const MB = 1024 * 1024;
const padding = 'x'.repeat(MB);

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await signIn(t, 'admin@demo.federa');
});
afterAll(() => t.close());

const tooLarge = { estado: 1, res: { mensaje: 'La petición es demasiado grande.' } };

describe('REST', () => {
  const post = (path: string, authorization?: string) =>
    send(t.url, {
      path: `/v1${path}`,
      headers: authorization ? { authorization } : {},
      body: JSON.stringify({ id: 1, nombre: 'Dojo', obs: padding }),
    });

  it('takes a megabyte on the image calls of a session', async () => {
    for (const path of ['/dojos/mod', '/asociados/mod']) {
      const answer = await post(path, token);
      expect([path, answer.status]).toEqual([path, 200]);
      expect(answer.body.estado).toBe(1); // refused for its content, having been read
    }
  });

  it('refuses it on the same calls without a valid session, and on other calls', async () => {
    for (const [path, authorization] of [
      ['/dojos/ins', undefined],
      ['/asociados/mod', 'not-a-token'],
      ['/asocs/ins', token],
      ['/login', token],
    ]) {
      const answer = await post(path!, authorization);
      expect([path, answer.status, answer.body]).toEqual([path, 413, tooLarge]);
    }
  });

  it('still takes an ordinary form without a session', async () => {
    const answer = await send(t.url, { path: '/v1/login', headers: { mail: 'nadie@demo.federa', psw: 'x' } });
    expect(answer.status).toBe(200);
  });
});

describe('GraphQL', () => {
  const big = JSON.stringify({ query: '{ me { id } }', extensions: { padding } });

  it('takes a megabyte from a session', async () => {
    const answer = await send(t.url, {
      path: '/graphql',
      headers: { authorization: `Bearer ${token}` },
      body: big,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.me.id).toEqual(expect.any(Number));
  });

  it('refuses it from anyone else, a forged token included', async () => {
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const authorization of [undefined, `Bearer ${forged}`]) {
      const answer = await send(t.url, {
        path: '/graphql',
        headers: authorization ? { authorization } : {},
        body: big,
      });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({
        errors: [{ message: 'La petición es demasiado grande.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
      });
    }
  });
});

describe('a session ended by sign-out', () => {
  it('sends no more than an anonymous caller, on either door', async () => {
    const ended = await signIn(t, 'asoc@demo.federa');
    expect((await t.rest('POST', '/logout', { token: ended })).body.estado).toBe(0);
    const rest = await send(t.url, {
      path: '/v1/asociados/mod',
      headers: { authorization: ended },
      body: JSON.stringify({ id: 1, obs: padding }),
    });
    expect([rest.status, rest.body]).toEqual([413, tooLarge]);
    const graphql = await send(t.url, {
      path: '/graphql',
      headers: { authorization: `Bearer ${ended}` },
      body: JSON.stringify({ query: '{ me { id } }', extensions: { padding } }),
    });
    expect(graphql.status).toBe(413);
  });
});
