import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { cards, plainMember, TO_PRINT, type Places, type Role } from './cards-support';

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld({ ownUploads: true }));
});
afterAll(() => t.close());

type Edge = { cursor: string; node: { id: number; printable: boolean; checkLink: string | null } };

/** Every print row, read by cursor pages of `first`. */
async function allToPrint(token: string, variables: Record<string, unknown>, first: number) {
  const nodes: Edge['node'][] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 1000; pages++) {
    const answer: { data?: Record<string, any> | null; errors?: unknown } = await t.graphql(
      TO_PRINT,
      { ...variables, first, after },
      { token },
    );
    expect(answer.errors).toBeUndefined();
    const { edges, pageInfo }: { edges: Edge[]; pageInfo: { hasNextPage: boolean; endCursor: string } } =
      answer.data!.memberCardsToPrint;
    nodes.push(...edges.map((e: Edge) => e.node));
    if (!pageInfo.hasNextPage) return nodes;
    after = pageInfo.endCursor;
  }
  throw new Error('no last page');
}

describe('memberCardsToPrint', () => {
  it('gives every printable row of the filtered list, in list order, across cursor pages', async () => {
    const without = await plainMember(t, 1);
    await t.sql('update asociado set mail = null where id_aso = $1', [without]);
    const list = await cards(t, tokens.dojo, { pag: '1000', orden: 'apellido DESC' });
    const printable = list.body.res.filter((r: { imprimible: boolean }) => r.imprimible);
    expect(printable.length).toBe(list.body.nPrint);
    expect(printable.length).toBeLessThan(list.body.nTot);
    const rows = await allToPrint(tokens.dojo, { orderBy: 'apellido DESC' }, 7);
    expect(rows.map((r) => r.id)).toEqual(printable.map((r: { idAso: number }) => r.idAso));
    expect(rows.every((r) => r.printable && r.checkLink)).toBe(true);
    expect(rows.map((r) => r.id)).not.toContain(without);

    const filtered = await cards(t, tokens.admin, { pag: '1000', filtro: 'sinhistoria' });
    const filteredRows = await allToPrint(tokens.admin, { filter: 'sinhistoria' }, 500);
    expect(filteredRows.map((r) => r.id)).toEqual(
      filtered.body.res
        .filter((r: { imprimible: boolean }) => r.imprimible)
        .map((r: { idAso: number }) => r.idAso),
    );
  });

  it('gives of an explicit selection only the printable rows in scope, in list order', async () => {
    const a = await plainMember(t, 1, { nombre: 'Aaron' });
    const b = await plainMember(t, where.sameAsocDojo, { nombre: 'Berta' });
    const unprintable = await plainMember(t, 1);
    await t.sql('update asociado set mail = null where id_aso = $1', [unprintable]);
    const outside = await plainMember(t, where.otherAsocDojo);
    const variables = { ids: [b, outside, unprintable, a, 999999], orderBy: 'nombre' };
    const asoc = await allToPrint(tokens.asoc, variables, 1);
    expect(asoc.map((r) => r.id)).toEqual([a, b]);
    const dojo = await allToPrint(tokens.dojo, variables, 500);
    expect(dojo.map((r) => r.id)).toEqual([a]);
    const national = await allToPrint(tokens.admin, variables, 500);
    expect(national.map((r) => r.id)).toEqual([a, b, outside]);
    const otherDojo = await allToPrint(tokens.admin, { ...variables, dojoId: where.otherAsocDojo }, 500);
    expect(otherDojo.map((r) => r.id)).toEqual([outside]);
  });

  it('refuses pages over 500 rows, selections over 1000 ids, and a plain member', async () => {
    const big = await t.graphql(TO_PRINT, { first: 501 }, { token: tokens.admin });
    expect(big.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const many = await t.graphql(
      TO_PRINT,
      { first: 10, ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
      { token: tokens.admin },
    );
    expect(many.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const plain = await t.graphql(TO_PRINT, { first: 10 }, { token: tokens.miembro });
    expect(plain.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await t.graphql(TO_PRINT, { first: 10 });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
