import type { TestServer } from '../../support/test-server';
import { openWorld, ROLES, type Role } from '../../support/world';
import { associationApi, freshAssociation, TRANSPORTS, type AssociationApi } from './api';

// Part 1 §6: add is for the global administrator; edit and delete for the global administrator
// or the association's own administrator; listing and `ver` for anyone signed in (dropdowns).
// Who may call what, for every role and place, is the authorisation matrix's
// (tests/integration/auth/matrix/associations.test.ts); here, what it does not see: what each role
// lists, an allowed write by the association's administrator, the refusals' messages, and roles
// switched off. The demo accounts all belong to association 1.

let t: TestServer;
let tokens: Record<Role, string>;
beforeAll(async () => {
  ({ t, tokens } = await openWorld());
});
afterAll(() => t.close());

const FORBIDDEN = { ok: false, code: 'FORBIDDEN', message: 'Permiso denegado' };
const snapshot = () => t.sql('select id_asoc, nombre, zona, serie from asociacion order by id_asoc');
const zoneOf = async (id: number) =>
  (await t.sql('select zona from asociacion where id_asoc = $1', [id]))[0]?.zona as string | null;

/** An association with no dojos, made straight in SQL so that no role test depends on another. */
async function emptyAssociation(): Promise<number> {
  const v = freshAssociation('Vacía');
  const [row] = await t.sql(
    'insert into asociacion (nombre, zona, serie) values ($1, $2, $3) returning id_asoc',
    [v.nombre, v.zona, v.serie],
  );
  return row.id_asoc;
}

/** The current values of an association with a new zone: an edit that changes one visible thing. */
async function withNewZone(id: number, zona: string) {
  const [row] = await t.sql('select nombre, serie from asociacion where id_asoc = $1', [id]);
  return { nombre: row.nombre, serie: row.serie, zona };
}

describe.each(TRANSPORTS)('association permissions over %s', (transport) => {
  const api = (role: Role): AssociationApi => associationApi(t, transport, tokens[role]);

  it('lists every association to every role', async () => {
    const all = (await snapshot()).length;
    for (const role of ROLES) expect((await api(role).list({ pag: 1000 })).value?.nTot).toBe(all);
  });

  it("lets the association's administrator edit it", async () => {
    const zona = `Zona ${transport} asoc`;
    expect(await api('asoc').edit(1, await withNewZone(1, zona))).toMatchObject({ ok: true, value: 1 });
    expect(await zoneOf(1)).toBe(zona);
  });

  it('refuses a write not allowed as FORBIDDEN, writing nothing', async () => {
    const before = await snapshot();
    expect(await api('asoc').add(freshAssociation(`${transport} asoc`))).toMatchObject(FORBIDDEN);
    expect(await api('asoc').edit(2, await withNewZone(2, 'Otra zona'))).toMatchObject(FORBIDDEN);
    expect(await api('dojo').edit(1, await withNewZone(1, 'Zona dojo'))).toMatchObject(FORBIDDEN);
    expect(await api('miembro').del(await emptyAssociation())).toMatchObject(FORBIDDEN);
    expect((await snapshot()).filter((r) => !r.nombre.startsWith('Vacía'))).toEqual(
      before.filter((r) => !r.nombre.startsWith('Vacía')),
    );
  });

  it('refuses every write to anonymous callers, writing nothing', async () => {
    const anonymous = associationApi(t, transport);
    const before = await snapshot();
    const refusal = { ok: false, code: 'UNAUTHENTICATED', message: 'Debes iniciar sesión.' };
    expect(await anonymous.add(freshAssociation())).toMatchObject(refusal);
    expect(await anonymous.edit(1, await withNewZone(1, 'Anónima'))).toMatchObject(refusal);
    expect(await anonymous.del(await emptyAssociation())).toMatchObject(refusal);
    expect((await snapshot()).filter((r) => !r.nombre.startsWith('Vacía'))).toEqual(
      before.filter((r) => !r.nombre.startsWith('Vacía')),
    );
  });

  it('follows the roles in force: an association administrator who switched the role off is refused', async () => {
    const off = await t.rest('GET', '/modPermisos', {
      token: tokens.asoc,
      query: { tipo: 'asoc', permiso: 'false' },
    });
    const before = await snapshot();
    const answer = await associationApi(t, transport, off.body.token).edit(
      1,
      await withNewZone(1, 'Sin permiso'),
    );
    expect(answer).toMatchObject(FORBIDDEN);
    expect(await snapshot()).toEqual(before);
  });
});
