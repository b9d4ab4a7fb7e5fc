import type { Writable } from 'node:stream';
import { translate, type Lang } from '@federa/schema/i18n';
import { drained, FORMULA_START, nextTurn, ROWS_PER_TURN } from '../common/file-stream';
import { loadExcel } from '../common/heavy-modules';
import type { ReportCell, ReportColumn } from './report.service';

/** Batches of rows, each row's cells in column order (the cursor's batches). */
export type RowBatches = AsyncIterable<ReportCell[][]>;

const yesNo = (lang: Lang) => {
  const yes = translate(lang, 'reports.yes');
  const no = translate(lang, 'reports.no');
  return (cell: ReportCell) => (typeof cell === 'boolean' ? (cell ? yes : no) : cell);
};

/**
 * An xlsx of the rows (sheet 'Documento', headings in the caller's language) through exceljs's
 * streaming writer: each row is written and let go, so a file of any length holds one batch in
 * memory. Numbers stay numbers; a text that looks like a formula is a text cell shown as text.
 */
export async function writeXlsx(
  out: Writable,
  lang: Lang,
  columns: ReportColumn[],
  batches: RowBatches,
  stallMs?: number,
): Promise<void> {
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = book.addWorksheet('Documento', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ width: Math.min(40, Math.max(10, c.name.length + 2)) }));
  const head = sheet.addRow(columns.map((c) => c.name));
  head.font = { bold: true };
  head.commit();
  const show = yesNo(lang);
  const euros = columns.map((c) => c.type === 'moneda');
  for await (const batch of batches) {
    for (let i = 0; i < batch.length; i++) {
      // Every ROWS_PER_TURN rows, as the course exports: a batch of 1,000 drawn in one go held
      // every other request while it was written.
      if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
      const row = sheet.addRow(batch[i].map(show));
      row.eachCell((cell, column) => {
        if (typeof cell.value === 'string' && FORMULA_START.test(cell.value)) cell.numFmt = '@';
        // Euros stay numbers a spreadsheet sums, shown with their two decimals.
        else if (euros[column - 1] && typeof cell.value === 'number') cell.numFmt = MONEY_FORMAT;
      });
      row.commit();
    }
    await drained(out, stallMs);
    await nextTurn();
  }
  await book.commit();
}

/** Euros in a spreadsheet: thousands grouped, always two decimals. */
const MONEY_FORMAT = '#,##0.00';

/** RFC 4180 with `;`: quoted when it holds the separator, a quote or a line break. */
function csvField(cell: ReportCell): string {
  if (cell === null) return '';
  let text = String(cell);
  // A spreadsheet program opening the file would run it: an apostrophe makes it text.
  if (typeof cell === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The CSV of part 3 §9 (`;`, CRLF), in UTF-8 with a byte-order mark so that spreadsheet programs
 * read the accents; decimals with a comma for Spanish and French, as their spreadsheets expect.
 */
export async function writeCsv(
  out: Writable,
  lang: Lang,
  columns: ReportColumn[],
  batches: RowBatches,
  stallMs?: number,
): Promise<void> {
  const show = yesNo(lang);
  const comma = (text: string) => (lang === 'en' ? text : text.replace('.', ','));
  // Euros always with their two decimals (12.50, not 12.5): read from an exact numeric of two.
  const decimal = (cell: ReportCell, column: ReportColumn) =>
    typeof cell !== 'number'
      ? cell
      : column.type === 'moneda'
        ? comma(cell.toFixed(2))
        : Number.isInteger(cell)
          ? cell
          : comma(String(cell));
  out.write(`\uFEFF${columns.map((c) => csvField(c.name)).join(';')}\r\n`);
  for await (const batch of batches) {
    for (let start = 0; start < batch.length; start += ROWS_PER_TURN) {
      const rows = batch.slice(start, start + ROWS_PER_TURN);
      out.write(
        rows
          .map((cells) => `${cells.map((c, i) => csvField(decimal(show(c), columns[i]))).join(';')}\r\n`)
          .join(''),
      );
      await drained(out, stallMs);
      await nextTurn();
    }
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}
