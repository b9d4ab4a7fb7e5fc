import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { gradeApi, newMember } from '../grades/grades-support';
import { custom, where, type Places, type Role } from './reports-support';

/**
 * Grouped reports over grades, titles and fees read only the tables their columns need and name
 * their groups once per group (issue 29): the rows stay those of the statement with every join
 * the views made before, written here apart from the catalogue, for each administrator's place;
 * and a grouped report's counts and sums are its rows' own, paged and added up.
 */

let t: TestServer;
let tokens: Record<Role, string>;
let places: Places;
beforeAll(async () => {
  ({ t, tokens, where: places } = await openWorld({ ownUploads: true }));
});
afterAll(() => t.close());

type Row = Record<string, unknown>;

/** Each view's rows with every join it ever made, and where each administrator's rows are. */
const VIEWS = {
  grados: {
    from: `grado x join cinturon c on c.idcinturon = x.cf_cinturon join asociado a on a.id_aso = x.cf_asociado
      join dojo d on d.id_dojo = a.cf_dojo join asociacion s on s.id_asoc = a.cf_asoc`,
    place: { asoc: 'a.cf_asoc = 1', dojo: 'a.cf_dojo = $DOJO' },
  },
  titulos: {
    from: `asociado_titulo x join titulo c on c.idtitulo = x.cf_titulo join asociado a on a.id_aso = x.cf_asociado
      join dojo d on d.id_dojo = a.cf_dojo join asociacion s on s.id_asoc = a.cf_asoc`,
    place: { asoc: 'a.cf_asoc = 1', dojo: 'a.cf_dojo = $DOJO' },
  },
  cuotas: {
    from: `cuota x join remesa r on r.id_rem = x.cf_remesa join asociado a on a.id_aso = x.cf_asociado
      join dojo d on d.id_dojo = r.cf_dojo join asociacion s on s.id_asoc = r.cf_asoc`,
    place: { asoc: 'r.cf_asoc = 1', dojo: 'r.cf_dojo = $DOJO' },
  },
} as const;
type View = keyof typeof VIEWS;

/**
 * The grouped reports, and the same as SQL: the group's expressions (named as the report's keys,
 * in its order) and the aggregates.
 */
const REPORTS: { view: View; fields: string[]; groupBy: string[]; groups: string; aggregates: string }[] = [
  { view: 'grados', fields: [], groupBy: ['grado'], groups: 'c.descripcion as grado', aggregates: '' },
  {
    view: 'grados',
    fields: ['sum.nhoras', 'max.valorGrado'],
    groupBy: ['asociacion', 'dojo', 'anio'],
    groups: 's.nombre as asociacion, d.nombre as dojo, extract(year from x.fecha)::int as anio',
    aggregates: ', sum(x.nhoras) as "sum.nhoras", max(c.valor) as "max.valorGrado"',
  },
  {
    view: 'titulos',
    fields: [],
    groupBy: ['titulo', 'validado'],
    groups: 'c.descripcion as titulo, (x.estado >= 0) as validado',
    aggregates: '',
  },
  {
    view: 'cuotas',
    fields: [],
    groupBy: ['asociacion', 'anio', 'adulto'],
    groups: `s.nombre as asociacion, x.anio::int as anio, (x.tipo = 'A') as adulto`,
    aggregates: '',
  },
  {
    view: 'cuotas',
    fields: [],
    groupBy: ['dojo', 'validado'],
    groups: 'd.nombre as dojo, (r.cf_asoc_val_admi is not null) as validado',
    aggregates: '',
  },
  {
    view: 'cuotas',
    fields: ['max.anio', 'min.anio'],
    groupBy: ['asociacion', 'dojo', 'validado'],
    groups: 's.nombre as asociacion, d.nombre as dojo, (r.cf_asoc_val_admi is not null) as validado',
    aggregates: ', max(x.anio::int) as "max.anio", min(x.anio::int) as "min.anio"',
  },
  { view: 'cuotas', fields: [], groupBy: ['anio'], groups: 'x.anio::int as anio', aggregates: '' },
];

const ADMINS = ['admin', 'asoc', 'dojo'] as const;

/** Every row of a report, page after page of 100, as objects by key. */
async function allRows(role: Role, body: Record<string, unknown>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let ini = 0; ; ini += 100) {
    const answer = await custom(t, tokens[role], { ...body, ini, num: 100 });
    expect(answer.estado).toBe(0);
    rows.push(...(answer.res.res as Row[]));
    if (rows.length >= answer.res.nTot) return rows;
  }
}

/** Rows as comparable texts, in an order of their own (groups of two dojos of one name tie). */
const sorted = (rows: Row[], keys: string[]) =>
  rows
    .map((r) =>
      JSON.stringify(
        keys.map((k) =>
          r[k] === null || r[k] === undefined
            ? null
            : Number.isFinite(Number(r[k])) && typeof r[k] !== 'boolean'
              ? Number(r[k])
              : r[k],
        ),
      ),
    )
    .sort();

type Report = (typeof REPORTS)[number];

/** A grouped report's groups, as a role gets them, are those of the statement with every join. */
async function expectStatementGroups({ view, fields, groupBy, groups, aggregates }: Report, role: Role) {
  const keys = [...groupBy, ...fields, 'count'];
  const rows = await allRows(role, { vista: view, campos: fields, agregaciones: groupBy });
  const condition =
    role === 'admin'
      ? 'true'
      : VIEWS[view].place[role as 'asoc' | 'dojo'].replaceAll('$DOJO', String(places.dojo1));
  const expected = await t.sql<Row>(
    `select ${groups}${aggregates}, count(*)::int as count from ${VIEWS[view].from}
     where ${condition} group by ${groupBy.map((_, i) => i + 1).join(', ')}`,
  );
  expect(expected.length).toBeGreaterThan(0);
  expect(sorted(rows, keys)).toEqual(sorted(expected, keys));
}

describe.each(REPORTS)('$view grouped by $groupBy', (report) => {
  it.each(ADMINS)('as %s: the groups of the statement with every join', (role) =>
    expectStatementGroups(report, role),
  );
});

describe('a grouped report is its rows added up', () => {
  it.each([
    ['grados', ['grado', 'dojo', 'nhoras'], ['grado', 'dojo'], 'nhoras'],
    ['cuotas', ['anio', 'asociacion', 'validado'], ['anio', 'asociacion', 'validado'], null],
    ['titulos', ['titulo', 'asociacion'], ['titulo', 'asociacion'], null],
  ] as const)('%s, for the dojo administrator', async (view, columns, groupBy, summed) => {
    const perRow = await allRows('dojo', { vista: view, campos: columns });
    const added = new Map<string, { count: number; sum: number }>();
    for (const r of perRow) {
      const key = JSON.stringify(groupBy.map((k) => r[k]));
      const group = added.get(key) ?? { count: 0, sum: 0 };
      group.count += 1;
      group.sum += summed ? Number(r[summed]) : 0;
      added.set(key, group);
    }
    const grouped = await allRows('dojo', {
      vista: view,
      campos: summed ? [`sum.${summed}`] : [],
      agregaciones: groupBy,
    });
    expect(perRow.length).toBeGreaterThan(0);
    expect(grouped.length).toBe(added.size);
    for (const g of grouped) {
      const group = added.get(JSON.stringify(groupBy.map((k) => g[k])));
      expect(group?.count).toBe(g.count);
      if (summed) expect(group?.sum).toBe(Number(g[`sum.${summed}`]));
    }
  });
});

/** Grouped fee reports sum their batches' kept counts: filtered, they are still their fees'. */
describe('a grouped fee report is its fees added up, filtered', () => {
  it.each(ADMINS)('as %s', async (role) => {
    const [{ year }] = await t.sql<{ year: number }>('select max(anio)::int as year from cuota');
    const groupBy = ['asociacion', 'dojo', 'anio', 'adulto', 'validado'];
    const filtros = where(['anio', '>=', String(year - 1)], ['adulto', '=', 'true']);
    const perRow = await allRows(role, { vista: 'cuotas', campos: groupBy, filtros });
    const added = new Map<string, number>();
    for (const r of perRow) {
      const key = JSON.stringify(groupBy.map((k) => r[k]));
      added.set(key, (added.get(key) ?? 0) + 1);
    }
    const grouped = await allRows(role, { vista: 'cuotas', campos: [], agregaciones: groupBy, filtros });
    expect(perRow.length).toBeGreaterThan(0);
    expect(new Map(grouped.map((g) => [JSON.stringify(groupBy.map((k) => g[k])), g.count]))).toEqual(added);
  });
});

/**
 * Grades and titles keep their member's dojo and association (lugar_dojo, lugar_asoc), which the
 * reports group and filter by without reading the member: the database keeps them through every
 * move, whatever door or script makes it.
 */
describe("a grade's and a title's place is its member's, through every move", () => {
  /** Where the national administrator's report puts a member's grades and titles. */
  async function placesOf(numAcae: string) {
    const seen = [];
    for (const vista of ['grados', 'titulos']) {
      const answer = await custom(t, tokens.admin, {
        vista,
        campos: [],
        agregaciones: ['dojo', 'asociacion'],
        filtros: where(['numAcae', '=', numAcae]),
      });
      expect(answer).toMatchObject({ estado: 0 });
      seen.push(...(answer.res.res as Row[]).map((r) => `${vista}: ${r.dojo} / ${r.asociacion} x${r.count}`));
    }
    return seen;
  }
  /** What a member's two grades and one title are expected to show, in a dojo. */
  async function expected(dojoId: number) {
    const [place] = await t.sql<{ dojo: string; asociacion: string }>(
      `select d.nombre as dojo, s.nombre as asociacion from dojo d join asociacion s on s.id_asoc = d.cf_asoc
       where d.id_dojo = $1`,
      [dojoId],
    );
    return [
      `grados: ${place.dojo} / ${place.asociacion} x2`,
      `titulos: ${place.dojo} / ${place.asociacion} x1`,
    ];
  }
  /** The report grouped by association, dojo and year, as every administrator gets it. */
  const byPlace = REPORTS[1];
  const stillTheStatement = async () => {
    for (const role of ADMINS) await expectStatementGroups(byPlace, role);
  };

  it('a new entry takes its member place; the entries follow the member and the dojo', async () => {
    const member = await newMember(t, places.dojo1);
    const api = gradeApi(t, 'rest', tokens.admin);
    const [belts] = await t.sql<{ ids: number[] }>(
      'select array_agg(idcinturon order by valor) as ids from cinturon',
    );
    const [titleRow] = await t.sql<{ id: number }>('select min(idtitulo) as id from titulo');
    expect(
      (
        await api.addBelts(member.id, [
          { idcinturon: belts.ids[0], fecha: '2019-03-01' },
          { idcinturon: belts.ids[1], fecha: '2020-03-01' },
        ])
      ).ok,
    ).toBe(true);
    expect((await api.addTitles(member.id, [{ cftitulo: titleRow.id, fecha: '2021-03-01' }])).ok).toBe(true);
    expect(await placesOf(member.numAcae)).toEqual(await expected(places.dojo1));

    // The member moves to another dojo, then to another association's dojo.
    await t.sql('update asociado set cf_dojo = $1 where id_aso = $2', [places.sameAsocDojo, member.id]);
    expect(await placesOf(member.numAcae)).toEqual(await expected(places.sameAsocDojo));
    await t.sql('update asociado set cf_dojo = $1, cf_asoc = $2 where id_aso = $3', [
      places.otherAsocDojo,
      places.otherAsoc,
      member.id,
    ]);
    expect(await placesOf(member.numAcae)).toEqual(await expected(places.otherAsocDojo));
    await stillTheStatement();

    // The member's dojo moves to another association, taking its members and their entries.
    await t.sql('update asociado set cf_dojo = $1, cf_asoc = 1 where id_aso = $2', [
      places.sameAsocDojo,
      member.id,
    ]);
    await t.sql('update dojo set cf_asoc = $1 where id_dojo = $2', [places.otherAsoc, places.sameAsocDojo]);
    try {
      expect(await placesOf(member.numAcae)).toEqual(await expected(places.sameAsocDojo));
      await stillTheStatement();
    } finally {
      await t.sql('update dojo set cf_asoc = 1 where id_dojo = $1', [places.sameAsocDojo]);
    }
    expect(await placesOf(member.numAcae)).toEqual(await expected(places.sameAsocDojo));
  });

  it("an entry given to another member takes that member's place", async () => {
    const from = await newMember(t, places.dojo1);
    const to = await newMember(t, places.otherAsocDojo);
    const [title] = await t.sql<{ id: number }>('select min(idtitulo) as id from titulo');
    await t.sql(
      `insert into grado (cf_asociado, cf_cinturon, fecha, nhoras, estado)
       select $1, idcinturon, date '2018-01-01' + valor, 0, -1 from cinturon order by valor limit 2`,
      [from.id],
    );
    await t.sql(
      `insert into asociado_titulo (cf_asociado, cf_titulo, fecha, estado) values ($1, $2, '2021-01-01', -1)`,
      [from.id, title.id],
    );
    expect(await placesOf(from.numAcae)).toEqual(await expected(places.dojo1));
    await t.sql('update grado set cf_asociado = $1 where cf_asociado = $2', [to.id, from.id]);
    await t.sql('update asociado_titulo set cf_asociado = $1 where cf_asociado = $2', [to.id, from.id]);
    expect(await placesOf(from.numAcae)).toEqual([]);
    expect(await placesOf(to.numAcae)).toEqual(await expected(places.otherAsocDojo));
    await stillTheStatement();
  });
});
