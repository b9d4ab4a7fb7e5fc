import type { TestServer } from '../../support/test-server';
import { openWorld, type Role } from '../../support/world';
import { dojoApi, dojoCount, fieldName, freshDojo, storedDojo, TRANSPORTS, type Transport } from './api';

// Part 1 §6 by role and action: every demo account is in association 1, dojo 1. A role refused
// outright (a dojo administrator adding or touching another dojo, a plain member writing) is a cell
// of the authorisation matrix (tests/integration/auth/matrix/dojos.test.ts); here, what each
// allowed role may do and the rules within it (moving between associations, history).
let t: TestServer;
let tokens: Record<Role, string>;
beforeAll(async () => {
  ({ t, tokens } = await openWorld());
});
afterAll(() => t.close());

let serial = 0;
/** An empty dojo straight in the database (nothing keeps its history, so it may be deleted). */
async function emptyDojo(associationId: number): Promise<number> {
  serial += 1;
  const [row] = await t.sql(
    `insert into dojo (nombre, ciudad, cf_asoc, cf_pais, cf_provincia)
     select $1, 'Ávila', $2, p.id_pais, pr.id_provincia
     from pais p join provincia pr on pr.cf_pais = p.id_pais where p.codigo = 'ES' and pr.codigo = '05'
     returning id_dojo`,
    [`Vacío ${serial} ${Date.now()}`, associationId],
  );
  return row.id_dojo;
}

const DENIED = { ok: false, code: 'FORBIDDEN', message: 'Permiso denegado' };
describe.each(TRANSPORTS)('dojo roles over %s', (transport: Transport) => {
  const OWN_ONLY = {
    ok: false,
    code: 'FORBIDDEN',
    message: 'Solo puedes guardar en tu asociación.',
    fields: [{ field: fieldName(transport, 'idAsoc'), message: 'Solo puedes guardar en tu asociación.' }],
  };
  const as = (role: Role) => dojoApi(t, transport, tokens[role]);

  describe('add', () => {
    it('global administrator: in any association', async () => {
      const added = await as('admin').add(freshDojo({ idAsoc: 4 }));
      expect(added.ok).toBe(true);
      expect((await storedDojo(t, added.value!)).cf_asoc).toBe(4);
    });

    it('association administrator: their association, fixed when none is given', async () => {
      const own = await as('asoc').add(freshDojo({ idAsoc: 1 }));
      expect((await storedDojo(t, own.value!)).cf_asoc).toBe(1);
      const fixed = await as('asoc').add(freshDojo({ idAsoc: null }));
      expect((await storedDojo(t, fixed.value!)).cf_asoc).toBe(1);
    });

    it('association administrator inserting in another association: refused, nothing written', async () => {
      const before = await dojoCount(t);
      expect(await as('asoc').add(freshDojo({ idAsoc: 2 }))).toMatchObject(OWN_ONLY);
      expect(await dojoCount(t)).toBe(before);
    });
  });

  describe('edit', () => {
    it('global administrator: any dojo, into any association', async () => {
      const id = await emptyDojo(3);
      const saved = await as('admin').edit(id, freshDojo({ idAsoc: 5, horario: 'admin' }));
      expect(saved.ok).toBe(true);
      expect(await storedDojo(t, id)).toMatchObject({ cf_asoc: 5, horario: 'admin' });
    });

    it('association administrator: dojos of their association', async () => {
      const id = await emptyDojo(1);
      expect((await as('asoc').edit(id, freshDojo({ horario: 'asoc' }))).ok).toBe(true);
      expect((await storedDojo(t, id)).horario).toBe('asoc');
    });

    it('association administrator: not a dojo of another association, nor moving one out', async () => {
      const other = await emptyDojo(2);
      const before = await storedDojo(t, other);
      expect(await as('asoc').edit(other, freshDojo({ idAsoc: 1 }))).toMatchObject(DENIED);
      expect(await storedDojo(t, other)).toEqual(before);
      const own = await emptyDojo(1);
      const ownBefore = await storedDojo(t, own);
      expect(await as('asoc').edit(own, freshDojo({ idAsoc: 2 }))).toMatchObject(OWN_ONLY);
      expect(await storedDojo(t, own)).toEqual(ownBefore);
    });

    it('dojo administrator: their own dojo, without moving it', async () => {
      const dojo1 = (await as('dojo').ver(1)).value!;
      expect((await as('dojo').edit(1, { ...dojo1, horario: `Horario ${transport}` })).ok).toBe(true);
      expect((await storedDojo(t, 1)).horario).toBe(`Horario ${transport}`);
      const before = await storedDojo(t, 1);
      expect(await as('dojo').edit(1, { ...dojo1, idAsoc: 2 })).toMatchObject(OWN_ONLY);
      expect(await storedDojo(t, 1)).toEqual(before);
    });
  });

  describe('delete', () => {
    const REFUSED = {
      ok: false,
      code: 'CONFLICT',
      title: 'El dojo no se puede eliminar',
      message: 'El dojo tiene asociados o cuotas asignadas, por lo que no puede ser eliminado',
    };

    it('global administrator: an empty dojo goes, one with members stays', async () => {
      const id = await emptyDojo(2);
      expect(await as('admin').del(id)).toMatchObject({ ok: true, value: 'Dojo eliminado' });
      expect(await storedDojo(t, id)).toBeUndefined();
      const before = await dojoCount(t);
      expect(await as('admin').del(1)).toMatchObject(REFUSED);
      expect(await dojoCount(t)).toBe(before);
    });

    it('keeps a dojo with fee batches or courses but no members', async () => {
      const [{ n: members }] = await t.sql('select count(*)::int as n from asociado where cf_dojo = 2');
      expect(members).toBeGreaterThan(0);
      const withFees = await emptyDojo(1);
      await t.sql(`insert into remesa (cf_dojo, cf_asoc, anio) values ($1, 1, 2020)`, [withFees]);
      expect(await as('admin').del(withFees)).toMatchObject(REFUSED);
      expect(await storedDojo(t, withFees)).toBeDefined();
      const [course] = await t.sql('select id_curso from curso limit 1');
      const withCourse = await emptyDojo(1);
      await t.sql('update curso set cf_organiz = $1 where id_curso = $2', [withCourse, course.id_curso]);
      expect(await as('admin').del(withCourse)).toMatchObject(REFUSED);
      expect(await storedDojo(t, withCourse)).toBeDefined();
    });

    it('association administrator: dojos of their association only', async () => {
      const own = await emptyDojo(1);
      expect((await as('asoc').del(own)).ok).toBe(true);
      const other = await emptyDojo(2);
      expect(await as('asoc').del(other)).toMatchObject(DENIED);
      expect(await storedDojo(t, other)).toBeDefined();
    });
  });
});

describe('REST estado of a refused delete', () => {
  it('is non-zero with the title and the reason', async () => {
    const answer = await t.rest('POST', '/dojos/del', { token: tokens.admin, body: { id: 1 } });
    expect(answer.body).toEqual({
      estado: 1,
      res: {
        titulo: 'El dojo no se puede eliminar',
        mensaje: 'El dojo tiene asociados o cuotas asignadas, por lo que no puede ser eliminado',
        codigo: 'CONFLICT',
      },
    });
  });
});
