import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_CELL,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportFormat,
} from '@federa/schema/validation/member-import';
import { DomainError } from '../common/domain-error';
import { WorkerFailed, WorkerSlots } from '../common/worker-slots';
import { decodeCsv, parseCsvYielding, TooMany, UnclosedQuote, type ImportRow } from './member-import.csv';
import { unpacksWithin } from './member-import.zip';

export type { ImportRow };

/** What an xlsx of at most IMPORT_MAX_BYTES may unpack to; its sheet XML is verbose. */
const XLSX_UNPACKED_BUDGET = 40 * 1024 * 1024;
/** Reading a sheet runs apart from the requests, with its own memory and a time to finish in. */
const XLSX_HEAP_MB = 192;
const XLSX_SECONDS = 20;
/**
 * Sheets read at once by this process (each worker holds its own heap), and by one administrator;
 * sheets waiting for a worker, in all and of one administrator: more are refused for now rather
 * than queued without end.
 */
const sheets = new WorkerSlots({ atOnce: 2, perCaller: 1, waiting: 8, waitingPerCaller: 2 });

type FileRefusal =
  | 'members.importUnreadable'
  | 'members.importTooLarge'
  | 'members.importTooManyRows'
  | 'members.importTooManyColumns';

const LIMITS = {
  maxRows: IMPORT_MAX_ROWS,
  maxColumns: IMPORT_MAX_COLUMNS,
  maxMegabytes: IMPORT_MAX_BYTES / 1024 / 1024,
};
const fileError = (key: FileRefusal) => DomainError.invalid([{ field: 'file', key, params: LIMITS }]);

/** A base64 file as bytes, refused by its length before it is decoded. */
export function decodeBase64File(content: string): Buffer {
  if (content.length > Math.ceil(IMPORT_MAX_BYTES / 3) * 4 + 4) throw fileError('members.importTooLarge');
  const body = content.replace(/^data:[^,]{0,100},/, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) throw fileError('members.importUnreadable');
  const file = Buffer.from(body, 'base64');
  if (file.length > IMPORT_MAX_BYTES) throw fileError('members.importTooLarge');
  return file;
}

/**
 * The file's rows, heading first: a CSV read here, an xlsx's first sheet read by a worker, its
 * share of the workers counted for `caller`.
 */
export async function readImportFile(
  file: Buffer,
  format: ImportFormat,
  caller: string | number = 'anyone',
): Promise<ImportRow[]> {
  if (file.length > IMPORT_MAX_BYTES) throw fileError('members.importTooLarge');
  try {
    if (format === 'csv') {
      // An xlsx renamed .csv is a zip: its bytes are no table, whatever its name says.
      if (file.subarray(0, 2).toString('latin1') === 'PK') throw fileError('members.importUnreadable');
      return await parseCsvYielding(decodeCsv(file), IMPORT_MAX_ROWS + 1, IMPORT_MAX_COLUMNS);
    }
    if (!unpacksWithin(file, XLSX_UNPACKED_BUDGET)) throw fileError('members.importUnreadable');
    return await readSheet(file, caller);
  } catch (error) {
    if (error instanceof UnclosedQuote) {
      throw DomainError.invalid([
        { field: 'file', key: 'members.importUnclosedQuote', params: { line: error.line } },
      ]);
    }
    if (error instanceof TooMany) {
      throw fileError(error.what === 'rows' ? 'members.importTooManyRows' : 'members.importTooManyColumns');
    }
    throw error;
  }
}

type SheetAnswer = { rows?: ImportRow[]; tooMany?: 'rows' | 'columns'; unreadable?: boolean };

async function readSheet(file: Buffer, caller: string | number): Promise<ImportRow[]> {
  let answer: SheetAnswer;
  try {
    answer = await sheets.run<SheetAnswer>(caller, {
      source: SHEET_READER,
      workerData: {
        exceljs: require.resolve('exceljs'),
        file,
        maxRows: IMPORT_MAX_ROWS + 1,
        maxColumns: IMPORT_MAX_COLUMNS,
        maxCell: IMPORT_MAX_CELL,
      },
      heapMb: XLSX_HEAP_MB,
      seconds: XLSX_SECONDS,
    });
  } catch (error) {
    // Out of memory, out of time, a crash: the file could not be read.
    if (error instanceof WorkerFailed) throw fileError('members.importUnreadable');
    throw error;
  }
  if (answer.rows) return answer.rows;
  if (answer.tooMany) throw new TooMany(answer.tooMany);
  throw fileError('members.importUnreadable');
}

/**
 * The worker: the first sheet's non-blank rows as texts. Dates become YYYY-MM-DD (exceljs reads a
 * date cell as midnight UTC), formulas their result, rich text and links their text.
 */
const SHEET_READER = `
const { parentPort, workerData } = require('node:worker_threads');
const ExcelJS = require(workerData.exceljs);
const { maxRows, maxColumns, maxCell } = workerData;
const value = (v) => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('result' in v) return value(v.result);
    if (Array.isArray(v.richText)) return v.richText.map((r) => String(r.text).slice(0, maxCell)).join('');
    if ('text' in v) return value(v.text);
    return '';
  }
  return String(v);
};
const text = (v) => value(v).trim().slice(0, maxCell);
(async () => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(workerData.file));
  const sheet = book.worksheets[0];
  if (!sheet) return parentPort.postMessage({ rows: [] });
  if (sheet.actualRowCount > maxRows) return parentPort.postMessage({ tooMany: 'rows' });
  if (sheet.actualColumnCount > maxColumns) return parentPort.postMessage({ tooMany: 'columns' });
  const rows = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells = [];
    for (let c = 1; c <= Math.min(row.cellCount, maxColumns); c++) cells.push(text(row.getCell(c).value));
    if (cells.some((cell) => cell.trim())) rows.push({ line, cells });
  });
  parentPort.postMessage({ rows });
})().catch(() => parentPort.postMessage({ unreadable: true }));
`;
