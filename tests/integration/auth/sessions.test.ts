import { dojoApi } from '../dojos/api';
import { places } from '../members/members-support';
import { decodePayload, signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** Whether a token is still heard, on both doors. */
async function heard(token: string): Promise<{ graphql: boolean; rest: boolean }> {
  const gql = await t.graphql('{ me { id } }', {}, { token });
  const rest = await t.rest('GET', '/asociados', { token, query: { ini: '0', pag: '15' } });
  if (gql.status === 401) expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  if (rest.body.estado !== 0) expect(rest.body.res.codigo).toBe('UNAUTHENTICATED');
  return { graphql: gql.status === 200 && !!gql.data?.me, rest: rest.body.estado === 0 };
}

describe('signing out', () => {
  it('ends that token on both doors over GraphQL, and leaves the member’s other sessions', async () => {
    const [ending, other] = [await signIn(t, 'miembro@demo.federa'), await signIn(t, 'miembro@demo.federa')];
    expect(await heard(ending)).toEqual({ graphql: true, rest: true });
    const answer = await t.graphql(
      'mutation { signOut { message } }',
      {},
      { token: ending, headers: { 'accept-language': 'en' } },
    );
    expect(answer.data).toEqual({ signOut: { message: 'Signed out.' } });
    expect(await heard(ending)).toEqual({ graphql: false, rest: false });
    expect(await heard(other)).toEqual({ graphql: true, rest: true });
  });

  it('ends that token over REST POST /v1/logout', async () => {
    const [ending, other] = [await signIn(t, 'dojo@demo.federa'), await signIn(t, 'dojo@demo.federa')];
    const answer = await t.rest('POST', '/logout', { token: ending });
    expect(answer.body).toEqual({ estado: 0, res: { mensaje: 'Sesión cerrada.' } });
    expect(await heard(ending)).toEqual({ graphql: false, rest: false });
    expect(await heard(other)).toEqual({ graphql: true, rest: true });
    const again = await t.rest('POST', '/logout', { token: ending });
    expect(again.body.res.codigo).toBe('UNAUTHENTICATED');
  });

  it('keeps ended sign-ins only until their tokens would have expired', async () => {
    await t.sql(
      `insert into sesion_cerrada (sesion, caduca) values ('00000000-0000-4000-8000-000000000001', now() - interval '1 minute')`,
    );
    const token = await signIn(t, 'asoc@demo.federa');
    await t.rest('POST', '/logout', { token });
    const rows = await t.sql<{ sesion: string; caduca: Date }>('select sesion, caduca from sesion_cerrada');
    expect(rows.map((r) => r.sesion)).not.toContain('00000000-0000-4000-8000-000000000001');
    const mine = rows.find((r) => r.sesion === decodePayload(token).sid);
    // At least as long as the signed-out token lives (its renewals live no longer than now + 8 h).
    expect(mine!.caduca.getTime()).toBeGreaterThanOrEqual(decodePayload(token).exp * 1000);
  });

  it('ends every token renewed from that sign-in, not only the one signing out', async () => {
    const first = await signIn(t, 'admin@demo.federa');
    const toggled = await t.rest('POST', '/modPermisos', {
      token: first,
      body: { tipo: 'admin', permiso: false },
    });
    const renewed: string = toggled.body.token;
    expect(decodePayload(renewed).sid).toBe(decodePayload(first).sid);
    const other = await signIn(t, 'admin@demo.federa');
    expect((await t.rest('POST', '/logout', { token: renewed })).body.estado).toBe(0);
    expect(await heard(first)).toEqual({ graphql: false, rest: false });
    expect(await heard(renewed)).toEqual({ graphql: false, rest: false });
    expect(await heard(other)).toEqual({ graphql: true, rest: true });
  });
});

describe('a profile switched to a dojo that moves to another association', () => {
  it('ends, and can no longer list the moved dojo’s members', async () => {
    const { sameAsocDojo: dojo } = await places(t);
    const home = await signIn(t, 'asoc@demo.federa');
    const switched = await t.rest('POST', '/modPerfil', { token: home, body: { tipo: 'dojo', id: dojo } });
    expect(switched.body.estado).toBe(0);
    const token: string = switched.body.token;
    const listDojo = () => t.rest('GET', '/asociados', { token, query: { idDojo: String(dojo) } });
    expect((await listDojo()).body.nTot).toBeGreaterThan(0);

    const admin = dojoApi(t, 'rest', await signIn(t, 'admin@demo.federa'));
    const current = await admin.ver(dojo);
    if (!current.ok) throw new Error(JSON.stringify(current));
    const [{ id_asoc: elsewhere }] = await t.sql<{ id_asoc: number }>(
      'select id_asoc from asociacion where id_asoc <> 1 order by id_asoc limit 1',
    );
    const moved = await admin.edit(dojo, { ...current.value, idAsoc: elsewhere, avatar: undefined });
    expect(moved.ok).toBe(true);

    expect(await heard(token)).toEqual({ graphql: false, rest: false });
    expect((await listDojo()).body).toMatchObject({ estado: 1, res: { codigo: 'UNAUTHENTICATED' } });
    const gql = await t.graphql('query ($d: Int) { members(dojoId: $d) { total } }', { d: dojo }, { token });
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // The session working as the home dojo, still in the association, goes on.
    expect(await heard(home)).toEqual({ graphql: true, rest: true });
  });
});
