import ExcelJS from 'exceljs';
import type { TestServer } from '../../support/test-server';
import {
  dojoAdminOf,
  download,
  enrol,
  fileName,
  newCourse,
  newMember,
  openCoursesWorld,
  readWorkbook,
  rowsFrom,
  type Member,
  type Role,
} from './exports-support';

// Part 2 §2.10 and §7, issue 12: the enrolled list as xlsx, simple (descargar_alumnosExcel) and
// complete (descargar_alumnosExcelComp), read back cell by cell; formula-looking texts stay text.

let t: TestServer;
let tokens: Record<Role, string>;
let course: { id: number; sessionIds: number[] };
let formula: Member;
let accents: Member;
let neighbour: Member;
let foreign: Member;
let neighbourAdmin: string;

beforeAll(async () => {
  const world = await openCoursesWorld();
  ({ t, tokens } = world);
  course = await newCourse(t, {
    sessions: [
      { date: '2030-03-13', start: '10:00', end: '13:00', description: 'Sesión de mañana', kind: 'S' },
      { date: '2030-03-14', start: '17:00', end: '19:30', description: 'Sesión de tarde', kind: 'S' },
      { date: '2030-03-14', start: '21:30', end: '23:00', description: 'Cena del curso', kind: 'E' },
    ],
  });
  const [morning, evening, dinner] = course.sessionIds;
  formula = await newMember(t, 1, '-2+3', '=HYPERLINK("http://mal.example","x")');
  accents = await newMember(t, 1, 'José', 'Núñez Peña');
  neighbour = await newMember(t, world.sameAsocDojo, 'Marta', 'Otra Sala');
  foreign = await newMember(t, world.otherAsocDojo, 'Iker', 'Lejos');
  neighbourAdmin = (await dojoAdminOf(t, world.sameAsocDojo)).token;
  await enrol(t, course.id, formula.id, {
    paid: true,
    attended: true,
    entries: [
      { sessionId: morning, attended: true, paid: true },
      { sessionId: dinner, count: 2, paid: true },
    ],
  });
  await enrol(t, course.id, accents.id, { clause: false, entries: [{ sessionId: evening }] });
  await enrol(t, course.id, neighbour.id, { entries: [{ sessionId: morning }] });
  await enrol(t, course.id, foreign.id, { entries: [{ sessionId: evening }] });
  await enrol(t, course.id, 4, { entries: [{ sessionId: morning }, { sessionId: evening }] });
});
afterAll(() => t.close());

const HEADINGS = [
  'Número',
  'Apellidos',
  'Nombre',
  'Dojo',
  'Edad',
  'Cláusulas aceptadas',
  'Pagado',
  'Asistido',
];

async function dojoName(id: number): Promise<string> {
  const [row] = await t.sql(
    'select d.nombre from asociado a join dojo d on d.id_dojo = a.cf_dojo where a.id_aso = $1',
    [id],
  );
  return row.nombre;
}

it('lists every enrolled member for the organiser, by number, formula-looking texts kept as text', async () => {
  const response = await download(t, 'descargar_alumnosExcel', tokens.dojo, { curso: String(course.id) });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('spreadsheetml');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(fileName(response)).toBe('Inscritos Cádiz marzo 2030.xlsx');
  expect(response.headers.get('content-disposition')).toContain('filename="Inscritos Cadiz marzo 2030.xlsx"');
  const sheet = await readWorkbook(response);
  expect(rowsFrom(sheet, 1)[0]).toEqual(HEADINGS);
  const rows = rowsFrom(sheet, 2);
  const numbers = rows.map((r) => r[0] as string);
  expect(numbers).toEqual([...numbers].sort());
  expect(rows).toHaveLength(5);
  const byNumber = new Map(rows.map((r) => [r[0], r]));
  expect(byNumber.get(formula.numAcae)).toEqual([
    formula.numAcae,
    formula.lastName,
    '-2+3',
    await dojoName(formula.id),
    'Adulto',
    'Sí',
    'Sí',
    'Sí',
  ]);
  expect(byNumber.get(accents.numAcae)).toEqual([
    accents.numAcae,
    'Núñez Peña',
    'José',
    await dojoName(accents.id),
    'Adulto',
    'No',
    'No',
    'No',
  ]);
  const rowOf = (numAcae: string) => {
    let found: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === numAcae) found = row;
    });
    return found!;
  };
  for (const cell of [rowOf(formula.numAcae).getCell(2), rowOf(formula.numAcae).getCell(3)]) {
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.formula).toBeUndefined();
    expect(cell.numFmt).toBe('@');
  }
  expect(rowOf(accents.numAcae).getCell(2).numFmt).not.toBe('@');
});

it('adds a column group per session and event in the complete list', async () => {
  const response = await download(t, 'descargar_alumnosExcelComp', tokens.admin, { cod: String(course.id) });
  expect(fileName(response)).toBe('Inscritos completo Cádiz marzo 2030.xlsx');
  const sheet = await readWorkbook(response);
  const [top, sub] = rowsFrom(sheet, 1);
  expect(top.slice(0, 8)).toEqual(HEADINGS);
  // Merged cells read back with their master's value.
  expect(top.slice(8)).toEqual([
    '13/03/2030 10:00–13:00 Sesión de mañana',
    '13/03/2030 10:00–13:00 Sesión de mañana',
    '14/03/2030 17:00–19:30 Sesión de tarde',
    '14/03/2030 17:00–19:30 Sesión de tarde',
    '14/03/2030 21:30–23:00 Cena del curso',
    '14/03/2030 21:30–23:00 Cena del curso',
    '14/03/2030 21:30–23:00 Cena del curso',
  ]);
  expect(sub.slice(8)).toEqual([
    'Asistido',
    'Pagado',
    'Asistido',
    'Pagado',
    'Asistentes',
    'Asistido',
    'Pagado',
  ]);
  const rows = rowsFrom(sheet, 3);
  expect(rows).toHaveLength(5);
  const mine = rows.find((r) => r[0] === formula.numAcae)!;
  expect(mine.slice(8)).toEqual(['Sí', 'Sí', undefined, undefined, 2, 'No', 'Sí']);
  const theirs = rows.find((r) => r[0] === accents.numAcae)!;
  expect(theirs.slice(8)).toEqual([undefined, undefined, 'No', 'No']);
});

it('gives another dojo administrator only the enrolled members they may enrol', async () => {
  for (const call of ['descargar_alumnosExcel', 'descargar_alumnosExcelComp']) {
    const response = await download(t, call, neighbourAdmin, { curso: String(course.id) });
    const rows = rowsFrom(await readWorkbook(response), call.endsWith('Comp') ? 3 : 2);
    expect(rows.map((r) => r[0])).toEqual([neighbour.numAcae]);
  }
});

it('is refused to a plain member, to an anonymous caller and for a course the caller cannot see', async () => {
  const plain = await download(t, 'descargar_alumnosExcel', tokens.miembro, { curso: String(course.id) });
  expect(plain.headers.get('content-type')).toContain('application/json');
  expect(await plain.json()).toEqual({
    estado: 1,
    res: { titulo: 'Listado erróneo', mensaje: 'Permiso denegado', codigo: 'FORBIDDEN' },
  });
  const anonymous = await download(t, 'descargar_alumnosExcel', null, { curso: String(course.id) });
  expect(await anonymous.json()).toMatchObject({ estado: 1, res: { titulo: 'Listado erróneo' } });

  const hidden = await newCourse(t, {
    validated: false,
    sessions: [{ date: '2030-05-01', start: '10:00', end: '12:00', description: 'Sesión', kind: 'S' }],
  });
  const refused = await download(t, 'descargar_alumnosExcel', neighbourAdmin, { curso: String(hidden.id) });
  expect(await refused.json()).toMatchObject({
    estado: 1,
    res: { codigo: 'NOT_FOUND', titulo: 'Listado erróneo' },
  });
  const junk = await download(t, 'descargar_alumnosExcel', tokens.admin, { curso: '1; drop table curso' });
  expect(await junk.json()).toMatchObject({ estado: 1, res: { codigo: 'BAD_USER_INPUT' } });
});

it('names the file and its headings in the language asked', async () => {
  const expectations = [
    ['en', 'Enrolled Cádiz March 2030.xlsx', 'Number'],
    ['fr', 'Inscrits Cádiz mars 2030.xlsx', 'Numéro'],
  ];
  for (const [lang, name, heading] of expectations) {
    const response = await download(t, 'descargar_alumnosExcel', tokens.dojo, {
      curso: String(course.id),
      lang,
    });
    expect(fileName(response)).toBe(name);
    expect(rowsFrom(await readWorkbook(response), 1)[0][0]).toBe(heading);
  }
  const response = await fetch(`${t.url}/v1/cursos/descargar_plantilla_Excel?curso=${course.id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.dojo}`, 'accept-language': 'en-GB,en;q=0.9' },
  });
  expect(fileName(response)).toBe('Sign-in sheet Cádiz March 2030.xlsx');
});
