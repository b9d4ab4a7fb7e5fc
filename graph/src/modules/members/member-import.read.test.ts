import ExcelJS from 'exceljs';
import { zipOf } from '../../../../tests/support/zip';
import { CSV_CHARS_PER_TURN, decodeCsv, parseCsv, TooMany, UnclosedQuote } from './member-import.csv';
import { readImportFile } from './member-import.read';
import { unpacksWithin } from './member-import.zip';

describe('parseCsv', () => {
  it('reads quoted separators, doubled quotes and line breaks, and keeps each row’s line', () => {
    const text = 'a;b;c\r\n"1;x";"say ""hi""";"two\nlines"\r\n\r\n;;\r\nlast;row;here';
    expect(parseCsv(text, 10, 10)).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1;x', 'say "hi"', 'two\nlines'] },
      { line: 6, cells: ['last', 'row', 'here'] },
    ]);
  });

  it('takes the heading line’s separator: commas, semicolons or tabs', () => {
    expect(parseCsv('a,b;c\n1,2;3', 10, 10)[1].cells).toEqual(['1', '2;3']);
    expect(parseCsv('a\tb\n1\t2', 10, 10)[1].cells).toEqual(['1', '2']);
  });

  it('stops as soon as a file holds more rows or columns than allowed', () => {
    expect(() => parseCsv('h\n1\n2\n3\n', 3, 10)).toThrow(new TooMany('rows'));
    expect(parseCsv('h\n1\n2\n', 3, 10)).toHaveLength(3);
    expect(() => parseCsv('a,b,c,d', 10, 3)).toThrow(new TooMany('columns'));
  });

  it('refuses a quote never closed instead of swallowing the rows after it', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3\n4,5\n', 10, 10)).toThrow(new UnclosedQuote(2));
  });

  it('keeps a value after leading blanks, and cuts doubled quotes too', () => {
    const [, row] = parseCsv(`a,b\n${' '.repeat(600)}value,"${'""'.repeat(600)}"`, 10, 10);
    expect(row.cells[0]).toBe('value');
    expect(row.cells[1].length).toBeLessThanOrEqual(501);
  });

  it('cuts an endless cell instead of holding it', () => {
    const [[cell]] = parseCsv(`"${'x'.repeat(100_000)}"`, 10, 10).map((r) => r.cells);
    expect(cell.length).toBeLessThanOrEqual(501);
  });
});

describe('readImportFile', () => {
  it('lets other calls run while it reads a large CSV', async () => {
    const line = `D1;Ana;Uno;ana@example.org;;1990-01-01;${'Calle '.repeat(80)}`;
    const heading = 'dni;nombre;apellido;mail;numAcae;fechaNacimiento;domicilio';
    const file = Buffer.from([heading, ...Array<string>(1500).fill(line)].join('\n'));
    // A neighbour that runs at every turn of the event loop, as another request would.
    let turns = 0;
    let reading = true;
    const neighbour = () => {
      turns++;
      if (reading) setImmediate(neighbour);
    };
    setImmediate(neighbour);
    const rows = await readImportFile(file, 'csv');
    reading = false;
    expect(rows).toHaveLength(1501);
    expect(turns).toBeGreaterThanOrEqual(Math.floor(file.length / CSV_CHARS_PER_TURN) - 1);
  });
});

describe('decodeCsv', () => {
  it('reads UTF-8 with or without its mark, and Excel’s Windows-1252 otherwise', () => {
    expect(decodeCsv(Buffer.from('\uFEFFnombre;Peña'))).toBe('nombre;Peña');
    expect(decodeCsv(Buffer.from('nombre;Peña', 'latin1'))).toBe('nombre;Peña');
  });
});

describe('unpacksWithin', () => {
  it('passes a real workbook and refuses one that unpacks past the budget', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('s').addRow(['dni', 'nombre']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    expect(unpacksWithin(file, 1024 * 1024)).toBe(true);
    expect(unpacksWithin(file, 100)).toBe(false);
  });

  it('finds out a bomb by unpacking it with a cap, whatever sizes it declares', () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(64 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(unpacksWithin(bomb, 40 * 1024 * 1024)).toBe(false);
    // It declares a small size: a check of the headers alone would let it through.
    bomb.writeUInt32LE(1000, 22);
    const directory = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(1000, directory + 24);
    expect(unpacksWithin(bomb, 40 * 1024 * 1024)).toBe(false);
  });

  it('refuses a layout other readers would repair into other entries', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('s').addRow(['dni']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    // Bytes slipped in before the directory: JSZip would shift every offset to make up for them.
    const shifted = Buffer.concat([file.subarray(0, end), Buffer.alloc(8), file.subarray(end)]);
    expect(unpacksWithin(shifted, 1024 * 1024)).toBe(false);
    // A zip64 marker in the end record: JSZip would go looking for another directory.
    const zip64 = Buffer.from(file);
    zip64.writeUInt32LE(0xffffffff, end + 12);
    expect(unpacksWithin(zip64, 1024 * 1024)).toBe(false);
  });

  it('refuses what is no zip', () => {
    expect(unpacksWithin(Buffer.from('dni,nombre\n1,Ana'), 1024)).toBe(false);
    expect(unpacksWithin(Buffer.alloc(0), 1024)).toBe(false);
  });
});
