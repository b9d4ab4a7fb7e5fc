import { IMPORT_MAX_CELL } from '@federa/schema/validation/member-import';
import { nextTurn } from '../common/file-stream';

/** A file's rows as texts, each with its line in the file (the heading is line 1). */
export type ImportRow = { line: number; cells: string[] };

/** Thrown when a quote opened on `line` is never closed. */
export class UnclosedQuote extends Error {
  constructor(readonly line: number) {
    super(`quote opened on line ${line} is never closed`);
  }
}

/** Thrown when a file holds more rows, or a row more cells, than an import takes. */
export class TooMany extends Error {
  constructor(readonly what: 'rows' | 'columns') {
    super(`too many ${what}`);
  }
}

/** A CSV as text: UTF-8 (with or without its mark) or, when it is not, Windows-1252 (Excel's). */
export function decodeCsv(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(file);
  } catch {
    return new TextDecoder('windows-1252').decode(file);
  }
}

/** The separator of the heading line: the most frequent of ';' (Spanish Excel), ',' and tab. */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, Math.max(text.search(/\r|\n/), 0) || text.length);
  const count = (c: string) => firstLine.split(c).length - 1;
  return [',', ';', '\t'].reduce((best, c) => (count(c) > count(best) ? c : best), ',');
}

/**
 * Characters read between two turns of the event loop: a 2 MB file read in one go held every other
 * call for about a tenth of a second (issue 26's pattern), a few at once for longer.
 */
export const CSV_CHARS_PER_TURN = 64 * 1024;

/** parseCsv in one go (the tests, small texts). */
export function parseCsv(text: string, maxRows: number, maxColumns: number): ImportRow[] {
  const steps = csvRows(text, maxRows, maxColumns);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** parseCsv letting other calls run every CSV_CHARS_PER_TURN characters (a file on a request). */
export async function parseCsvYielding(
  text: string,
  maxRows: number,
  maxColumns: number,
): Promise<ImportRow[]> {
  const steps = csvRows(text, maxRows, maxColumns);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await nextTurn();
  }
}

/**
 * RFC 4180 rows in one pass over the text: quoted cells may hold separators, line breaks and
 * doubled quotes. Blank rows are skipped (spreadsheets leave some at the end); each row keeps the
 * line it starts on, so that a problem names the line people see in their editor. Refuses once
 * `maxRows` non-blank rows or `maxColumns` cells in a row are passed, without reading further.
 * Pauses (yields) every CSV_CHARS_PER_TURN characters.
 */
function* csvRows(text: string, maxRows: number, maxColumns: number): Generator<void, ImportRow[]> {
  const separator = separatorOf(text);
  const rows: ImportRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quotedAt = 0;
  // Leading blanks are not kept (a cell of 500 spaces and then a value keeps the value); past the
  // longest cell a field takes, nothing more is.
  const keep = (c: string) => cell.length <= IMPORT_MAX_CELL && (cell !== '' || !/\s/.test(c));
  const endCell = () => {
    cells.push(cell.trim().slice(0, IMPORT_MAX_CELL));
    cell = '';
    if (cells.length > maxColumns) throw new TooMany('columns');
  };
  const endRow = () => {
    endCell();
    if (cells.some((c) => c.trim())) rows.push({ line: rowLine, cells });
    if (rows.length > maxRows) throw new TooMany('rows');
    cells = [];
  };
  let pause = CSV_CHARS_PER_TURN;
  for (let i = 0; i < text.length; i++) {
    if (i >= pause) {
      pause += CSV_CHARS_PER_TURN;
      yield;
    }
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        if (cell.length <= IMPORT_MAX_CELL) cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        if (keep(c)) cell += c;
      }
    } else if (c === '"' && !cell.trim()) {
      quoted = true;
      cell = '';
      quotedAt = rowLine;
    } else if (c === separator) endCell();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else if (keep(c)) cell += c;
  }
  // A quote never closed would have taken every row after it into one cell.
  if (quoted) throw new UnclosedQuote(quotedAt);
  if (cell || cells.length) endRow();
  return rows;
}
