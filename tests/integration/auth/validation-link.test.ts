import { startTestServer, type TestServer } from '../../support/test-server';
import { signIn } from '../../support/sessions';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const NEW_MEMBER = 'nuevo@demo.federa';
const CODE = 'demo-validacion-federa';

const SET_FIRST_PASSWORD = `mutation SetFirstPassword($input: FirstPasswordInput!) {
  setFirstPassword(input: $input) { message }
}`;

describe('validation link and first password', () => {
  it('accepts the demo link at /v1/valida and refuses a wrong code', async () => {
    const ok = await t.rest('GET', '/valida', { headers: { mail: NEW_MEMBER, valCode: CODE } });
    expect(ok.body).toMatchObject({ estado: 0, res: { mail: NEW_MEMBER } });
    const wrong = await t.rest('GET', '/valida', { headers: { mail: NEW_MEMBER, valCode: 'otra-cosa' } });
    expect(wrong.body).toMatchObject({
      estado: 1,
      res: { mensaje: 'El enlace de validación no es válido o ya se ha utilizado.' },
    });
  });

  it.each([
    ['es', { password: '', confirmation: '' }, 'Debes introducir una contraseña y su confirmación'],
    ['en', { password: 'abc123', confirmation: '' }, 'You must enter a password and its confirmation'],
    ['fr', { password: '', confirmation: 'abc123' }, 'Vous devez saisir un mot de passe et sa confirmation'],
    ['es', { password: 'abc123', confirmation: 'abc124' }, 'La contraseña y su confirmación no coinciden'],
    ['en', { password: 'abc123', confirmation: 'abc124' }, 'The password and its confirmation do not match'],
    [
      'fr',
      { password: 'abc123', confirmation: 'abc124' },
      'Le mot de passe et sa confirmation ne correspondent pas',
    ],
    [
      'es',
      { password: 'abcdef', confirmation: 'abcdef' },
      'La contraseña debe contener al menos 6 caracteres, incluyendo letras y números',
    ],
    [
      'es',
      { password: '123456', confirmation: '123456' },
      'La contraseña debe contener al menos 6 caracteres, incluyendo letras y números',
    ],
    [
      'en',
      { password: 'a1 b2 c', confirmation: 'a1 b2 c' },
      'The password must contain at least 6 characters, including letters and numbers',
    ],
    [
      'fr',
      { password: 'ab1', confirmation: 'ab1' },
      'Le mot de passe doit contenir au moins 6 caractères, dont des lettres et des chiffres',
    ],
  ])('checks the first-password rules (%s, %j)', async (lang, passwords, message) => {
    const answer = await t.graphql(
      SET_FIRST_PASSWORD,
      { input: { mail: NEW_MEMBER, code: CODE, ...passwords } },
      { headers: { 'accept-language': lang } },
    );
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    const [row] = await t.sql('select validado, psw_hash from asociado where mail = $1', [NEW_MEMBER]);
    expect(row).toEqual({ validado: false, psw_hash: null });
  });

  it('applies the same rules to POST /v1/mod', async () => {
    const weak = await t.rest('POST', '/mod', { body: { mail: NEW_MEMBER, psw: 'abcdefg', clave: CODE } });
    expect(weak.body).toMatchObject({
      estado: 1,
      res: { mensaje: 'La contraseña debe contener al menos 6 caracteres, incluyendo letras y números' },
    });
    const mismatch = await t.rest('POST', '/mod', {
      body: { mail: NEW_MEMBER, psw: 'nueva123', psw2: 'nueva124', clave: CODE },
    });
    expect(mismatch.body.res.mensaje).toBe('La contraseña y su confirmación no coinciden');
    const wrongCode = await t.rest('POST', '/mod', {
      body: { mail: NEW_MEMBER, psw: 'nueva123', clave: 'no-es-el-codigo' },
    });
    expect(wrongCode.body.res.mensaje).toBe('El enlace de validación no es válido o ya se ha utilizado.');
  });

  it('lets a link be spent once, even by two submissions at the same time', async () => {
    const [member] = await t.sql(
      "update asociado set codvalidacion = 'codigo-de-carrera', validado = false, psw_hash = null where mail = 'miembro@demo.federa' returning mail",
    );
    const submit = () =>
      t.graphql(SET_FIRST_PASSWORD, {
        input: {
          mail: member.mail,
          code: 'codigo-de-carrera',
          password: 'Carrera2026',
          confirmation: 'Carrera2026',
        },
      });
    const answers = await Promise.all([submit(), submit(), submit()]);
    expect(answers.filter((a) => a.data?.setFirstPassword).length).toBe(1);
    expect(
      answers.filter(
        (a) => a.errors?.[0]?.message === 'El enlace de validación no es válido o ya se ha utilizado.',
      ).length,
    ).toBe(2);
    await t.sql(
      "update asociado set psw_hash = (select psw_hash from asociado where mail = 'admin@demo.federa') where mail = 'miembro@demo.federa'",
    );
  });

  it('walks the link end to end: check, set the password, sign in; the link is then spent', async () => {
    expect(
      (await t.rest('POST', '/valida', { headers: { mail: NEW_MEMBER, valCode: CODE } })).body.estado,
    ).toBe(0);
    const set = await t.rest('POST', '/mod', { body: { mail: NEW_MEMBER, psw: 'Tatami2026', clave: CODE } });
    expect(set.body).toMatchObject({ estado: 0, res: { result: true } });
    const [row] = await t.sql('select validado, codvalidacion from asociado where mail = $1', [NEW_MEMBER]);
    expect(row).toEqual({ validado: true, codvalidacion: null });
    expect(await signIn(t, NEW_MEMBER, 'Tatami2026')).toEqual(expect.any(String));
    const again = await t.rest('GET', '/valida', { headers: { mail: NEW_MEMBER, valCode: CODE } });
    expect(again.body.estado).toBe(1);
  });
});

describe('password reset (resetPSW)', () => {
  it('issues a new link: the old password and sessions stop working, the link sets a new one', async () => {
    const memberToken = await signIn(t, 'miembro@demo.federa');
    const adminToken = await signIn(t, 'admin@demo.federa');
    const [{ id_aso: id, num_acae: numAcae }] = await t.sql(
      "select id_aso, num_acae from asociado where mail = 'miembro@demo.federa'",
    );

    const reset = await t.rest('POST', '/asociados/resetPSW', { token: adminToken, body: { id } });
    expect(reset.body).toMatchObject({ estado: 0, res: { mensaje: 'Contraseña reseteada.' } });
    const code: string = reset.body.res.valCode;
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    expect(reset.body.res.enlace).toBe(
      `/es/app/asociados/usuario/${numAcae}?mail=miembro%40demo.federa&valCode=${code}`,
    );

    expect((await t.graphql('{ me { id } }', {}, { token: memberToken })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const old = await t.rest('POST', '/login', {
      headers: { mail: 'miembro@demo.federa', psw: 'aikido123' },
    });
    expect(old.body.auth).toBe(false);

    const set = await t.graphql(SET_FIRST_PASSWORD, {
      input: { mail: 'miembro@demo.federa', code, password: 'Hakama2026', confirmation: 'Hakama2026' },
    });
    expect(set.data).toEqual({
      setFirstPassword: { message: 'Contraseña guardada. Ya puedes iniciar sesión.' },
    });
    expect(await signIn(t, 'miembro@demo.federa', 'Hakama2026')).toEqual(expect.any(String));
  });

  const plainOfDojoAdmin = `select id_aso from asociado where cf_dojo = (select cf_dojo from asociado where mail = 'dojo@demo.federa')
      and not es_admin and not es_admin_asoc and not es_admin_dojo and mail is null order by id_aso limit 1`;
  const idOf = async (mail: string) =>
    (await t.sql('select id_aso from asociado where mail = $1', [mail]))[0].id_aso;
  const reset = (token: string, id: number) => t.rest('POST', '/asociados/resetPSW', { token, body: { id } });

  it('lets a dojo administrator reset a plain member of the dojo, and nobody outside their reach', async () => {
    const [other] = await t.sql(
      "select id_aso from asociado where cf_dojo <> (select cf_dojo from asociado where mail = 'dojo@demo.federa') and not es_admin limit 1",
    );
    const [sameDojo] = await t.sql(plainOfDojoAdmin);
    const dojoAdmin = await signIn(t, 'dojo@demo.federa');
    expect((await reset(dojoAdmin, other.id_aso)).body).toMatchObject({
      estado: 1,
      res: { mensaje: 'Permiso denegado', codigo: 'FORBIDDEN' },
    });
    expect((await reset(dojoAdmin, sameDojo.id_aso)).body.estado).toBe(0);
  });

  it('never lets an administrator take over an account of equal or higher rank', async () => {
    // The demo's four role accounts share one dojo, so only the rank rule stands in the way.
    const dojoAdmin = await signIn(t, 'dojo@demo.federa');
    const asocAdmin = await signIn(t, 'asoc@demo.federa');
    for (const [token, target] of [
      [dojoAdmin, 'admin@demo.federa'],
      [dojoAdmin, 'asoc@demo.federa'],
      [asocAdmin, 'admin@demo.federa'],
    ]) {
      const answer = await reset(token, await idOf(target));
      expect(answer.body).toMatchObject({ estado: 1, res: { codigo: 'FORBIDDEN' } });
    }
    const [row] = await t.sql(
      "select validado, codvalidacion from asociado where mail = 'admin@demo.federa'",
    );
    expect(row).toEqual({ validado: true, codvalidacion: null });
    expect((await reset(asocAdmin, await idOf('dojo@demo.federa'))).body.estado).toBe(0);
  });

  it('is refused to a plain member, before saying whether the member exists', async () => {
    await t.sql(`insert into asociado (dni, nombre, apellido, fecha_nacimiento, cf_dojo, cf_asoc, mail, validado, psw_hash)
      select '99999999R', 'Pura', 'Socia', '1990-01-01', cf_dojo, cf_asoc, 'pura@demo.federa', true, psw_hash
      from asociado where mail = 'admin@demo.federa'`);
    const plain = await signIn(t, 'pura@demo.federa');
    for (const id of [await idOf('admin@demo.federa'), 987654321]) {
      const byMember = await t.graphql(
        `mutation { resetMemberPassword(memberId: ${id}) { link } }`,
        {},
        { token: plain },
      );
      expect(byMember.errors?.[0]).toMatchObject({
        message: 'Permiso denegado',
        extensions: { code: 'FORBIDDEN' },
      });
    }
  });
});
