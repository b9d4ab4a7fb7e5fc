import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { custom, membersWhere, where, type Places, type Role } from './reports-support';

let t: TestServer;
let tokens: Record<Role, string>;
let places: Places;
beforeAll(async () => {
  ({ t, tokens, where: places } = await openWorld({ ownUploads: true }));
});
afterAll(() => t.close());

const AGE = 'extract(year from age(current_date, a.fecha_nacimiento))';
const cond = (campo: string, oper: string, valor: unknown) => ({ campo, oper, valor });

describe('Y / O nesting (part 3 §3)', () => {
  it('groups joined by O, conditions inside joined by Y or O', async () => {
    const filtros = {
      nexo: 'O',
      filtros: [
        { nexo: 'Y', filtros: [cond('edad', '>=', 60), cond('ultima_cuota', '=', 2025)] },
        { nexo: 'O', filtros: [cond('edad', '<', 10), cond('activo', '=', 'false')] },
      ],
    };
    const answer = await custom(t, tokens.admin, { vista: 'asociados', campos: ['nombre'], filtros });
    expect(answer.res.nTot).toBe(
      await membersWhere(
        t,
        `(${AGE} >= 60 and (select u.anio from cuota_ultima u where u.cf_asociado = a.id_aso) = 2025)
           or (${AGE} < 10 or not a.activo)`,
      ),
    );
  });

  it('groups joined by Y', async () => {
    const filtros = {
      nexo: 'Y',
      filtros: [
        { nexo: 'O', filtros: [cond('edad', '>=', 60), cond('edad', '<', 12)] },
        { nexo: 'Y', filtros: [cond('adulto', '=', 'true')] },
      ],
    };
    const answer = await custom(t, tokens.admin, { vista: 'asociados', campos: ['nombre'], filtros });
    expect(answer.res.nTot).toBe(await membersWhere(t, `(${AGE} >= 60 or ${AGE} < 12) and ${AGE} >= 18`));
  });

  it('an empty group is ignored, and no filter is every row', async () => {
    const answer = await custom(t, tokens.admin, {
      vista: 'asociados',
      campos: ['nombre'],
      filtros: { nexo: 'Y', filtros: [{ nexo: 'Y', filtros: [] }] },
    });
    expect(answer.res.nTot).toBe(await membersWhere(t, 'true'));
  });
});

describe('grouping (agregaciones) with each function and the count', () => {
  it.each(['max', 'min', 'avg'])('%s of age by dojo, with the rows of each group counted', async (fn) => {
    const answer = await custom(t, tokens.admin, {
      vista: 'asociados',
      campos: [`${fn}.edad`],
      agregaciones: ['dojo'],
      orden: 'dojo ASC',
      num: 100,
    });
    expect(answer.estado).toBe(0);
    const expected = await t.sql<{ dojo: string; v: string; n: number }>(
      `select d.nombre as dojo, ${fn === 'avg' ? `round(avg(${AGE})::numeric, 2)` : `${fn}(${AGE})::int`} as v, count(*)::int as n
       from asociado a join dojo d on d.id_dojo = a.cf_dojo group by d.nombre order by d.nombre limit 100`,
    );
    expect(answer.res.res).toEqual(
      expected.map((r) => ({ dojo: r.dojo, [`${fn}.edad`]: Number(r.v), count: r.n })),
    );
    expect(answer.res.nombres).toEqual([
      'Dojo',
      `${{ max: 'Máximo', min: 'Mínimo', avg: 'Media' }[fn]} de Edad`,
      'Número',
    ]);
    const [{ n }] = await t.sql<{ n: number }>(
      `select count(distinct d.nombre)::int as n from asociado a join dojo d on d.id_dojo = a.cf_dojo`,
    );
    expect(answer.res.nTot).toBe(n);
  });

  it('two dojos of one name in two associations stay two groups', async () => {
    const [{ nombre }] = await t.sql<{ nombre: string }>('select nombre from dojo where id_dojo = 1');
    const [{ id }] = await t.sql<{ id: number }>(
      `insert into dojo (nombre, ciudad, cf_asoc, cf_pais, cf_provincia)
       select nombre, ciudad, $1, cf_pais, cf_provincia from dojo where id_dojo = 1 returning id_dojo as id`,
      [places.otherAsoc],
    );
    await t.sql(
      `insert into asociado (dni, nombre, apellido, fecha_nacimiento, cf_dojo, cf_asoc) values ('HOMONIMO1', 'Homónimo', 'Uno', '1990-01-01', $1, $2)`,
      [id, places.otherAsoc],
    );
    const answer = await custom(t, tokens.admin, {
      vista: 'asociados',
      campos: [],
      agregaciones: ['dojo'],
      num: 100,
      orden: 'dojo ASC',
    });
    const same = answer.res.res.filter((r: { dojo: string }) => r.dojo === nombre);
    expect(same.map((r: { count: number }) => r.count).sort((a: number, b: number) => a - b)).toEqual([
      1,
      await membersWhere(t, 'a.cf_dojo = 1'),
    ]);
    await t.sql('delete from asociado where dni = $1', ['HOMONIMO1']);
    await t.sql('delete from dojo where id_dojo = $1', [id]);
  });

  it('sum of the members of dojos, grouped by country', async () => {
    const answer = await custom(t, tokens.admin, {
      vista: 'dojos',
      campos: ['sum.nAsociados'],
      agregaciones: ['pais'],
      orden: 'sum.nAsociados DESC',
    });
    const expected = await t.sql<{ pais: string; n: number; dojos: number }>(
      `select p.nombre as pais, count(a.id_aso)::int as n, count(distinct d.id_dojo)::int as dojos
       from dojo d join pais p on p.id_pais = d.cf_pais left join asociado a on a.cf_dojo = d.id_dojo
       group by p.nombre order by n desc, p.nombre`,
    );
    expect(answer.res.res).toEqual(
      expected.map((r) => ({ pais: r.pais, 'sum.nAsociados': r.n, count: r.dojos })),
    );
  });

  it('two groupings, and the belt grouped by its description in ladder order', async () => {
    const answer = await custom(t, tokens.admin, {
      vista: 'asociados',
      campos: [],
      agregaciones: ['ultimogrado', 'adulto'],
      orden: 'ultimogrado DESC',
      num: 100,
    });
    expect(answer.estado).toBe(0);
    const totals = answer.res.res.reduce((sum: number, row: { count: number }) => sum + row.count, 0);
    expect(totals).toBe(await membersWhere(t, 'true'));
    const ranks = await t.sql<{ descripcion: string; valor: number }>(
      'select descripcion, valor from cinturon',
    );
    const rank = new Map(ranks.map((r) => [r.descripcion, r.valor]));
    const shown = answer.res.res.map((r: { ultimogrado: string | null }) => r.ultimogrado).filter(Boolean);
    expect(shown.map((d: string) => rank.get(d))).toEqual(
      [...shown.map((d: string) => rank.get(d))].sort((a, b) => b - a),
    );
  });

  it('refuses a plain field while grouping, a function the field lacks, and a prefix without grouping', async () => {
    for (const body of [
      { campos: ['nombre'], agregaciones: ['dojo'] },
      { campos: ['sum.edad'], agregaciones: ['dojo'] },
      { campos: ['max.nombre'], agregaciones: ['dojo'] },
      { campos: ['max.edad'] },
      { campos: ['edad'], agregaciones: ['nombre'] },
    ]) {
      const answer = await custom(t, tokens.admin, { vista: 'asociados', ...body });
      expect([body, answer.res.mensaje]).toEqual([body, 'Valor no válido']);
    }
  });
});

describe('order and paging', () => {
  it('sorts by a column either way, ties broken so that pages neither repeat nor skip', async () => {
    const seen: number[] = [];
    for (let ini = 0; ini < 45; ini += 15) {
      const page = await custom(t, tokens.admin, {
        vista: 'asociados',
        campos: ['numAcae', 'edad'],
        orden: 'edad DESC',
        ini,
        num: 15,
      });
      expect(page.res.nRes).toBe(15);
      seen.push(...page.res.res.map((r: { edad: number }) => r.edad));
    }
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const all = await custom(t, tokens.admin, {
      vista: 'asociados',
      campos: ['numAcae'],
      orden: 'numAcae ASC',
      num: 100,
    });
    const first = await custom(t, tokens.admin, {
      vista: 'asociados',
      campos: ['numAcae'],
      orden: 'numAcae ASC',
      num: 50,
    });
    const second = await custom(t, tokens.admin, {
      vista: 'asociados',
      campos: ['numAcae'],
      orden: 'numAcae ASC',
      ini: 50,
      num: 50,
    });
    expect([...first.res.res, ...second.res.res]).toEqual(all.res.res);
  });

  it('a page past the end is empty and still counts the rows', async () => {
    const answer = await custom(t, tokens.admin, {
      vista: 'asociados',
      campos: ['nombre'],
      agregaciones: [],
      ini: 100000,
    });
    expect(answer.res).toMatchObject({ res: [], nRes: 0, nTot: await membersWhere(t, 'true') });
    const grouped = await custom(t, tokens.admin, {
      vista: 'asociados',
      campos: [],
      agregaciones: ['dojo'],
      ini: 100000,
    });
    expect(grouped.res.nTot).toBeGreaterThan(1);
  });

  it('page sizes 15, 50 and 100 only', async () => {
    const answer = await custom(t, tokens.admin, { vista: 'asociados', campos: ['nombre'], num: 1000 });
    expect(answer.res.mensaje).toBe('Número no válido');
  });
});

describe('scope by role (part 3 §6)', () => {
  it("an association administrator's report holds only their association's members", async () => {
    const answer = await custom(t, tokens.asoc, {
      vista: 'asociados',
      campos: [],
      agregaciones: ['asociacion'],
    });
    const [own] = await t.sql<{ nombre: string }>('select nombre from asociacion where id_asoc = 1');
    expect(answer.res.res).toEqual([
      { asociacion: own.nombre, count: await membersWhere(t, 'a.cf_asoc = 1') },
    ]);
    const other = await t.sql<{ nombre: string }>('select nombre from dojo where id_dojo = $1', [
      places.otherAsocDojo,
    ]);
    const filtered = await custom(t, tokens.asoc, {
      vista: 'asociados',
      campos: ['nombre'],
      filtros: where(['dojo', '=', other[0].nombre]),
    });
    // Another association's dojo is not among the values this administrator may pick.
    expect(filtered.res.mensaje).toBe('Valor no válido');
  });

  it("a dojo administrator's report holds their dojo's members; dojos only theirs", async () => {
    const answer = await custom(t, tokens.dojo, { vista: 'asociados', campos: ['nombre'] });
    expect(answer.res.nTot).toBe(await membersWhere(t, 'a.cf_dojo = $1', [places.dojo1]));
    const dojos = await custom(t, tokens.dojo, { vista: 'dojos', campos: ['dojo'] });
    expect(dojos.res.nTot).toBe(1);
  });

  it('distinct values are scoped too, sorted, and a ladder field answers its values', async () => {
    const values = await t.rest('POST', '/listado/distim_custom', {
      token: tokens.asoc,
      body: { vista: 'asociados', agregaciones: ['dojo'], num: 10000 },
    });
    const expected = await t.sql<{ nombre: string }>(
      'select distinct d.nombre from asociado a join dojo d on d.id_dojo = a.cf_dojo where a.cf_asoc = 1 order by 1',
    );
    expect(values.body.res.res).toEqual(expected.map((r) => ({ dojo: r.nombre })));
    const belts = await t.rest('POST', '/listado/distim_custom', {
      token: tokens.admin,
      body: { vista: 'asociados', agregaciones: ['ultimogrado'] },
    });
    const first = belts.body.res.res[0];
    expect(Object.keys(first)).toEqual(['ultimogrado', 'valorultimogrado']);
    expect(typeof first.valorultimogrado).toBe('number');
  });

  it('a plain member is refused every call', async () => {
    const token = tokens.miembro;
    const calls = [
      t.rest('POST', '/listado/permisos_vista', { token }),
      t.rest('POST', '/listado/campos_filtrar', { token, query: { vista: 'asociados' } }),
      t.rest('POST', '/listado/custom', { token, body: { vista: 'asociados', campos: ['nombre'] } }),
      t.rest('POST', '/listado/distim_custom', {
        token,
        body: { vista: 'asociados', agregaciones: ['dojo'] },
      }),
      t.rest('GET', '/listado/listPlantillas', { token, query: { app: 'asociados' } }),
      t.rest('GET', '/listado/plantillaPorDefecto', { token }),
    ];
    for (const answer of await Promise.all(calls))
      expect(answer.body.res).toMatchObject({ codigo: 'FORBIDDEN', mensaje: 'Permiso denegado' });
    const graph = await t.graphql('{ reportViews { code } }', {}, { token });
    expect(graph.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the messages of part 3 §5, before anything runs', () => {
  it.each([
    ['a condition without operator', where(['edad', '', 3]), 'Faltan datos'],
    ['a condition without value', where(['edad', '>=', '']), 'Faltan datos'],
    ['a condition without field', where(['', '=', 'x']), 'Faltan datos'],
    ['a number that is not one', where(['edad', '>=', 'cuarenta']), 'Número no válido'],
    ['negative days', where(['diasAlta', '>=', -1]), 'Número no válido'],
    ['a dojo that is not in the list', where(['dojo', '=', 'Dojo que no existe']), 'Valor no válido'],
    ['a belt value that is not on the ladder', where(['ultimogrado', '=', 99999]), 'Valor no válido'],
  ])('%s', async (_, filtros, message) => {
    const answer = await custom(t, tokens.admin, { vista: 'asociados', campos: ['nombre'], filtros });
    expect(answer.estado).not.toBe(0);
    expect(answer.res.mensaje).toBe(message);
  });

  it('no fields and no grouping: Faltan datos; in English and French too', async () => {
    expect((await custom(t, tokens.admin, { vista: 'asociados', campos: [] })).res.mensaje).toBe(
      'Faltan datos',
    );
    expect((await custom(t, tokens.admin, { vista: 'asociados', campos: [] }, 'en')).res.mensaje).toBe(
      'Data missing',
    );
    expect((await custom(t, tokens.admin, { vista: 'asociados', campos: ['x'] }, 'fr')).res.mensaje).toBe(
      'Valeur non valide',
    );
  });
});

describe('GraphQL twins', () => {
  const REPORT = `query R($input: ReportInput!) { report(input: $input) { columns { key name type } rows returned total } }`;

  it('views, fields, a report and values through one service', async () => {
    const views = await t.graphql(
      '{ reportViews { code name } }',
      {},
      { token: tokens.admin, headers: { 'accept-language': 'en' } },
    );
    expect(views.data!.reportViews[0]).toEqual({ code: 'asociados', name: 'Members' });
    const fields = await t.graphql(
      'query { reportFields(view: "asociados") { key type groupable aggregatable functions } }',
      {},
      { token: tokens.admin },
    );
    expect(fields.data!.reportFields).toContainEqual({
      key: 'edad',
      type: 'edad',
      groupable: true,
      aggregatable: true,
      functions: ['max', 'min', 'avg'],
    });
    const answer = await t.graphql(
      REPORT,
      {
        input: {
          view: 'asociados',
          fields: ['avg.edad'],
          groupBy: ['adulto'],
          orderBy: 'adulto ASC',
          filter: {
            connector: 'Y',
            groups: [{ connector: 'Y', conditions: [{ field: 'activo', operator: '=', value: 'true' }] }],
          },
        },
      },
      { token: tokens.asoc },
    );
    expect(answer.data!.report.columns.map((c: { key: string }) => c.key)).toEqual([
      'adulto',
      'avg.edad',
      'count',
    ]);
    expect(answer.data!.report.rows).toHaveLength(2);
    const counted = answer.data!.report.rows.reduce((n: number, r: string[]) => n + Number(r[2]), 0);
    expect(counted).toBe(await membersWhere(t, 'a.cf_asoc = 1 and a.activo'));
    const values = await t.graphql(
      'query { reportValues(view: "asociados", field: "adulto") { value label } }',
      {},
      { token: tokens.admin },
    );
    expect(values.data!.reportValues).toEqual([
      { value: 'true', label: 'Sí' },
      { value: 'false', label: 'No' },
    ]);
    const refused = await t.graphql(
      REPORT,
      { input: { view: 'asociados', fields: ['nombre'], orderBy: 'x' } },
      { token: tokens.admin },
    );
    expect(refused.errors![0].message).toBe('Valor no válido');
  });
});
