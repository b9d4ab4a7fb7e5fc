import { ladders, openWorld } from '../../support/world';
import ExcelJS from 'exceljs';
import type { TestServer } from '../../support/test-server';
import { gradeAt, newMember, type Places, type Role } from './grades-support';

// Part 2 §6 and §7: POST /grados/descargar_doc_danes, for the national administrator only, an
// xlsx of the dan-grade requests awaiting validation, formula-looking texts kept as text.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
let belt: (valor: number) => number;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
  ({ belt } = await ladders(t));
});
afterAll(() => t.close());

const download = (token: string, lang = 'es') =>
  fetch(`${t.url}/v1/grados/descargar_doc_danes?lang=${lang}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });

async function workbook(response: Response) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
  return book.worksheets[0];
}

it('lists every pending dan request with what the commission needs, formula-looking texts as text', async () => {
  const m = await newMember(t, where.otherAsocDojo, '=HYPERLINK("http://mal.example","x")');
  await gradeAt(t, m.id, belt(-10), 0, '2015-01-01');
  await gradeAt(t, m.id, belt(0), 0, '2020-01-01');
  await gradeAt(t, m.id, belt(10), -1, '2024-07-01', 55);
  const kyu = await newMember(t, where.dojo1, 'Solo Kyu');
  await gradeAt(t, kyu.id, belt(-20), -1, '2024-07-01');

  const response = await download(tokens.admin);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('spreadsheetml');
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="documentacion-danes.xlsx"; filename*=UTF-8''documentacion-danes.xlsx`,
  );
  // Who is waiting for which dan: kept by no cache on the way, as every download.
  expect(response.headers.get('cache-control')).toBe('no-store');
  const sheet = await workbook(response);
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'Número',
    'Asociado',
    'Dojo',
    'Asociación',
    'Grado solicitado',
    'Fecha de la solicitud',
    'Grado actual',
    'Fecha del grado actual',
    'Tiempo en el grado (años)',
    'Horas',
  ]);
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row, n) => n > 1 && rows.push(row));
  const [{ n: pendingDans }] = await t.sql(
    `select count(*)::int as n from grado g join cinturon c on c.idcinturon = g.cf_cinturon where g.estado < 0 and c.valor >= 0`,
  );
  expect(rows).toHaveLength(pendingDans);
  const mine = rows.find((r) => r.getCell(1).value === m.numAcae)!;
  const [{ dojo, asociacion }] = await t.sql(
    'select d.nombre as dojo, s.nombre as asociacion from dojo d join asociacion s on s.id_asoc = d.cf_asoc where d.id_dojo = $1',
    [where.otherAsocDojo],
  );
  expect(mine.values).toEqual([
    undefined,
    m.numAcae,
    '=HYPERLINK("http://mal.example","x") Cinturon',
    dojo,
    asociacion,
    '2º Dan (Nidan)',
    '2024-07-01',
    '1º Dan (Shodan)',
    '2020-01-01',
    4.5,
    55,
  ]);
  const name = mine.getCell(2);
  expect(name.type).toBe(ExcelJS.ValueType.String);
  expect(name.formula).toBeUndefined();
  expect(name.numFmt).toBe('@');
  expect(rows.some((r) => r.getCell(2).value === 'Solo Kyu Cinturon')).toBe(false);
});

it('names its columns and file in the language asked', async () => {
  const response = await download(tokens.admin, 'en');
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="dan-documentation.xlsx"; filename*=UTF-8''dan-documentation.xlsx`,
  );
  expect((await workbook(response)).getRow(1).getCell(5).value).toBe('Requested grade');
});

it('is refused to everyone but the national administrator', async () => {
  for (const role of ['asoc', 'dojo', 'miembro'] as const) {
    const response = await download(tokens[role]);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({
      estado: 1,
      res: { codigo: 'FORBIDDEN', mensaje: 'Permiso denegado' },
    });
  }
  const anonymous = await fetch(`${t.url}/v1/grados/descargar_doc_danes`, { method: 'POST' });
  expect(((await anonymous.json()) as { estado: number }).estado).toBe(1);
});
