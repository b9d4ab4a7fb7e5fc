import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { loadConfig } from '../../../graph/src/config';
import { startTestServer, type TestServer } from '../../support/test-server';
import { decodePayload, signIn } from '../../support/sessions';

let t: TestServer;
let token: string;
const { secret } = loadConfig({ NODE_ENV: 'test' }).jwt;

beforeAll(async () => {
  t = await startTestServer();
  token = await signIn(t, 'dojo@demo.federa');
});
afterAll(() => t.close());

function b64(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

async function expectRefused(bad: string): Promise<void> {
  const gql = await t.graphql('{ me { id } }', {}, { token: bad });
  expect(gql.status).toBe(401);
  expect(gql.errors?.[0]).toMatchObject({
    message: 'La sesión no es válida o ha caducado. Vuelve a iniciar sesión.',
    extensions: { code: 'UNAUTHENTICATED' },
  });
  const rest = await t.rest('GET', '/modPermisos', {
    token: bad,
    query: { tipo: 'dojo', permiso: 'false', lang: 'en' },
  });
  expect(rest.body).toMatchObject({
    estado: 1,
    res: {
      mensaje: 'The session is not valid or has expired. Please sign in again.',
      codigo: 'UNAUTHENTICATED',
    },
  });
}

describe('token verification', () => {
  it('accepts the token it issued, bare or as Bearer', async () => {
    expect((await t.graphql('{ me { mail } }', {}, { token })).data).toEqual({
      me: { mail: 'dojo@demo.federa' },
    });
    const rest = await t.rest('GET', '/modPermisos', { token, query: { tipo: 'dojo', permiso: 'true' } });
    expect(rest.body.estado).toBe(0);
  });

  it('refuses an expired token', async () => {
    const payload = { ...decodePayload(token), exp: Math.floor(Date.now() / 1000) - 10 };
    await expectRefused(jwt.sign(payload, secret, { algorithm: 'HS256' }));
  });

  it('refuses a token whose payload was altered', async () => {
    const [header, , signature] = token.split('.');
    await expectRefused(
      `${header}.${b64({ ...decodePayload(token), admin: true, admin_orig: true })}.${signature}`,
    );
  });

  it('refuses alg none', async () => {
    await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(decodePayload(token))}.`);
  });

  it('refuses another algorithm, even with the right secret', async () => {
    const { iat: _iat, exp: _exp, ...claims } = decodePayload(token);
    await expectRefused(
      jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 }, secret, { algorithm: 'HS512' }),
    );
  });

  it('refuses a token signed with another secret or for another audience', async () => {
    const { iat: _iat, exp: _exp, iss: _iss, aud: _aud, ...claims } = decodePayload(token);
    await expectRefused(
      jwt.sign(claims, crypto.randomBytes(32).toString('hex'), {
        algorithm: 'HS256',
        issuer: 'federa',
        audience: 'federa-app',
        expiresIn: 600,
      }),
    );
    await expectRefused(
      jwt.sign(claims, secret, {
        algorithm: 'HS256',
        issuer: 'federa',
        audience: 'otra-app',
        expiresIn: 600,
      }),
    );
  });

  it('refuses a token without an expiry', async () => {
    const { exp: _exp, ...claims } = decodePayload(token);
    await expectRefused(jwt.sign(claims, secret, { algorithm: 'HS256' }));
  });

  it('ends older sessions when the roles or the dojo change, whoever changes them', async () => {
    const mine = await signIn(t, 'dojo@demo.federa');
    await t.sql("update asociado set es_admin_dojo = false where mail = 'dojo@demo.federa'");
    try {
      await expectRefused(mine);
    } finally {
      await t.sql("update asociado set es_admin_dojo = true where mail = 'dojo@demo.federa'");
    }
    const again = await signIn(t, 'dojo@demo.federa');
    await t.sql("update asociado set obs = 'nota' where mail = 'dojo@demo.federa'");
    expect((await t.graphql('{ me { id } }', {}, { token: again })).data?.me).toBeTruthy();
  });

  it('does not let a stale token stop sign-in or a validation link', async () => {
    const stale = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ id: 1 })}.firma`;
    const login = await t.rest('POST', '/login', {
      token: stale,
      headers: { mail: 'miembro@demo.federa', psw: 'aikido123' },
    });
    expect(login.body).toMatchObject({ estado: 0, auth: true });
    const valida = await t.rest('GET', '/valida', {
      token: stale,
      headers: { mail: 'nuevo@demo.federa', valCode: 'demo-validacion-federa' },
    });
    expect(valida.body.estado).toBe(0);
    const gql = await t.graphql(
      'mutation { signIn(mail: "miembro@demo.federa", password: "aikido123") { token } }',
      {},
      { token: stale },
    );
    expect(gql.data?.signIn.token).toEqual(expect.any(String));
    const link = await t.graphql(
      '{ validationLink(mail: "nuevo@demo.federa", code: "demo-validacion-federa") { mail } }',
      {},
      { token: stale },
    );
    expect(link.data).toEqual({ validationLink: { mail: 'nuevo@demo.federa' } });
  });

  it('refuses a token issued before a password change, and accepts the new one', async () => {
    const before = await signIn(t, 'asoc@demo.federa');
    const other = await signIn(t, 'asoc@demo.federa');
    const change = await t.rest('POST', '/mod', {
      token: before,
      body: { mail: 'asoc@demo.federa', psw: 'Irimi2026', clave: 'aikido123' },
    });
    expect(change.body).toMatchObject({ estado: 0, res: { result: true } });
    await expectRefused(before);
    await expectRefused(other);
    expect((await t.graphql('{ me { mail } }', {}, { token: change.body.token })).data).toEqual({
      me: { mail: 'asoc@demo.federa' },
    });
    expect(await signIn(t, 'asoc@demo.federa', 'Irimi2026')).toEqual(expect.any(String));
  });

  it('refuses a password change with a wrong current password', async () => {
    const mine = await signIn(t, 'miembro@demo.federa');
    const answer = await t.graphql(
      'mutation { changePassword(input: { currentPassword: "no-es", password: "Nueva2026", confirmation: "Nueva2026" }) { token } }',
      {},
      { token: mine },
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: 'La contraseña actual no es correcta.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await t.graphql('{ me { id } }', {}, { token: mine })).data?.me).toBeTruthy();
  });

  it('ends the sessions of a disabled account', async () => {
    const mine = await signIn(t, 'miembro@demo.federa');
    await t.sql("update asociado set activo = false where mail = 'miembro@demo.federa'");
    try {
      await expectRefused(mine);
    } finally {
      await t.sql("update asociado set activo = true where mail = 'miembro@demo.federa'");
    }
  });
});
