import { execFile } from 'node:child_process';
import path from 'node:path';
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

// Part 2 §2.10 and §7, issue 12: the attendance sheet to print and sign, as PDF
// (descargar_plantilla, its text extracted with pdf.js) and as xlsx (descargar_plantilla_Excel).

let t: TestServer;
let tokens: Record<Role, string>;
let course: { id: number; sessionIds: number[] };
let formula: Member;
let accents: Member;
let neighbour: Member;
let neighbourAdmin: string;

type PdfText = { pages: string[][][]; info: Record<string, unknown> };

/** The PDF's text, page by page and line by line (pdf-text.mjs). */
async function pdfText(response: Response): Promise<PdfText> {
  const data = Buffer.from(await response.arrayBuffer());
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, 'pdf-text.mjs')],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as PdfText)),
    );
    child.stdin!.end(data);
  });
}

const session = (date: string, start: string, description: string, kind: 'S' | 'E' = 'S') => ({
  date,
  start,
  end: '20:00',
  description,
  kind,
});

beforeAll(async () => {
  const world = await openCoursesWorld();
  ({ t, tokens } = world);
  course = await newCourse(t, {
    title: 'Seminario de primavera',
    city: 'Logroño',
    sessions: [
      session('2030-04-05', '10:00', 'Sesión de mañana'),
      session('2030-04-06', '17:00', 'Sesión de tarde'),
      session('2030-04-06', '21:00', 'Cena del curso', 'E'),
    ],
  });
  const [morning, evening, dinner] = course.sessionIds;
  formula = await newMember(t, 1, 'Ana', '=HYPERLINK("http://mal.example","x")');
  accents = await newMember(t, 1, 'José', 'Núñez Peña');
  neighbour = await newMember(t, world.sameAsocDojo, 'Marta', 'Otra Sala');
  neighbourAdmin = (await dojoAdminOf(t, world.sameAsocDojo)).token;
  await enrol(t, course.id, formula.id, {
    entries: [{ sessionId: morning }, { sessionId: dinner, count: 3 }],
  });
  await enrol(t, course.id, accents.id, { entries: [{ sessionId: morning }, { sessionId: evening }] });
  await enrol(t, course.id, neighbour.id, { entries: [{ sessionId: evening }] });
});
afterAll(() => t.close());

it('prints the sheet to sign as PDF: title, city, dates, a row per member by surname, a cell per session', async () => {
  const response = await download(t, 'descargar_plantilla', tokens.dojo, { curso: String(course.id) });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(fileName(response)).toBe('Hoja de firmas Logroño abril 2030.pdf');
  const { pages, info } = await pdfText(response);
  expect(info.Title).toBe('Seminario de primavera');
  expect(pages).toHaveLength(1);
  const [title, place, head1, head2, head3, ...rows] = pages[0];
  expect(title).toEqual(['Seminario de primavera']);
  expect(place).toEqual(['Ciudad: Logroño', 'Fechas: 05/04/2030 – 06/04/2030']);
  // Sessions only: the dinner is not signed for.
  expect(head1).toEqual(['05/04/2030 10:00–20:00', '06/04/2030 17:00–20:00']);
  expect(head2).toEqual(['Número', 'Asociado', 'Dojo', 'Sesión de mañana', 'Sesión de tarde']);
  expect(head3).toEqual(['Firma', 'Firma']);
  const [{ nombre: dojo1 }] = await t.sql('select nombre from dojo where id_dojo = 1');
  const [{ nombre: dojo2 }] = await t.sql(
    'select d.nombre from asociado a join dojo d on d.id_dojo = a.cf_dojo where a.id_aso = $1',
    [neighbour.id],
  );
  const members = rows.filter((r) => r[0] !== 'Página 1');
  // By surname: '=' sorts before letters, then Núñez, then Otra.
  expect(members.map((r) => r.slice(0, 3))).toEqual([
    [formula.numAcae, `${formula.lastName}, Ana`, dojo1],
    [accents.numAcae, 'Núñez Peña, José', dojo1],
    [neighbour.numAcae, 'Otra Sala, Marta', dojo2],
  ]);
  // A dash where the member did not sign up for the session.
  expect(members.map((r) => r.slice(3))).toEqual([['—'], [], ['—']]);
  expect(rows.at(-1)).toEqual(['Página 1']);
});

it('splits many sessions into passes and many members into pages', async () => {
  const sessions = Array.from({ length: 8 }, (_, i) =>
    session(`2030-06-${String(10 + i).padStart(2, '0')}`, '10:00', `Clase ${i + 1}`),
  );
  const big = await newCourse(t, { city: 'Vigo', sessions });
  const members: Member[] = [];
  for (let i = 0; i < 20; i++) {
    const m = await newMember(t, 1, `Nombre${i}`, `Apellido${String(i).padStart(2, '0')}`);
    members.push(m);
    await enrol(t, big.id, m.id, { entries: big.sessionIds.map((sessionId) => ({ sessionId })) });
  }
  const { pages } = await pdfText(
    await download(t, 'descargar_plantilla', tokens.admin, { curso: String(big.id) }),
  );
  // 17 rows a page: 20 members take two pages, for each of the two passes (6 sessions, then 2).
  expect(pages).toHaveLength(4);
  expect(pages.map((p) => p[1][2])).toEqual([
    'Sesiones 1 a 6 de 8',
    'Sesiones 1 a 6 de 8',
    'Sesiones 7 a 8 de 8',
    'Sesiones 7 a 8 de 8',
  ]);
  expect(pages[3].at(-1)).toEqual(['Página 4']);
  const listed = (p: string[][]) =>
    p.filter((line) => /^Apellido\d\d, /.test(line[1] ?? '')).map((line) => line[1]);
  const expected = members.map((m) => `${m.lastName}, ${m.firstName}`);
  expect([...listed(pages[0]), ...listed(pages[1])]).toEqual(expected);
  expect([...listed(pages[2]), ...listed(pages[3])]).toEqual(expected);
  expect(pages[2][3]).toEqual(['Número', 'Asociado', 'Dojo', 'Clase 7', 'Clase 8']);
});

it('gives the same sheet as xlsx, formula-looking texts as text', async () => {
  const response = await download(t, 'descargar_plantilla_Excel', tokens.dojo, {
    curso: String(course.id),
    lang: 'fr',
  });
  expect(fileName(response)).toBe('Feuille de présence Logroño avril 2030.xlsx');
  const sheet = await readWorkbook(response);
  // eachRow skips the empty third row.
  const [title, place, head, ...rows] = rowsFrom(sheet, 1);
  expect(title).toEqual(['Seminario de primavera']);
  expect(place).toEqual(['Ville : Logroño', 'Dates : 05/04/2030 – 06/04/2030']);
  expect(head).toEqual([
    'Numéro',
    'Nom',
    'Prénom',
    'Dojo',
    '05/04/2030 10:00–20:00 Sesión de mañana\nSignature',
    '06/04/2030 17:00–20:00 Sesión de tarde\nSignature',
  ]);
  expect(rows.map((r) => [r[0], r[1], r[2], r[4], r[5]])).toEqual([
    [formula.numAcae, formula.lastName, 'Ana', undefined, '—'],
    [accents.numAcae, 'Núñez Peña', 'José', undefined, undefined],
    [neighbour.numAcae, 'Otra Sala', 'Marta', '—', undefined],
  ]);
  const surname = sheet.getRow(5).getCell(2);
  expect(surname.value).toBe(formula.lastName);
  expect(surname.numFmt).toBe('@');
  expect(surname.formula).toBeUndefined();
});

it('gives another dojo administrator a sheet of their own members only; refuses a plain member', async () => {
  const { pages } = await pdfText(
    await download(t, 'descargar_plantilla', neighbourAdmin, { curso: String(course.id) }),
  );
  const names = pages[0].slice(5).map((line) => line[1]);
  expect(names).toEqual(['Otra Sala, Marta', undefined]);
  const sheet = await readWorkbook(
    await download(t, 'descargar_plantilla_Excel', neighbourAdmin, { curso: String(course.id) }),
  );
  expect(rowsFrom(sheet, 5).map((r) => r[0])).toEqual([neighbour.numAcae]);
  for (const call of ['descargar_plantilla', 'descargar_plantilla_Excel']) {
    const refused = await download(t, call, tokens.miembro, { curso: String(course.id) });
    expect(await refused.json()).toMatchObject({
      estado: 1,
      res: { titulo: 'Listado erróneo', codigo: 'FORBIDDEN' },
    });
  }
});
