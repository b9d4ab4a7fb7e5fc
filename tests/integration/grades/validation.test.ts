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

// Part 2 §4 and §6, the validation list's actions: validate / undo (a toggle) by the national
// administrator, or by a dojo administrator for kyu grades of their dojo; delete of pending rows
// only, by the same people, enforced by the server; who validated and when, stored.

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

const gradeRow = async (id: number) =>
  (await t.sql('select estado, cf_validador, validado_en from grado where idgrado = $1', [id]))[0];

describe.each(TRANSPORTS)('over %s', (transport) => {
  const api = (role: Role) => gradeApi(t, transport, tokens[role]);

  it('lets the national administrator validate and undo a dan grade and a title, recording who and when', async () => {
    const m = await newMember(t, where.otherAsocDojo);
    const dan = await gradeAt(t, m.id, belt(20), -1, '2025-01-01');
    const before = Date.now();
    expect(await api('admin').toggle('grado', dan)).toEqual({ ok: true, value: 0 });
    const validated = await gradeRow(dan);
    expect(validated).toMatchObject({ estado: 0, cf_validador: ACCOUNT_ID.admin });
    expect(validated.validado_en.getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect(await api('admin').toggle('grado', dan)).toEqual({ ok: true, value: -1 });
    expect(await gradeRow(dan)).toEqual({ estado: -1, cf_validador: null, validado_en: null });
    const ti = await titleAt(t, m.id, title(2), -1);
    expect(await api('admin').toggle('titulo', ti)).toEqual({ ok: true, value: 0 });
    expect(
      (await t.sql('select estado, cf_validador from asociado_titulo where idasoc_titulo = $1', [ti]))[0],
    ).toEqual({ estado: 0, cf_validador: ACCOUNT_ID.admin });
  });

  it('lets a dojo administrator validate kyu grades of their dojo only', async () => {
    const mine = await newMember(t, where.dojo1);
    const away = await newMember(t, where.sameAsocDojo);
    const kyu = await gradeAt(t, mine.id, belt(-30), -1);
    expect(await api('dojo').toggle('grado', kyu)).toEqual({ ok: true, value: 0 });
    expect(await gradeRow(kyu)).toMatchObject({ estado: 0, cf_validador: ACCOUNT_ID.dojo });
    const refused = [
      ['grado', await gradeAt(t, mine.id, belt(0), -1)],
      ['titulo', await titleAt(t, mine.id, title(1), -1)],
    ] as const;
    // Another dojo's member is not visible to a dojo administrator: their entry is as missing.
    expect(await api('dojo').toggle('grado', await gradeAt(t, away.id, belt(-30), -1))).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    for (const [kind, id] of refused) {
      expect(await api('dojo').toggle(kind, id)).toMatchObject({
        ok: false,
        code: 'FORBIDDEN',
        message: ES.cannotValidate,
      });
    }
    expect(
      (
        await t.sql('select count(*)::int as n from grado where cf_asociado = any($1) and estado >= 0', [
          [mine.id, away.id],
        ])
      )[0].n,
    ).toBe(1);
  });

  it('refuses validation to the association administrator and to plain members', async () => {
    const m = await newMember(t, where.dojo1);
    const kyu = await gradeAt(t, m.id, belt(-30), -1);
    for (const role of ['asoc', 'miembro'] as const) {
      expect(await api(role).toggle('grado', kyu)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    }
    expect((await gradeRow(kyu)).estado).toBe(-1);
  });

  it('deletes pending rows only, by those who validate them', async () => {
    const m = await newMember(t, where.dojo1);
    const away = await newMember(t, where.sameAsocDojo);
    const regulated = await gradeAt(t, m.id, belt(-40), 0);
    expect(await api('admin').del('grado', regulated)).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      message: ES.notPending,
      title: ES.deleteFailed,
    });
    const dan = await gradeAt(t, m.id, belt(0), -1);
    const otherKyu = await gradeAt(t, away.id, belt(-40), -1);
    const pendingTitle = await titleAt(t, m.id, title(1), -1);
    expect(await api('dojo').del('grado', dan)).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      title: ES.deleteFailed,
    });
    expect(await api('dojo').del('grado', otherKyu)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await api('dojo').del('titulo', pendingTitle)).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      title: ES.titleDeleteFailed,
    });
    expect(await api('miembro').del('grado', dan)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await api('asoc').del('grado', otherKyu)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(
      (
        await t.sql('select count(*)::int as n from grado where idgrado = any($1)', [
          [regulated, dan, otherKyu],
        ])
      )[0].n,
    ).toBe(3);
    const mineKyu = await gradeAt(t, m.id, belt(-30), -1);
    expect(await api('dojo').del('grado', mineKyu)).toEqual({ ok: true, value: ES.deleted });
    expect(await api('admin').del('grado', dan)).toEqual({ ok: true, value: ES.deleted });
    expect(await api('admin').del('titulo', pendingTitle)).toEqual({ ok: true, value: ES.titleDeleted });
    expect(await t.sql('select 1 from grado where idgrado = any($1)', [[mineKyu, dan]])).toEqual([]);
  });

  it('keeps the warning counter true as entries are added, validated, undone and deleted', async () => {
    const m = await newMember(t, where.dojo1);
    const count = async (role: Role) => (await api(role).warnings()).value!;
    const [dojo0, admin0] = [await count('dojo'), await count('admin')];
    await api('asoc').addBelts(m.id, [
      { idcinturon: belt(-60), fecha: '2023-01-01', nhoras: '0' },
      { idcinturon: belt(0), fecha: '2024-01-01', nhoras: '0' },
    ]);
    expect([await count('dojo'), await count('admin')]).toEqual([dojo0 + 1, admin0 + 2]);
    const [kyu] = await t.sql('select idgrado from grado where cf_asociado = $1 and cf_cinturon = $2', [
      m.id,
      belt(-60),
    ]);
    await api('dojo').toggle('grado', kyu.idgrado);
    expect([await count('dojo'), await count('admin')]).toEqual([dojo0, admin0 + 1]);
    await api('dojo').toggle('grado', kyu.idgrado);
    expect(await count('dojo')).toBe(dojo0 + 1);
    await api('dojo').del('grado', kyu.idgrado);
    expect([await count('dojo'), await count('admin')]).toEqual([dojo0, admin0 + 1]);
  });
});
