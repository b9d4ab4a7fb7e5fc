import ExcelJS from 'exceljs';
import { zipOf } from '../../support/zip';
import { signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';
import { places, signInAll, type Places, type Role } from './members-support';

// The members import of a dojo (issue 16): a CSV or xlsx, a dry run that lists every problem of
// every row with the member form's own messages, then all rows written in one transaction or none.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  t = await startTestServer();
  tokens = await signInAll(t);
  where = await places(t);
});
afterAll(() => t.close());

const IMPORT = `mutation Import($input: MemberImportInput!, $dryRun: Boolean!) {
  importMembers(input: $input, dryRun: $dryRun) {
    rows imported message problems { line column field key message }
  }
}`;

type Result = {
  rows: number;
  imported: number;
  message: string;
  problems: { line: number; column: string | null; field: string | null; key: string; message: string }[];
};

const base64 = (content: string | Buffer) => Buffer.from(content).toString('base64');

async function importFile(
  content: string | Buffer,
  options: { dryRun?: boolean; format?: string; dojoId?: number; token?: string; lang?: string } = {},
) {
  const answer = await t.graphql<{ importMembers: Result }>(
    IMPORT,
    {
      input: { dojoId: options.dojoId ?? 1, format: options.format ?? 'csv', content: base64(content) },
      dryRun: options.dryRun ?? true,
    },
    {
      token: options.token ?? tokens.admin,
      headers: options.lang ? { 'accept-language': options.lang } : {},
    },
  );
  return answer;
}

async function imported(content: string | Buffer, options: Parameters<typeof importFile>[1] = {}) {
  const answer = await importFile(content, options);
  expect(answer.errors).toBeUndefined();
  return answer.data!.importMembers;
}

const countOf = async (condition: string, params: unknown[] = []) =>
  Number((await t.sql(`select count(*)::int as n from asociado where ${condition}`, params))[0].n);

let serial = 0;
/** A unique tag per call, so that each test's people are its own. */
const tag = () => `${process.pid}X${++serial}`;

describe('the dry run', () => {
  it('lists every problem of every row, with the form’s messages, and writes nothing', async () => {
    const k = tag();
    const [{ mail: taken }] = await t.sql(`select mail from asociado where mail is not null limit 1`);
    const csv =
      '\uFEFFdni;nombre;apellido;mail;numAcae;fechaNacimiento;telefono\r\n' +
      `A${k}1;Ana;"García; López";ana.${k}@imp.federa;;31/12/1990;600000001\r\n` +
      `A${k}2;;;no-es-correo;1;2999-01-01;600000002\r\n` +
      `A${k}3;Luis;Pérez;${taken};02A0001;1980-02-30;6000000030\r\n` +
      `;Eva;Ruiz;ANA.${k}@imp.federa;;1985-03-04;\r\n` +
      ';;;;;;\r\n';
    const before = await countOf('true');
    const result = await imported(csv);
    expect(result.rows).toBe(4);
    expect(result.imported).toBe(0);
    const seen = result.problems.map((p) => [p.line, p.column, p.message]);
    expect(seen).toEqual([
      [3, 'nombre', 'El nombre es requerido.'],
      [3, 'apellido', 'El apellido es requerido.'],
      [3, 'fechaNacimiento', 'La fecha de nacimiento no es válida'],
      [3, 'mail', 'Introduce un correo válido.'],
      [3, 'numAcae', 'Num. con formato no válido.'],
      [4, 'fechaNacimiento', 'La fecha de nacimiento no es válida'],
      [4, 'telefono', 'El campo no puede superar 9 caracteres.'],
      [4, 'mail', 'Ya existe un asociado con ese correo'],
      [4, 'numAcae', 'El número debe empezar por la serie de su asociación (01A).'],
      [5, 'dni', 'Introduce un DNI válido.'],
      [5, 'mail', 'Ese correo ya aparece en la fila 2 del fichero.'],
    ]);
    expect(result.message).toBe('El fichero tiene 11 problemas: corrígelos antes de importar.');
    expect(await countOf('true')).toBe(before);
  });

  it('names missing, unknown and repeated columns before any row', async () => {
    const result = await imported('nombre,Apellidos,Dojo,apellido\nAna,García,Central,López\n');
    expect(result.problems.map((p) => [p.line, p.column, p.message])).toEqual([
      [1, 'Dojo', 'La columna Dojo no es un dato de la ficha del asociado.'],
      [1, 'apellido', 'La columna apellido está repetida.'],
      [1, 'dni', 'Falta la columna dni.'],
      [1, 'fechaNacimiento', 'Falta la columna fechaNacimiento.'],
    ]);
  });

  it('names a value past the last column, and a heading row that is not the first line', async () => {
    const result = await imported(
      '\n\ndni;nombre;apellido;fechaNacimiento;Dojo\nX1;Ana;Uno;1990-01-01;\nX2;Eva;Dos; Tres;1990-01-01\n',
    );
    expect(result.problems.map((p) => [p.line, p.column, p.message])).toEqual([
      [3, 'Dojo', 'La columna Dojo no es un dato de la ficha del asociado.'],
    ]);
    const shifted = await imported('dni;nombre;apellido;fechaNacimiento\nX2;Eva;Dos; Tres;1990-01-01\n');
    expect(shifted.problems.map((p) => [p.line, p.column, p.message])).toEqual([
      [2, '#5', 'La columna #5 no es un dato de la ficha del asociado.'],
      [2, 'fechaNacimiento', 'La fecha de nacimiento no es válida'],
    ]);
  });

  it('says where a quote is never closed', async () => {
    const answer = await importFile(
      'dni,nombre,apellido,fechaNacimiento\nX3,"Ana,Uno,1990-01-01\nX4,Eva,Dos,1990-01-01\n',
    );
    expect(answer.errors?.[0].message).toBe(
      'Las comillas abiertas en la fila 2 no se cierran: el resto del fichero quedaría en una sola celda.',
    );
  });

  it('speaks the caller’s language', async () => {
    const result = await imported('dni,nombre,apellido,fechaNacimiento\nB1,,X,1990-01-01\n', { lang: 'en' });
    expect(result.problems.map((p) => p.message)).toEqual(['The name is required.']);
    expect(result.message).toBe('The file has 1 problem: fix it before importing.');
  });

  it('says an empty file has no members', async () => {
    const result = await imported('dni;nombre;apellido;fechaNacimiento\n;;;\n');
    expect(result.problems.map((p) => p.message)).toEqual(['El fichero no tiene filas de asociados.']);
  });
});

describe('the import', () => {
  it('writes nothing when any row has a problem', async () => {
    const k = tag();
    const csv = `dni,nombre,apellido,fechaNacimiento\nC${k}1,Ana,Uno,1990-01-01\nC${k}2,Eva,,1990-01-01\n`;
    const result = await imported(csv, { dryRun: false });
    expect(result).toMatchObject({ rows: 2, imported: 0 });
    expect(result.message).toBe(
      'No se ha importado nada: corrige los problemas del fichero y vuelve a intentarlo.',
    );
    expect(await countOf(`dni like $1`, [`C${k}%`])).toBe(0);
  });

  it('writes every row of a clean xlsx into the dojo, with numbers in the association’s serie', async () => {
    const k = tag();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Socios');
    sheet.addRow([
      'DNI',
      'Nombre',
      'Apellido',
      'Correo electrónico',
      'Número',
      'Fecha de nacimiento',
      'Teléfono',
    ]);
    sheet.addRow([
      `D${k}1`,
      'Ana',
      'Uno',
      { text: `ana.${k}@imp.federa`, hyperlink: `mailto:ana.${k}@imp.federa` },
      '',
      new Date(Date.UTC(1990, 11, 31)),
      600000001,
    ]);
    sheet.addRow([
      `D${k}2`,
      'Eva',
      { richText: [{ text: 'Dos ' }, { text: 'Tres' }] },
      '',
      '',
      '05/06/2001',
      '',
    ]);
    const [{ n: free }] = await t.sql(
      `select coalesce(max(substr(num_acae, 4)::int), 0) + 500 as n from asociado where num_acae like '01A%'`,
    );
    const given = `01A${String(Math.min(free, 9999)).padStart(4, '0')}`;
    sheet.addRow([`D${k}3`, 'Luis', 'Cuatro', '', given, '1970-01-01', '']);
    const file = Buffer.from(await book.xlsx.writeBuffer());

    const check = await imported(file, { format: 'xlsx' });
    expect(check).toMatchObject({
      rows: 3,
      imported: 0,
      problems: [],
      message: '3 filas sin problemas, listas para importar.',
    });
    expect(await countOf(`dni like $1`, [`D${k}%`])).toBe(0);

    const result = await imported(file, { format: 'xlsx', dryRun: false });
    expect(result).toMatchObject({
      rows: 3,
      imported: 3,
      problems: [],
      message: 'Se han importado 3 asociados.',
    });
    const rows = await t.sql(
      `select dni, nombre, apellido, mail, num_acae, to_char(fecha_nacimiento, 'YYYY-MM-DD') as born, telefono,
              cf_dojo, cf_asoc, es_admin, es_admin_asoc, es_admin_dojo, validado
       from asociado where dni like $1 order by dni`,
      [`D${k}%`],
    );
    expect(rows.map((r) => [r.dni, r.apellido, r.mail, r.born, r.telefono, r.cf_dojo, r.cf_asoc])).toEqual([
      [`D${k}1`, 'Uno', `ana.${k}@imp.federa`, '1990-12-31', '600000001', 1, 1],
      [`D${k}2`, 'Dos Tres', null, '2001-06-05', null, 1, 1],
      [`D${k}3`, 'Cuatro', null, '1970-01-01', null, 1, 1],
    ]);
    expect(
      rows.every(
        (r) =>
          /^01A\d{4}$/.test(r.num_acae) && !r.es_admin && !r.es_admin_asoc && !r.es_admin_dojo && !r.validado,
      ),
    ).toBe(true);
    expect(rows[2].num_acae).toBe(given);
    expect(new Set(rows.map((r) => r.num_acae)).size).toBe(3);

    // The same file again: every row is now taken.
    const again = await imported(file, { format: 'xlsx' });
    expect(again.problems.map((p) => [p.line, p.message])).toEqual([
      [2, 'Ya existe un asociado con ese correo'],
      [4, 'Ya existe un asociado con ese número'],
    ]);
  });

  it('is all or nothing: a row the database refuses undoes the rows before it', async () => {
    const k = tag();
    await t.sql(`alter table asociado add constraint import_test_refusal check (dni <> 'E${k}3')`);
    try {
      const rows = [1, 2, 3, 4].map((n) => `E${k}${n},Persona,Número ${n},1990-01-0${n}`);
      const answer = await importFile(`dni,nombre,apellido,fechaNacimiento\n${rows.join('\n')}\n`, {
        dryRun: false,
      });
      expect(answer.errors?.[0].message).toBe(
        'No se ha importado nada: corrige los problemas del fichero y vuelve a intentarlo.',
      );
      expect(await countOf(`dni like $1`, [`E${k}%`])).toBe(0);
    } finally {
      await t.sql(`alter table asociado drop constraint import_test_refusal`);
    }
  });
});

describe('who may import where', () => {
  const csv = () => `dni,nombre,apellido,fechaNacimiento\nF${tag()},Ana,Uno,1990-01-01\n`;

  it('lets each administrator import within their scope', async () => {
    expect((await imported(csv(), { token: tokens.dojo, dojoId: where.dojo1 })).problems).toEqual([]);
    expect((await imported(csv(), { token: tokens.asoc, dojoId: where.sameAsocDojo })).problems).toEqual([]);
    expect((await imported(csv(), { token: tokens.admin, dojoId: where.otherAsocDojo })).problems).toEqual(
      [],
    );
  });

  it.each([
    ['miembro', 'dojo1', 'Permiso denegado'],
    ['dojo', 'sameAsocDojo', 'No puedes insertar en ese dojo.'],
    ['asoc', 'otherAsocDojo', 'No puedes insertar en esa asociación.'],
  ] as const)('refuses %s in %s', async (role, place, message) => {
    const answer = await importFile(csv(), { token: tokens[role], dojoId: where[place], dryRun: false });
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
  });

  it('refuses without a session', async () => {
    const answer = await t.graphql(IMPORT, {
      input: { dojoId: 1, format: 'csv', content: base64(csv()) },
      dryRun: true,
    });
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the allowance', () => {
  it('refuses more imports per hour than an administrator is allowed, dry runs included', async () => {
    const strict = await startTestServer({ memberImportsPerHour: 2 });
    try {
      const token = await signIn(strict, 'admin@demo.federa');
      const ask = () =>
        strict.graphql<{ importMembers: Result }>(
          IMPORT,
          { input: { dojoId: 1, format: 'csv', content: base64('dni,nombre\n') }, dryRun: true },
          { token },
        );
      expect((await ask()).errors).toBeUndefined();
      expect((await ask()).errors).toBeUndefined();
      const third = await ask();
      expect(third.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
      expect(third.errors?.[0].message).toMatch(
        /^Demasiadas comprobaciones\. Vuelve a intentarlo dentro de (1 segundo|(?!1 )\d+ segundos)\.$/,
      );
    } finally {
      await strict.close();
    }
  });
});

describe('files it cannot take', () => {
  const refusal = async (content: string | Buffer, options: Parameters<typeof importFile>[1] = {}) =>
    (await importFile(content, options)).errors?.[0].message;

  it('refuses a file over 2 MB before reading it', async () => {
    expect(await refusal('dni,nombre\n' + 'x'.repeat(2 * 1024 * 1024))).toBe(
      'El fichero supera el tamaño máximo de 2 MB.',
    );
  });

  it('refuses more than 2,000 rows', async () => {
    const rows = Array.from({ length: 2001 }, (_, i) => `G${i},Ana,Uno,1990-01-01`).join('\n');
    expect(await refusal(`dni,nombre,apellido,fechaNacimiento\n${rows}\n`)).toBe(
      'El fichero tiene más de 2000 filas de asociados.',
    );
  });

  it('refuses more than 30 columns, in a CSV and in a workbook', async () => {
    const wide = Array.from({ length: 31 }, (_, i) => `c${i}`);
    expect(await refusal(`${wide.join(',')}\n`)).toBe('El fichero tiene más de 30 columnas.');
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(wide);
    expect(await refusal(Buffer.from(await book.xlsx.writeBuffer()), { format: 'xlsx' })).toBe(
      'El fichero tiene más de 30 columnas.',
    );
  });

  it('refuses what is no spreadsheet, and an unknown format', async () => {
    const unreadable = 'No se ha podido leer el fichero: debe ser un CSV o un libro de Excel (xlsx).';
    expect(await refusal('not a zip at all', { format: 'xlsx' })).toBe(unreadable);
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['dni']);
    expect(await refusal(Buffer.from(await book.xlsx.writeBuffer()), { format: 'csv' })).toBe(unreadable);
    expect(await refusal('dni', { format: 'ods' })).toBe('El formato debe ser csv o xlsx.');
  });

  it('refuses a zip that unpacks to far more than a sheet could be, without unpacking it all', async () => {
    expect(
      await refusal(zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(64 * 1024 * 1024)), { format: 'xlsx' }),
    ).toBe('No se ha podido leer el fichero: debe ser un CSV o un libro de Excel (xlsx).');
    // The server is still there and quick.
    expect((await imported('dni,nombre,apellido,fechaNacimiento\nH1,Ana,Uno,1990-01-01\n')).problems).toEqual(
      [],
    );
  });
});

describe('the counted messages', () => {
  it('say one row, one problem and one member in the singular, in each language (French 0 too)', async () => {
    const k = tag();
    const one = `dni,nombre,apellido,fechaNacimiento\nS${k},Ana,Uno,1990-01-01\n`;
    expect((await imported(one)).message).toBe('1 fila sin problemas, lista para importar.');
    expect((await imported(one, { lang: 'en' })).message).toBe('1 row without problems, ready to import.');
    const bad = `dni,nombre,apellido,fechaNacimiento\nS${k},,Uno,1990-01-01\n`;
    expect((await imported(bad, { lang: 'fr' })).message).toBe(
      'Le fichier présente 1 problème : corrigez-le avant d’importer.',
    );
    expect((await imported(one, { dryRun: false })).message).toBe('Se ha importado 1 asociado.');
  });
});

describe('the REST call', () => {
  const call = (body: Record<string, unknown>, token = tokens.admin) =>
    t.rest('POST', '/asociados/importar', { token, body: { idDojo: 1, formato: 'csv', ...body } });

  it('answers the dry run with estado 0 and the problems under the spec’s names', async () => {
    const answer = await call({
      datos: base64('dni,nombre,apellido,fechaNacimiento\nJ1,,Uno,1990-01-01\n'),
      simular: true,
    });
    expect(answer.body).toEqual({
      estado: 0,
      res: {
        mensaje: 'El fichero tiene 1 problema: corrígelo antes de importar.',
        filas: 1,
        importados: 0,
        problemas: [
          {
            fila: 2,
            columna: 'nombre',
            campo: 'nombre',
            clave: 'common.nameRequired',
            mensaje: 'El nombre es requerido.',
          },
        ],
      },
    });
  });

  it('answers an import with problems with estado 1, and a clean one with estado 0', async () => {
    const k = tag();
    const bad = await call({ datos: base64(`dni,nombre,apellido,fechaNacimiento\nK${k},Ana,,1990-01-01\n`) });
    expect(bad.body).toMatchObject({ estado: 1, res: { importados: 0 } });
    const good = await call({
      datos: base64(`dni,nombre,apellido,fechaNacimiento\nK${k},Ana,Uno,1990-01-01\n`),
    });
    expect(good.body).toMatchObject({
      estado: 0,
      res: { importados: 1, mensaje: 'Se ha importado 1 asociado.' },
    });
    expect(await countOf('dni = $1', [`K${k}`])).toBe(1);
  });

  it('refuses a `simular` it cannot read, or an empty one, rather than import', async () => {
    const k = tag();
    const answer = await call({
      datos: base64(`dni,nombre,apellido,fechaNacimiento\nL${k},Ana,Uno,1990-01-01\n`),
      simular: 'quizá',
    });
    expect(answer.body).toMatchObject({ estado: 1, res: { errores: [{ campo: 'simular' }] } });
    const empty = await call({
      datos: base64(`dni,nombre,apellido,fechaNacimiento\nL${k},Ana,Uno,1990-01-01\n`),
      simular: '',
    });
    expect(empty.body).toMatchObject({ estado: 1, res: { errores: [{ campo: 'simular' }] } });
    expect(await countOf('dni = $1', [`L${k}`])).toBe(0);
  });

  it('takes a file larger than a plain form, from a live session only', async () => {
    const rows = Array.from(
      { length: 2000 },
      (_, i) => `M${i},Nombre bastante largo ${i},Apellido ${i},1990-01-01`,
    );
    const datos = base64(`dni,nombre,apellido,fechaNacimiento\n${rows.join('\n')}\n`);
    expect(datos.length).toBeGreaterThan(100 * 1024);
    const answer = await call({ datos, simular: true });
    expect(answer.body).toMatchObject({ estado: 0, res: { filas: 2000, problemas: [] } });
    const anonymous = await t.rest('POST', '/asociados/importar', {
      body: { idDojo: 1, formato: 'csv', datos },
    });
    expect(anonymous.status).toBe(413);
  });
});
