import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import {
  ES,
  TRANSPORTS,
  batchAt,
  batchSnapshot,
  feeApi,
  type BatchRow,
  type FeeApi,
  type Places,
  type Role,
} from './fees-support';

// Part 2 §2.6, §6, §7: the batch list of the caller's area (dojo, association, all), its sort
// keys, page sizes, type filter, search and positions. Expectations come from SQL written here.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
let mine: number[];
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
  // Batches of a year nobody else uses, at every state and in each kind of place.
  mine = [];
  for (const dojo of [where.dojo1, where.sameAsocDojo, where.otherAsocDojo]) {
    for (const state of [0, 1, 2, 3]) mine.push(await batchAt(t, dojo, 2001, state));
  }
});
afterAll(() => t.close());

const KEY_SQL: Record<string, string> = {
  idRemesa: 'r.id_rem',
  dojo: 'd.nombre',
  asociacion: 'a.nombre',
  anio: 'r.anio',
  numAd: "(select count(*) from cuota c where c.cf_remesa = r.id_rem and c.tipo = 'A')::int",
  numNi: "(select count(*) from cuota c where c.cf_remesa = r.id_rem and c.tipo = 'N')::int",
};
const ROW_FIELD: Record<string, keyof BatchRow> = {
  idRemesa: 'idRem',
  dojo: 'dojo',
  asociacion: 'asociacion',
  anio: 'anio',
  numAd: 'numAd',
  numNi: 'numNi',
};
const STATE_SQL: Record<string, string> = {
  dojo: 'r.cf_asoc_val_dojo is not null',
  asoc: 'r.cf_asoc_val_asoc is not null',
  admin: 'r.cf_asoc_val_admi is not null',
  no_dojo: 'r.cf_asoc_val_dojo is null',
  no_asoc: 'r.cf_asoc_val_dojo is not null and r.cf_asoc_val_asoc is null',
  no_admin: 'r.cf_asoc_val_asoc is not null and r.cf_asoc_val_admi is null',
};

/** Values of one key over the batches in `where`, in the list's order for that key. */
async function keyValues(key: string, desc: boolean, where = 'true', limit = 100): Promise<unknown[]> {
  const rows = await t.sql(
    `select ${KEY_SQL[key]} as v from remesa r join dojo d on d.id_dojo = r.cf_dojo
       join asociacion a on a.id_asoc = r.cf_asoc where ${where} order by 1 ${desc ? 'desc' : 'asc'} limit ${limit}`,
  );
  return rows.map((r) => r.v);
}
const countWhere = async (where: string) =>
  (await t.sql(`select count(*)::int as n from remesa r where ${where}`))[0].n as number;
const stateOfRow = (r: BatchRow) => (r.cfAsocValAdmi ? 3 : r.cfAsocValAsoc ? 2 : r.cfAsocValDojo ? 1 : 0);

describe.each(TRANSPORTS)('the batch list over %s', (transport) => {
  let admin: FeeApi;
  beforeAll(() => {
    admin = feeApi(t, transport, tokens.admin);
  });

  it('answers year descending by default, 15 a page, with nRes and nTot', async () => {
    const answer = await admin.list();
    expect(answer.ok).toBe(true);
    const { rows, nRes, nTot } = answer.value!;
    expect(nTot).toBe(await countWhere('true'));
    expect([rows.length, nRes]).toEqual([15, 15]);
    expect(rows.map((r) => r.anio)).toEqual(await keyValues('anio', true, 'true', 15));
  });

  it.each(Object.keys(KEY_SQL).flatMap((key) => [key, `${key} DESC`]))('sorts by %s', async (orden) => {
    const [key, desc] = [orden.split(' ')[0], orden.endsWith(' DESC')];
    const rows = (await admin.list({ orden, pag: 100 })).value!.rows;
    expect(rows.map((r) => r[ROW_FIELD[key]])).toEqual(await keyValues(key, desc));
  });

  it('refuses an unknown sort key, page sizes other than 15, 50 and 100, and a bad offset', async () => {
    for (const orden of ['cfDojo', 'anio; drop table remesa', 'anio DESCENDING']) {
      expect(await admin.list({ orden })).toMatchObject({
        ok: false,
        message: 'No se puede ordenar por esa columna.',
      });
    }
    for (const pag of [50, 100]) expect((await admin.list({ pag })).value?.rows).toHaveLength(pag);
    for (const pag of [16, 0]) {
      expect(await admin.list({ pag })).toMatchObject({
        ok: false,
        message: 'El tamaño de página no es válido.',
      });
    }
    expect((await admin.list({ ini: -1 })).ok).toBe(false);
  });

  // Part 2 §2.6, §9 and issue 10: 15, 50 or 100 a page; 1000 is for dropdown lists only (§9).
  it('refuses the dropdown page size of 1000', async () => {
    expect(await admin.list({ pag: 1000 })).toMatchObject({
      ok: false,
      message: 'El tamaño de página no es válido.',
    });
  });

  it('pages through the same order', async () => {
    const all = (await admin.list({ orden: 'idRemesa', pag: 50 })).value!.rows.map((r) => r.idRem);
    const second = (await admin.list({ orden: 'idRemesa', ini: 15 })).value!.rows.map((r) => r.idRem);
    expect(second).toEqual(all.slice(15, 30));
  });

  it.each(Object.keys(STATE_SQL))('filters tipo %s', async (tipo) => {
    const { rows, nTot } = (await admin.list({ tipo, pag: 100 })).value!;
    expect(nTot).toBe(await countWhere(STATE_SQL[tipo]));
    const wanted = { dojo: [1, 2, 3], asoc: [2, 3], admin: [3], no_dojo: [0], no_asoc: [1], no_admin: [2] }[
      tipo
    ]!;
    expect(rows.every((r) => wanted.includes(stateOfRow(r)))).toBe(true);
  });

  it('searches dojo, association and year', async () => {
    const year = (await admin.list({ filtro: '2001', pag: 100 })).value!;
    expect(year.rows.map((r) => r.idRem).sort()).toEqual([...mine].sort());
    const [{ nombre: dojoName }] = await t.sql('select nombre from dojo where id_dojo = $1', [
      where.otherAsocDojo,
    ]);
    const byDojo = (await admin.list({ filtro: dojoName, pag: 100 })).value!.rows;
    const ofDojo = await t.sql('select id_rem from remesa where cf_dojo = $1', [where.otherAsocDojo]);
    expect(byDojo.map((r) => r.idRem)).toEqual(expect.arrayContaining(ofDojo.map((r) => r.id_rem)));
    const [{ nombre: asocName }] = await t.sql('select nombre from asociacion where id_asoc = $1', [
      where.otherAsoc,
    ]);
    const byAsoc = (await admin.list({ filtro: asocName, pag: 100 })).value!.rows;
    const ofAsoc = await t.sql('select id_rem from remesa where cf_asoc = $1', [where.otherAsoc]);
    expect(byAsoc.map((r) => r.idRem)).toEqual(expect.arrayContaining(ofAsoc.map((r) => r.id_rem)));
    expect((await admin.list({ filtro: 'zzzzqx' })).value).toEqual({ rows: [], nRes: 0, nTot: 0 });
  });

  it('gives the 0-based position under the same order, filter and tipo, and -1 outside', async () => {
    for (const q of [{}, { orden: 'numAd DESC' }, { orden: 'dojo', filtro: '2001' }, { tipo: 'no_asoc' }]) {
      const rows = (await admin.list({ ...q, pag: 100 })).value!.rows;
      for (const at of [0, 1, Math.floor(rows.length / 2), rows.length - 1]) {
        expect((await admin.position(rows[at].idRem, q)).value).toBe(at);
      }
    }
    expect((await admin.position(mine[0], { tipo: 'admin' })).value).toBe(-1);
    expect((await admin.position(mine[0], { filtro: '1999' })).value).toBe(-1);
    expect((await admin.position(99999999)).value).toBe(-1);
  });
});

describe.each(TRANSPORTS)('who sees which batches, over %s', (transport) => {
  it('the national administrator all, the association administrator theirs, the dojo administrator theirs', async () => {
    for (const [role, scope] of [
      ['admin', 'true'],
      ['asoc', 'r.cf_asoc = 1'],
      ['dojo', 'r.cf_dojo = 1'],
    ] as const) {
      const { rows, nTot } = (await feeApi(t, transport, tokens[role]).list({ pag: 100 })).value!;
      expect({ role, nTot }).toEqual({ role, nTot: await countWhere(scope) });
      if (role === 'asoc') expect(rows.every((r) => r.cfAsoc === 1)).toBe(true);
      if (role === 'dojo') expect(rows.every((r) => r.cfDojo === 1)).toBe(true);
    }
  });

  it('refuses the list to a plain member', async () => {
    const api = feeApi(t, transport, tokens.miembro);
    expect(await api.list()).toMatchObject({ ok: false, code: 'FORBIDDEN', message: ES.denied });
    expect((await api.ver(mine[0])).ok).toBe(false);
  });

  it("never shows or touches another dojo's batch to a dojo administrator", async () => {
    const api = feeApi(t, transport, tokens.dojo);
    const neighbour = mine[4]; // another dojo of association 1, unvalidated
    const before = await batchSnapshot(t, neighbour);
    expect(await api.ver(neighbour)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await api.candidates(2001, { id: neighbour })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect((await api.candidates(2001, { idDojo: where.sameAsocDojo })).ok).toBe(false);
    expect((await api.edit(neighbour, { anio: 2001, selec: [4] })).ok).toBe(false);
    expect((await api.del(neighbour)).ok).toBe(false);
    expect((await api.validate([neighbour], true, 1)).ok).toBe(false);
    expect((await api.position(neighbour)).value).toBe(-1);
    expect(await batchSnapshot(t, neighbour)).toEqual(before);
  });

  it("never shows another association's batch to an association administrator", async () => {
    const api = feeApi(t, transport, tokens.asoc);
    expect(await api.ver(mine[8])).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect((await api.ver(mine[4])).ok).toBe(true);
    expect((await api.position(mine[8])).value).toBe(-1);
  });

  it('answers NOT_FOUND for an unknown batch', async () => {
    expect(await feeApi(t, transport, tokens.admin).ver(99999999)).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
  });
});

describe('the type filter over REST', () => {
  it('refuses an unknown tipo on the tipo field', async () => {
    const answer = await feeApi(t, 'rest', tokens.admin).list({ tipo: 'todos' });
    expect(answer).toMatchObject({ ok: false, message: 'El filtro de tipo no es válido.' });
    expect(answer.fields).toEqual([{ field: 'tipo', message: 'El filtro de tipo no es válido.' }]);
  });
});
