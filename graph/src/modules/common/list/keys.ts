import { DomainError } from '../domain-error';
import { and, join, raw, sql, type Sql } from '../sql';
import type { ListOrder } from './request';

/** How a key's value is read back from a cursor (as text), so that a hand-made one is refused. */
export type KeyType = 'text' | 'integer' | 'number' | 'date' | 'boolean';

/** An expression a list sorts by: text unless said, never empty unless said. */
export type KeyExpr = string | { sql: string; type?: KeyType; nullable?: boolean };

/**
 * One sort key: an SQL expression, its direction, where its empty values go, whether it can be
 * empty at all, and its type.
 */
export type SortKey = { sql: string; desc: boolean; nullsFirst: boolean; nullable: boolean; type: KeyType };

function keyOf(expr: KeyExpr, desc: boolean): SortKey {
  const e = typeof expr === 'string' ? { sql: expr } : expr;
  // Empty values last ascending and first descending: PostgreSQL's default, so that a plain
  // index on the column (and its mirror) serves both directions.
  return { sql: e.sql, desc, nullsFirst: desc, nullable: e.nullable ?? false, type: e.type ?? 'text' };
}

/** The keys of an order: the leading keys (always ascending), the column's, then the list's key. */
export function sortKeys(
  lead: readonly KeyExpr[],
  column: KeyExpr | readonly KeyExpr[],
  key: KeyExpr,
  order: ListOrder,
): SortKey[] {
  const columns = Array.isArray(column) ? column : [column as KeyExpr];
  return [...lead.map((e) => keyOf(e, false)), ...[...columns, key].map((e) => keyOf(e, order.desc))];
}

export function orderBySql(keys: readonly SortKey[]): Sql {
  return raw(
    keys
      .map((k) => `${k.sql} ${k.desc ? 'desc' : 'asc'} ${k.nullsFirst ? 'nulls first' : 'nulls last'}`)
      .join(', '),
  );
}

/** The mirror order: rows after a row under `keys` are the rows before it under this one. */
export function reversed(keys: readonly SortKey[]): SortKey[] {
  return keys.map((k) => ({ ...k, desc: !k.desc, nullsFirst: !k.nullsFirst }));
}

/** The key values of a row as text, selected as k0, k1, ... */
export function keyColumns(keys: readonly SortKey[]): Sql {
  return raw(keys.map((k, i) => `(${k.sql})::text as k${i}`).join(', '));
}

export const keyValuesOf = (keys: readonly SortKey[], row: Record<string, unknown>): unknown[] =>
  keys.map((_, i) => row[`k${i}`]);

/**
 * Rows strictly before the one whose key values are `values`, under `keys`, as disjoint parts
 * (rows before on the first keys; equal on those, before on the next ones; ...). Each part is
 * equalities on leading keys and one row comparison over keys of one direction, so that it is a
 * single range of the order's index: counted or walked from there, never from the start.
 */
export function beforeParts(keys: readonly SortKey[], values: readonly unknown[]): Sql[] {
  const parts: Sql[] = [];
  const equal: Sql[] = [];
  const withEqual = (more: Sql): Sql => and([...equal, more]);
  let i = 0;
  while (i < keys.length) {
    const key = keys[i];
    if (values[i] === null) {
      // Empty here: the non-empty rows are before it when empty values go last.
      if (!key.nullsFirst) parts.push(withEqual(raw(`${key.sql} is not null`)));
      equal.push(raw(`${key.sql} is null`));
      i += 1;
      continue;
    }
    if (key.nullable && key.nullsFirst) parts.push(withEqual(raw(`${key.sql} is null`)));
    // A run of keys one row comparison can take: same direction, not empty, and whose empty rows
    // are after (a comparison with an empty field is unknown, so they are left out, as they should).
    let end = i + 1;
    while (
      end < keys.length &&
      keys[end].desc === key.desc &&
      values[end] !== null &&
      !(keys[end].nullable && keys[end].nullsFirst)
    ) {
      end += 1;
    }
    const run = keys.slice(i, end).map((k) => k.sql);
    const bound = values.slice(i, end).map((v) => sql`${v}`);
    const tuple = raw(run.length > 1 ? `(${run.join(', ')})` : run[0]);
    const list = run.length > 1 ? sql`(${join(bound, ', ')})` : bound[0];
    parts.push(withEqual(sql`${tuple} ${raw(key.desc ? '>' : '<')} ${list}`));
    equal.push(sql`${tuple} = ${list}`);
    i = end;
  }
  return parts;
}

/** A cursor names its order, so that it is never read under another one. */
type Cursor = { o: string; d: boolean; v: unknown[] };

export function encodeCursor(order: ListOrder, values: unknown[]): string {
  const cursor: Cursor = { o: order.column, d: order.desc, v: values };
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

const MAX_INT = 2147483647;

function fitsDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A cursor comes back from the client, so it may be hand-made; its values become bindings
 * compared with typed columns, where a value of the wrong type would make the database refuse the
 * query as an internal error. Each value is checked against its key's type first.
 */
function fitsKey(key: SortKey, value: unknown): boolean {
  if (value === null) return key.nullable;
  if (typeof value !== 'string' || value.length > 1000) return false;
  switch (key.type) {
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'integer':
      return /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= MAX_INT;
    case 'number':
      return /^-?\d{1,15}(?:\.\d{1,15})?$/.test(value);
    case 'date':
      return fitsDate(value);
    default:
      // PostgreSQL text cannot hold a NUL character.
      return !value.includes('\u0000');
  }
}

/** The key values of a cursor of this order; list.cursorInvalid for anything else. */
export function decodeCursor(text: string, order: ListOrder, keys: readonly SortKey[]): unknown[] {
  let cursor: Partial<Cursor> | null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    cursor = parsed && typeof parsed === 'object' ? (parsed as Partial<Cursor>) : null;
  } catch {
    cursor = null;
  }
  const values = cursor?.v;
  const fits =
    !!cursor &&
    cursor.o === order.column &&
    cursor.d === order.desc &&
    Array.isArray(values) &&
    values.length === keys.length &&
    values.every((v, i) => fitsKey(keys[i], v));
  if (!fits) throw DomainError.invalid([{ field: 'after', key: 'list.cursorInvalid' }]);
  return values;
}
