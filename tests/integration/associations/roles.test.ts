import { startTestServer, type TestServer } from '../../support/test-server';
import { signIn } from '../../support/sessions';
import { associationApi, freshAssociation, TRANSPORTS, type AssociationApi } from './api';

// Part 1 §6: add is for the global administrator; edit and delete for the global administrator
// or the association's own administrator; listing and `ver` for anyone signed in (dropdowns).
// The demo accounts all belong to association 1.

let t: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  for (const role of ['admin', 'asoc', 'dojo', 'miembro'])
    tokens[role] = await signIn(t, `${role}@demo.federa`);
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
  const api = (role: string): AssociationApi => associationApi(t, transport, tokens[role]);

  describe.each(['admin', 'asoc', 'dojo', 'miembro'])('as %s', (role) => {
    it('lists the associations', async () => {
      const answer = await api(role).list({ pag: 1000 });
      expect(answer.ok).toBe(true);
      expect(answer.value?.nTot).toBe((await snapshot()).length);
    });

    it('sees one association (ver)', async () => {
      expect((await api(role).ver(2)).value).toMatchObject({ idAsoc: 2, serie: '02B' });
    });

    it(role === 'admin' ? 'adds an association' : 'may not add an association', async () => {
      const before = await snapshot();
      const answer = await api(role).add(freshAssociation(`${transport} ${role}`));
      if (role === 'admin') {
        expect(answer.ok).toBe(true);
        expect(await snapshot()).toHaveLength(before.length + 1);
      } else {
        expect(answer).toMatchObject(FORBIDDEN);
        expect(await snapshot()).toEqual(before);
      }
    });

    it(`${['admin', 'asoc'].includes(role) ? 'edits' : 'may not edit'} its own association`, async () => {
      const zona = `Zona ${transport} ${role}`;
      const before = await snapshot();
      const answer = await api(role).edit(1, await withNewZone(1, zona));
      if (['admin', 'asoc'].includes(role)) {
        expect(answer).toMatchObject({ ok: true, value: 1 });
        expect(await zoneOf(1)).toBe(zona);
      } else {
        expect(answer).toMatchObject(FORBIDDEN);
        expect(await snapshot()).toEqual(before);
      }
    });

    it(`${role === 'admin' ? 'edits' : 'may not edit'} another association`, async () => {
      const zona = `Otra zona ${transport} ${role}`;
      const before = await snapshot();
      const answer = await api(role).edit(2, await withNewZone(2, zona));
      if (role === 'admin') {
        expect(answer.ok).toBe(true);
        expect(await zoneOf(2)).toBe(zona);
      } else {
        expect(answer).toMatchObject(FORBIDDEN);
        expect(await snapshot()).toEqual(before);
      }
    });

    it(`${role === 'admin' ? 'deletes' : 'may not delete'} an empty association of another`, async () => {
      const id = await emptyAssociation();
      const before = await snapshot();
      const answer = await api(role).del(id);
      if (role === 'admin') {
        expect(answer).toEqual({ ok: true, value: 'Asociación eliminada.' });
        expect(await snapshot()).toEqual(before.filter((r) => r.id_asoc !== id));
      } else {
        expect(answer).toMatchObject(FORBIDDEN);
        expect(await snapshot()).toEqual(before);
      }
    });

    it(`${['admin', 'asoc'].includes(role) ? 'may' : 'may not'} try to delete its own association`, async () => {
      const before = await snapshot();
      const answer = await api(role).del(1);
      // Association 1 has dojos: allowed callers get the history refusal, the others the permission one.
      expect(answer).toMatchObject(
        ['admin', 'asoc'].includes(role)
          ? {
              ok: false,
              code: 'CONFLICT',
              message: 'La asociación tiene dojos asignados, por lo que no puede ser eliminada',
            }
          : FORBIDDEN,
      );
      expect(await snapshot()).toEqual(before);
    });
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
