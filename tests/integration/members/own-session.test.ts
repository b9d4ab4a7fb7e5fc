import { openWorld } from '../../support/world';
import { decodePayload, signIn } from '../../support/sessions';
import type { TestServer } from '../../support/test-server';
import { bodyOf, toGraphqlInput, type Places, type Role } from './members-support';

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld({ ownUploads: true }));
});
afterAll(() => t.close());

const UPDATE = `mutation ($id: Int!, $input: MemberInput!) {
  updateMember(id: $id, input: $input) { token member { id city dojoId } }
}`;

const idOf = (token: string): number => decodePayload(token).id;

async function heard(token: string): Promise<boolean> {
  return (await t.graphql('{ me { id } }', {}, { token })).status === 200;
}

async function graphqlInput(id: number, change: Record<string, unknown>) {
  const { id: _id, ...body } = await bodyOf(t, id);
  return toGraphqlInput({ ...body, avatar: '', ...change });
}

describe('saving one’s own roles or dojo', () => {
  it('answers a new token over REST, without the role dropped; the old one has ended', async () => {
    const old = tokens.dojo;
    const id = idOf(old);
    const answer = await t.rest('POST', '/asociados/mod', {
      token: old,
      body: { ...(await bodyOf(t, id)), esAdmDo: false },
    });
    expect(answer.body).toMatchObject({ estado: 0, res: { id }, token: expect.any(String) });
    const fresh: string = answer.body.token;
    expect(decodePayload(fresh)).toMatchObject({
      id,
      adm_dojo: false,
      adm_dojo_orig: false,
      dojo: 1,
      asoc: 1,
    });
    expect(await heard(old)).toBe(false);
    expect(await heard(fresh)).toBe(true);
    const list = await t.rest('GET', '/asociados', { token: fresh, query: { idDojo: '1' } });
    expect(list.body.estado).toBe(0);
  });

  it('answers a new token over GraphQL that keeps the profile the member may still work as', async () => {
    const home = tokens.asoc;
    const id = idOf(home);
    const switched = await t.rest('POST', '/modPerfil', {
      token: home,
      body: { tipo: 'dojo', id: where.sameAsocDojo },
    });
    const toggled = await t.rest('POST', '/modPermisos', {
      token: switched.body.token,
      body: { tipo: 'dojo', permiso: false },
    });
    const old: string = toggled.body.token;
    expect(decodePayload(old)).toMatchObject({ dojo: where.sameAsocDojo, adm_dojo: false });

    // The association administrator moves to another dojo of their association.
    const answer = await t.graphql(
      UPDATE,
      { id, input: await graphqlInput(id, { dojoId: where.sameAsocDojo }) },
      { token: old },
    );
    expect(answer.errors).toBeUndefined();
    const { token: fresh, member } = answer.data!.updateMember;
    expect(member).toMatchObject({ id, dojoId: where.sameAsocDojo });
    expect(decodePayload(fresh)).toMatchObject({
      adm_asoc: true,
      adm_dojo: false,
      dojo: where.sameAsocDojo,
      asoc: 1,
    });
    expect(await heard(old)).toBe(false);
    expect(await heard(fresh)).toBe(true);
  });

  it('moves the profile to the new home of a member working as their home', async () => {
    const old = tokens.admin;
    const id = idOf(old);
    const [{ id_dojo: dojo }] = await t.sql<{ id_dojo: number }>(
      'select id_dojo from dojo where cf_asoc = $1 order by id_dojo limit 1',
      [where.otherAsoc],
    );
    const answer = await t.graphql(
      UPDATE,
      { id, input: await graphqlInput(id, { dojoId: dojo, associationId: where.otherAsoc }) },
      { token: old },
    );
    expect(answer.errors).toBeUndefined();
    expect(decodePayload(answer.data!.updateMember.token)).toMatchObject({
      admin: true,
      dojo,
      asoc: where.otherAsoc,
    });
    expect(await heard(answer.data!.updateMember.token)).toBe(true);
  });

  it('answers no token when saving someone else', async () => {
    const admin = await signIn(t, 'admin@demo.federa');
    const id = idOf(tokens.miembro);
    const answer = await t.graphql(
      UPDATE,
      { id, input: await graphqlInput(id, { city: 'Teruel' }) },
      { token: admin },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.updateMember).toMatchObject({ token: null, member: { id, city: 'Teruel' } });
    const rest = await t.rest('POST', '/asociados/mod', {
      token: admin,
      body: { ...(await bodyOf(t, id)), ciudad: 'Soria' },
    });
    expect(rest.body).toEqual({ estado: 0, res: { id } });
  });
});
