import { startTestServer, type TestServer } from '../../support/test-server';
import { decodePayload, signIn } from '../../support/sessions';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const toggle = (token: string, tipo: string, permiso: boolean, lang = 'es') =>
  t.rest('GET', '/modPermisos', { token, query: { tipo, permiso: String(permiso), lang } });

describe('permission toggles (modPermisos), bounded by the original roles', () => {
  it.each([
    ['miembro@demo.federa', 'dojo'],
    ['miembro@demo.federa', 'asoc'],
    ['miembro@demo.federa', 'admin'],
    ['dojo@demo.federa', 'asoc'],
    ['dojo@demo.federa', 'admin'],
    ['asoc@demo.federa', 'admin'],
  ])('refuses %s switching on %s', async (mail, tipo) => {
    const token = await signIn(t, mail);
    const answer = await toggle(token, tipo, true);
    expect(answer.body).toMatchObject({
      estado: 1,
      res: { mensaje: 'No puedes ponerte este permiso', codigo: 'FORBIDDEN' },
    });
    expect(answer.body.token).toBeUndefined();
  });

  it.each([
    ['en', 'You cannot give yourself this permission'],
    ['fr', 'Vous ne pouvez pas vous attribuer cette permission'],
  ])('says so in %s', async (lang, message) => {
    const answer = await toggle(await signIn(t, 'miembro@demo.federa'), 'dojo', true, lang);
    expect(answer.body.res.mensaje).toBe(message);
  });

  it('lets an association administrator act as dojo administrator and step down', async () => {
    const token = await signIn(t, 'asoc@demo.federa');
    const on = await toggle(token, 'dojo', true);
    expect(on.body).toMatchObject({ estado: 0, res: { mensaje: 'Permiso modificado.' } });
    expect(decodePayload(on.body.token)).toMatchObject({
      adm_dojo: true,
      adm_asoc: true,
      adm_dojo_orig: false,
      adm_asoc_orig: true,
    });
    const off = await toggle(on.body.token, 'asoc', false);
    expect(decodePayload(off.body.token)).toMatchObject({
      adm_dojo: true,
      adm_asoc: false,
      adm_asoc_orig: true,
    });
    // The toggled role takes effect through the new token.
    const me = await t.graphql(
      '{ me { roles { associationAdmin dojoAdmin } } }',
      {},
      { token: off.body.token },
    );
    expect(me.data).toEqual({ me: { roles: { associationAdmin: false, dojoAdmin: true } } });
  });

  it('lets the national administrator switch admin off and back on (GraphQL)', async () => {
    const token = await signIn(t, 'admin@demo.federa');
    const SET =
      'mutation ($role: RoleToggle!, $on: Boolean!) { setPermission(role: $role, enabled: $on) { token user { roles { admin } } } }';
    const off = await t.graphql(SET, { role: 'ADMIN', on: false }, { token });
    expect(off.data?.setPermission.user.roles.admin).toBe(false);
    const on = await t.graphql(SET, { role: 'ADMIN', on: true }, { token: off.data!.setPermission.token });
    expect(on.data?.setPermission.user.roles.admin).toBe(true);
  });

  it('needs a session', async () => {
    const answer = await t.rest('GET', '/modPermisos', { query: { tipo: 'dojo', permiso: 'true' } });
    expect(answer.body).toMatchObject({
      estado: 1,
      res: { mensaje: 'Debes iniciar sesión.', codigo: 'UNAUTHENTICATED' },
    });
  });
});

describe('profile switch (modPerfil)', () => {
  it('lets the national administrator work as another association', async () => {
    const [other] = await t.sql(
      "select id_asoc from asociacion where id_asoc <> (select cf_asoc from asociado where mail = 'admin@demo.federa') order by id_asoc limit 1",
    );
    const token = await signIn(t, 'admin@demo.federa');
    const answer = await t.rest('GET', '/modPerfil', {
      token,
      query: { tipo: 'asoc', id: String(other.id_asoc) },
    });
    expect(answer.body.estado).toBe(0);
    const payload = decodePayload(answer.body.token);
    expect(payload.asoc).toBe(other.id_asoc);
    const [dojo] = await t.sql('select cf_asoc from dojo where id_dojo = $1', [payload.dojo]);
    expect(dojo.cf_asoc).toBe(other.id_asoc);
  });

  it('lets an association administrator pick a dojo of their association only', async () => {
    const token = await signIn(t, 'asoc@demo.federa');
    const [own] = await t.sql(
      "select d.id_dojo from dojo d join asociado a on a.cf_asoc = d.cf_asoc where a.mail = 'asoc@demo.federa' order by d.id_dojo desc limit 1",
    );
    const [foreign] = await t.sql(
      "select d.id_dojo from dojo d where d.cf_asoc <> (select cf_asoc from asociado where mail = 'asoc@demo.federa') limit 1",
    );
    const ok = await t.rest('GET', '/modPerfil', { token, query: { tipo: 'dojo', id: String(own.id_dojo) } });
    expect(decodePayload(ok.body.token).dojo).toBe(own.id_dojo);
    const refused = await t.rest('GET', '/modPerfil', {
      token,
      query: { tipo: 'dojo', id: String(foreign.id_dojo) },
    });
    expect(refused.body).toMatchObject({ estado: 1, res: { mensaje: 'No puedes cambiar a ese perfil.' } });
    const asoc = await t.rest('GET', '/modPerfil', { token, query: { tipo: 'asoc', id: '1' } });
    expect(asoc.body.res.codigo).toBe('FORBIDDEN');
  });

  it('refuses dojo administrators and plain members', async () => {
    const [dojo] = await t.sql('select id_dojo from dojo order by id_dojo limit 1');
    for (const mail of ['dojo@demo.federa', 'miembro@demo.federa']) {
      const token = await signIn(t, mail);
      const answer = await t.graphql(
        'mutation ($id: Int!) { switchProfile(input: { kind: DOJO, id: $id }) { token } }',
        { id: dojo.id_dojo },
        { token },
      );
      expect(answer.errors?.[0]).toMatchObject({
        message: 'No puedes cambiar a ese perfil.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
  });
});
