import type { ListRequest } from '../common/list';
import { DomainError } from '../common/domain-error';
import { sortKeys, type SortKey } from './member.list';

/**
 * A cursor comes back from the client, so it may be hand-made. The list reads it into SQL
 * bindings compared with typed columns (ids, dates, years): a value of the wrong type would make
 * the database refuse the query as an internal error. This checks each value against the type of
 * its key before the list sees it, and refuses anything else as the caller's bad input.
 */

const INTEGER_KEYS = new Set(['a.id_aso', 'a.cf_dojo', 'a.ultima_cuota']);
const DATE_KEYS = new Set(['a.fecha_nacimiento']);
const MAX_INT = 2147483647;

function fitsInteger(value: string): boolean {
  return /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= MAX_INT;
}

function fitsDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function fitsKey(key: SortKey, value: unknown): boolean {
  // Only some keys may be empty (members without a number, a mail, a fee).
  if (value === null) return key.nullable;
  if (typeof value !== 'string') return false;
  // The leading "has no number" key, read as text.
  if (key.sql === '(a.num_acae is null)') return value === 'true' || value === 'false';
  if (INTEGER_KEYS.has(key.sql)) return fitsInteger(value);
  if (DATE_KEYS.has(key.sql)) return fitsDate(value);
  // PostgreSQL text cannot hold a NUL character.
  return !value.includes('\u0000');
}

type RawCursor = { o?: unknown; d?: unknown; v?: unknown };

function readCursor(text: string): RawCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as RawCursor) : null;
  } catch {
    return null;
  }
}

/** Throws list.cursorInvalid unless `after` is a cursor of this order with well-typed values. */
export function checkCursor(after: string, order: ListRequest['order']): void {
  const cursor = readCursor(after);
  const keys = sortKeys(order);
  const values = cursor?.v;
  const fits =
    !!cursor &&
    cursor.o === order.column &&
    cursor.d === order.desc &&
    Array.isArray(values) &&
    values.length === keys.length &&
    values.every((value, i) => fitsKey(keys[i], value));
  if (!fits) throw DomainError.invalid([{ field: 'after', key: 'list.cursorInvalid' }]);
}
