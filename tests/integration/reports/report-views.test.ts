import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { custom, where, type Places, type Role } from './reports-support';

let t: TestServer;
let tokens: Record<Role, string>;
let places: Places;
beforeAll(async () => {
  ({ t, tokens, where: places } = await openWorld({ ownUploads: true }));
});
afterAll(() => t.close());

/** Each view's rows as SQL written apart from the catalogue, and where each role's rows are. */
const VIEWS: Record<string, { from: string; asoc: string; dojo: string; field: string }> = {
  remesas: {
    from: 'remesa r join dojo d on d.id_dojo = r.cf_dojo',
    asoc: 'r.cf_asoc = 1',
    dojo: 'r.cf_dojo = $DOJO',
    field: 'anio',
  },
  cuotas: {
    from: 'cuota c join remesa r on r.id_rem = c.cf_remesa join asociado a on a.id_aso = c.cf_asociado',
    asoc: 'r.cf_asoc = 1',
    dojo: 'r.cf_dojo = $DOJO',
    field: 'nombre',
  },
  grados: {
    from: 'grado x join asociado a on a.id_aso = x.cf_asociado join cinturon c on c.idcinturon = x.cf_cinturon',
    asoc: 'a.cf_asoc = 1',
    dojo: 'a.cf_dojo = $DOJO',
    field: 'nombre',
  },
  titulos: {
    from: 'asociado_titulo x join asociado a on a.id_aso = x.cf_asociado join titulo ti on ti.idtitulo = x.cf_titulo',
    asoc: 'a.cf_asoc = 1',
    dojo: 'a.cf_dojo = $DOJO',
    field: 'nombre',
  },
  // An unvalidated course only for its managers, as the course list shows it.
  cursos: {
    from: 'curso c join dojo o on o.id_dojo = c.cf_organiz',
    asoc: 'o.cf_asoc = 1 and c.cf_val_admi is not null',
    dojo: 'c.cf_organiz = $DOJO',
    field: 'curso',
  },
  // The enrolment tables' rows: in a course seen, the members one may enrol, and a managed course's all.
  inscripciones: {
    from: 'inscripcion i join curso c on c.id_curso = i.cf_curso join dojo o on o.id_dojo = c.cf_organiz join asociado a on a.id_aso = i.cf_asociado',
    asoc: 'c.cf_val_admi is not null and (a.id_aso = 2 or a.cf_asoc = 1)',
    dojo: '(c.cf_val_admi is not null or c.cf_organiz = $DOJO) and (a.id_aso = 3 or a.cf_dojo = $DOJO or c.cf_organiz = $DOJO)',
    field: 'nombre',
  },
};

async function count(view: string, condition: string): Promise<number> {
  const v = VIEWS[view];
  const [row] = await t.sql<{ n: number }>(
    `select count(*)::int as n from ${v.from} where ${condition.replaceAll('$DOJO', String(places.dojo1))}`,
  );
  return row.n;
}

const total = async (token: string, vista: string, campos: string[], filtros?: unknown) => {
  const answer = await custom(t, token, { vista, campos, filtros });
  expect(answer.estado).toBe(0);
  return answer.res.nTot as number;
};

describe.each(Object.keys(VIEWS))('the %s view', (view) => {
  it('holds every row for the national administrator, the place of the others', async () => {
    const campos = [VIEWS[view].field];
    const all = await count(view, 'true');
    expect(all).toBeGreaterThan(0);
    expect(await total(tokens.admin, view, campos)).toBe(all);
    expect(await total(tokens.asoc, view, campos)).toBe(await count(view, VIEWS[view].asoc));
    expect(await total(tokens.dojo, view, campos)).toBe(await count(view, VIEWS[view].dojo));
    expect((await custom(t, tokens.miembro, { vista: view, campos })).res.codigo).toBe('FORBIDDEN');
  });
});

describe('the fields of the other views, one per type', () => {
  it.each([
    ['remesas', 'anio', '>=', '2025', 'r.anio >= 2025'],
    ['remesas', 'nivelValidacion', '=', '3', 'r.cf_asoc_val_admi is not null'],
    ['remesas', 'diasCreada', '>=', '0', 'true'],
    ['remesas', 'nCuotas', '>', '3', 'r.num_ad + r.num_ni > 3'],
    ['cuotas', 'adulto', '=', 'false', "c.tipo = 'N'"],
    ['cuotas', 'validado', '!=', 'true', 'r.cf_asoc_val_admi is null'],
    ['grados', 'validado', '=', 'true', 'x.estado >= 0'],
    ['grados', 'nhoras', '>=', '12,5', 'x.nhoras >= 12.5'],
    ['grados', 'antiguedad', '<', '365', 'x.fecha > current_date - 365'],
    ['titulos', 'anio', '<=', '2020', 'extract(year from x.fecha) <= 2020'],
    ['cursos', 'validado', '=', 'true', 'c.cf_val_admi is not null'],
    ['cursos', 'diasHastaInicio', '>=', '0', 'c.fecha_ini >= current_date'],
    ['inscripciones', 'pagado', '=', 'true', 'i.pagado'],
    ['inscripciones', 'edad', '<', '18', 'extract(year from age(current_date, a.fecha_nacimiento)) < 18'],
  ])('%s.%s %s %s', async (view, campo, oper, valor, sql) => {
    const filtros = where([campo, oper, valor]);
    expect(await total(tokens.admin, view, [VIEWS[view].field], filtros)).toBe(await count(view, sql));
  });

  it("the belt of a grade filters on the ladder's value and groups by its description", async () => {
    const [{ valor }] = await t.sql<{ valor: number }>(
      'select c.valor from grado x join cinturon c on c.idcinturon = x.cf_cinturon order by 1 desc limit 1',
    );
    expect(await total(tokens.admin, 'grados', ['nombre'], where(['grado', '>=', String(valor)]))).toBe(
      await count('grados', `c.valor >= ${valor}`),
    );
    const grouped = await custom(t, tokens.admin, {
      vista: 'grados',
      campos: ['max.valorGrado', 'sum.nhoras'],
      agregaciones: ['grado'],
      num: 100,
    });
    const expected = await t.sql<{ n: number }>('select count(distinct cf_cinturon)::int as n from grado');
    expect(grouped.res.nTot).toBe(expected[0].n);
  });

  it('the title filters on its value', async () => {
    const [{ valor }] = await t.sql<{ valor: number }>(
      'select ti.valor from asociado_titulo x join titulo ti on ti.idtitulo = x.cf_titulo limit 1',
    );
    expect(await total(tokens.admin, 'titulos', ['nombre'], where(['titulo', '=', String(valor)]))).toBe(
      await count('titulos', `ti.valor = ${valor}`),
    );
  });

  it('fees per year, grouped, sum to the fees', async () => {
    const answer = await custom(t, tokens.asoc, {
      vista: 'cuotas',
      campos: [],
      agregaciones: ['anio'],
      orden: 'anio DESC',
    });
    const counted = answer.res.res.reduce((n: number, r: { count: number }) => n + r.count, 0);
    expect(counted).toBe(await count('cuotas', 'r.cf_asoc = 1'));
  });

  it('courses: enrolled, attended and paid summed per organiser', async () => {
    const answer = await custom(t, tokens.admin, {
      vista: 'cursos',
      campos: ['sum.nInscritos', 'sum.nAsistentes', 'sum.nPagados'],
      agregaciones: ['asociacion'],
      num: 100,
    });
    const sum = (k: string) => answer.res.res.reduce((n: number, r: Record<string, number>) => n + r[k], 0);
    const [row] = await t.sql<{ n: number; a: number; p: number }>(
      'select count(*)::int as n, count(*) filter (where asistencia)::int as a, count(*) filter (where pagado)::int as p from inscripcion',
    );
    expect([sum('sum.nInscritos'), sum('sum.nAsistentes'), sum('sum.nPagados')]).toEqual([
      row.n,
      row.a,
      row.p,
    ]);
  });
});
