import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { custom, type Places, type Role } from './reports-support';

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

describe.each(REPORTS)('$view grouped by $groupBy', ({ view, fields, groupBy, groups, aggregates }) => {
  const keys = [...groupBy, ...fields, 'count'];

  it.each(ADMINS)('as %s: the groups of the statement with every join', async (role) => {
    const rows = await allRows(role, { vista: view, campos: fields, agregaciones: groupBy });
    const condition =
      role === 'admin' ? 'true' : VIEWS[view].place[role].replaceAll('$DOJO', String(places.dojo1));
    const expected = await t.sql<Row>(
      `select ${groups}${aggregates}, count(*)::int as count from ${VIEWS[view].from}
       where ${condition} group by ${groupBy.map((_, i) => i + 1).join(', ')}`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(rows, keys)).toEqual(sorted(expected, keys));
  });
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
