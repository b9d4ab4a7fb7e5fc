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

describe.each(TRANSPORTS)('the record rules over %s', (transport) => {
  const api = (lang = 'es') => gradeApi(t, transport, tokens.admin, lang);

  // The rules and their messages in each language are tabled in schema/validation/grades.test.ts;
  // here, what needs the service (its today, the stored record) and each door's mapping.
  it('refuses a belt or title dated after today, taking today', async () => {
    const lang = 'es';
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

  it('names the broken fields as each door names it, every row at once, as BAD_USER_INPUT', async () => {
    const m = await newMember(t, where.dojo1);
    const before = await recordSnapshot(t, m.id);
    const outcome = await api().addBelts(m.id, [
      { idcinturon: belt(-60), fecha: '', nhoras: '1' },
      { idcinturon: belt(-50), fecha: '2024-01-01', nhoras: 'x' },
      { idcinturon: belt(-40), fecha: '2024-01-02', nhoras: '' },
    ]);
    expect(outcome).toMatchObject({ ok: false, code: 'BAD_USER_INPUT', message: MESSAGES.dateRequired.es });
    expect(outcome.fields).toEqual(
      (transport === 'rest'
        ? ['cinturones.0.fecha', 'cinturones.1.nhoras', 'cinturones.2.nhoras']
        : ['belts.0.date', 'belts.1.hours', 'belts.2.hours']
      ).map((field, i) => ({
        field,
        message: [MESSAGES.dateRequired.es, MESSAGES.hoursInvalid.es, MESSAGES.hoursRequired.es][i],
      })),
    );
    expect(await recordSnapshot(t, m.id)).toEqual(before);
  });

  it.each(['en', 'fr'] as const)('answers in the language asked (%s)', async (lang) => {
    const m = await newMember(t, where.dojo1);
    const outcome = await api(lang).addBelts(m.id, [{ idcinturon: belt(-60), fecha: '', nhoras: '3' }]);
    expect(outcome).toMatchObject({
      ok: false,
      code: 'BAD_USER_INPUT',
      message: MESSAGES.dateRequired[lang],
    });
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

  it('refuses a title without a date', async () => {
    const m = await newMember(t, where.dojo1);
    const outcome = await api().addTitles(m.id, [{ cftitulo: title(1), fecha: '' }]);
    expect(outcome).toMatchObject({ ok: false, message: MESSAGES.dateRequired.es });
    expect((await recordSnapshot(t, m.id)).titles).toEqual([]);
  });

  it('refuses a save that changes nothing', async () => {
    const m = await newMember(t, where.dojo1);
    await gradeAt(t, m.id, belt(-60), 0, '2020-01-01', 5);
    const outcome = await api().addBelts(m.id, []);
    expect(outcome).toMatchObject({ ok: false, message: MESSAGES.nothingToSave.es });
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
