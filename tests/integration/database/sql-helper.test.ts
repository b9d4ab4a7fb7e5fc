import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  and,
  fromBuilder,
  inBatches,
  queryBuilder,
  raw,
  run,
  sql,
} from '../../../graph/src/modules/common/sql';
import { serveFromThisProcess, startTestServer, type TestServer } from '../../support/test-server';

// t.server.db.orm is the server's ORM: its server runs in this process.
serveFromThisProcess();

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const em = () => t.server.db.orm.em.fork() as EntityManager;
const ended = async (id: string) =>
  (await t.sql('select 1 from sesion_cerrada where sesion = $1', [id])).length;

describe('the SQL helper', () => {
  it('runs inside the transaction it is given: a failed transaction leaves nothing', async () => {
    const id = crypto.randomUUID();
    await expect(
      em().transactional(async (tx) => {
        await run(tx, sql`insert into sesion_cerrada (sesion, caduca) values (${id}, now())`);
        // The statement saw the transaction's own row...
        expect(await run(tx, sql`select 1 from sesion_cerrada where sesion = ${id}`)).toHaveLength(1);
        throw new Error('the save fails after the statement');
      }),
    ).rejects.toThrow('the save fails');
    // ...and it went with the transaction.
    expect(await ended(id)).toBe(0);
  });

  it('commits with the transaction', async () => {
    const id = crypto.randomUUID();
    await em().transactional(async (tx) => {
      await run(tx, sql`insert into sesion_cerrada (sesion, caduca) values (${id}, now())`);
      // Not visible outside until the transaction commits.
      expect(await ended(id)).toBe(0);
    });
    expect(await ended(id)).toBe(1);
  });

  it('binds every value of composed fragments in order, whatever their nesting', async () => {
    const scope = and([sql`x.a = ${1}`, sql`x.b = ${'two'}`]);
    const statement = sql`select ${raw('x.a')} from (values (1, 'two'), (3, 'four')) x(a, b)
      where ${scope} and x.a < ${5}`;
    expect(statement.compile().params).toEqual([1, 'two', 5]);
    expect(await run(em(), statement)).toEqual([{ a: 1 }]);
    // A value is a parameter, never SQL.
    const hostile = "two' or true --";
    expect(await run(em(), sql`select 1 from (values ('two')) x(b) where x.b = ${hostile}`)).toEqual([]);
  });

  it('runs a statement of the query builder with its values bound, and composes it', async () => {
    const knex = queryBuilder(em());
    const hostile = "two' or true --";
    const built = knex
      .select('x.a')
      .from(knex.raw("(values (1, 'two'), (3, 'four')) x(a, b)"))
      .where('x.b', hostile);
    expect(await run(em(), fromBuilder(built))).toEqual([]);
    const counted = sql`select count(*)::int as n from (${fromBuilder(knex.select('x.a').from(knex.raw('(values (1), (3)) x(a)')).where('x.a', '>', 0))}) t`;
    expect(await run(em(), counted)).toEqual([{ n: 2 }]);
  });

  it('reads a statement in batches through a cursor, with bound values, inside a transaction', async () => {
    const batches = await em().transactional(async (tx) => {
      const seen: number[] = [];
      for await (const rows of inBatches<{ n: number }>(
        tx,
        sql`select n from generate_series(1, ${2500}) n`,
        1000,
      ))
        seen.push(rows.length);
      return seen;
    });
    expect(batches).toEqual([1000, 1000, 500]);
    await expect(inBatches(em(), sql`select 1`).next()).rejects.toThrow('needs a transaction');
  });
});
