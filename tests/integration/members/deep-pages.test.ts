import type { GraphqlAnswer, TestServer } from '../../support/test-server';
import { ACCOUNT_ID, openWorld, type Role } from '../../support/world';

// Issue 29, the member and cards lists at a million members: a search's count stops at a bound
// past the page and says so (nTotExacto / totalIsExact) where the caller asks (acotar=1,
// boundedTotal: the web's pager) and is exact otherwise (legacy clients), a far `ini` under the default order
// starts at the tramo the kept totals place it in, and the dojo order reads its groups from the
// kept totals. Every answer must be the one walking the whole list gives.

let t: TestServer;
let tokens: Record<Role, string>;
const ADDED = 1200;

beforeAll(async () => {
  ({ t, tokens } = await openWorld());
  // 1,200 members sharing a surname, numbered in their association's serie (four associations,
  // so several tramos) or numberless (one in five), with repeated names for ties.
  await t.sql(
    `insert into asociado (dni, nombre, apellido, num_acae, fecha_nacimiento, cf_dojo, cf_asoc)
     select 'ACOT' || g, 'Nombre' || (g % 7), 'Acotado',
            case when g % 5 = 0 then null else s.serie || lpad((5000 + g)::text, 4, '0') end,
            '1990-01-01', d.id_dojo, d.cf_asoc
     from generate_series(1, ${ADDED}) g
     cross join lateral (select id_dojo, cf_asoc from dojo where g > 0 order by id_dojo offset (g % 4) limit 1) d
     join asociacion s on s.id_asoc = d.cf_asoc`,
  );
});
afterAll(() => t.close());

type Row = { idAso: number };
const ids = (rows: Row[]) => rows.map((r) => r.idAso);

const rest = async (path: string, role: Role, query: Record<string, string>) => {
  const answer = await t.rest('GET', path, { token: tokens[role], query });
  expect(answer.body.estado).toBe(0);
  return answer.body;
};

const MEMBERS = `query ($page: ListInput, $bounded: Boolean! = false) {
  members(page: $page, boundedTotal: $bounded) { total totalIsExact items { id } } }`;
const CARDS = `query ($page: ListInput, $bounded: Boolean! = false) {
  memberCards(page: $page, boundedTotal: $bounded) { total totalIsExact items { id } } }`;

async function graphqlPage(
  query: string,
  field: string,
  role: Role,
  page: Record<string, unknown>,
  bounded = false,
) {
  const answer = await t.graphql(query, { page, bounded }, { token: tokens[role] });
  expect(answer.errors).toBeUndefined();
  const data = answer.data![field] as { total: number; totalIsExact: boolean; items: { id: number }[] };
  return { ...data, ids: data.items.map((i) => i.id) };
}

/** The members a role lists, in an order, as SQL over the whole table gives them. */
async function expected(role: Role, orderBy: string): Promise<number[]> {
  const scope: Record<Role, string> = {
    admin: 'true',
    asoc: `a.cf_asoc = (select cf_asoc from asociado where id_aso = ${ACCOUNT_ID.asoc})`,
    dojo: `a.cf_dojo = (select cf_dojo from asociado where id_aso = ${ACCOUNT_ID.dojo})`,
    miembro: `a.cf_dojo = (select cf_dojo from asociado where id_aso = ${ACCOUNT_ID.miembro})`,
  };
  const rows = await t.sql<{ id_aso: number }>(
    `select a.id_aso from asociado a join dojo d on d.id_dojo = a.cf_dojo where ${scope[role]}
     order by (a.num_acae is null), ${orderBy}`,
  );
  return rows.map((r) => r.id_aso);
}

const BY_NUMBER = 'a.num_acae, a.id_aso';
const BY_DOJO = 'd.nombre, a.cf_dojo, a.id_aso';
const BY_DOJO_DESC = 'd.nombre desc, a.cf_dojo desc, a.id_aso desc';

/** Offsets at both sides of every tramo's start and of the numberless rows, and a few more. */
async function probes(role: Role, all: number[]): Promise<number[]> {
  const rows = await t.sql<{ id_aso: number; tramo: string }>(
    `select id_aso, federa_tramo(num_acae, id_aso) as tramo from asociado where id_aso = any($1)`,
    [all],
  );
  const tramo = new Map(rows.map((r) => [r.id_aso, r.tramo]));
  const starts = all.flatMap((id, i) => (i > 0 && tramo.get(id) !== tramo.get(all[i - 1]) ? [i] : []));
  const picks = [1, 14, 15, ...starts.flatMap((s) => [s - 1, s, s + 1]), all.length - 15, all.length - 1];
  if (role === 'admin') expect(starts.length).toBeGreaterThan(2);
  return [...new Set(picks)].filter((p) => p > 0 && p < all.length);
}

const BOUNDED = { acotar: '1' };

describe('asked to (acotar=1, boundedTotal), a search counts exactly up to a bound past the page', () => {
  it('REST: nTot 1000 with nTotExacto false for the first page of 1,200 matches, exact further on', async () => {
    const all = await expected('admin', BY_NUMBER);
    const matching = new Set(
      (await t.sql<{ id_aso: number }>(`select id_aso from asociado where apellido = 'Acotado'`)).map(
        (r) => r.id_aso,
      ),
    );
    const inOrder = all.filter((id) => matching.has(id));
    const first = await rest('/asociados/', 'admin', { ...BOUNDED, filtro: 'acotado' });
    expect(first).toMatchObject({ nTot: 1000, nTotExacto: false, nRes: 15 });
    expect(ids(first.res)).toEqual(inOrder.slice(0, 15));
    // Past the first thousand the count goes on to the next bound, which holds every match.
    const later = await rest('/asociados/', 'admin', { ...BOUNDED, filtro: 'acotado', ini: '990' });
    expect(later).toMatchObject({ nTot: ADDED, nTotExacto: true, nRes: 15 });
    expect(ids(later.res)).toEqual(inOrder.slice(990, 1005));
    const big = await rest('/asociados/', 'admin', { ...BOUNDED, filtro: 'acotado', pag: '1000' });
    expect(big).toMatchObject({ nTot: ADDED, nTotExacto: true, nRes: 1000 });
    // Few matches, and no search (the kept totals), are exact as ever.
    const [{ n: few }] = await t.sql<{ n: number }>(
      `select count(*)::int as n from asociado where apellido = 'Acotado' and nombre = 'Nombre3'`,
    );
    expect(await rest('/asociados/', 'admin', { ...BOUNDED, filtro: 'acotado nombre3' })).toMatchObject({
      nTot: few,
      nTotExacto: true,
    });
    expect((await rest('/asociados/', 'admin', BOUNDED)).nTotExacto).toBe(true);
  });

  it('GraphQL: total and totalIsExact say the same', async () => {
    const first = await graphqlPage(MEMBERS, 'members', 'admin', { filter: 'acotado' }, true);
    expect(first).toMatchObject({ total: 1000, totalIsExact: false });
    const later = await graphqlPage(MEMBERS, 'members', 'admin', { filter: 'acotado', offset: 990 }, true);
    expect(later).toMatchObject({ total: ADDED, totalIsExact: true });
    const unsearched = await graphqlPage(MEMBERS, 'members', 'admin', {}, true);
    expect(unsearched.totalIsExact).toBe(true);
  });

  it('the cards list: the same switch through both doors, nPrint exact', async () => {
    const first = await rest('/asociados/asociadosCarnets', 'admin', { ...BOUNDED, filtro: 'acotado' });
    // The added members have no mail: none is printable.
    expect(first).toMatchObject({ nTot: 1000, nTotExacto: false, nPrint: 0 });
    const later = await rest('/asociados/asociadosCarnets', 'admin', {
      ...BOUNDED,
      filtro: 'acotado',
      ini: '990',
    });
    expect(later).toMatchObject({ nTot: ADDED, nTotExacto: true });
    const graph = await graphqlPage(CARDS, 'memberCards', 'admin', { filter: 'acotado' }, true);
    expect(graph).toMatchObject({ total: 1000, totalIsExact: false });
  });
});

// nTot and `total` are every match for whoever does not ask otherwise (part 1 §2: res, nRes,
// nTot): legacy clients page by them, and the cards screen selects and prints `total` rows.
describe('not asked to, a search counts every match, through both doors', () => {
  it('members: nTot and total 1,200 for 1,200 matches, exact', async () => {
    for (const query of [{ filtro: 'acotado' }, { filtro: 'acotado', acotar: '0' }] as Record<
      string,
      string
    >[]) {
      expect(await rest('/asociados/', 'admin', query)).toMatchObject({
        nTot: ADDED,
        nTotExacto: true,
        nRes: 15,
      });
    }
    const graph = await graphqlPage(MEMBERS, 'members', 'admin', { filter: 'acotado' });
    expect(graph).toMatchObject({ total: ADDED, totalIsExact: true });
  });

  it('cards: nTot and total 1,200 for 1,200 matches, exact', async () => {
    const first = await rest('/asociados/asociadosCarnets', 'admin', { filtro: 'acotado' });
    expect(first).toMatchObject({ nTot: ADDED, nTotExacto: true, nPrint: 0 });
    const graph = await graphqlPage(CARDS, 'memberCards', 'admin', { filter: 'acotado' });
    expect(graph).toMatchObject({ total: ADDED, totalIsExact: true });
  });
});

describe.each<Role>(['admin', 'asoc', 'dojo'])('deep pages as %s', (role) => {
  it('a far ini under the default order is the page walking the list gives, through both doors', async () => {
    const all = await expected(role, BY_NUMBER);
    for (const ini of await probes(role, all)) {
      const page = await rest('/asociados/', role, { ini: String(ini) });
      expect({ ini, ids: ids(page.res) }).toEqual({ ini, ids: all.slice(ini, ini + 15) });
      const graph = await graphqlPage(MEMBERS, 'members', role, { offset: ini });
      expect({ ini, ids: graph.ids }).toEqual({ ini, ids: all.slice(ini, ini + 15) });
      if (role !== 'dojo') {
        const cards = await rest('/asociados/asociadosCarnets', role, { ini: String(ini) });
        expect({ ini, ids: ids(cards.res) }).toEqual({ ini, ids: all.slice(ini, ini + 15) });
      }
    }
  });

  it.each([
    ['dojo', BY_DOJO],
    ['dojo DESC', BY_DOJO_DESC],
  ])('sorted by %s, every page is the one SQL sorting everyone gives', async (orden, orderBy) => {
    const all = await expected(role, orderBy);
    for (let ini = 0; ini < all.length; ini += role === 'admin' ? 97 : 13) {
      const page = await rest('/asociados/', role, { ini: String(ini), orden });
      expect({ ini, ids: ids(page.res) }).toEqual({ ini, ids: all.slice(ini, ini + 15) });
    }
    const last = all.length - 3;
    const graph = await graphqlPage(MEMBERS, 'members', role, { offset: last, orderBy: orden });
    expect(graph.ids).toEqual(all.slice(last));
  });
});

describe('the kept totals place the deep pages', () => {
  // Proof that the page is placed by the kept totals, not by walking: totals made wrong on
  // purpose (bypassing the triggers) move the page by as much. Restored right after.
  it('a far ini follows asociado_tramo, the dojo order asociado_cuenta', async () => {
    const all = await expected('admin', BY_NUMBER);
    const [{ tramo }] = await t.sql<{ tramo: string }>('select min(tramo) as tramo from asociado_tramo');
    await t.sql('update asociado_tramo set n = n + 7 where tramo = $1', [tramo]);
    try {
      const ini = all.length - 40;
      const page = await rest('/asociados/', 'admin', { ini: String(ini) });
      expect(ids(page.res)).toEqual(all.slice(ini - 7, ini - 7 + 15));
    } finally {
      await t.sql('update asociado_tramo set n = n - 7 where tramo = $1', [tramo]);
    }

    const byDojo = await expected('admin', BY_DOJO);
    const [{ cf_dojo: firstDojo }] = await t.sql<{ cf_dojo: number }>(
      `select a.cf_dojo from asociado a join dojo d on d.id_dojo = a.cf_dojo where a.num_acae is not null
       order by d.nombre, a.cf_dojo limit 1`,
    );
    await t.sql(`update asociado_cuenta set n = n + 3 where cf_dojo = $1 and tramo < '1'`, [firstDojo]);
    try {
      const page = await rest('/asociados/', 'admin', { ini: '300', orden: 'dojo' });
      expect(ids(page.res)).toEqual(byDojo.slice(297, 312));
    } finally {
      await t.sql(`update asociado_cuenta set n = n - 3 where cf_dojo = $1 and tramo < '1'`, [firstDojo]);
    }
  });
});

type Connection = {
  edges: { node: { id: number } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

describe('cursor pages (GraphQL and REST) are the offset pages', () => {
  const CONNECTION = `query ($first: Int!, $after: String, $orderBy: String, $filter: String) {
    membersConnection(first: $first, after: $after, orderBy: $orderBy, filter: $filter) {
      edges { node { id } } pageInfo { hasNextPage endCursor } } }`;

  it.each([
    ['numAcae', ''],
    ['nombre', ''],
    ['dojo DESC', ''],
    ['nombre DESC', 'acotado'],
    ['dojo', 'acotado'],
    // Keyed by cuota_ultima's own columns (many ties, empty years, numberless members).
    ['ultima_cuota', ''],
    ['ultima_cuota DESC', 'acotado'],
  ])(
    'walking %s (filter "%s") by cursor and by ini gives the same rows, ties included',
    async (orden, filtro) => {
      const byCursor: number[] = [];
      let after: string | null = null;
      for (;;) {
        const answer: GraphqlAnswer = await t.graphql(
          CONNECTION,
          { first: 250, after, orderBy: orden, filter: filtro || null },
          { token: tokens.admin },
        );
        expect(answer.errors).toBeUndefined();
        const connection = answer.data!.membersConnection as Connection;
        byCursor.push(...connection.edges.map((e) => e.node.id));
        if (!connection.pageInfo.hasNextPage) break;
        after = connection.pageInfo.endCursor;
      }
      const byOffset: number[] = [];
      for (let ini = 0; ; ini += 100) {
        const page = await rest('/asociados/', 'admin', { ini: String(ini), pag: '100', orden, filtro });
        byOffset.push(...ids(page.res));
        if (page.nTotExacto && byOffset.length >= page.nTot) break;
      }
      expect(byCursor).toEqual(byOffset);
      expect(new Set(byCursor).size).toBe(byCursor.length);
      // The REST door's keyset pages: tras (empty for the first page), answered with sig.
      const byRestCursor: number[] = [];
      for (let tras = ''; ;) {
        const page = await rest('/asociados/', 'admin', { tras, pag: '100', orden, filtro });
        byRestCursor.push(...ids(page.res));
        expect(page.nRes).toBe(page.res.length);
        if (page.sig === null) break;
        tras = page.sig;
      }
      expect(byRestCursor).toEqual(byOffset);
    },
  );
});

describe('the REST keyset door', () => {
  it('refuses a cursor it did not write, or of another order', async () => {
    const first = await rest('/asociados/', 'admin', { tras: '', orden: 'nombre' });
    expect(first.sig).toEqual(expect.any(String));
    for (const query of <Record<string, string>[]>[
      { tras: 'not a cursor' },
      { tras: first.sig, orden: 'apellido' },
      { tras: first.sig, orden: 'nombre', pag: 'ALL' },
    ]) {
      const answer = await t.rest('GET', '/asociados/', { token: tokens.admin, query });
      expect(answer.body.estado).toBe(1);
    }
  });
});
