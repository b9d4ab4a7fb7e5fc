import type { EntityManager, Knex } from '@mikro-orm/postgresql';

/**
 * The one way the server sends SQL of its own. A statement is a tagged template: every `${value}`
 * is a bound parameter, every `${fragment}` (another `sql` template, `raw` or `join`) is inlined
 * with its own parameters, so conditions compose without anybody counting `?` positions. It runs
 * through `run(em, ...)`, which always runs on the transaction of the entity manager it is given
 * (`em.getConnection().execute` without it would run on another pooled connection, outside that
 * transaction: lint forbids it outside this file).
 */
export class Sql {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
  ) {}

  /** The statement with knex's `?` placeholders and its bindings in order. */
  compile(): { text: string; params: unknown[] } {
    const params: unknown[] = [];
    const text = this.write(params);
    return { text, params };
  }

  private write(params: unknown[]): string {
    let text = this.strings[0];
    this.values.forEach((value, i) => {
      if (value instanceof Sql) text += value.write(params);
      else {
        params.push(value);
        text += '?';
      }
      text += this.strings[i + 1];
    });
    return text;
  }

  get isEmpty(): boolean {
    return this.values.length === 0 && this.strings.every((s) => !s.trim());
  }
}

export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  return new Sql([...strings], values);
}

/**
 * Trusted SQL text: expressions and column names written in the code (list definitions), never
 * anything a request carries.
 */
export function raw(text: string): Sql {
  return new Sql([text], []);
}

/** Fragments joined by a separator (`' and '`, `', '`); `empty` when there are none. */
export function join(parts: readonly Sql[], separator: string, empty = ''): Sql {
  if (!parts.length) return raw(empty);
  const strings = ['', ...parts.slice(1).map(() => separator), ''];
  return new Sql(strings, parts);
}

/** Conditions joined by `and`; `true` when there are none. */
export const and = (parts: readonly Sql[]): Sql => join(parts, ' and ', 'true');

/** Runs a statement on the transaction `em` is in, if any, and answers its rows. */
export async function run<T extends object = Record<string, unknown>>(
  em: EntityManager,
  statement: Sql,
): Promise<T[]> {
  const { text, params } = statement.compile();
  return em.getConnection().execute<T[]>(text, params, 'all', em.getTransactionContext());
}

/** The first row of a statement, or undefined. */
export async function first<T extends object = Record<string, unknown>>(
  em: EntityManager,
  statement: Sql,
): Promise<T | undefined> {
  return (await run<T>(em, statement))[0];
}

/** Whether a statement answers any row (`select 1 from ... where ...`), asked as `exists`. */
export async function exists(em: EntityManager, query: Sql): Promise<boolean> {
  const row = await first<{ found: boolean }>(em, sql`select exists (${query}) as found`);
  return row!.found;
}

/**
 * A list of integers as one bound `int[]` parameter (`= any(${intArray(ids)})`), whatever its
 * length: thousands of ids cost one parameter, not one each.
 */
export function intArray(values: readonly number[]): Sql {
  // int4 only: the doors refuse larger ids; anything else here is a programming error.
  if (!values.every((v) => Number.isInteger(v) && v >= -2_147_483_648 && v <= 2_147_483_647)) {
    throw new Error('intArray takes int4 integers only');
  }
  return sql`${`{${values.join(',')}}`}::int[]`;
}

/** A list of texts as one bound `text[]` parameter; each element quoted as an array literal. */
export function textArray(values: readonly string[]): Sql {
  const quoted = values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`);
  return sql`${`{${quoted.join(',')}}`}::text[]`;
}

/**
 * A statement built by knex's query builder (`em.getKnex()`), as an `Sql` that runs and composes
 * like any other: knex writes one `?` per binding, so the text splits into the template's strings.
 * Report configurations are compiled this way, never by joining text a request carries.
 */
export function fromBuilder(builder: { toSQL(): { sql: string; bindings: readonly unknown[] } }): Sql {
  const { sql: text, bindings } = builder.toSQL();
  const strings = text.split('?');
  if (strings.length !== bindings.length + 1)
    throw new Error('a built statement holds a literal "?": write it as a binding');
  return new Sql(strings, [...bindings]);
}

/**
 * knex, to BUILD statements that `fromBuilder` then runs through `run` on the transaction. A
 * builder awaited directly would run on another pooled connection: nothing here does that, and
 * lint keeps `getKnex` in this file.
 */
export const queryBuilder = (em: EntityManager): Knex => em.getKnex();

let cursorCount = 0;

/**
 * The rows of a statement in batches through a server-side cursor, so that an export of a million
 * rows holds one batch in memory at a time. A cursor lives inside a transaction: call it on the
 * entity manager of `em.transactional`. The cursor is closed however the loop ends.
 */
export async function* inBatches<T extends object = Record<string, unknown>>(
  em: EntityManager,
  statement: Sql,
  batchSize = 1000,
): AsyncGenerator<T[]> {
  if (!em.getTransactionContext()) throw new Error('a cursor needs a transaction');
  const name = `federa_cursor_${++cursorCount}`;
  await run(em, sql`declare ${raw(name)} no scroll cursor for ${statement}`);
  try {
    for (;;) {
      const rows = await run<T>(em, raw(`fetch forward ${Math.trunc(batchSize)} from ${name}`));
      if (!rows.length) return;
      yield rows;
    }
  } finally {
    await run(em, raw(`close ${name}`)).catch(() => undefined);
  }
}
