import type { Writable } from 'node:stream';

/**
 * A text a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, or one hidden behind a tab or
 * a carriage return): every file export writes it as text (courses, grades' documents, reports).
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Waits while the client has not taken what was written (the response's buffer is full), so that
 * a slow download holds one page of rows in memory rather than the whole file. Rejects when the
 * client goes away, which ends the export; with `stallMs`, a client that takes nothing for that
 * long is taken as gone (the stream is destroyed), so that what the export holds is let go.
 */
export function drained(out: Writable, stallMs?: number): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('export: the client went away'));
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const stalled = stallMs === undefined ? undefined : setTimeout(() => out.destroy(), stallMs);
    const settle = (error?: Error) => {
      clearTimeout(stalled);
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('export: the client went away'));
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}

/** Rows an export writes before letting the server answer other calls (`nextTurn`). */
export const ROWS_PER_TURN = 25;

/**
 * Lets the event loop run what waits (other requests, other exports) before the next rows: a page
 * of 500 members drawn in one go held every other call for a quarter of a second, and a few
 * exports at once for seconds.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `attachment` with the name twice: `filename*` (RFC 5987, UTF-8) for the accents, which the web
 * client reads first, and a plain ASCII `filename` for anything older.
 */
export function contentDisposition(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The type of the spreadsheets the exports write. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A file a service hands to a door once everything that may refuse has been decided: its name
 * (any characters), its type, any further headers, and its body, written to the response as it is
 * drawn (`write`) or whole (`body`, for a small file built before).
 */
export type FileDownload = {
  name: string;
  type: string;
  headers?: Record<string, string>;
} & ({ write: (out: Writable) => Promise<void> } | { body: Buffer | string });

/**
 * How a service sends its file (rest/file-route.ts): called once, after every check. From then
 * on a failure can only cut the download short.
 */
export type SendFile = (file: FileDownload) => Promise<void>;
