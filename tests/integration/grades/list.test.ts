import { ladders, openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import {
  ACCOUNT_ID,
  ES,
  TRANSPORTS,
  gradeApi,
  gradeAt,
  newMember,
  titleAt,
  type Places,
  type Role,
} from './grades-support';

// Part 2 §2.12 and §3: grades and titles in one list, sorted by name, description and date
// (default date descending), page size 15, searched; the validator shown as 'Administradores de
// ACAE' when valor > 0, else by name; when it was validated.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
let belt: (valor: number) => number;
let title: (valor: number) => number;
/** 17 rows of three members named Qwzx (dojo 1) and one of another dojo's member. */
let ids: { ana: number; bea: number; carla: number; away: number };
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
  ({ belt, title } = await ladders(t));
  const [ana, bea, carla] = [
    await newMember(t, where.dojo1, 'Qwzx Ana'),
    await newMember(t, where.dojo1, 'Qwzx Bea'),
    await newMember(t, where.dojo1, 'Qwzx Carla'),
  ];
  const away = await newMember(t, where.otherAsocDojo, 'Qwzx Dora');
  ids = { ana: ana.id, bea: bea.id, carla: carla.id, away: away.id };
  const values = [-60, -55, -50, -45, -40];
  for (const [i, m] of [ana, bea, carla].entries()) {
    for (const [j, v] of values.entries()) {
      await gradeAt(t, m.id, belt(v), -1, `20${10 + i}-0${j + 1}-15`);
    }
  }
  await titleAt(t, ana.id, title(1), 0, '2030-01-01');
  await gradeAt(t, ana.id, belt(10), 1, '2029-06-01');
  await gradeAt(t, away.id, belt(-60), -1, '2009-01-01');
});
afterAll(() => t.close());

describe.each(TRANSPORTS)('the validation list over %s', (transport) => {
  const api = (role: Role) => gradeApi(t, transport, tokens[role]);

  it('lists grades and titles together, date descending by default, 15 a page', async () => {
    const page = (await api('admin').list({ filtro: 'qwzx' })).value!;
    expect(page.nTot).toBe(18);
    expect(page.nRes).toBe(15);
    expect(page.rows[0]).toMatchObject({ tipo: 'titulo', fecha: '2030-01-01', descripcion: 'Fukushidoin' });
    expect(page.rows[1]).toMatchObject({ tipo: 'grado', fecha: '2029-06-01' });
    const dates = page.rows.map((r) => r.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
    const next = (await api('admin').list({ filtro: 'qwzx', ini: 15 })).value!;
    expect(next.rows.map((r) => r.fecha)).toEqual(['2010-02-15', '2010-01-15', '2009-01-01']);
    expect((await api('admin').list({ filtro: 'qwzx', pag: 20 })).ok).toBe(false);
  });

  it('sorts by name, description and date, both ways', async () => {
    const order = async (orden: string) =>
      (await api('admin').list({ filtro: 'qwzx', orden, pag: 50 })).value!.rows;
    const names = (await order('nombre')).map((r) => r.nombre);
    expect(names[0]).toBe('Qwzx Ana');
    expect(names.at(-1)).toBe('Qwzx Dora');
    expect((await order('nombre DESC'))[0].nombre).toBe('Qwzx Dora');
    const descriptions = (await order('descripcion')).map((r) => r.descripcion);
    expect(descriptions).toEqual([...descriptions].sort((a, b) => a.localeCompare(b, 'es')));
    expect((await order('descripcion DESC'))[0].descripcion).toBe(descriptions.at(-1));
    expect((await order('fecha'))[0].fecha).toBe('2009-01-01');
    expect((await api('admin').list({ orden: 'cf_validador' })).ok).toBe(false);
  });

  it('searches every word in the name, number and belt or title, ignoring case and accents', async () => {
    const found = (await api('admin').list({ filtro: 'QWZX fukushidóin' })).value!;
    expect(found.rows.map((r) => [r.nombre, r.tipo])).toEqual([['Qwzx Ana', 'titulo']]);
    const [{ num_acae }] = await t.sql('select num_acae from asociado where id_aso = $1', [ids.bea]);
    const byNumber = (await api('admin').list({ filtro: num_acae })).value!;
    expect(byNumber.nTot).toBe(5);
    expect(byNumber.rows.every((r) => r.numacae === num_acae)).toBe(true);
  });

  it("shows 'Administradores de ACAE' above valor 0, the validator's name otherwise, and when", async () => {
    const rows = (await api('admin').list({ filtro: 'qwzx Ana', pag: 50 })).value!.rows;
    const dan = rows.find((r) => r.fecha === '2029-06-01')!;
    expect(dan.validador).toBe(ES.acae);
    const kyu = rows.find((r) => r.fecha === '2010-01-15')!;
    expect(kyu.validador).toBeNull();
    await gradeApi(t, transport, tokens.dojo).toggle('grado', kyu.id);
    const after = (await api('admin').list({ filtro: 'qwzx Ana', pag: 50 })).value!.rows.find(
      (r) => r.id === kyu.id,
    )!;
    expect(after).toMatchObject({ validacion: 0, validador: 'Lucía Herrero Vidal' });
    expect(new Date(after.validado_en!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await gradeApi(t, transport, tokens.dojo).toggle('grado', kyu.id);
  });

  it("shows each role its area: dojo administrators their dojo's, plain members their own", async () => {
    const dojo = (await api('dojo').list({ filtro: 'qwzx', pag: 50 })).value!;
    expect(dojo.nTot).toBe(17);
    expect(dojo.rows.some((r) => r.nombre === 'Qwzx Dora')).toBe(false);
    const own = (await api('miembro').list({ pag: 50 })).value!;
    const [{ n }] = await t.sql(
      'select (select count(*) from grado where cf_asociado = $1) + (select count(*) from asociado_titulo where cf_asociado = $1) as n',
      [ACCOUNT_ID.miembro],
    );
    expect(own.nTot).toBe(Number(n));
  });
});
