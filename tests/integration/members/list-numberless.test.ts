import type { GraphqlAnswer, TestServer } from '../../support/test-server';
import { signInAll, type Role, startMembersServer } from './members-support';

// Issue 3: "In the member list, rows without numAcae always come last whatever the chosen order".
// Numberless members are made with SQL (old records), spread over the id range and the dojos, some
// also without a mail, so that every order meets them among its own empty values.

let t: TestServer;
let tokens: Record<Role, string>;
let numberless: Set<number>;
beforeAll(async () => {
  t = await startMembersServer();
  tokens = await signInAll(t);
  const notAccount = "(mail is null or mail not like '%@demo.federa')";
  const rows = await t.sql<{ id_aso: number }>(
    `update asociado set num_acae = null
     where id_aso in (select id_aso from asociado where id_aso % 29 = 3 and ${notAccount} limit 12)
     returning id_aso`,
  );
  numberless = new Set(rows.map((r) => r.id_aso));
  await t.sql(`update asociado set mail = null where (id_aso % 58 = 3 or id_aso % 31 = 5) and ${notAccount}`);
});
afterAll(() => t.close());

const COLUMNS = ['numAcae', 'nombre', 'apellido', 'mail', 'dojo', 'edad', 'ultima_cuota'];
const ORDERS = COLUMNS.flatMap((c) => [c, `${c} DESC`]);

type Row = { idAso: number; numAcae: string | null };

/** The whole list in order, page by page through REST. */
async function allRows(query: Record<string, string>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let ini = 0; ; ini += 1000) {
    const page = await t.rest('GET', '/asociados/', {
      token: tokens.admin,
      query: { ...query, ini: String(ini), pag: '1000' },
    });
    expect(page.body.estado).toBe(0);
    rows.push(...page.body.res);
    if (rows.length >= page.body.nTot) return rows;
  }
}

describe('numberless members come last under every order', () => {
  it('has numberless members to test with', () => {
    expect(numberless.size).toBeGreaterThanOrEqual(10);
  });

  it.each(ORDERS)('REST list under %s: every numbered row before every numberless one', async (orden) => {
    const rows = await allRows({ orden });
    const firstEmpty = rows.findIndex((r) => r.numAcae === null);
    expect(firstEmpty).toBe(rows.length - numberless.size);
    expect(rows.slice(firstEmpty).every((r) => r.numAcae === null && numberless.has(r.idAso))).toBe(true);
  });

  it.each(ORDERS)('GraphQL members() under %s matches the REST list at the boundary', async (orderBy) => {
    const rows = await allRows({ orden: orderBy });
    const offset = rows.length - numberless.size - 5;
    const answer = await t.graphql(
      'query ($page: ListInput) { members(page: $page) { items { id memberNumber } } }',
      { page: { offset, limit: 15, orderBy } },
      { token: tokens.admin },
    );
    expect(answer.errors).toBeUndefined();
    const items: { id: number; memberNumber: string | null }[] = answer.data!.members.items;
    expect(items.map((m) => m.id)).toEqual(rows.slice(offset, offset + 15).map((r) => r.idAso));
    expect(items.map((m) => m.memberNumber === null)).toEqual(items.map((_, i) => i >= 5));
  });
});

describe('posicion under every order', () => {
  it.each(ORDERS)('REST and GraphQL agree with the row index under %s', async (orden) => {
    const ids = (await allRows({ orden })).map((r) => r.idAso);
    const boundary = ids.length - numberless.size;
    const picks = [0, 1, 200, boundary - 2, boundary - 1, boundary, boundary + 1, ids.length - 1];
    for (const at of picks) {
      const rest = await t.rest('GET', '/asociados/posicion', {
        token: tokens.admin,
        query: { id: String(ids[at]), orden },
      });
      expect(rest.body).toEqual({ estado: 0, res: { pos: at } });
    }
    const answer = await t.graphql(
      'query ($id: Int!, $orderBy: String) { memberPosition(id: $id, orderBy: $orderBy) }',
      { id: ids[boundary + 2], orderBy: orden },
      { token: tokens.admin },
    );
    expect(answer.data).toEqual({ memberPosition: boundary + 2 });
  });
});

const CONNECTION = `query Walk($first: Int!, $after: String, $orderBy: String) {
  membersConnection(first: $first, after: $after, orderBy: $orderBy) {
    edges { cursor node { id } }
    pageInfo { hasNextPage endCursor }
  }
}`;

describe('membersConnection under non-default orders', () => {
  it.each(['nombre DESC', 'apellido', 'mail', 'mail DESC', 'dojo DESC', 'edad DESC', 'ultima_cuota'])(
    'walks every member once, in list order, under %s',
    async (orderBy) => {
      const expected = (await allRows({ orden: orderBy })).map((r) => r.idAso);
      const ids: number[] = [];
      let after: string | null = null;
      for (;;) {
        const answer: GraphqlAnswer<Record<string, any>> = await t.graphql(
          CONNECTION,
          { first: 23, after, orderBy },
          { token: tokens.admin },
        );
        expect(answer.errors).toBeUndefined();
        const page: Record<string, any> = answer.data!.membersConnection;
        ids.push(...page.edges.map((e: { node: { id: number } }) => e.node.id));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expected);
    },
  );
});
