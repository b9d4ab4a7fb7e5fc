import { serveFromThisProcess, type TestServer } from '../../support/test-server';
import { signInAll, startMembersServer, type Role } from './members-support';

// t.server.db.orm is the server's ORM: its server runs in this process.
serveFromThisProcess();

let t: TestServer;
let tokens: Record<Role, string>;
const statements: string[] = [];
beforeAll(async () => {
  t = await startMembersServer();
  tokens = await signInAll(t);
  // Every statement the server sends, whichever way it is built (entity manager, query builder or
  // raw SQL), goes through the one knex instance of its ORM.
  const knex = t.server.db.orm.em.getConnection().getKnex();
  knex.on('query', (query: { sql: string }) => statements.push(query.sql));
});
afterAll(() => t.close());

const PAGE = `query Page($page: ListInput) {
  members(page: $page) {
    total
    items { id fullName dojo { id name city } association { id name series } }
  }
}`;

async function statementsFor(limit: number, orderBy?: string): Promise<string[]> {
  statements.length = 0;
  const answer = await t.graphql(PAGE, { page: { limit, orderBy } }, { token: tokens.admin });
  expect(answer.errors).toBeUndefined();
  const page = answer.data!.members;
  expect(page.items).toHaveLength(limit);
  // The page really spans many dojos and several associations.
  expect(new Set(page.items.map((m: { dojo: { id: number } }) => m.dojo.id)).size).toBeGreaterThan(
    limit === 100 ? 5 : 1,
  );
  return [...statements];
}

describe('a page of members with their dojo and association', () => {
  it('costs the same statements for 15 and for 100 members', async () => {
    // The first request of a session checks it in the database; the next ones find it cached.
    await statementsFor(15, 'dojo');
    const fifteen = await statementsFor(15, 'dojo');
    const hundred = await statementsFor(100, 'dojo');
    expect(hundred).toHaveLength(fifteen.length);
    // Page, count, one batch of dojos, one batch of associations.
    expect(fifteen.length).toBeLessThanOrEqual(4);
    expect(hundred.filter((sql) => /from "dojo"/.test(sql))).toHaveLength(1);
    expect(hundred.filter((sql) => /from "asociacion"/.test(sql))).toHaveLength(1);
  });

  it('in every order', async () => {
    const counts = new Set<number>();
    for (const orderBy of ['numAcae', 'nombre DESC', 'ultima_cuota']) {
      counts.add((await statementsFor(15, orderBy)).length);
      counts.add((await statementsFor(100, orderBy)).length);
    }
    expect(counts.size).toBe(1);
  });
});

it('answers a member’s dojo id and name from the page’s own row, with no statement of its own', async () => {
  const ask = async (dojoFields: string) => {
    statements.length = 0;
    const answer = await t.graphql(
      `query ($page: ListInput) { members(page: $page) { items { id dojo { ${dojoFields} } } } }`,
      { page: { limit: 100, orderBy: 'dojo' } },
      { token: tokens.admin },
    );
    expect(answer.errors).toBeUndefined();
    return { items: answer.data!.members.items, dojoStatements: statements.filter((s) => /"dojo"/.test(s)) };
  };
  const short = await ask('id name');
  expect(short.dojoStatements).toEqual([]);
  const loaded = await ask('id name city');
  expect(loaded.dojoStatements).toHaveLength(1);
  const idAndName = loaded.items.map(({ id, dojo }: any) => ({ id, dojo: { id: dojo.id, name: dojo.name } }));
  expect(short.items).toEqual(idAndName);
});
