import { ladders, openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import {
  ACCOUNT_ID,
  ES,
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

// Attacks by each role on other members' records, validations and deletions, existence probing,
// id confusion between grades and titles, and races between saves, validations and deletions.

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
  const api = (role?: Role) => gradeApi(t, transport, role && tokens[role]);

  it('refuses the anonymous caller every call, writing nothing', async () => {
    const m = await newMember(t, where.dojo1);
    const g = await gradeAt(t, m.id, belt(-50), -1);
    const anon = api();
    for (const outcome of [
      await anon.record(m.id),
      await anon.addBelts(m.id, [{ idcinturon: belt(-40), fecha: '2020-01-01', nhoras: '1' }]),
      await anon.toggle('grado', g),
      await anon.del('grado', g),
      await anon.list(),
    ]) {
      expect(outcome.ok).toBe(false);
    }
    expect((await recordSnapshot(t, m.id)).grades).toHaveLength(1);
  });

  it("refuses a plain member writing a dojo-mate's record, through every kind of change", async () => {
    const mate = await newMember(t, where.dojo1);
    const g = await gradeAt(t, mate.id, belt(-50), -1);
    const before = await recordSnapshot(t, mate.id);
    const me = api('miembro');
    for (const outcome of [
      await me.addBelts(mate.id, [{ idcinturon: belt(-40), fecha: '2020-01-01', nhoras: '1' }]),
      await me.removeBelts(mate.id, [g]),
      await me.changeBelts(mate.id, [{ idGrado: g, fecha: '2021-01-01', nhoras: '3' }]),
      await me.addTitles(mate.id, [{ cftitulo: title(1), fecha: '2020-01-01' }]),
      await me.toggle('grado', g),
      await me.del('grado', g),
    ]) {
      expect(outcome).toMatchObject({ ok: false });
    }
    expect(await recordSnapshot(t, mate.id)).toEqual(before);
  });

  it("hides another dojo's member from a plain member and their readiness from non-managers", async () => {
    const far = await newMember(t, where.otherAsocDojo);
    expect(await api('miembro').record(far.id)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    if (transport === 'graphql') {
      const answer = await t.graphql(
        'query ($id: Int!) { gradeReadiness(memberId: $id) { hoursAttended } }',
        { id: far.id },
        { token: tokens.miembro },
      );
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it("keeps a member from deleting another member's entry by naming it under their own id", async () => {
    const mate = await newMember(t, where.dojo1);
    const g = await gradeAt(t, mate.id, belt(-50), -1);
    if (transport === 'rest') {
      const answer = await t.rest('POST', '/grados/delGrado', {
        token: tokens.miembro,
        body: { cfasociado: ACCOUNT_ID.miembro, cinturones: [{ idgrado: g }] },
      });
      expect(answer.body.estado).not.toBe(0);
      const mod = await t.rest('POST', '/grados/mod', {
        token: tokens.miembro,
        body: {
          cfasociado: ACCOUNT_ID.miembro,
          cinturones: [{ idGrado: g, fecha: '2022-02-02', nhoras: '1' }],
        },
      });
      expect(mod.body.estado).not.toBe(0);
    }
    expect((await recordSnapshot(t, mate.id)).grades).toHaveLength(1);
  });

  it('locks a regulated entry named by its belt rather than its id (REST mod by idcinturon)', async () => {
    const me = ACCOUNT_ID.miembro;
    await t.sql('delete from grado where cf_asociado = $1 and cf_cinturon = $2', [me, belt(-30)]);
    const g = await gradeAt(t, me, belt(-30), 0, '2019-01-01');
    if (transport === 'rest') {
      const answer = await t.rest('POST', '/grados/mod', {
        token: tokens.miembro,
        body: { cfasociado: me, cinturones: [{ idcinturon: belt(-30), fecha: '2023-03-03', nhoras: '9' }] },
      });
      expect(answer.body.res?.mensaje).toBe(MESSAGES.cannotChangeGrade.es);
      const del = await t.rest('POST', '/grados/delGrado', {
        token: tokens.miembro,
        body: { cfasociado: me, cinturones: [{ idcinturon: belt(-30) }] },
      });
      expect(del.body.res?.mensaje).toBe(MESSAGES.cannotRemoveGrade.es);
    }
    const [row] = await t.sql(
      "select to_char(fecha, 'YYYY-MM-DD') as fecha, estado from grado where idgrado = $1",
      [g],
    );
    expect(row).toEqual({ fecha: '2019-01-01', estado: 0 });
  });

  it("refuses a dojo administrator a dan grade, a title, another dojo's kyu and their own kyu", async () => {
    const mine = await newMember(t, where.dojo1);
    const other = await newMember(t, where.sameAsocDojo);
    const dan = await gradeAt(t, mine.id, belt(0), -1);
    const ti = await titleAt(t, mine.id, title(1), -1);
    const otherKyu = await gradeAt(t, other.id, belt(-50), -1);
    await t.sql('delete from grado where cf_asociado = $1 and cf_cinturon = $2', [
      ACCOUNT_ID.dojo,
      belt(-40),
    ]);
    const own = await gradeAt(t, ACCOUNT_ID.dojo, belt(-40), -1);
    const dojo = api('dojo');
    for (const [kind, id] of [
      ['grado', dan],
      ['titulo', ti],
      ['grado', own],
    ] as const) {
      expect(await dojo.toggle(kind, id)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
      expect(await dojo.del(kind, id)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    }
    // Another dojo's member is not visible to them: the entry is as missing, not refused.
    expect(await dojo.toggle('grado', otherKyu)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await dojo.del('grado', otherKyu)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    const rows = await t.sql('select estado from grado where idgrado = any($1)', [[dan, otherKyu, own]]);
    expect(rows.map((r) => r.estado)).toEqual([-1, -1, -1]);
  });

  it("refuses the association administrator validation and deletion, and another association's members", async () => {
    const inAsoc = await newMember(t, where.sameAsocDojo);
    const g = await gradeAt(t, inAsoc.id, belt(-50), -1);
    expect(await api('asoc').toggle('grado', g)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await api('asoc').del('grado', g)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    const far = await newMember(t, where.otherAsocDojo);
    const outcome = await api('asoc').addBelts(far.id, [
      { idcinturon: belt(-50), fecha: '2020-01-01', nhoras: '1' },
    ]);
    expect(outcome.ok).toBe(false);
    expect((await recordSnapshot(t, far.id)).grades).toEqual([]);
  });

  it('does not take a grade id for a title: validarTitulo with a grade id leaves the grade alone', async () => {
    const m = await newMember(t, where.dojo1);
    // An id past every title's, so that the grade's id names no title.
    await t.sql(
      `select setval(pg_get_serial_sequence('grado', 'idgrado'),
         greatest((select max(idgrado) from grado), (select coalesce(max(idasoc_titulo), 0) from asociado_titulo)) + 1000)`,
    );
    const g = await gradeAt(t, m.id, belt(-50), -1);
    expect(await api('admin').toggle('titulo', g)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await api('admin').del('titulo', g)).toMatchObject({ ok: false });
    const [row] = await t.sql('select estado from grado where idgrado = $1', [g]);
    expect(row.estado).toBe(-1);
  });

  // validarGrado/delUnGrado once answered FORBIDDEN for an entry that exists and NOT_FOUND for one
  // that does not, so any signed-in member could walk the ids and learn which grades and titles
  // exist federation-wide. An entry whose member the caller may not see is now as missing.
  it("answers a plain member the same for another dojo's grade as for an id that does not exist", async () => {
    const far = await newMember(t, where.otherAsocDojo);
    const g = await gradeAt(t, far.id, belt(-50), -1);
    const [{ n }] = await t.sql('select max(idgrado) + 100000 as n from grado');
    const existing = await api('miembro').toggle('grado', g);
    const missing = await api('miembro').toggle('grado', Number(n));
    expect(existing.ok).toBe(false);
    expect({ code: existing.code, message: existing.message }).toEqual({
      code: missing.code,
      message: missing.message,
    });
    const [gone, absent] = [await api('dojo').del('grado', g), await api('dojo').del('grado', Number(n))];
    expect(gone.ok).toBe(false);
    expect({ code: gone.code, message: gone.message }).toEqual({
      code: absent.code,
      message: absent.message,
    });
  });

  it('serialises two saves of one record: the same belt added twice is stored once, the other refused', async () => {
    for (let i = 0; i < 5; i++) {
      const m = await newMember(t, where.dojo1);
      const row = { idcinturon: belt(-50), fecha: '2020-01-01', nhoras: '1' };
      const outcomes = await Promise.all([
        api('dojo').addBelts(m.id, [row]),
        api('dojo').addBelts(m.id, [row]),
      ]);
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.find((o) => !o.ok)?.code).toBe('BAD_USER_INPUT');
      expect((await recordSnapshot(t, m.id)).grades).toHaveLength(1);
    }
  });

  it('never validates a deleted entry nor deletes a validated one when the two race', async () => {
    for (let i = 0; i < 5; i++) {
      const m = await newMember(t, where.dojo1);
      const g = await gradeAt(t, m.id, belt(-50), -1);
      const [toggled, deleted] = await Promise.all([
        api('admin').toggle('grado', g),
        api('admin').del('grado', g),
      ]);
      const rows = await t.sql('select estado from grado where idgrado = $1', [g]);
      if (deleted.ok) {
        expect(rows).toEqual([]);
        expect(toggled).toMatchObject({ ok: false, code: 'NOT_FOUND' });
      } else {
        expect(deleted.message).toBe(ES.notPending);
        expect(toggled).toMatchObject({ ok: true, value: 0 });
        expect(rows).toEqual([{ estado: 0 }]);
      }
    }
  });

  it("never lets a member's change land on an entry validated under it", async () => {
    for (let i = 0; i < 5; i++) {
      const m = ACCOUNT_ID.miembro;
      await t.sql('delete from grado where cf_asociado = $1 and cf_cinturon = $2', [m, belt(-10)]);
      const g = await gradeAt(t, m, belt(-10), -1, '2020-01-01', 1);
      const [changed, toggled] = await Promise.all([
        api('miembro').changeBelts(m, [{ idGrado: g, fecha: '2021-06-06', nhoras: '5' }]),
        api('admin').toggle('grado', g),
      ]);
      expect(toggled).toMatchObject({ ok: true, value: 0 });
      const [row] = await t.sql(
        "select to_char(fecha, 'YYYY-MM-DD') as fecha, estado from grado where idgrado = $1",
        [g],
      );
      expect(row.estado).toBe(0);
      if (!changed.ok) {
        expect(changed.message).toBe(MESSAGES.cannotChangeGrade.es);
        expect(row.fecha).toBe('2020-01-01');
      } else expect(row.fecha).toBe('2021-06-06');
    }
  });
});

describe.each(TRANSPORTS)('the validation list over %s', (transport) => {
  // Was a spec gap: part 2 §2.12 says "'Administradores de ACAE' when valor is above 0, otherwise
  // the validator's name"; the service added "and not pending", so a pending dan request or title
  // showed no one. Fixed in grade.service.ts (view); this test failed before it.
  it("shows 'Administradores de ACAE' on a pending row above valor 0, as part 2 §2.12 words it", async () => {
    const m = await newMember(t, where.dojo1, `Pendiente${transport}dan`);
    await gradeAt(t, m.id, belt(10), -1, '2030-01-01');
    const outcome = await gradeApi(t, transport, tokens.admin).list({ filtro: `Pendiente${transport}dan` });
    expect(outcome.value!.rows).toHaveLength(1);
    expect(outcome.value!.rows[0].validador).toBe(ES.acae);
  });
});
