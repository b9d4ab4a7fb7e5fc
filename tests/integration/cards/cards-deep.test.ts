import type { TestServer } from '../../support/test-server';
import { openWorld, type Role } from '../../support/world';
import { CARD_FIELDS, cards, MEMBER_CARDS } from './cards-support';

// Issue 29, the cards list by key (GET asociadosCarnets?tras= and memberCardsConnection): every
// row of the list (printable or not) under the caller's scope, order and filter, as the offset
// pages give them, ties included; a cursor the list did not write, or of another order, refused.

let t: TestServer;
let tokens: Record<Role, string>;
const CURSOR_INVALID = 'El cursor de página no es válido.';

beforeAll(async () => {
  ({ t, tokens } = await openWorld());
  // Members sharing a surname and a few first names (ties under every order), a third with a
  // mail (printable), a fifth numberless, in the four associations' dojos.
  await t.sql(
    `insert into asociado (dni, nombre, apellido, num_acae, fecha_nacimiento, cf_dojo, cf_asoc, mail)
     select 'TRAS' || g, 'Nombre' || (g % 5), 'Tramado',
            case when g % 5 = 0 then null else s.serie || lpad((7000 + g)::text, 4, '0') end,
            case when g % 3 = 0 then '2015-06-01' else '1990-01-01' end::date, d.id_dojo, d.cf_asoc,
            case when g % 3 = 1 then 'tras' || g || '@example.org' end
     from generate_series(1, 420) g
     cross join lateral (select id_dojo, cf_asoc from dojo where g > 0 order by id_dojo offset (g % 4) limit 1) d
     join asociacion s on s.id_asoc = d.cf_asoc`,
  );
});
afterAll(() => t.close());

type Row = { idAso: number } & Record<string, unknown>;
type Query = Record<string, string>;

async function restPage(role: Role, query: Query) {
  const answer = await cards(t, tokens[role], query);
  expect(answer.body.estado).toBe(0);
  return answer.body as { res: Row[]; nRes: number; nTot: number; nTotExacto: boolean; sig?: string | null };
}

async function restByOffset(role: Role, query: Query): Promise<Row[]> {
  const rows: Row[] = [];
  for (let ini = 0; ; ini += 100) {
    const page = await restPage(role, { ...query, ini: String(ini), pag: '100' });
    rows.push(...page.res);
    if (!page.res.length || (page.nTotExacto && rows.length >= page.nTot)) break;
  }
  return rows;
}

async function restByCursor(role: Role, query: Query, size: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let tras = ''; ;) {
    const page = await restPage(role, { ...query, tras, pag: String(size) });
    expect(page.nRes).toBe(page.res.length);
    expect(page.sig === null || typeof page.sig === 'string').toBe(true);
    rows.push(...page.res);
    if (!page.sig) break;
    tras = page.sig;
  }
  return rows;
}

const CONNECTION = `query ($first: Int!, $after: String, $orderBy: String, $filter: String, $dojoId: Int) {
  memberCardsConnection(first: $first, after: $after, orderBy: $orderBy, filter: $filter, dojoId: $dojoId) {
    edges { node { ${CARD_FIELDS} } } pageInfo { hasNextPage endCursor } } }`;

type Card = { id: number } & Record<string, unknown>;

async function graphqlByOffset(role: Role, orderBy: string, filter: string): Promise<Card[]> {
  const items: Card[] = [];
  for (let offset = 0; ; offset += 50) {
    const answer = await t.graphql(
      MEMBER_CARDS,
      { page: { offset, limit: 50, orderBy, filter } },
      { token: tokens[role] },
    );
    expect(answer.errors).toBeUndefined();
    const page = answer.data!.memberCards as { total: number; items: Card[] };
    items.push(...page.items);
    if (!page.items.length || items.length >= page.total) break;
  }
  return items;
}

async function graphqlByCursor(role: Role, orderBy: string, filter: string): Promise<Card[]> {
  const items: Card[] = [];
  for (let after: string | null = null; ;) {
    const answer = await t.graphql(
      CONNECTION,
      { first: 70, after, orderBy, filter },
      { token: tokens[role] },
    );
    expect(answer.errors).toBeUndefined();
    const page = answer.data!.memberCardsConnection as {
      edges: { node: Card }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
    items.push(...page.edges.map((e) => e.node));
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  return items;
}

describe.each<Role>(['admin', 'asoc', 'dojo'])('the cards list by cursor as %s', (role) => {
  it.each([
    ['numAcae', ''],
    ['nombre', ''],
    ['dojo DESC', ''],
    ['edad', 'tramado'],
    ['ultima_cuota DESC', ''],
    ['apellido', 'nombre3'],
  ])(
    'walking %s (filter "%s") by tras gives the offset pages’ rows, ties included',
    async (orden, filtro) => {
      const offset = await restByOffset(role, { orden, filtro });
      expect(offset.length).toBeGreaterThan(20);
      const cursor = await restByCursor(role, { orden, filtro }, 70);
      expect(cursor).toEqual(offset);
      expect(new Set(cursor.map((r) => r.idAso)).size).toBe(cursor.length);
      // Printable and not: the list's rows, not the print rows.
      expect(new Set(cursor.map((r) => r.imprimible))).toEqual(new Set([true, false]));
    },
  );

  it.each([
    ['numAcae', ''],
    ['nombre DESC', 'tramado'],
  ])('memberCardsConnection by %s (filter "%s") is memberCards walked', async (orderBy, filter) => {
    const cursor = await graphqlByCursor(role, orderBy, filter);
    expect(cursor).toEqual(await graphqlByOffset(role, orderBy, filter));
  });
});

describe('the cards list refuses cursors it did not write', () => {
  it('through both doors, with the list’s message', async () => {
    const first = await restPage('admin', { tras: '', orden: 'nombre' });
    const sig = first.sig!;
    expect(sig).toEqual(expect.any(String));
    const handMade = Buffer.from(JSON.stringify({ o: 'nombre', d: false, v: [1, 'x'] })).toString(
      'base64url',
    );
    for (const query of <Query[]>[
      { tras: 'not a cursor' },
      { tras: handMade, orden: 'nombre' },
      { tras: sig, orden: 'apellido' },
      { tras: sig, orden: 'nombre DESC' },
    ]) {
      const answer = await cards(t, tokens.admin, query);
      expect(answer.body.estado).toBe(1);
      expect(JSON.stringify(answer.body.res)).toContain(CURSOR_INVALID);
      const graph = await t.graphql(
        CONNECTION,
        { first: 15, after: query.tras, orderBy: query.orden ?? null },
        { token: tokens.admin },
      );
      expect(graph.errors?.[0].message).toBe(CURSOR_INVALID);
    }
  });

  it('a plain member gets no cursor pages, as no offset pages', async () => {
    const answer = await cards(t, tokens.miembro, { tras: '' });
    expect(answer.body.estado).toBe(1);
    const graph = await t.graphql(CONNECTION, { first: 15 }, { token: tokens.miembro });
    expect(graph.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
