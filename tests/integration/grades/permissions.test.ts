import { ladders, openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import {
  ACCOUNT_ID,
  MESSAGES,
  TRANSPORTS,
  gradeApi,
  gradeAt,
  newMember,
  recordSnapshot,
  titleAt,
  type Places,
  type Role,
} from './grades-support';

// Part 2 §4 and §6: who may change a member's record, the locks on validated entries, and the
// status new entries start at (README, "Who may do what").

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

const LANGS = ['es'] as const;
const stored = async (memberId: number) =>
  t.sql(
    'select cf_cinturon, estado, cf_validador, validado_en from grado where cf_asociado = $1 order by idgrado',
    [memberId],
  );

describe.each(TRANSPORTS)('over %s', (transport) => {
  const api = (role: Role, lang = 'es') => gradeApi(t, transport, tokens[role], lang);

  // The four messages in en and fr are the catalogue's (schema/validation/grades.test.ts); here, in
  // es, that the service refuses each and that the door carries code, message and title; then that
  // the door answers in the language asked.
  it.each(LANGS)(
    'locks validated entries for the member: the four Permiso Denegado messages (%s)',
    async (lang) => {
      const me = ACCOUNT_ID.miembro;
      const g = await gradeAt(t, me, belt(-10), 0, '2024-01-01');
      const ti = await titleAt(t, me, title(3), 1);
      const before = await recordSnapshot(t, me);
      const refusals = [
        [await api('miembro', lang).removeBelts(me, [g]), MESSAGES.cannotRemoveGrade[lang]],
        [
          await api('miembro', lang).changeBelts(me, [{ idGrado: g, fecha: '2024-02-02', nhoras: '1' }]),
          MESSAGES.cannotChangeGrade[lang],
        ],
        [
          await api('miembro', lang).changeTitles(me, [{ idasoc_titulo: ti, fecha: '2024-02-02' }]),
          MESSAGES.cannotChangeTitle[lang],
        ],
        [await api('miembro', lang).removeTitles(me, [ti]), MESSAGES.cannotRemoveTitle[lang]],
      ] as const;
      for (const [outcome, message] of refusals) {
        expect(outcome).toMatchObject({
          ok: false,
          code: 'FORBIDDEN',
          message,
          title: MESSAGES.permissionDenied[lang],
        });
      }
      expect(await recordSnapshot(t, me)).toEqual(before);
      await t.sql('delete from grado where idgrado = $1', [g]);
      await t.sql('delete from asociado_titulo where idasoc_titulo = $1', [ti]);
    },
  );

  it.each(['en', 'fr'] as const)('answers a locked entry in the language asked (%s)', async (lang) => {
    const me = ACCOUNT_ID.miembro;
    const g = await gradeAt(t, me, belt(-10), 0, '2024-01-01');
    expect(await api('miembro', lang).removeBelts(me, [g])).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      message: MESSAGES.cannotRemoveGrade[lang],
      title: MESSAGES.permissionDenied[lang],
    });
    await t.sql('delete from grado where idgrado = $1', [g]);
  });

  it('lets the member add their own entries, pending, and change or remove them while pending', async () => {
    const me = ACCOUNT_ID.miembro;
    expect(
      await api('miembro').addBelts(me, [{ idcinturon: belt(-5), fecha: '2025-03-01', nhoras: '4' }]),
    ).toEqual({
      ok: true,
      value: true,
    });
    const [row] = await t.sql(
      'select idgrado, estado, cf_validador from grado where cf_asociado = $1 and cf_cinturon = $2',
      [me, belt(-5)],
    );
    expect(row).toMatchObject({ estado: -1, cf_validador: null });
    expect(
      (await api('miembro').changeBelts(me, [{ idGrado: row.idgrado, fecha: '2025-03-02', nhoras: '6' }])).ok,
    ).toBe(true);
    expect((await t.sql('select nhoras from grado where idgrado = $1', [row.idgrado]))[0].nhoras).toBe(6);
    expect((await api('miembro').removeBelts(me, [row.idgrado])).ok).toBe(true);
    expect(await t.sql('select 1 from grado where idgrado = $1', [row.idgrado])).toEqual([]);
  });

  it("refuses a plain member another member's record, and a dojo administrator another dojo's member ('no es de tu Dojo')", async () => {
    const mate = await newMember(t, where.dojo1);
    const away = await newMember(t, where.sameAsocDojo);
    const row = [{ idcinturon: belt(-60), fecha: '2024-01-01', nhoras: '0' }];
    expect(await api('miembro').addBelts(mate.id, row)).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Permiso denegado',
    });
    for (const lang of LANGS) {
      expect(await api('dojo', lang).addBelts(away.id, row)).toMatchObject({
        ok: false,
        code: 'FORBIDDEN',
        message: MESSAGES.notYourDojo[lang],
        title: MESSAGES.permissionDenied[lang],
      });
    }
    const far = await newMember(t, where.otherAsocDojo);
    expect(await api('asoc').addBelts(far.id, row)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    for (const m of [mate, away, far]) expect((await recordSnapshot(t, m.id)).grades).toEqual([]);
  });

  it('starts every new entry pending, whoever records it; its validator validates it from the list', async () => {
    const m = await newMember(t, where.dojo1);
    const away = await newMember(t, where.sameAsocDojo);
    const pending = { estado: -1, cf_validador: null, validado_en: null };
    // The journey: the dojo administrator records a kyu grade, it shows Pendiente.
    await api('dojo').addBelts(m.id, [
      { idcinturon: belt(-60), fecha: '2020-01-01', nhoras: '0' },
      { idcinturon: belt(0), fecha: '2024-01-01', nhoras: '0' },
    ]);
    const rows = await stored(m.id);
    expect(rows).toMatchObject([
      { cf_cinturon: belt(-60), ...pending },
      { cf_cinturon: belt(0), ...pending },
    ]);
    const [{ idgrado }] = await t.sql(
      'select idgrado from grado where cf_asociado = $1 and cf_cinturon = $2',
      [m.id, belt(-60)],
    );
    expect(await api('dojo').toggle('grado', idgrado)).toEqual({ ok: true, value: 0 });
    expect((await stored(m.id))[0]).toMatchObject({ estado: 0, cf_validador: ACCOUNT_ID.dojo });
    await api('asoc').addBelts(away.id, [{ idcinturon: belt(-60), fecha: '2020-01-01', nhoras: '0' }]);
    expect(await stored(away.id)).toMatchObject([pending]);
    // The national administrator validates everything, and their new entries start pending too.
    await api('admin').addBelts(away.id, [{ idcinturon: belt(10), fecha: '2024-01-01', nhoras: '0' }]);
    expect((await stored(away.id))[1]).toMatchObject(pending);
  });

  it('lets the dojo administrator change a validated kyu grade of their dojo, not a validated dan', async () => {
    const m = await newMember(t, where.dojo1);
    const kyu = await gradeAt(t, m.id, belt(-40), 1, '2019-01-01');
    const dan = await gradeAt(t, m.id, belt(0), 1, '2022-01-01');
    expect(
      (await api('dojo').changeBelts(m.id, [{ idGrado: kyu, fecha: '2019-02-01', nhoras: '3' }])).ok,
    ).toBe(true);
    expect(await api('dojo').removeBelts(m.id, [dan])).toMatchObject({
      ok: false,
      message: MESSAGES.cannotRemoveGrade.es,
    });
    expect((await t.sql('select estado from grado where idgrado = $1', [kyu]))[0].estado).toBe(1);
  });
});

it('applies a whole record in one transaction: an entry refused in the middle leaves nothing changed', async () => {
  const me = ACCOUNT_ID.miembro;
  const locked = await gradeAt(t, me, belt(-10), 0, '2024-05-01', 3);
  const dropped = await gradeAt(t, me, belt(-5), -1, '2024-06-01', 2);
  const before = await recordSnapshot(t, me);
  const wanted = (
    await t.sql(
      `select cf_cinturon, to_char(fecha, 'YYYY-MM-DD') as fecha, nhoras, idgrado from grado
       where cf_asociado = $1 and idgrado <> $2 order by idgrado`,
      [me, dropped],
    )
  ).map((r) => ({
    idcinturon: r.cf_cinturon,
    fecha: r.fecha,
    nhoras: String(r.idgrado === locked ? r.nhoras + 10 : r.nhoras),
  }));
  // Removals go first: the pending belt is deleted (allowed) before the regulated one's change is
  // refused, and a belt and a title would be added after it.
  const outcome = await gradeApi(t, 'graphql', tokens.miembro).saveWhole(
    me,
    [...wanted, { idcinturon: belt(0), fecha: '2025-01-01', nhoras: '1' }],
    [{ cftitulo: title(1), fecha: '2025-01-01' }],
  );
  expect(outcome).toMatchObject({ ok: false, message: MESSAGES.cannotChangeGrade.es });
  expect(await recordSnapshot(t, me)).toEqual(before);
});

it('runs each legacy REST call in one transaction too: a locked row refuses the rows before it', async () => {
  const me = ACCOUNT_ID.miembro;
  const open = await gradeAt(t, me, belt(-15), -1, '2024-08-01');
  const regulated = await gradeAt(t, me, belt(-25), 0, '2024-07-01');
  const before = await recordSnapshot(t, me);
  expect(await gradeApi(t, 'rest', tokens.miembro).removeBelts(me, [open, regulated])).toMatchObject({
    ok: false,
    message: MESSAGES.cannotRemoveGrade.es,
  });
  expect(await recordSnapshot(t, me)).toEqual(before);
});
