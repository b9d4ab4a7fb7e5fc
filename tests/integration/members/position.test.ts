import type { GraphqlAnswer, TestServer } from '../../support/test-server';
import { plainMember, signInAll, type Role, startMembersServer, allListedIds } from './members-support';

let t: TestServer;
let tokens: Record<Role, string>;
beforeAll(async () => {
  t = await startMembersServer();
  tokens = await signInAll(t);
  // Members without a number, so that every position rule meets empty values.
  await plainMember(t, 1);
  await plainMember(t, 1, { nombre: 'José' });
});
afterAll(() => t.close());

const ORDERS = [
  'numAcae',
  'numAcae DESC',
  'nombre',
  'apellido DESC',
  'mail',
  'mail DESC',
  'dojo',
  'dojo DESC',
  'edad',
  'ultima_cuota',
  'ultima_cuota DESC',
];

const allIds = (token: string, query: Record<string, string> = {}) => allListedIds(t, token, query);

const posicion = (token: string, query: Record<string, string>) =>
  t.rest('GET', '/asociados/posicion', { token, query });

describe('GET /v1/asociados/posicion', () => {
  it.each(ORDERS)('answers the 0-based row of the list under %s', async (orden) => {
    const ids = await allIds(tokens.admin, { orden });
    const picks = [0, 1, Math.floor(ids.length / 2), ids.length - 2, ids.length - 1];
    for (const at of picks) {
      const answer = await posicion(tokens.admin, { id: String(ids[at]), orden, filtro: '' });
      expect(answer.body).toEqual({ estado: 0, res: { pos: at } });
    }
  });

  it('uses the same filter and dojo as the list, and -1 outside it', async () => {
    const query = { orden: 'apellido', filtro: 'jose', idDojo: '1' };
    const ids = await allIds(tokens.admin, query);
    expect(ids.length).toBeGreaterThan(0);
    for (const [at, id] of ids.entries()) {
      expect((await posicion(tokens.admin, { ...query, id: String(id) })).body.res.pos).toBe(at);
    }
    const [{ id_aso: outside }] = await t.sql(
      "select id_aso from asociado where cf_dojo <> 1 or nombre not ilike '%jos%' limit 1",
    );
    expect((await posicion(tokens.admin, { ...query, id: String(outside) })).body.res.pos).toBe(-1);
  });

  it("is -1 for a member outside the caller's scope", async () => {
    const [{ id_aso: outsider }] = await t.sql('select id_aso from asociado where cf_dojo <> 1 limit 1');
    expect((await posicion(tokens.miembro, { id: String(outsider) })).body.res.pos).toBe(-1);
    expect((await posicion(tokens.miembro, { id: '4' })).body.res.pos).toBeGreaterThanOrEqual(0);
  });

  it('has a GraphQL twin', async () => {
    const ids = await allIds(tokens.asoc, { orden: 'nombre DESC' });
    const answer = await t.graphql(
      'query ($id: Int!) { memberPosition(id: $id, orderBy: "nombre DESC") }',
      { id: ids[17] },
      { token: tokens.asoc },
    );
    expect(answer.data).toEqual({ memberPosition: 17 });
  });
});

const CONNECTION = `query Walk($first: Int!, $after: String, $orderBy: String, $filter: String, $dojoId: Int) {
  membersConnection(first: $first, after: $after, orderBy: $orderBy, filter: $filter, dojoId: $dojoId) {
    edges { cursor node { id memberNumber dojo { id } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

async function walk(token: string, variables: Record<string, unknown>): Promise<number[]> {
  const ids: number[] = [];
  let after: string | null = null;
  for (;;) {
    const answer: GraphqlAnswer<Record<string, any>> = await t.graphql(
      CONNECTION,
      { ...variables, after },
      { token },
    );
    expect(answer.errors).toBeUndefined();
    const page: Record<string, any> = answer.data!.membersConnection;
    ids.push(...page.edges.map((e: { node: { id: number } }) => e.node.id));
    if (!page.pageInfo.hasNextPage) return ids;
    after = page.pageInfo.endCursor;
    expect(after).toBe(page.edges.at(-1).cursor);
  }
}

describe('membersConnection: cursor paging for integrators', () => {
  it.each(ORDERS)("walks dojo 1's members under %s without duplicates or gaps", async (orderBy) => {
    const expected = await allIds(tokens.admin, { orden: orderBy, idDojo: '1' });
    const ids = await walk(tokens.admin, { first: 4, orderBy, dojoId: 1 });
    expect(ids).toEqual(expected);
  });

  it('walks the whole federation in the default order', async () => {
    const expected = await allIds(tokens.admin, {});
    expect(await walk(tokens.admin, { first: 97 })).toEqual(expected);
  });

  it('does not repeat or skip when rows are added before the cursor meanwhile', async () => {
    const first = await t.graphql(CONNECTION, { first: 5, dojoId: 1 }, { token: tokens.dojo });
    const seen = first.data!.membersConnection.edges.map((e: { node: { id: number } }) => e.node.id);
    await plainMember(t, 1, { numAcae: '01A0000' }); // sorts before everything already seen
    const rest = await t.graphql(
      CONNECTION,
      { first: 1000, dojoId: 1, after: first.data!.membersConnection.pageInfo.endCursor },
      { token: tokens.dojo },
    );
    const next = rest.data!.membersConnection.edges.map((e: { node: { id: number } }) => e.node.id);
    const expected = await allIds(tokens.dojo, { idDojo: '1' });
    expect([...seen, ...next].sort()).toEqual(expected.filter((id) => id !== expected[0]).sort());
  });

  it('refuses a cursor of another order and a page size outside 1..1000', async () => {
    const first = await t.graphql(CONNECTION, { first: 2 }, { token: tokens.admin });
    const cursor = first.data!.membersConnection.pageInfo.endCursor;
    const other = await t.graphql(
      CONNECTION,
      { first: 2, after: cursor, orderBy: 'nombre' },
      { token: tokens.admin },
    );
    expect(other.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const garbage = await t.graphql(CONNECTION, { first: 2, after: 'xyz' }, { token: tokens.admin });
    expect(garbage.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const big = await t.graphql(CONNECTION, { first: 1001 }, { token: tokens.admin });
    expect(big.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
