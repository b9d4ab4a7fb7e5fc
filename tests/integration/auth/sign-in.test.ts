import { startTestServer, type TestServer } from '../../support/test-server';
import { decodePayload } from '../../support/sessions';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const SIGN_IN = `mutation SignIn($mail: String!, $password: String!) {
  signIn(mail: $mail, password: $password) {
    token message user { id mail roles { admin associationAdmin dojoAdmin } originalRoles { admin } }
  }
}`;

describe('POST /v1/login', () => {
  it.each([
    ['admin@demo.federa', { admin: true, adm_asoc: false, adm_dojo: false }],
    ['asoc@demo.federa', { admin: false, adm_asoc: true, adm_dojo: false }],
    ['dojo@demo.federa', { admin: false, adm_asoc: false, adm_dojo: true }],
    ['miembro@demo.federa', { admin: false, adm_asoc: false, adm_dojo: false }],
  ])('signs in %s with the payload of part 3 §3', async (mail, roles) => {
    const { status, body } = await t.rest('POST', '/login', { headers: { mail, psw: 'aikido123' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ estado: 0, auth: true, res: { mensaje: 'Sesión iniciada.' } });
    const payload = decodePayload(body.token);
    expect(payload).toMatchObject({
      ...roles,
      admin_orig: roles.admin,
      adm_asoc_orig: roles.adm_asoc,
      adm_dojo_orig: roles.adm_dojo,
      avatar: 'default.jpg',
      iss: 'federa',
      aud: 'federa-app',
    });
    expect(payload.id).toEqual(expect.any(Number));
    expect(payload.dojo).toEqual(expect.any(Number));
    expect(payload.asoc).toEqual(expect.any(Number));
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    const [row] = await t.sql(
      'select lower(mail) as mail, cf_dojo, cf_asoc from asociado where id_aso = $1',
      [payload.id],
    );
    expect(row).toEqual({ mail, cf_dojo: payload.dojo, cf_asoc: payload.asoc });
  });

  it('accepts the mail in any case', async () => {
    const { body } = await t.rest('POST', '/login', {
      headers: { mail: 'Miembro@Demo.Federa', psw: 'aikido123' },
    });
    expect(body).toMatchObject({ estado: 0, auth: true });
  });

  it.each([
    ['es', 'Las claves de acceso son erróneas.'],
    ['en', 'The access credentials are wrong.'],
    ['fr', "Les identifiants d'accès sont erronés."],
  ])('refuses a wrong password and an unknown account alike (%s)', async (lang, message) => {
    const wrong = await t.rest('POST', '/login', {
      headers: { mail: 'dojo@demo.federa', psw: 'aikido124', 'accept-language': lang },
    });
    const unknown = await t.rest('POST', '/login', {
      headers: { mail: 'nadie@demo.federa', psw: 'aikido123' },
      query: { lang },
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.body.estado).not.toBe(0);
      expect(answer.body).toMatchObject({ auth: false, res: { mensaje: message } });
      expect(answer.body.token).toBeUndefined();
    }
    expect(wrong.body).toEqual(unknown.body);
  });

  it('refuses a member who has not validated the account yet', async () => {
    const { body } = await t.rest('POST', '/login', {
      headers: { mail: 'nuevo@demo.federa', psw: 'aikido123' },
    });
    expect(body).toMatchObject({ auth: false, res: { mensaje: 'Las claves de acceso son erróneas.' } });
  });

  it('refuses a disabled account', async () => {
    await t.sql("update asociado set activo = false where mail = 'miembro@demo.federa'");
    const { body } = await t.rest('POST', '/login', {
      headers: { mail: 'miembro@demo.federa', psw: 'aikido123' },
    });
    await t.sql("update asociado set activo = true where mail = 'miembro@demo.federa'");
    expect(body).toMatchObject({ auth: false, res: { mensaje: 'Las claves de acceso son erróneas.' } });
  });

  it.each([
    ['es', { mail: '', psw: 'x' }, 'El correo es necesario.'],
    ['en', { mail: '', psw: 'x' }, 'The email is required.'],
    ['fr', { mail: '', psw: 'x' }, "L'adresse e-mail est obligatoire."],
    ['es', { mail: 'dojo@demo.federa', psw: '' }, 'La contraseña es necesaria.'],
    ['en', { mail: 'dojo@demo.federa', psw: '' }, 'The password is required.'],
    ['fr', { mail: 'dojo@demo.federa', psw: '' }, 'Le mot de passe est obligatoire.'],
    ['es', { mail: 'no-es-correo', psw: 'x' }, 'El correo es inválido.'],
    ['en', { mail: 'no-es-correo', psw: 'x' }, 'The email is invalid.'],
    ['fr', { mail: 'no-es-correo', psw: 'x' }, "L'adresse e-mail n'est pas valide."],
  ])('validates the form (%s, %j)', async (lang, headers, message) => {
    const { body } = await t.rest('POST', '/login', {
      headers: { ...headers, 'accept-language': `${lang};q=0.9` },
    });
    expect(body).toMatchObject({ auth: false, res: { mensaje: message } });
    expect(body.estado).not.toBe(0);
  });

  it('reports every broken field at once', async () => {
    const { body } = await t.rest('POST', '/login', { headers: {} });
    expect(body.res.errores).toEqual([
      { campo: 'mail', clave: 'auth.mailRequired', mensaje: 'El correo es necesario.' },
      { campo: 'psw', clave: 'auth.passwordRequired', mensaje: 'La contraseña es necesaria.' },
    ]);
  });
});

describe('GraphQL signIn', () => {
  it('returns a session with the roles', async () => {
    const answer = await t.graphql(SIGN_IN, { mail: 'asoc@demo.federa', password: 'aikido123' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.signIn).toMatchObject({
      message: 'Sesión iniciada.',
      user: { mail: 'asoc@demo.federa', roles: { admin: false, associationAdmin: true, dojoAdmin: false } },
    });
    const me = await t.graphql(
      '{ me { mail roles { associationAdmin } } }',
      {},
      { token: answer.data!.signIn.token },
    );
    expect(me.data).toEqual({ me: { mail: 'asoc@demo.federa', roles: { associationAdmin: true } } });
  });

  it.each([
    ['es', 'Las claves de acceso son erróneas.'],
    ['en', 'The access credentials are wrong.'],
    ['fr', "Les identifiants d'accès sont erronés."],
  ])('refuses wrong credentials in the asked language (%s)', async (lang, message) => {
    const answer = await t.graphql(
      SIGN_IN,
      { mail: 'admin@demo.federa', password: 'mala-clave1' },
      { headers: { 'accept-language': lang } },
    );
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'UNAUTHENTICATED', key: 'auth.badCredentials' },
    });
    expect(answer.errors?.[0].extensions?.stacktrace).toBeUndefined();
  });

  it('gives field errors for an empty form', async () => {
    const answer = await t.graphql(
      SIGN_IN,
      { mail: '', password: '' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'mail', message: 'The email is required.' },
        { field: 'password', message: 'The password is required.' },
      ],
    });
  });

  it('answers null for me without a session', async () => {
    expect((await t.graphql('{ me { id } }')).data).toEqual({ me: null });
  });
});
