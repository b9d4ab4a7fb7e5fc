import { ladders, openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import {
  MESSAGES,
  TRANSPORTS,
  gradeApi,
  gradeAt,
  newMember,
  recordSnapshot,
  type Places,
  type Role,
} from './grades-support';

// Part 2 §4 and §5: a belt needs a date and hours (a whole number ≥ 0, "0" when absent), a title a
// date, and a save must change something; the messages word for word, in es, en and fr.

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

const LANGS = ['es', 'en', 'fr'] as const;

describe.each(TRANSPORTS)('the record rules over %s', (transport) => {
  const api = (lang = 'es') => gradeApi(t, transport, tokens.admin, lang);

  it.each(LANGS)('refuses a belt without a date, without hours, or with bad hours (%s)', async (lang) => {
    const m = await newMember(t, where.dojo1);
    const before = await recordSnapshot(t, m.id);
    const cases = [
      { row: { idcinturon: belt(-60), fecha: '', nhoras: '3' }, message: MESSAGES.dateRequired[lang] },
      { row: { idcinturon: belt(-60), fecha: null, nhoras: '3' }, message: MESSAGES.dateRequired[lang] },
      {
        row: { idcinturon: belt(-60), fecha: '2024-02-01', nhoras: '' },
        message: MESSAGES.hoursRequired[lang],
      },
      {
        row: { idcinturon: belt(-60), fecha: '2024-02-01', nhoras: '-1' },
        message: MESSAGES.hoursInvalid[lang],
      },
      {
        row: { idcinturon: belt(-60), fecha: '2024-02-01', nhoras: 'tres' },
        message: MESSAGES.hoursInvalid[lang],
      },
      {
        row: { idcinturon: belt(-60), fecha: '2024-02-01', nhoras: '1.5' },
        message: MESSAGES.hoursInvalid[lang],
      },
    ];
    for (const { row, message } of cases) {
      const outcome = await api(lang).addBelts(m.id, [row]);
      expect(outcome).toMatchObject({ ok: false, code: 'BAD_USER_INPUT', message });
      expect(outcome.fields![0].message).toBe(message);
    }
    expect(await recordSnapshot(t, m.id)).toEqual(before);
  });

  it.each(LANGS)('refuses a belt or title dated after today, taking today (%s)', async (lang) => {
    const m = await newMember(t, where.dojo1);
    const message = MESSAGES.dateFuture[lang];
    const tomorrow = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
    for (const fecha of ['9999-12-31', tomorrow]) {
      const belts = await api(lang).addBelts(m.id, [{ idcinturon: belt(-60), fecha, nhoras: '1' }]);
      expect(belts).toMatchObject({ ok: false, code: 'BAD_USER_INPUT', message });
      const titles = await api(lang).addTitles(m.id, [{ cftitulo: title(1), fecha }]);
      expect(titles).toMatchObject({ ok: false, code: 'BAD_USER_INPUT', message });
    }
    expect(await recordSnapshot(t, m.id)).toEqual({ grades: [], titles: [] });
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    // The server's calendar day, as the server reads it (same machine, same zone).
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    expect((await api(lang).addBelts(m.id, [{ idcinturon: belt(-60), fecha: today, nhoras: '1' }])).ok).toBe(
      true,
    );
  });

  it('names the broken field as each door names it, every row at once', async () => {
    const m = await newMember(t, where.dojo1);
    const outcome = await api().addBelts(m.id, [
      { idcinturon: belt(-60), fecha: '', nhoras: '1' },
      { idcinturon: belt(-50), fecha: '2024-01-01', nhoras: 'x' },
    ]);
    const fields = outcome.fields!.map((f) => f.field);
    expect(fields).toEqual(
      transport === 'rest'
        ? ['cinturones.0.fecha', 'cinturones.1.nhoras']
        : ['belts.0.date', 'belts.1.hours'],
    );
  });

  it('takes absent hours as "0" and hours as a whole number', async () => {
    const m = await newMember(t, where.dojo1);
    expect((await api().addBelts(m.id, [{ idcinturon: belt(-60), fecha: '2024-02-01' }])).ok).toBe(true);
    expect(
      (await api().addBelts(m.id, [{ idcinturon: belt(-50), fecha: '2024-06-01', nhoras: '12' }])).ok,
    ).toBe(true);
    const rows = await t.sql(
      'select cf_cinturon, nhoras from grado where cf_asociado = $1 order by idgrado',
      [m.id],
    );
    expect(rows).toEqual([
      { cf_cinturon: belt(-60), nhoras: 0 },
      { cf_cinturon: belt(-50), nhoras: 12 },
    ]);
  });

  it.each(LANGS)('refuses a title without a date (%s)', async (lang) => {
    const m = await newMember(t, where.dojo1);
    const outcome = await api(lang).addTitles(m.id, [{ cftitulo: title(1), fecha: '' }]);
    expect(outcome).toMatchObject({ ok: false, message: MESSAGES.dateRequired[lang] });
    expect((await recordSnapshot(t, m.id)).titles).toEqual([]);
  });

  it.each(LANGS)('refuses a save that changes nothing (%s)', async (lang) => {
    const m = await newMember(t, where.dojo1);
    await gradeAt(t, m.id, belt(-60), 0, '2020-01-01', 5);
    const outcome = await api(lang).addBelts(m.id, []);
    expect(outcome).toMatchObject({ ok: false, message: MESSAGES.nothingToSave[lang] });
  });
});

it('GraphQL refuses the same stored state sent back unchanged', async () => {
  const m = await newMember(t, where.dojo1);
  await gradeAt(t, m.id, belt(-60), -1, '2020-01-01', 5);
  const outcome = await gradeApi(t, 'graphql', tokens.admin).saveWhole(
    m.id,
    [{ idcinturon: belt(-60), fecha: '2020-01-01', nhoras: '5' }],
    [],
  );
  expect(outcome).toMatchObject({ ok: false, message: MESSAGES.nothingToSave.es });
});
