import { openWorld } from '../../support/world';
import ExcelJS from 'exceljs';
import type { TestServer } from '../../support/test-server';
import { where, type Role } from './reports-support';

let t: TestServer;
let tokens: Record<Role, string>;
let massDojo: number;

const TRICKY = [
  ['=HYPERLINK("http://x")', 'Fórmula'],
  ['+34 600', 'Más'],
  ['-1', 'Menos'],
  ['@SUM(A1)', 'Arroba'],
  ['Ñandú; "el bueno"', 'Comillas'],
];

beforeAll(async () => {
  ({ t, tokens } = await openWorld({ ownUploads: true }));
  // Members whose names a spreadsheet would run, and one with a separator and quotes.
  for (const [nombre, apellido] of TRICKY)
    await t.sql(
      `insert into asociado (dni, nombre, apellido, fecha_nacimiento, cf_dojo, cf_asoc) values ($1, $2, $3, '1990-01-01', 1, 1)`,
      [`EXP${apellido.toUpperCase()}`, nombre, apellido],
    );
  // A dojo of exactly 10,000 members, for the switch to CSV.
  [{ id: massDojo }] = await t.sql<{ id: number }>(
    `insert into dojo (nombre, ciudad, cf_asoc, cf_pais, cf_provincia)
     select 'Dojo Masivo', 'Ávila', 1, cf_pais, cf_provincia from dojo where id_dojo = 1 returning id_dojo as id`,
  );
  await t.sql(
    `insert into asociado (dni, nombre, apellido, fecha_nacimiento, cf_dojo, cf_asoc)
     select 'MASS' || n, 'Íñigo', 'Masivo ' || n, date '1980-01-01' + (n % 9000), $1, 1 from generate_series(1, 10000) n`,
    [massDojo],
  );
}, 120_000);
afterAll(() => t.close());

function exportCall(token: string, body: Record<string, unknown>, lang = 'es') {
  return fetch(`${t.url}/v1/listado/custom?excel=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token, 'accept-language': lang },
    body: JSON.stringify(body),
  });
}

async function sheetOf(response: Response): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
  return book.getWorksheet('Documento')!;
}

const rowsOf = (sheet: ExcelJS.Worksheet) =>
  sheet
    .getSheetValues()
    .slice(1)
    .map((r) => (r as unknown[]).slice(1));

describe('export (part 3 §7, §9)', () => {
  it('below 10,000 rows: an xlsx named Documento, headings in the language, numbers as numbers', async () => {
    const response = await exportCall(
      tokens.admin,
      {
        vista: 'asociados',
        campos: ['numAcae', 'nombre', 'edad', 'adulto'],
        orden: 'numAcae ASC',
        filtros: where(['dojo', '=', 'Aikikai Seiza']),
      },
      'en',
    );
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toContain('filename="Documento.xlsx"');
    const rows = rowsOf(await sheetOf(response));
    expect(rows[0]).toEqual(['ACAE number', 'First name', 'Age', 'Adult']);
    const expected = await t.sql<{ num_acae: string; nombre: string; edad: number; adulto: boolean }>(
      `select a.num_acae, a.nombre, extract(year from age(current_date, a.fecha_nacimiento))::int as edad,
              extract(year from age(current_date, a.fecha_nacimiento)) >= 18 as adulto
       from asociado a join dojo d on d.id_dojo = a.cf_dojo where d.nombre = 'Aikikai Seiza' order by a.num_acae, a.id_aso`,
    );
    expect(rows.slice(1)).toEqual(
      expected.map((r) =>
        [r.num_acae ?? undefined, r.nombre, r.edad, r.adulto ? 'Yes' : 'No'].filter(
          (v, i) => i !== 0 || v !== undefined,
        ),
      ),
    );
  });

  it('keeps accents and writes formula-looking names as text, never formulas', async () => {
    const response = await exportCall(tokens.admin, {
      vista: 'asociados',
      campos: ['nombre', 'apellido'],
      filtros: where(['dni', '>=', 'EXP'], ['dni', '<', 'EXQ']),
      orden: 'apellido ASC',
    });
    const sheet = await sheetOf(response);
    const names = new Map<string, ExcelJS.Cell>();
    sheet.eachRow((row) => names.set(String(row.getCell(2).value), row.getCell(1)));
    for (const [nombre, apellido] of TRICKY) {
      const cell = names.get(apellido)!;
      expect(cell.value).toBe(nombre);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      if (/^[=+\-@]/.test(nombre)) expect(cell.numFmt).toBe('@');
    }
  });

  it('from 10,000 rows: a semicolon CSV with a byte-order mark, quoted and formula-safe', async () => {
    const big = await exportCall(tokens.admin, {
      vista: 'asociados',
      campos: ['nombre', 'apellido', 'edad'],
      filtros: where(['dojo', '=', 'Dojo Masivo']),
    });
    expect(big.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(big.headers.get('content-disposition')).toContain('filename="Documento.csv"');
    const bytes = Buffer.from(await big.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Nombre;Apellidos;Edad');
    expect(lines.filter(Boolean)).toHaveLength(10_001);
    expect(lines[1]).toMatch(/^Íñigo;Masivo \d+;\d+$/);
    // Exactly 9,999 rows is still an xlsx.
    const small = await exportCall(tokens.admin, {
      vista: 'asociados',
      campos: ['nombre'],
      filtros: where(['dojo', '=', 'Dojo Masivo'], ['apellido', '!=', 'Masivo 1']),
    });
    expect(small.headers.get('content-type')).toContain('spreadsheetml');
    expect(rowsOf(await sheetOf(small))).toHaveLength(10_000);
  }, 60_000);

  it('a CSV cell with the separator or quotes is quoted, and a formula-looking one starts with an apostrophe', async () => {
    // Enough rows for the CSV: the big dojo and the tricky members together.
    const filtros = {
      nexo: 'O',
      filtros: [
        { nexo: 'Y', filtros: [{ campo: 'dojo', oper: '=', valor: 'Dojo Masivo' }] },
        {
          nexo: 'Y',
          filtros: [
            { campo: 'dni', oper: '>=', valor: 'EXP' },
            { campo: 'dni', oper: '<', valor: 'EXQ' },
          ],
        },
      ],
    };
    const text = (
      await (
        await exportCall(tokens.admin, { vista: 'asociados', campos: ['nombre', 'apellido'], filtros })
      ).text()
    ).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines).toContain(`"'=HYPERLINK(""http://x"")";Fórmula`);
    expect(lines).toContain(`'+34 600;Más`);
    expect(lines).toContain(`'-1;Menos`);
    expect(lines).toContain(`'@SUM(A1);Arroba`);
    expect(lines).toContain(`"Ñandú; ""el bueno""";Comillas`);
  }, 60_000);

  it("a dojo administrator's export holds only their dojo's rows", async () => {
    const response = await exportCall(tokens.dojo, { vista: 'asociados', campos: ['asociacion', 'dojo'] });
    const rows = rowsOf(await sheetOf(response)).slice(1);
    const [{ n }] = await t.sql<{ n: number }>('select count(*)::int as n from asociado where cf_dojo = 1');
    expect(rows).toHaveLength(n);
    expect(new Set(rows.map((r) => r[1])).size).toBe(1);
  });

  it('a refusal answers the JSON message and no file', async () => {
    const member = await exportCall(tokens.miembro, { vista: 'asociados', campos: ['nombre'] });
    expect(response((await member.json()) as never)).toEqual({ estado: 1, codigo: 'FORBIDDEN' });
    const bad = await exportCall(tokens.admin, {
      vista: 'asociados',
      campos: ['nombre'],
      filtros: where(['edad', '>', 'x']),
    });
    expect(bad.headers.get('content-type')).toContain('application/json');
    expect(((await bad.json()) as any).res.mensaje).toBe('Número no válido');
    const none = await exportCall('', { vista: 'asociados', campos: ['nombre'] });
    expect(((await none.json()) as any).estado).not.toBe(0);
  });
});

const response = (body: { estado: number; res: { codigo: string } }) => ({
  estado: body.estado,
  codigo: body.res.codigo,
});
