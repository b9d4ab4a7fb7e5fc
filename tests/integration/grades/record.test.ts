import { ladders, openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import {
  ACCOUNT_ID,
  TRANSPORTS,
  gradeApi,
  gradeAt,
  newMember,
  titleAt,
  type Places,
  type Role,
} from './grades-support';

// Part 2 §7: the reference data (cinturones, titulos) and a member's record (gradoactual,
// tituloactual) with date, hours, status and validator.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
let belt: (valor: number) => number;
let title: (valor: number) => number;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
  ({ belt, title } = await ladders(t));
});
afterAll(() => t.close());

describe.each(TRANSPORTS)('over %s', (transport) => {
  const api = (role: Role) => gradeApi(t, transport, tokens[role]);

  it('serves the ladder by valor and the titles', async () => {
    const belts = (await api('miembro').belts()).value!;
    const values = belts.map((b) => b.valor);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(belts.find((b) => b.valor === 0)).toMatchObject({ id: belt(0), nhoras: 200 });
    expect((await api('miembro').titles()).value!.map((x) => x.descripcion)).toEqual([
      'Fukushidoin',
      'Shidoin',
      'Shihan',
    ]);
  });

  it("gives a member's belts and titles with date, hours and status, to whoever may see the member", async () => {
    const m = await newMember(t, where.dojo1);
    const g = await gradeAt(t, m.id, belt(-30), 0, '2021-03-04', 42);
    const ti = await titleAt(t, m.id, title(2), -1, '2022-05-06');
    const record = (await api('miembro').record(m.id)).value!;
    expect(record.belts).toEqual([
      expect.objectContaining({
        idgrado: g,
        idcinturon: belt(-30),
        fecha: '2021-03-04',
        nhoras: 42,
        estado: 0,
      }),
    ]);
    expect(record.titles).toEqual([
      expect.objectContaining({ idasoc_titulo: ti, cftitulo: title(2), fecha: '2022-05-06', estado: -1 }),
    ]);
    const far = await newMember(t, where.otherAsocDojo);
    expect(await api('miembro').record(far.id)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect((await api('asoc').record(far.id)).ok).toBe(false);
    expect((await api('admin').record(far.id)).ok).toBe(true);
  });
});

it('shows the validator by name on REST', async () => {
  const answer = await t.rest('GET', '/grados/gradoactual', {
    token: tokens.miembro,
    query: { idAsoc: String(ACCOUNT_ID.miembro) },
  });
  const validated = answer.body.res.find((b: any) => b.estado >= 0);
  expect(validated.nombre_validador).toEqual(expect.any(String));
  expect(validated.apellido_validador).toEqual(expect.any(String));
});

it('never lets a dojo administrator validate their own kyu grade, nor counts it in their badge', async () => {
  const warnings = async (role: Role) => (await gradeApi(t, 'rest', tokens[role]).warnings()).value!;
  const [dojo0, admin0] = [await warnings('dojo'), await warnings('admin')];
  const own = await gradeAt(t, ACCOUNT_ID.dojo, belt(-55), -1);
  expect([await warnings('dojo'), await warnings('admin')]).toEqual([dojo0, admin0 + 1]);
  expect(await gradeApi(t, 'rest', tokens.dojo).toggle('grado', own)).toMatchObject({
    ok: false,
    code: 'FORBIDDEN',
  });
  expect((await t.sql('select estado from grado where idgrado = $1', [own]))[0].estado).toBe(-1);
});
