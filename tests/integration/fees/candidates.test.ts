import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import {
  CURRENT_YEAR,
  ES,
  TRANSPORTS,
  batchAt,
  feeApi,
  newMember,
  type Candidate,
  type Places,
  type Role,
} from './fees-support';

// Part 2 §2.7 and listAlum of §7: the members a batch of a year may tick, with their number,
// names, kind in that year and latest fee, in five orders; those in another batch of the year
// are marked with it.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
const NEXT = CURRENT_YEAR + 1;
let edge: { id: number };
let kid: { id: number };
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
  edge = await newMember(t, where.dojo1, { birth: `${NEXT - 18}-12-31` });
  kid = await newMember(t, where.dojo1, { birth: `${NEXT - 9}-01-01` });
});
afterAll(() => t.close());

const KEY_SQL: Record<string, string> = {
  numAcae: 'num_acae',
  nombre: 'nombre',
  apellido: 'apellido',
  tipo: `case when $1::int - extract(year from fecha_nacimiento) >= 18 or fecha_nacimiento is null then 'A' else 'N' end`,
  ultima_cuota: '(select u.anio from cuota_ultima u where u.cf_asociado = id_aso)',
};

/** The non-empty values of a key over the dojo's listed members, in the database's order. */
async function sortedValues(key: string, desc: boolean, ids: number[]): Promise<unknown[]> {
  const rows = await t.sql(
    `select ${KEY_SQL[key]} as v from asociado where $1::int > 0 and id_aso = any($2) and ${KEY_SQL[key]} is not null
      order by 1 ${desc ? 'desc' : 'asc'}`,
    [NEXT, ids],
  );
  return rows.map((r) => r.v);
}

describe.each(TRANSPORTS)('listAlum / feeBatchCandidates over %s', (transport) => {
  const api = (role: Role) => feeApi(t, transport, tokens[role]);

  it("lists the dojo's members with number, names, kind in the year and latest fee", async () => {
    const answer = await api('dojo').candidates(NEXT);
    expect(answer.ok).toBe(true);
    const rows = answer.value!;
    const dojo = await t.sql('select id_aso, activo from asociado where cf_dojo = 1');
    const ids = rows.map((r) => r.idAso);
    expect(dojo.map((m) => m.id_aso)).toEqual(expect.arrayContaining(ids));
    expect(ids).toEqual(expect.arrayContaining(dojo.filter((m) => m.activo).map((m) => m.id_aso)));
    const [db] = await t.sql(
      `select num_acae, nombre, apellido, u.anio as ultima_cuota
       from asociado a join cuota_ultima u on u.cf_asociado = a.id_aso where id_aso = 4`,
    );
    expect(rows.find((r) => r.idAso === 4)).toMatchObject({
      numAcae: db.num_acae,
      nombre: db.nombre,
      apellido: db.apellido,
      tipo: 'A',
      ultima_cuota: db.ultima_cuota,
      marcado: false,
    });
    expect(rows.find((r) => r.idAso === kid.id)).toMatchObject({
      tipo: 'N',
      ultima_cuota: null,
      remesa: null,
    });
  });

  it('counts the kind by the age reached in the year asked', async () => {
    const kind = async (anio: number) =>
      (await api('dojo').candidates(anio)).value!.find((r) => r.idAso === edge.id)!.tipo;
    expect([await kind(NEXT), await kind(NEXT - 1)]).toEqual(['A', 'N']);
  });

  it.each(Object.keys(KEY_SQL).flatMap((key) => [key, `${key} DESC`]))('sorts by %s', async (orden) => {
    const [key, desc] = [orden.split(' ')[0], orden.endsWith(' DESC')];
    const rows = (await api('dojo').candidates(NEXT, { orden })).value!;
    const values = rows.map((r) => r[key as keyof Candidate]);
    const present = values.filter((v) => v !== null);
    expect(present).toEqual(
      await sortedValues(
        key,
        desc,
        rows.map((r) => r.idAso),
      ),
    );
    // Members without a value stay together, at one end.
    const empty = values.map((v) => v === null);
    const firstEmpty = empty.indexOf(true);
    if (firstEmpty >= 0) {
      const together = empty.lastIndexOf(true) - firstEmpty + 1 === empty.filter(Boolean).length;
      const atAnEnd = firstEmpty === 0 || empty.lastIndexOf(true) === empty.length - 1;
      expect(together && atAnEnd).toBe(true);
    }
  });

  it('orders by numAcae by default, and refuses an unknown key', async () => {
    const plain = (await api('dojo').candidates(NEXT)).value!.map((r) => r.idAso);
    const byNumber = (await api('dojo').candidates(NEXT, { orden: 'numAcae' })).value!.map((r) => r.idAso);
    expect(plain).toEqual(byNumber);
    expect(await api('dojo').candidates(NEXT, { orden: 'dni' })).toMatchObject({
      ok: false,
      message: 'No se puede ordenar por esa columna.',
    });
  });

  it('ticks the members of the batch and names the other batch of a member who paid that year', async () => {
    const [inThis, inOther, free] = [
      await newMember(t, where.dojo1),
      await newMember(t, where.dojo1),
      await newMember(t, where.dojo1),
    ];
    const batch = await batchAt(t, where.dojo1, 2006, 0, [inThis.id]);
    const other = await batchAt(t, where.dojo1, 2006, 2, [inOther.id]);
    const rows = (await api('dojo').candidates(2006, { id: batch })).value!;
    const pick = (id: number) => rows.find((r) => r.idAso === id);
    expect(pick(inThis.id)).toMatchObject({ marcado: true, remesa: null });
    expect(pick(inOther.id)).toMatchObject({ marcado: false, remesa: other });
    expect(pick(free.id)).toMatchObject({ marcado: false, remesa: null });
    // Without a batch (a new one), the member of the first batch is marked with it.
    const fresh = (await api('dojo').candidates(2006)).value!;
    expect(fresh.find((r) => r.idAso === inThis.id)).toMatchObject({ marcado: false, remesa: batch });
  });

  it('keeps the members of the batch ticked when the modal asks another year', async () => {
    const [m, paid2020] = [await newMember(t, where.dojo1), await newMember(t, where.dojo1)];
    const batch = await batchAt(t, where.dojo1, 2019, 0, [m.id, paid2020.id]);
    const other = await batchAt(t, where.dojo1, 2020, 1, [paid2020.id]);
    const rows = (await api('dojo').candidates(2020, { id: batch })).value!;
    expect(rows.find((r) => r.idAso === m.id)).toMatchObject({ marcado: true, remesa: null });
    // Ticked, and the 2020 batch that would stop the move to 2020 is named.
    expect(rows.find((r) => r.idAso === paid2020.id)).toMatchObject({ marcado: true, remesa: other });
  });

  it('keeps a member who moved to another dojo in their open batch: listed, ticked, saved again', async () => {
    const [mover, stays] = [await newMember(t, where.dojo1), await newMember(t, where.dojo1)];
    const batch = await batchAt(t, where.dojo1, 2007, 0, [mover.id, stays.id]);
    await t.sql('update asociado set cf_dojo = $1 where id_aso = $2', [where.sameAsocDojo, mover.id]);
    const rows = (await api('dojo').candidates(2007, { id: batch })).value!;
    expect(rows.find((r) => r.idAso === mover.id)).toMatchObject({ marcado: true, remesa: null });
    expect((await api('dojo').edit(batch, { anio: 2007, selec: [mover.id, stays.id] })).ok).toBe(true);
    const fees = await t.sql('select cf_asociado from cuota where cf_remesa = $1 order by 1', [batch]);
    expect(fees.map((f) => f.cf_asociado)).toEqual([mover.id, stays.id].sort((a, b) => a - b));
    expect((await api('dojo').candidates(2007, { id: batch })).value!.map((r) => r.idAso)).toContain(
      mover.id,
    );
  });

  it("lists another dojo's members for the national administrator naming it, and nobody else", async () => {
    const far = await newMember(t, where.otherAsocDojo);
    const rows = (await api('admin').candidates(NEXT, { idDojo: where.otherAsocDojo })).value!;
    expect(rows.map((r) => r.idAso)).toContain(far.id);
    expect(rows.some((r) => r.idAso === 4)).toBe(false);
    expect(await api('miembro').candidates(NEXT)).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      message: ES.denied,
    });
  });
});
