import { openWorld } from '../../support/world';
import ExcelJS from 'exceljs';
import type { TestServer } from '../../support/test-server';
import { custom, type Places, type Role } from './reports-support';

/**
 * A report view shows the rows and the private columns its domain's lists and records show the
 * caller, through both doors: the course rule hides an unvalidated course from all but its
 * managers, the enrolment tables show the members one may enrol and a managed course's all, and
 * the exact age of a member only to those who see the member's birth date.
 */

let t: TestServer;
let tokens: Record<Role, string>;
let places: Places;

type Member = { id: number; number: string; age: number; adult: boolean };
/** A member of dojo 1 (the demo plain member) and one of another association. */
let insider: Member;
let outsider: Member;
/** Organised by dojo 1 and validated: both members enrolled. */
let validated: { id: number; title: string };
/** Organised by another dojo of association 1, not validated: the insider enrolled. */
let unvalidated: { id: number; title: string };

async function memberOf(condition: string): Promise<Member> {
  const [m] = await t.sql<Member>(
    `select a.id_aso as id, a.num_acae as number,
       extract(year from age(current_date, a.fecha_nacimiento))::int as age,
       a.fecha_nacimiento <= current_date - interval '18 years' as adult
     from asociado a where a.num_acae is not null and ${condition} order by a.id_aso limit 1`,
  );
  return m;
}

async function course(organiser: number, validatedBy: number | null, title: string) {
  const [c] = await t.sql<{ id: number }>(
    `insert into curso (titulo, ciudad, obs, cf_organiz, cf_val_admi, fecha_ini, fecha_fin)
     values ($1, 'Huesca', 'Curso de la prueba de visibilidad', $2, $3,
             current_date + 20, current_date + 21) returning id_curso as id`,
    [title, organiser, validatedBy],
  );
  return { id: c.id, title };
}

const enrol = (courseId: number, memberId: number) =>
  t.sql('insert into inscripcion (cf_curso, cf_asociado, pagado) values ($1, $2, true)', [
    courseId,
    memberId,
  ]);

beforeAll(async () => {
  ({ t, tokens, where: places } = await openWorld({ ownUploads: true }));
  insider = await memberOf('a.id_aso = 4');
  outsider = await memberOf(`a.cf_asoc = ${places.otherAsoc}`);
  const stamp = `${process.pid}-${Date.now()}`;
  validated = await course(places.dojo1, 1, `Visibilidad validado ${stamp}`);
  unvalidated = await course(places.sameAsocDojo, null, `Visibilidad sin validar ${stamp}`);
  await enrol(validated.id, insider.id);
  await enrol(validated.id, outsider.id);
  await enrol(unvalidated.id, insider.id);
});
afterAll(() => t.close());

type Condition = [field: string, operator: string, value: string];
type Row = Record<string, unknown>;

const REPORT = `query R($input: ReportInput!) { report(input: $input) { columns { key } rows total } }`;

/**
 * The rows of a report through REST (`POST /v1/listado/custom`) and GraphQL (`report`), each as
 * objects by field key; the test fails unless both doors answer the same rows.
 */
async function rows(role: Role, view: string, fields: string[], conditions: Condition[] = []) {
  const groups = conditions.length
    ? [{ nexo: 'Y', filtros: conditions.map(([campo, oper, valor]) => ({ campo, oper, valor })) }]
    : [];
  const rest = await custom(t, tokens[role], {
    vista: view,
    campos: fields,
    filtros: { nexo: 'Y', filtros: groups },
    num: 100,
  });
  expect(rest.estado).toBe(0);
  const filter = conditions.length
    ? {
        connector: 'Y',
        groups: [
          {
            connector: 'Y',
            conditions: conditions.map(([field, operator, value]) => ({ field, operator, value })),
          },
        ],
      }
    : undefined;
  const graphql = await t.graphql(
    REPORT,
    { input: { view, fields, filter, limit: 100 } },
    { token: tokens[role] },
  );
  expect(graphql.errors).toBeUndefined();
  const { columns, rows: cells } = graphql.data!.report as { columns: { key: string }[]; rows: unknown[][] };
  const fromGraphql = cells.map((r) => Object.fromEntries(columns.map((c, i) => [c.key, r[i]])));
  const fromRest = (rest.res.res as Row[]).map((r) => Object.fromEntries(fields.map((f) => [f, r[f]])));
  // GraphQL's cells are texts.
  const asText = (r: Row) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === null ? null : String(v)]));
  expect(fromGraphql).toEqual(fromRest.map(asText));
  return fromRest;
}

describe('inscripciones: the exact age only where the member record shows the birth date (issue 26, 9)', () => {
  it("the organising dojo's administrator sees adult or child of another association's member, never the age", async () => {
    const outsiders = await rows(
      'dojo',
      'inscripciones',
      ['curso', 'edad'],
      [['numAcae', '=', outsider.number]],
    );
    expect(outsiders).toEqual([{ curso: validated.title, edad: null }]);
    // What the enrolment table tells of everyone, the view tells too.
    expect(await rows('dojo', 'inscripciones', ['adulto'], [['numAcae', '=', outsider.number]])).toEqual([
      { adulto: outsider.adult },
    ]);
    // Their own dojo's member keeps the age, as the member record shows it to them.
    const own = await rows(
      'dojo',
      'inscripciones',
      ['curso', 'edad'],
      [
        ['numAcae', '=', insider.number],
        ['curso', '=', validated.title],
      ],
    );
    expect(own).toEqual([{ curso: validated.title, edad: insider.age }]);
  });

  it('a filter or an aggregate of the age does not tell it either', async () => {
    const probe = (age: number) =>
      rows(
        'dojo',
        'inscripciones',
        ['nombre'],
        [
          ['numAcae', '=', outsider.number],
          ['edad', '=', String(age)],
        ],
      );
    expect(await probe(outsider.age)).toEqual([]);
    const grouped = await custom(t, tokens.dojo, {
      vista: 'inscripciones',
      campos: ['max.edad'],
      agregaciones: ['asociacion'],
      filtros: {
        nexo: 'Y',
        filtros: [{ nexo: 'Y', filtros: [{ campo: 'numAcae', oper: '=', valor: outsider.number }] }],
      },
    });
    expect(grouped.res.res.map((r: Row) => r['max.edad'])).toEqual([null]);
    // The national administrator sees every birth date: the age is there to be hidden.
    expect(
      await rows(
        'admin',
        'inscripciones',
        ['edad'],
        [
          ['numAcae', '=', outsider.number],
          ['curso', '=', validated.title],
        ],
      ),
    ).toEqual([{ edad: outsider.age }]);
  });
});

describe('the export reads the same rows and columns', () => {
  it("an organiser's file holds no exact age of another association's member", async () => {
    const response = await fetch(`${t.url}/v1/listado/custom?excel=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: tokens.dojo },
      body: JSON.stringify({
        vista: 'inscripciones',
        campos: ['numAcae', 'edad'],
        filtros: {
          nexo: 'Y',
          filtros: [{ nexo: 'Y', filtros: [{ campo: 'numAcae', oper: '=', valor: outsider.number }] }],
        },
      }),
    });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const sheet = book.getWorksheet('Documento')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(outsider.number);
    expect(sheet.getRow(2).getCell(2).value ?? null).toBeNull();
  });
});

describe('cursos: an unvalidated course only for its managers, as the course list (issue 26, 10)', () => {
  it('the association administrator lists no unvalidated course of their association', async () => {
    const list = await t.rest('GET', '/cursos/', {
      token: tokens.asoc,
      query: { filtro: unvalidated.title },
    });
    expect(list.body.nTot).toBe(0);
    expect(await rows('asoc', 'cursos', ['curso'], [['curso', '=', unvalidated.title]])).toEqual([]);
    expect(await rows('admin', 'cursos', ['curso'], [['curso', '=', unvalidated.title]])).toEqual([
      { curso: unvalidated.title },
    ]);
  });

  it("nor do enrolments in it reach another dojo's administrator", async () => {
    const own = await rows('dojo', 'inscripciones', ['curso'], [['numAcae', '=', insider.number]]);
    expect(own.map((r) => r.curso)).toContain(validated.title);
    expect(own.map((r) => r.curso)).not.toContain(unvalidated.title);
  });
});

describe("the association administrator's enrolments: the rows of their enrolment table", () => {
  it("leave out another association's member in a course their association organises", async () => {
    const table = await t.rest('GET', '/cursos/listAlum', {
      token: tokens.asoc,
      query: { curso: String(validated.id), soloInscritos: 'true' },
    });
    expect(table.body.res.map((r: { idAso: number }) => r.idAso)).toEqual([insider.id]);
    expect(await rows('asoc', 'inscripciones', ['curso'], [['numAcae', '=', outsider.number]])).toEqual([]);
    expect(
      await rows(
        'asoc',
        'inscripciones',
        ['curso'],
        [
          ['numAcae', '=', insider.number],
          ['curso', '=', validated.title],
        ],
      ),
    ).toEqual([{ curso: validated.title }]);
  });

  it('and the counts of a course count those rows; the counters of the enrolment modal stay course-wide', async () => {
    const counts = ['nInscritos', 'nPagados'];
    const filter: Condition[] = [['curso', '=', validated.title]];
    expect(await rows('asoc', 'cursos', counts, filter)).toEqual([{ nInscritos: 1, nPagados: 1 }]);
    expect(await rows('dojo', 'cursos', counts, filter)).toEqual([{ nInscritos: 2, nPagados: 2 }]);
    expect(await rows('admin', 'cursos', counts, filter)).toEqual([{ nInscritos: 2, nPagados: 2 }]);
  });
});

describe('every other view holds the rows of its list', () => {
  const listed = async (role: Role, path: string, query: Record<string, string> = {}) =>
    (await t.rest('GET', path, { token: tokens[role], query })).body.nTot as number;
  const viewed = async (role: Role, vista: string, campo: string) =>
    (await custom(t, tokens[role], { vista, campos: [campo] })).res.nTot as number;

  it.each(['admin', 'asoc', 'dojo'] as const)('for the %s administrator', async (role) => {
    expect(await viewed(role, 'asociados', 'nombre')).toBe(await listed(role, '/asociados/'));
    expect(await viewed(role, 'remesas', 'anio')).toBe(await listed(role, '/cuotas'));
    const entries = (await viewed(role, 'grados', 'nombre')) + (await viewed(role, 'titulos', 'nombre'));
    expect(entries).toBe(await listed(role, '/grados'));
  });

  it("courses: the association's in the course list, and all of them for the national administrator", async () => {
    expect(await viewed('asoc', 'cursos', 'curso')).toBe(await listed('asoc', '/cursos/', { idAsoc: '1' }));
    expect(await viewed('admin', 'cursos', 'curso')).toBe(await listed('admin', '/cursos/'));
  });
});
