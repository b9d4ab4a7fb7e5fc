import { createHash } from 'node:crypto';
import { setImmediate as turn } from 'node:timers/promises';
import { Camt053Reader } from './camt053.read';
import { Norma43Reader } from './norma43.read';
import {
  StatementRefused,
  type ParsedStatement,
  type StatementBounds,
  type StatementReader,
} from './statement-file';

/** A statement read and checked, with the hash of its bytes (the same file is the same import). */
export type ReadStatement = ParsedStatement & { hash: string; bytes: number };

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Norma 43 begins with its account header (11); camt.053 is XML. Anything else is neither. */
function readerFor(start: Buffer, maxEntries: number): StatementReader | null {
  const text = start
    .subarray(start.subarray(0, 3).equals(BOM) ? 3 : 0)
    .toString('latin1')
    .trimStart();
  if (text.startsWith('<')) return new Camt053Reader(maxEntries);
  if (/^\d/.test(text)) return new Norma43Reader(maxEntries);
  return null;
}

/**
 * Reads a statement from its bytes as they come (a request's body, a decoded upload), chunk by
 * chunk: the file is never held whole, only its entries. Between chunks the event loop takes its
 * turn, so the server keeps answering while a long file is read. Refuses (StatementRefused) a
 * file over the bounds, of no known format, or that its own records contradict.
 */
export async function readStatement(
  source: AsyncIterable<Buffer | string>,
  bounds: StatementBounds,
): Promise<ReadStatement> {
  const hash = createHash('sha256');
  let reader: StatementReader | null = null;
  let head = Buffer.alloc(0);
  let bytes = 0;
  for await (const piece of source) {
    const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
    bytes += chunk.length;
    if (bytes > bounds.maxBytes)
      throw new StatementRefused('statements.tooLarge', {
        line: 0,
        max: Math.floor(bounds.maxBytes / 2 ** 20),
      });
    hash.update(chunk);
    if (!reader) {
      head = Buffer.concat([head, chunk]);
      // Enough to see past a byte-order mark and leading blanks.
      if (head.toString('latin1').trim().length < 2 && head.length < 4096) continue;
      reader = readerFor(head, bounds.maxEntries);
      if (!reader) throw new StatementRefused('statements.unknownFormat', { line: 1 });
      reader.write(head);
    } else reader.write(chunk);
    await turn();
  }
  if (!reader) {
    if (!head.toString('latin1').trim()) throw new StatementRefused('statements.empty', { line: 1 });
    reader = readerFor(head, bounds.maxEntries);
    if (!reader) throw new StatementRefused('statements.unknownFormat', { line: 1 });
    reader.write(head);
  }
  return { ...reader.end(), hash: hash.digest('hex'), bytes };
}

/**
 * A base64 upload (a data URL is accepted) as chunks of bytes, decoded a slice at a time: the
 * decoded file never exists whole beside its text.
 */
export async function* base64Chunks(content: string, sliceChars = 1 << 16): AsyncGenerator<Buffer> {
  const comma = content.startsWith('data:') ? content.indexOf(',') + 1 : 0;
  const size = sliceChars - (sliceChars % 4);
  for (let at = comma; at < content.length; at += size) {
    const slice = content.slice(at, at + size);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(slice) || (slice.includes('=') && at + size < content.length))
      throw new StatementRefused('statements.notBase64', { line: 0 });
    yield Buffer.from(slice, 'base64');
  }
}
