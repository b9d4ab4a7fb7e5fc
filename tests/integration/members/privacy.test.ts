import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { MEMBER_FIELDS, plainMember, type Role } from './members-support';

// Issue 8: a plain member sees of the others only what a membership list needs (name, number,
// dojo, photo, roles); the member themselves and the administrators over them see everything.
// The demo accounts are all in association 1, dojo 1: 4 is miembro@ (plain member).

let t: TestServer;
let tokens: Record<Role, string>;
let mate: number;
let minor: number;
beforeAll(async () => {
  ({ t, tokens } = await openWorld({ ownUploads: true }));
  mate = await plainMember(t, 1, { nombre: 'Compañera' });
  minor = await plainMember(t, 1, { nombre: 'Menor' });
  await t.sql(
    `update asociado set fecha_nacimiento = current_date - interval '10 years', domicilio = 'Calle Secreta 1',
       ciudad = 'Sevilla', provincia = 'Sevilla', telefono = '699999999', obs = 'alergia'
     where id_aso = any($1)`,
    [[mate, minor]],
  );
});
afterAll(() => t.close());

const PRIVATE_GRAPHQL = [
  'dni',
  'mail',
  'birthDate',
  'age',
  'address',
  'city',
  'province',
  'phone',
  'notes',
  'validated',
  'lastFeeYear',
] as const;
const PRIVATE_REST_ROW = ['mail', 'edad', 'ultima_cuota', 'validado'] as const;
const PRIVATE_REST_RECORD = [
  'dni',
  'mail',
  'fechaNacimiento',
  'edad',
  'domicilio',
  'ciudad',
  'provincia',
  'telefono',
  'obs',
  'validado',
  'ultima_cuota',
] as const;

const pick = (row: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, row[k]]));
const nulls = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, null]));

const MEMBER = `query ($id: Int) { member(id: $id) { ${MEMBER_FIELDS} } }`;
// Dojo 1 of the test federation has fewer than 50 members; a page needs only these fields.
const ROW_FIELDS = `id dojoId firstName avatar ${PRIVATE_GRAPHQL.join(' ')}`;
const MEMBERS = `query ($filter: String, $orderBy: String) {
  members(dojoId: 1, page: { limit: 50, filter: $filter, orderBy: $orderBy }) { total items { ${ROW_FIELDS} } }
}`;
const CONNECTION = `query { membersConnection(dojoId: 1, first: 50) { edges { node { ${ROW_FIELDS} } } } }`;

async function restRow(token: string, id: number) {
  const answer = await t.rest('GET', '/asociados/', { token, query: { pag: '100', idDojo: '1' } });
  return answer.body.res.find((r: { idAso: number }) => r.idAso === id);
}

async function everyDoor(token: string, id: number) {
  const record = (await t.graphql(MEMBER, { id }, { token })).data!.member;
  const page = (await t.graphql(MEMBERS, {}, { token })).data!.members.items;
  const connection = await t.graphql(CONNECTION, {}, { token });
  if (!connection.data) throw new Error(JSON.stringify(connection.errors));
  const edges = connection.data.membersConnection.edges;
  return {
    graphqlRecord: record,
    graphqlPage: page.find((m: { id: number }) => m.id === id),
    graphqlConnection: edges.map((e: { node: unknown }) => e.node).find((m: any) => m.id === id),
    restRow: await restRow(token, id),
    restRecord: (await t.rest('GET', '/asociados/ver', { token, query: { id: String(id) } })).body.res,
  };
}

describe("a plain member and their dojo-mates' private data", () => {
  it.each([
    ['a dojo-mate', () => mate],
    ['a minor of the dojo', () => minor],
    ['the dojo administrator', () => 3],
  ])('sees only name, number, dojo, photo and roles of %s, through every door', async (_, id) => {
    const doors = await everyDoor(tokens.miembro, id());
    for (const door of ['graphqlRecord', 'graphqlPage', 'graphqlConnection'] as const) {
      expect(pick(doors[door], PRIVATE_GRAPHQL)).toEqual(nulls(PRIVATE_GRAPHQL));
      expect(doors[door]).toMatchObject({ id: id(), dojoId: 1, firstName: expect.any(String) });
      expect(doors[door].avatar).toEqual(expect.any(String));
    }
    expect(pick(doors.restRow, PRIVATE_REST_ROW)).toEqual(nulls(PRIVATE_REST_ROW));
    expect(doors.restRow).toMatchObject({ idAso: id(), cfDojo: 1, nombre: expect.any(String) });
    expect(pick(doors.restRecord, PRIVATE_REST_RECORD)).toEqual(nulls(PRIVATE_REST_RECORD));
    expect(doors.restRecord).toMatchObject({ idAso: id(), nombreCompleto: expect.any(String) });
    expect(JSON.stringify(doors)).not.toMatch(/Calle Secreta|699999999|alergia/);
  });

  it('sees all of their own record', async () => {
    const doors = await everyDoor(tokens.miembro, 4);
    for (const door of ['graphqlRecord', 'graphqlPage', 'graphqlConnection'] as const) {
      expect(doors[door]).toMatchObject({ mail: 'miembro@demo.federa', age: 'A', validated: true });
      expect(doors[door].dni).toEqual(expect.any(String));
      expect(doors[door].birthDate).toBe('1990-01-19');
    }
    expect(doors.restRow).toMatchObject({ mail: 'miembro@demo.federa', edad: 'A', validado: true });
    expect(doors.restRecord).toMatchObject({ dni: expect.any(String), fechaNacimiento: '1990-01-19' });
  });

  it('cannot find dojo-mates by their mail, only by what the list shows', async () => {
    const [{ mail }] = await t.sql('select mail from asociado where id_aso = $1', [mate]);
    const byMail = await t.graphql(MEMBERS, { filter: mail }, { token: tokens.miembro });
    expect(byMail.data!.members.total).toBe(0);
    const byName = await t.graphql(MEMBERS, { filter: 'Compañera Sinhistoria' }, { token: tokens.miembro });
    expect(byName.data!.members.items.map((m: { id: number }) => m.id)).toEqual([mate]);
    const restByMail = await t.rest('GET', '/asociados/', { token: tokens.miembro, query: { filtro: mail } });
    expect(restByMail.body).toMatchObject({ estado: 0, nTot: 0 });
    const admin = await t.graphql(MEMBERS, { filter: mail }, { token: tokens.dojo });
    expect(admin.data!.members.items.map((m: { id: number }) => m.id)).toEqual([mate]);
  });

  it.each(['mail', 'edad', 'ultima_cuota', 'edad DESC'])(
    'cannot sort the others by a private field (%s), which would reveal it',
    async (orden) => {
      const rest = await t.rest('GET', '/asociados/', { token: tokens.miembro, query: { orden } });
      expect(rest.body).toMatchObject({
        estado: 1,
        res: { errores: [{ campo: 'orden', mensaje: 'No se puede ordenar por esa columna.' }] },
      });
      const position = await t.rest('GET', '/asociados/posicion', {
        token: tokens.miembro,
        query: { id: '4', orden },
      });
      expect(position.body.estado).toBe(1);
      const graphql = await t.graphql(MEMBERS, { orderBy: orden }, { token: tokens.miembro });
      expect(graphql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect((await t.graphql(MEMBERS, { orderBy: orden }, { token: tokens.dojo })).errors).toBeUndefined();
    },
  );
});

describe('administrators see the private data of the members they administer', () => {
  it.each(['admin', 'asoc', 'dojo'] as const)(
    'a %s account sees every field of a dojo 1 member',
    async (role) => {
      const doors = await everyDoor(tokens[role], minor);
      for (const door of ['graphqlRecord', 'graphqlPage', 'graphqlConnection'] as const) {
        expect(doors[door]).toMatchObject({
          address: 'Calle Secreta 1',
          phone: '699999999',
          notes: 'alergia',
          age: 'N',
          validated: false,
        });
        expect(doors[door].dni).toEqual(expect.any(String));
        expect(doors[door].mail).toEqual(expect.any(String));
      }
      expect(doors.restRow).toMatchObject({ edad: 'N', validado: false, mail: expect.any(String) });
      expect(doors.restRecord).toMatchObject({
        domicilio: 'Calle Secreta 1',
        telefono: '699999999',
        obs: 'alergia',
      });
    },
  );

  it('a dojo administrator whose administrator role is switched off sees as a plain member', async () => {
    const switched = await t.rest('POST', '/modPermisos', {
      token: tokens.dojo,
      body: { tipo: 'dojo', permiso: false },
    });
    const token = switched.body.token as string;
    expect(typeof token).toBe('string');
    const record = (await t.graphql(MEMBER, { id: minor }, { token })).data!.member;
    expect(pick(record, PRIVATE_GRAPHQL)).toEqual(nulls(PRIVATE_GRAPHQL));
  });
});
