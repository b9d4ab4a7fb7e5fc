import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { serveFromThisProcess, startTestServer, type TestServer } from '../../support/test-server';
import { signIn } from '../../support/sessions';

// A spy counts the server's SQL statements: its server runs in this process.
serveFromThisProcess();

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await signIn(t, 'admin@demo.federa');
});
afterAll(() => t.close());

/** SQL statements the server runs while `work` does (the server lives in this process). */
async function statements(work: () => Promise<unknown>): Promise<number> {
  const spy = jest.spyOn(PostgreSqlConnection.prototype, 'execute');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('nested dojo fields', () => {
  const page = (limit: number) =>
    t.graphql(
      `query ($limit: Int) { dojos(page: { limit: $limit }) { items {
         id country province memberCount association { name } } } }`,
      { limit },
      { token },
    );

  it('cost a constant number of SQL statements, whatever the page size', async () => {
    // The session's first request checks it in the database, later ones answer from the cache.
    await page(15);
    const small = await statements(() => page(15));
    const large = await statements(() => page(100));
    expect(small).toBe(large);
    expect((await page(100)).data!.dojos.items.length).toBeGreaterThan(15);
  });

  it('resolve from an entity root too (association → dojos), counting members in one query', async () => {
    const answer = await t.graphql(
      `{ associations(page: { limit: 15 }) { items { dojos { id country province memberCount associationId } } } }`,
      {},
      { token },
    );
    expect(answer.errors).toBeUndefined();
    const dojos = (answer.data!.associations.items as { dojos: Record<string, unknown>[] }[]).flatMap(
      (a) => a.dojos,
    );
    const hoshi = dojos.find((d) => d.id === 1);
    const [{ n }] = await t.sql('select count(*)::int as n from asociado where cf_dojo = 1');
    expect(hoshi).toEqual({ id: 1, country: 'ES', province: '28', memberCount: n, associationId: 1 });
  });
});
