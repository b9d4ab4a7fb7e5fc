import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { batchAt, feeApi, newMember, stateOf, type Places, type Role } from './fees-support';

// The latest paid year (ultima_cuota) is kept in cuota_ultima, one row per member, by triggers
// (migration Migration20261128050100): each write path that can move it is checked here, through
// the database as any door or script would write, and where it shows, on the member list.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
});
afterAll(() => t.close());

const kept = async (id: number) =>
  (
    await t.sql<{ anio: number | null; sin_numero: boolean }>(
      'select anio, sin_numero from cuota_ultima where cf_asociado = $1',
      [id],
    )
  )[0];

/** The member's row on the member list sorted by ultima_cuota, searched by `text`; undefined if absent. */
async function listed(id: number, text: string, orden = 'ultima_cuota') {
  const answer = await t.rest('GET', '/asociados/', { token: tokens.admin, query: { filtro: text, orden } });
  expect(answer.body.estado).toBe(0);
  return answer.body.res.find((r: { idAso: number }) => r.idAso === id);
}

describe('the kept latest paid year', () => {
  it('exists for a member as soon as they are added, who is then listed in every order', async () => {
    const m = await newMember(t, where.dojo1, { nombre: 'Recienllegado' });
    expect(await kept(m.id)).toEqual({ anio: null, sin_numero: false });
    for (const orden of ['ultima_cuota', 'ultima_cuota DESC', 'numAcae']) {
      expect(await listed(m.id, 'Recienllegado', orden)).toMatchObject({ ultima_cuota: null });
    }
  });

  it('follows a number taken away or given, and the list keeps numberless members last', async () => {
    const m = await newMember(t, where.dojo1, { nombre: 'Desnumerado' });
    await t.sql('update asociado set num_acae = null where id_aso = $1', [m.id]);
    expect((await kept(m.id)).sin_numero).toBe(true);
    expect(await listed(m.id, 'Desnumerado')).toMatchObject({ numAcae: null });
    await t.sql('update asociado set num_acae = $2 where id_aso = $1', [m.id, m.numAcae]);
    expect((await kept(m.id)).sin_numero).toBe(false);
    expect(await listed(m.id, 'Desnumerado')).toMatchObject({ numAcae: m.numAcae });
  });

  it('follows an erasure, which takes the number and keeps the fees', async () => {
    const m = await newMember(t, where.dojo1);
    await batchAt(t, where.dojo1, 2012, 3, [m.id]);
    const erased = await t.rest('POST', '/asociados/borrarDatos', {
      token: tokens.admin,
      body: { id: m.id },
    });
    expect(erased.body.estado).toBe(0);
    expect(await kept(m.id)).toEqual({ anio: 2012, sin_numero: true });
  });

  it('falls back when a validated batch is deleted with its fees', async () => {
    const m = await newMember(t, where.dojo1, { nombre: 'Borrado' });
    await batchAt(t, where.dojo1, 2013, 3, [m.id]);
    const later = await batchAt(t, where.dojo1, 2016, 3, [m.id]);
    expect(await listed(m.id, 'Borrado')).toMatchObject({ ultima_cuota: 2016 });
    await t.sql('delete from remesa where id_rem = $1', [later]);
    expect(await listed(m.id, 'Borrado')).toMatchObject({ ultima_cuota: 2013 });
  });

  it('goes with a deleted member', async () => {
    const m = await newMember(t, where.dojo1);
    const deleted = await t.rest('POST', '/asociados/del', { token: tokens.admin, body: { id: m.id } });
    expect(deleted.body.estado).toBe(0);
    expect(await kept(m.id)).toBeUndefined();
  });
});

describe('a bulk national validation', () => {
  it('leaves every batch and kept year as it was when a batch in the middle fails to be written', async () => {
    const members = [
      await newMember(t, where.dojo1),
      await newMember(t, where.sameAsocDojo),
      await newMember(t, where.dojo1),
    ];
    const ids = [];
    for (const [i, m] of members.entries()) {
      await batchAt(t, where.dojo1, 2010, 3, [m.id]);
      ids.push(await batchAt(t, i === 1 ? where.sameAsocDojo : where.dojo1, 2018, 2, [m.id]));
    }
    // The database refuses the middle batch once every batch and kept year was written (statement
    // triggers fire by name: this one after remesa_ultima_cuota).
    await t.sql(`create function refuse_batch() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from nuevas where id_rem = ${ids[1]}) then raise exception 'refused'; end if;
        return null;
      end $$`);
    await t.sql(`create trigger zz_refuse_batch after update on remesa referencing new table as nuevas
      for each statement execute function refuse_batch()`);
    try {
      expect((await feeApi(t, 'rest', tokens.admin).validate(ids, true, 3)).ok).toBe(false);
    } finally {
      await t.sql('drop trigger zz_refuse_batch on remesa; drop function refuse_batch()');
    }
    for (const [i, m] of members.entries()) {
      expect(await stateOf(t, ids[i])).toBe(2);
      expect((await kept(m.id)).anio).toBe(2010);
    }
    expect((await feeApi(t, 'rest', tokens.admin).validate(ids, true, 3)).ok).toBe(true);
    for (const m of members) expect((await kept(m.id)).anio).toBe(2018);
  });
});
