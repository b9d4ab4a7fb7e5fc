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
    const answer = await t.graphql('mutation { signOut(lang: en) { message } }', {}, { token: ending });
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

  it('keeps ended tokens only until they would have expired', async () => {
    await t.sql(
      `insert into sesion_cerrada (jti, caduca) values ('00000000-0000-4000-8000-000000000001', now() - interval '1 minute')`,
    );
    const token = await signIn(t, 'asoc@demo.federa');
    await t.rest('POST', '/logout', { token });
    const rows = await t.sql<{ jti: string; caduca: Date }>('select jti, caduca from sesion_cerrada');
    expect(rows.map((r) => r.jti)).not.toContain('00000000-0000-4000-8000-000000000001');
    const mine = rows.find((r) => r.jti === decodePayload(token).jti);
    expect(mine?.caduca.getTime()).toBe(decodePayload(token).exp * 1000);
  });
});

describe('a profile switched to a dojo that moves to another association', () => {
  it('ends, and can no longer list the moved dojo’s members', async () => {
    const { otherDojoSameAsoc: dojo } = await places(t);
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
