import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import {
  bodyOf,
  memberCount,
  newMemberBody,
  plainMember,
  snapshot,
  toGraphqlInput,
  type Places,
  type Role,
} from './members-support';

// The role table of part 1 §6 and the role rules of §5, one test per role and action; every
// refusal also proves that nothing was written.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld({ ownUploads: true }));
});
afterAll(() => t.close());

const ins = (token: string, body: Record<string, unknown>) =>
  t.rest('POST', '/asociados/ins', { token, body });
const mod = (token: string, body: Record<string, unknown>) =>
  t.rest('POST', '/asociados/mod', { token, body });
const del = (token: string, id: number) => t.rest('POST', '/asociados/del', { token, body: { id } });
const exists = async (id: number) =>
  (await t.sql('select 1 from asociado where id_aso = $1', [id])).length === 1;

const DENIED = { estado: 1, res: { mensaje: 'Permiso denegado', codigo: 'FORBIDDEN' } };
const CANNOT_SET = { estado: 1, res: { mensaje: 'No puedes ponerte este permiso', codigo: 'FORBIDDEN' } };

/** Expects a refusal of a save and an unchanged row. */
async function refusedEdit(token: string, id: number, change: Record<string, unknown>, expected: object) {
  const before = await snapshot(t, id);
  const answer = await mod(token, { ...(await bodyOf(t, id)), ...change });
  expect(answer.body).toMatchObject(expected);
  expect(await snapshot(t, id)).toEqual(before);
}

async function refusedInsert(token: string, body: Record<string, unknown>, expected: object) {
  const before = await memberCount(t);
  const answer = await ins(token, body);
  expect(answer.body).toMatchObject(expected);
  expect(await memberCount(t)).toBe(before);
}

describe('add a member', () => {
  it('global administrator: in any association and dojo', async () => {
    const answer = await ins(
      tokens.admin,
      newMemberBody({ cfAsoc: where.otherAsoc, cfDojo: where.otherAsocDojo }),
    );
    expect(answer.body.estado).toBe(0);
  });

  it('association administrator: any dojo of their association, never another association', async () => {
    expect((await ins(tokens.asoc, newMemberBody({ cfDojo: where.sameAsocDojo }))).body.estado).toBe(0);
    await refusedInsert(
      tokens.asoc,
      newMemberBody({ cfAsoc: where.otherAsoc, cfDojo: where.otherAsocDojo }),
      {
        estado: 1,
        res: {
          mensaje: 'No puedes insertar en esa asociación.',
          errores: [{ campo: 'cfAsoc', mensaje: 'No puedes insertar en esa asociación.' }],
        },
      },
    );
  });

  it('association administrator inserting in another association, over GraphQL', async () => {
    const before = await memberCount(t);
    const answer = await t.graphql(
      'mutation ($input: MemberInput!) { createMember(input: $input) { id } }',
      { input: toGraphqlInput(newMemberBody({ cfAsoc: where.otherAsoc, cfDojo: where.otherAsocDojo })) },
      { token: tokens.asoc },
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: 'No puedes insertar en esa asociación.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await memberCount(t)).toBe(before);
  });

  it('dojo administrator: their own dojo only', async () => {
    expect((await ins(tokens.dojo, newMemberBody())).body.estado).toBe(0);
    await refusedInsert(tokens.dojo, newMemberBody({ cfDojo: where.sameAsocDojo }), {
      estado: 1,
      res: { mensaje: 'No puedes insertar en ese dojo.' },
    });
    await refusedInsert(
      tokens.dojo,
      newMemberBody({ cfAsoc: where.otherAsoc, cfDojo: where.otherAsocDojo }),
      {
        estado: 1,
        res: { mensaje: 'No puedes insertar en esa asociación.' },
      },
    );
  });

  it('plain member: never', async () => {
    await refusedInsert(tokens.miembro, newMemberBody(), DENIED);
  });
});

describe('edit a member', () => {
  it('global administrator: anyone, also into another association', async () => {
    const id = await plainMember(t, 1);
    const answer = await mod(tokens.admin, {
      ...(await bodyOf(t, id)),
      cfAsoc: where.otherAsoc,
      cfDojo: where.otherAsocDojo,
    });
    expect(answer.body).toEqual({ estado: 0, res: { id } });
  });

  it('association administrator: members of their association, moving them within it only', async () => {
    const id = await plainMember(t, where.sameAsocDojo);
    expect((await mod(tokens.asoc, { ...(await bodyOf(t, id)), cfDojo: 1 })).body.estado).toBe(0);
    await refusedEdit(
      tokens.asoc,
      id,
      { cfAsoc: where.otherAsoc, cfDojo: where.otherAsocDojo },
      {
        estado: 1,
        res: { mensaje: 'No puedes guardar en esa asociación. Contacta con los administradores.' },
      },
    );
    const outsider = await plainMember(t, where.otherAsocDojo);
    await refusedEdit(tokens.asoc, outsider, { ciudad: 'Otra' }, DENIED);
  });

  it("dojo administrator: members of their dojo; refused on another dojo's member", async () => {
    const id = await plainMember(t, 1);
    expect((await mod(tokens.dojo, { ...(await bodyOf(t, id)), ciudad: 'Segovia' })).body.estado).toBe(0);
    const other = await plainMember(t, where.sameAsocDojo);
    await refusedEdit(tokens.dojo, other, { ciudad: 'Segovia' }, DENIED);
    await refusedEdit(
      tokens.dojo,
      id,
      { cfDojo: where.sameAsocDojo },
      {
        estado: 1,
        res: {
          mensaje: 'No puedes cambiar de dojo. Contacta con el administrador de la asociación.',
          errores: [{ campo: 'cfDojo' }],
        },
      },
    );
  });

  it("dojo administrator editing another dojo's member over GraphQL", async () => {
    const other = await plainMember(t, where.sameAsocDojo);
    const before = await snapshot(t, other);
    const input = toGraphqlInput({ ...(await bodyOf(t, other)), ciudad: 'Segovia' });
    delete input.id;
    const answer = await t.graphql(
      'mutation ($id: Int!, $input: MemberInput!) { updateMember(id: $id, input: $input) { member { id } } }',
      { id: other, input },
      { token: tokens.dojo },
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Permiso denegado',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await snapshot(t, other)).toEqual(before);
  });

  it('plain member: only themselves, never changing dojo or association', async () => {
    expect((await mod(tokens.miembro, { ...(await bodyOf(t, 4)), telefono: '611111111' })).body.estado).toBe(
      0,
    );
    await refusedEdit(tokens.miembro, 3, { telefono: '611111111' }, DENIED);
    await refusedEdit(
      tokens.miembro,
      4,
      { cfDojo: where.sameAsocDojo },
      {
        estado: 1,
        res: { mensaje: 'No puedes cambiar de dojo. Contacta con el administrador de la asociación.' },
      },
    );
    await refusedEdit(
      tokens.miembro,
      4,
      { cfAsoc: where.otherAsoc, cfDojo: where.otherAsocDojo },
      {
        estado: 1,
        res: { mensaje: 'No puedes guardar en esa asociación. Contacta con los administradores.' },
      },
    );
  });
});

describe('delete a member', () => {
  it('global administrator: anyone without history', async () => {
    const id = await plainMember(t, where.otherAsocDojo);
    expect((await del(tokens.admin, id)).body).toEqual({
      estado: 0,
      res: { mensaje: 'Asociado eliminado.' },
    });
    expect(await exists(id)).toBe(false);
  });

  it('association administrator: within their association', async () => {
    const id = await plainMember(t, where.sameAsocDojo);
    expect((await del(tokens.asoc, id)).body.estado).toBe(0);
    const outsider = await plainMember(t, where.otherAsocDojo);
    expect((await del(tokens.asoc, outsider)).body).toMatchObject(DENIED);
    expect(await exists(outsider)).toBe(true);
  });

  it('dojo administrator: within their dojo, never a member of higher rank', async () => {
    const id = await plainMember(t, 1);
    expect((await del(tokens.dojo, id)).body.estado).toBe(0);
    const other = await plainMember(t, where.sameAsocDojo);
    expect((await del(tokens.dojo, other)).body).toMatchObject(DENIED);
    const boss = await plainMember(t, 1);
    await t.sql('update asociado set es_admin_asoc = true where id_aso = $1', [boss]);
    expect((await del(tokens.dojo, boss)).body).toMatchObject(DENIED);
    expect(await exists(other)).toBe(true);
    expect(await exists(boss)).toBe(true);
  });

  it('plain member: never, not even a member of their dojo without history', async () => {
    const id = await plainMember(t, 1);
    expect((await del(tokens.miembro, id)).body).toMatchObject(DENIED);
    const answer = await t.graphql(
      'mutation ($id: Int!) { deleteMember(id: $id) { message } }',
      { id },
      {
        token: tokens.miembro,
      },
    );
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(await exists(id)).toBe(true);
  });
});

describe('set the admin flags (esAdmin, esAdmAs, esAdmDo)', () => {
  const flags = ['esAdmin', 'esAdmAs', 'esAdmDo'] as const;
  const allowed: Record<Role, (typeof flags)[number][]> = {
    admin: ['esAdmin', 'esAdmAs', 'esAdmDo'],
    asoc: ['esAdmAs', 'esAdmDo'],
    dojo: ['esAdmDo'],
    miembro: [],
  };

  it.each(Object.keys(allowed) as Role[])('%s sets exactly the flags §6 gives them', async (role) => {
    for (const flag of flags) {
      // A plain member may only edit themselves; the others edit a plain member of dojo 1.
      const id = role === 'miembro' ? 4 : await plainMember(t, 1);
      if (allowed[role].includes(flag)) {
        expect((await mod(tokens[role], { ...(await bodyOf(t, id)), [flag]: true })).body.estado).toBe(0);
        const [row] = await t.sql(
          'select es_admin, es_admin_asoc, es_admin_dojo from asociado where id_aso = $1',
          [id],
        );
        const column = { esAdmin: 'es_admin', esAdmAs: 'es_admin_asoc', esAdmDo: 'es_admin_dojo' }[flag];
        expect(row[column]).toBe(true);
      } else {
        await refusedEdit(tokens[role], id, { [flag]: true }, CANNOT_SET);
      }
    }
  });

  it('accepts unchanged flags in the payload from anyone who may edit', async () => {
    const body = await bodyOf(t, 4);
    expect(
      (await mod(tokens.miembro, { ...body, esAdmin: false, esAdmAs: false, esAdmDo: false })).body.estado,
    ).toBe(0);
  });

  it('refuses a new member with a flag the creator may not set, writing nothing', async () => {
    await refusedInsert(tokens.dojo, newMemberBody({ esAdmAs: true }), CANNOT_SET);
    await refusedInsert(tokens.asoc, newMemberBody({ esAdmin: true }), CANNOT_SET);
    expect((await ins(tokens.dojo, newMemberBody({ esAdmDo: true }))).body.estado).toBe(0);
  });

  it('refuses taking a flag away without the right to set it', async () => {
    // Whoever holds a flag the editor may not set outranks them, so the rank rule refuses first.
    await refusedEdit(tokens.asoc, 1, { esAdmin: false }, DENIED);
  });

  it('refuses over GraphQL too', async () => {
    const input = toGraphqlInput({ ...(await bodyOf(t, 4)), esAdmDo: true });
    delete input.id;
    const answer = await t.graphql(
      'mutation ($input: MemberInput!) { updateMember(id: 4, input: $input) { member { id } } }',
      { input },
      { token: tokens.miembro },
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: 'No puedes ponerte este permiso',
      extensions: { code: 'FORBIDDEN', fields: [{ field: 'isDojoAdmin' }] },
    });
  });
});
