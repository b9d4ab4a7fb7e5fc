import type { TestServer } from '../../support/test-server';
import {
  bodyOf,
  plainMember,
  signInAll,
  snapshot,
  startMembersServer,
  toGraphqlInput,
  type Role,
} from './members-support';

// Who may edit whom (§6 by rank), two saves of one member at once, and the §8 save failure
// dialog. The demo accounts: 1 admin@, 2 asoc@, 3 dojo@, 4 miembro@ (association 1, dojo 1).

let t: TestServer;
let tokens: Record<Role, string>;
beforeAll(async () => {
  t = await startMembersServer();
  tokens = await signInAll(t);
});
afterAll(() => t.close());

const mod = (token: string, body: Record<string, unknown>) =>
  t.rest('POST', '/asociados/mod', { token, body });

const UPDATE = `mutation Update($id: Int!, $input: MemberInput!) {
  updateMember(id: $id, input: $input) { member { id mail memberNumber } }
}`;

async function graphqlInput(id: number, change: Record<string, unknown> = {}) {
  const input = toGraphqlInput({ ...(await bodyOf(t, id)), ...change });
  delete input.id;
  return input;
}

describe('editing a member of equal or higher rank', () => {
  it.each([
    ['dojo', 1],
    ['dojo', 2],
    ['asoc', 1],
  ] as const)('%s administrator editing member %i: refused over REST, nothing written', async (role, id) => {
    const before = await snapshot(t, id);
    const answer = await mod(tokens[role], { ...(await bodyOf(t, id)), mail: 'pirata@prueba.federa' });
    expect(answer.body).toMatchObject({
      estado: 1,
      res: { titulo: 'Error', mensaje: 'Permiso denegado', codigo: 'FORBIDDEN' },
    });
    expect(await snapshot(t, id)).toEqual(before);
  });

  it.each([
    ['dojo', 1],
    ['dojo', 2],
    ['asoc', 1],
  ] as const)('%s administrator editing member %i: refused over GraphQL', async (role, id) => {
    const before = await snapshot(t, id);
    const input = await graphqlInput(id, { mail: 'pirata@prueba.federa' });
    const answer = await t.graphql(UPDATE, { id, input }, { token: tokens[role] });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Permiso denegado',
      extensions: { code: 'FORBIDDEN', title: 'Error' },
    });
    expect(await snapshot(t, id)).toEqual(before);
  });

  it('lets an administrator edit those below them, and everyone themselves', async () => {
    expect((await mod(tokens.asoc, { ...(await bodyOf(t, 3)), ciudad: 'Ávila' })).body.estado).toBe(0);
    expect((await mod(tokens.dojo, { ...(await bodyOf(t, 4)), ciudad: 'Soria' })).body.estado).toBe(0);
    expect((await mod(tokens.dojo, { ...(await bodyOf(t, 3)), ciudad: 'Cuenca' })).body.estado).toBe(0);
    const self = await t.graphql(
      UPDATE,
      { id: 2, input: await graphqlInput(2, { city: 'Teruel' }) },
      { token: tokens.asoc },
    );
    expect(self.errors).toBeUndefined();
    const [row] = await t.sql('select ciudad from asociado where id_aso = 2');
    expect(row.ciudad).toBe('Teruel');
  });

  it('refuses a dojo administrator editing another dojo administrator of their dojo', async () => {
    const peer = await plainMember(t, 1);
    await t.sql('update asociado set es_admin_dojo = true where id_aso = $1', [peer]);
    const before = await snapshot(t, peer);
    const answer = await mod(tokens.dojo, { ...(await bodyOf(t, peer)), ciudad: 'Lugo' });
    expect(answer.body).toMatchObject({ estado: 1, res: { codigo: 'FORBIDDEN' } });
    expect(await snapshot(t, peer)).toEqual(before);
  });
});

describe('two saves of the same member at once', () => {
  it('give a numberless member one number: the later save sees it and cannot change it', async () => {
    const ids = await Promise.all([1, 2, 3, 4].map(() => plainMember(t, 1, { numAcae: null })));
    await Promise.all(
      ids.map(async (id, i) => {
        const body = await bodyOf(t, id);
        const numbers = [`01A7${i}01`, `01A7${i}02`];
        const answers = await Promise.all(numbers.map((numAcae) => mod(tokens.admin, { ...body, numAcae })));
        const won = answers.findIndex((a) => a.body.estado === 0);
        expect(answers.map((a) => a.body.estado).sort()).toEqual([0, 1]);
        expect(answers[1 - won].body).toMatchObject({
          res: { titulo: 'Error', mensaje: 'El número de asociado no se puede cambiar.' },
        });
        const [row] = await t.sql('select num_acae from asociado where id_aso = $1', [id]);
        expect(row.num_acae).toBe(numbers[won]);
      }),
    );
  });
});

describe('the save failure dialog (§8)', () => {
  it("titles field refusals 'Error' over REST and GraphQL", async () => {
    const rest = await mod(tokens.admin, { ...(await bodyOf(t, 4)), nombre: '' });
    expect(rest.body).toMatchObject({
      estado: 1,
      res: { titulo: 'Error', mensaje: 'El nombre es requerido.', codigo: 'BAD_USER_INPUT' },
    });
    const ins = await t.rest('POST', '/asociados/ins', { token: tokens.admin, body: { nombre: '' } });
    expect(ins.body.res.titulo).toBe('Error');
    const gql = await t.graphql(
      UPDATE,
      { id: 4, input: await graphqlInput(4, { lastName: '' }) },
      { token: tokens.admin },
    );
    expect(gql.errors?.[0]).toMatchObject({
      message: 'El apellido es requerido.',
      extensions: { code: 'BAD_USER_INPUT', title: 'Error' },
    });
  });

  it('answers an unexpected database refusal as the failed save, writing nothing', async () => {
    // A rule only the database knows, on this test's own database.
    await t.sql(`alter table asociado add constraint prueba_ciudad check (ciudad is distinct from 'Vetada')`);
    try {
      const before = await snapshot(t, 4);
      const rest = await mod(tokens.admin, { ...(await bodyOf(t, 4)), ciudad: 'Vetada' });
      expect(rest.body).toMatchObject({
        estado: 1,
        res: { titulo: 'Error', mensaje: 'No se ha podido crear o modificar el asociado' },
      });
      const gql = await t.graphql(
        UPDATE,
        { id: 4, input: await graphqlInput(4, { city: 'Vetada' }) },
        { token: tokens.admin },
      );
      expect(gql.errors?.[0]).toMatchObject({
        message: 'No se ha podido crear o modificar el asociado',
        extensions: { title: 'Error' },
      });
      expect(await snapshot(t, 4)).toEqual(before);
    } finally {
      await t.sql('alter table asociado drop constraint prueba_ciudad');
    }
  });
});
