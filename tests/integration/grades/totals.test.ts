import { ladders, openWorld } from '../../support/world';
import { TRANSPORTS, gradeApi, gradeAt, newMember, titleAt, type Places, type Role } from './grades-support';
import type { TestServer } from '../../support/test-server';

// The grade and title counts the database keeps per dojo (grado_cuenta) stand in for a count of
// the whole union in the validation list without a search: they must stay exact through every
// write, whichever door or script makes it, and a member moving dojo takes theirs along.

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

/** Kept counts that differ from a count over the entries (empty when all agree). */
async function drift(): Promise<unknown[]> {
  return t.sql(
    `with real as (select a.cf_dojo, a.cf_asoc, count(*)::int as n
                     from (select cf_asociado from grado union all select cf_asociado from asociado_titulo) e
                     join asociado a on a.id_aso = e.cf_asociado group by 1, 2)
     (select 'missing' as d, * from real except select 'missing', cf_dojo, cf_asoc, n from grado_cuenta)
     union all
     (select 'extra', cf_dojo, cf_asoc, n from grado_cuenta except select 'extra', * from real)`,
  );
}

/** Entries of members matching a condition on `a` (asociado), counted. */
const count = async (condition = 'true', params: unknown[] = []) =>
  (
    await t.sql<{ n: number }>(
      `select count(*)::int as n
         from (select cf_asociado from grado union all select cf_asociado from asociado_titulo) e
         join asociado a on a.id_aso = e.cf_asociado where ${condition}`,
      params,
    )
  )[0].n;

/** Every caller's list total, through both doors, matches a count over the entries. */
async function expectExact(): Promise<void> {
  expect(await drift()).toEqual([]);
  const wanted: [Role, number][] = [
    ['admin', await count()],
    ['asoc', await count('a.cf_asoc = 1')],
    ['dojo', await count('a.cf_dojo = 1')],
    ['miembro', await count('a.id_aso = 4')],
  ];
  for (const transport of TRANSPORTS) {
    for (const [role, n] of wanted) {
      const page = await gradeApi(t, transport, tokens[role]).list({});
      expect([transport, role, page.value?.nTot]).toEqual([transport, role, n]);
    }
  }
}

describe('kept grade and title counts', () => {
  it('match a count over the entries after the demo load', async () => {
    expect((await t.sql('select count(*)::int as n from grado_cuenta'))[0].n).toBeGreaterThan(0);
    await expectExact();
    // The unsearched total is read from the kept counts, not counted: a kept count off by one shows.
    await t.sql('update grado_cuenta set n = n + 1 where cf_dojo = 1');
    expect((await gradeApi(t, 'rest', tokens.dojo).list({})).value!.nTot).toBe(
      (await count('a.cf_dojo = 1')) + 1,
    );
    await t.sql('update grado_cuenta set n = n - 1 where cf_dojo = 1');
  });

  it('stay exact through inserts, deletes and a member changing dojo and association', async () => {
    const m = await newMember(t, where.dojo1);
    const api = gradeApi(t, 'graphql', tokens.admin);
    expect(
      (
        await api.addBelts(m.id, [
          { idcinturon: belt(-60), fecha: '2020-01-01', nhoras: '0' },
          { idcinturon: belt(-50), fecha: '2021-01-01', nhoras: '0' },
        ])
      ).ok,
    ).toBe(true);
    expect((await api.addTitles(m.id, [{ cftitulo: title(1), fecha: '2022-01-01' }])).ok).toBe(true);
    await gradeAt(t, m.id, belt(-40), -1);
    await expectExact();

    await t.sql(
      'update asociado set cf_dojo = $1, cf_asoc = (select cf_asoc from dojo where id_dojo = $1) where id_aso = $2',
      [where.sameAsocDojo, m.id],
    );
    await expectExact();
    await t.sql(
      'update asociado set cf_dojo = $1, cf_asoc = (select cf_asoc from dojo where id_dojo = $1) where id_aso = $2',
      [where.otherAsocDojo, m.id],
    );
    await expectExact();

    // An entry handed to another member (a script's correction) moves its count with it.
    const other = await newMember(t, where.dojo1);
    await t.sql('update grado set cf_asociado = $1 where cf_asociado = $2 and cf_cinturon = $3', [
      other.id,
      m.id,
      belt(-40),
    ]);
    await expectExact();

    const [pending] = await t.sql('select idgrado from grado where cf_asociado = $1 and cf_cinturon = $2', [
      m.id,
      belt(-60),
    ]);
    expect((await api.del('grado', pending.idgrado)).ok).toBe(true);
    await t.sql('delete from asociado_titulo where cf_asociado = $1', [m.id]);
    await t.sql('delete from grado where cf_asociado = any($1)', [[m.id, other.id]]);
    await expectExact();
    const ti = await titleAt(t, other.id, title(1), -1);
    expect(ti).toBeGreaterThan(0);
    await expectExact();
  });

  it('leave a searched total to a count: the member or the belt or title matches', async () => {
    for (const word of ['shodan', 'fukushidoin', 'garcia']) {
      const page = (await gradeApi(t, 'rest', tokens.admin).list({ filtro: word })).value!;
      const [{ n }] = await t.sql<{ n: number }>(
        `select count(*)::int as n from (
           select g.cf_asociado, c.descripcion from grado g join cinturon c on c.idcinturon = g.cf_cinturon
           union all
           select t.cf_asociado, x.descripcion from asociado_titulo t join titulo x on x.idtitulo = t.cf_titulo) e
         join asociado a on a.id_aso = e.cf_asociado
         where a.busqueda like $1 or f_unaccent(lower(e.descripcion)) like $1`,
        [`%${word}%`],
      );
      expect([word, page.nTot]).toEqual([word, n]);
      expect(n).toBeGreaterThan(0);
    }
  });
});
