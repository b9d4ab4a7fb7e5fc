import type { EntityManager } from '@mikro-orm/postgresql';
import { ASSOCIATION_LIST } from '../../../graph/src/modules/associations/association.list';
import { exportList, listPage } from '../../../graph/src/modules/common/list/engine';
import { parseList } from '../../../graph/src/modules/common/list/request';
import { DOJO_LIST } from '../../../graph/src/modules/dojos/dojo.list';
import { MEMBER_LIST } from '../../../graph/src/modules/members/member.list';
import { serveFromThisProcess, startTestServer, type TestServer } from '../../support/test-server';

// t.server.db.orm is the server's ORM: its server runs in this process.
serveFromThisProcess();

let t: TestServer;
const statements: string[] = [];
beforeAll(async () => {
  t = await startTestServer();
  const knex = t.server.db.orm.em.getConnection().getKnex();
  knex.on('query', (query: { sql: string }) => statements.push(query.sql));
});
afterAll(() => t.close());

const em = () => t.server.db.orm.em.fork() as EntityManager;

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

describe('a list export', () => {
  it('streams every member, in the order of the list, batch after batch', async () => {
    const order = { column: 'dojo', desc: true };
    const exported = await collect(exportList(em(), MEMBER_LIST, {}, { order, search: '', batch: 100 }));
    const expected = await t.sql<{ id_aso: number }>(
      `select a.id_aso from asociado a join dojo d on d.id_dojo = a.cf_dojo
       order by a.num_acae is null, d.nombre desc, a.cf_dojo desc, a.id_aso desc`,
    );
    expect(expected.length).toBeGreaterThan(300);
    expect(exported.map((m) => m.id_aso)).toEqual(expected.map((m) => m.id_aso));
  });

  it('reads one batch at a time: a reader that stops early reads no further', async () => {
    const order = { column: 'nombre', desc: false };
    const rows = exportList(em(), MEMBER_LIST, {}, { order, search: '', batch: 10 });
    statements.length = 0;
    let read = 0;
    for await (const _ of rows) {
      read += 1;
      if (read === 15) break;
    }
    // Two batches of ten: the second was needed for the 15th row, a third never asked.
    expect(statements.filter((sql) => /from asociado a/.test(sql))).toHaveLength(2);
  });

  it('gives the same rows as the pages, for a list sorted by a count and searched', async () => {
    const request = parseList(DOJO_LIST, { orderBy: 'nAsociados DESC', filter: 'a', limit: 1000 });
    const page = await listPage(em(), DOJO_LIST, {}, request);
    expect(page.total).toBeGreaterThan(10);
    const exported = await collect(
      exportList(em(), DOJO_LIST, {}, { order: request.order, search: request.search, batch: 7 }),
    );
    expect(exported.map((d) => d.id)).toEqual(page.items.map((d) => d.id));
    const associations = parseList(ASSOCIATION_LIST, { orderBy: 'zona DESC', limit: 1000 });
    const all = await listPage(em(), ASSOCIATION_LIST, undefined, associations);
    const streamed = await collect(
      exportList(em(), ASSOCIATION_LIST, undefined, { order: associations.order, search: '', batch: 2 }),
    );
    expect(streamed.map((a) => a.id)).toEqual(all.items.map((a) => a.id));
  });
});
