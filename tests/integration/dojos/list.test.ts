import { startTestServer, type TestServer } from '../../support/test-server';
import { signIn } from '../../support/sessions';
import { dojoApi, TRANSPORTS, type DojoApi, type Row } from './api';

let t: TestServer;
let adminToken: string;
let memberToken: string;
beforeAll(async () => {
  t = await startTestServer();
  adminToken = await signIn(t, 'admin@demo.federa');
  memberToken = await signIn(t, 'miembro@demo.federa');
  // Hidden dojos for the public list; one without members for the member-count order.
  await t.sql('update dojo set visible = false where id_dojo in (2, 9, 17)');
});
afterAll(() => t.close());

/** Every dojo as SQL sees it, to compare each order and filter against. */
async function allDojos() {
  return t.sql<{ id: number; nombre: string; ciudad: string; asoc: string; n: number; visible: boolean }>(
    `select d.id_dojo as id, d.nombre, d.ciudad, a.nombre as asoc, d.visible,
       (select count(*)::int from asociado s where s.cf_dojo = d.id_dojo) as n
     from dojo d join asociacion a on a.id_asoc = d.cf_asoc`,
  );
}
/** The ids in the database's own order (its collation decides where 'Málaga' goes). */
async function idsOrderedBy(expression: string): Promise<number[]> {
  const rows = await t.sql<{ id: number }>(
    `select d.id_dojo as id from dojo d join asociacion a on a.id_asoc = d.cf_asoc
     order by ${expression}, d.id_dojo ${expression.endsWith('desc') ? 'desc' : 'asc'}`,
  );
  return rows.map((r) => r.id);
}
const ids = (rows: Row[] | undefined) => rows?.map((r) => r.idDojo);

describe.each(TRANSPORTS)('dojo list over %s', (transport) => {
  let api: DojoApi;
  beforeAll(() => {
    api = dojoApi(t, transport, adminToken);
  });

  it('pages by name by default with nRes and nTot and every field of a row', async () => {
    const all = await allDojos();
    const page = await api.list();
    expect(page.value?.nRes).toBe(15);
    expect(page.value?.nTot).toBe(all.length);
    expect(ids(page.value!.rows)).toEqual((await idsOrderedBy('d.nombre')).slice(0, 15));
    const hoshi = (await api.list({ filtro: 'hoshi' })).value!.rows[0];
    expect(hoshi).toEqual({
      idDojo: 1,
      nombre: 'Club Aikido Hoshi Madrid',
      ciudad: 'Madrid',
      cfAsoc: 1,
      asoc: 'Asociación Cultural de Aikido Centro',
      numAsoc: all.find((d) => d.id === 1)!.n,
      pais: 'ES',
      provincia: '28',
      web: null,
      maps: expect.any(String),
      direccion: expect.any(String),
      telfcont: expect.any(String),
      persocont: expect.any(String),
      correoE: expect.any(String),
      horario: expect.any(String),
      avatar: null,
      visible: true,
    });
    const second = await api.list({ ini: 15, pag: 15 });
    expect(ids(second.value!.rows)).not.toContain(page.value!.rows[0].idDojo);
    const big = await api.list({ pag: 50 });
    expect(ids(big.value!.rows)!.slice(15, 30)).toEqual(ids(second.value!.rows));
  });

  it.each([
    ['ciudad', 'd.ciudad'],
    ['asoc', 'a.nombre'],
    ['nAsociados', '(select count(*) from asociado s where s.cf_dojo = d.id_dojo)'],
    ['visible', 'd.visible'],
    ['nombre DESC', 'd.nombre desc'],
    ['nAsociados DESC', '(select count(*) from asociado s where s.cf_dojo = d.id_dojo) desc'],
  ] as const)('sorts by %s', async (orden, expression) => {
    const page = await api.list({ orden, pag: 100 });
    expect(ids(page.value!.rows)).toEqual(await idsOrderedBy(expression));
    // Position agrees with the order, computed by the server (posicion).
    const row = page.value!.rows[7];
    expect((await api.position(row.idDojo, { orden })).value).toBe(7);
  });

  it('refuses an unknown order, a page size and an offset not allowed', async () => {
    for (const orden of ['correoE', 'nombre; drop table dojo', 'nombre sideways']) {
      const answer = await api.list({ orden });
      expect(answer).toMatchObject({
        ok: false,
        code: 'BAD_USER_INPUT',
        message: 'No se puede ordenar por esa columna.',
      });
    }
    expect((await api.list({ pag: 20 })).message).toBe('El tamaño de página no es válido.');
    expect((await api.list({ ini: -1 })).message).toBe('El inicio de página no es válido.');
    expect((await api.position(1, { orden: 'telfcont' })).message).toBe(
      'No se puede ordenar por esa columna.',
    );
  });

  it('searches name, city and association name, ignoring case and accents', async () => {
    const city = await api.list({ filtro: 'CORDOBA' });
    expect(city.value!.rows.map((r) => r.ciudad)).toContain('Córdoba');
    const association = await api.list({ filtro: 'mediterraneo', pag: 50 });
    const all = await allDojos();
    const expected = all.filter((d) => d.asoc === 'Asociación Aikido Mediterráneo').length;
    expect(association.value!.nTot).toBe(expected);
    expect(association.value!.rows.every((r) => r.cfAsoc === 2)).toBe(true);
    const twoWords = await api.list({ filtro: 'hoshi madrid' });
    expect(ids(twoWords.value!.rows)).toEqual([1]);
    expect((await api.list({ filtro: 'no existe ninguno' })).value).toMatchObject({ nRes: 0, nTot: 0 });
  });

  it('filters by association, 0 meaning all', async () => {
    const all = await allDojos();
    const one = await api.list({ idAsoc: 3, pag: 50 });
    expect(one.value!.rows.length).toBeGreaterThan(0);
    expect(one.value!.rows.every((r) => r.cfAsoc === 3)).toBe(true);
    expect((await api.list({ idAsoc: 0 })).value!.nTot).toBe(all.length);
  });

  it('gives the position of a dojo under the same order, filter and association, -1 when absent', async () => {
    const filtered = await api.list({ idAsoc: 1, orden: 'ciudad DESC', filtro: 'club', pag: 50 });
    const rows = filtered.value!.rows;
    for (const [i, row] of rows.entries()) {
      expect(
        (await api.position(row.idDojo, { idAsoc: 1, orden: 'ciudad DESC', filtro: 'club' })).value,
      ).toBe(i);
    }
    expect((await api.position(2, { idAsoc: 1, filtro: 'club' })).value).toBe(-1);
    expect((await api.position(9, { idAsoc: 1 })).value).toBe(-1);
    expect((await api.position(999999)).value).toBe(-1);
  });

  it('lets a plain member list and see dojos, and nobody without a session', async () => {
    const member = dojoApi(t, transport, memberToken);
    expect((await member.list()).ok).toBe(true);
    expect((await member.ver(3)).value).toMatchObject({ idDojo: 3, cfAsoc: 1 });
    const anonymous = dojoApi(t, transport);
    for (const answer of [
      await anonymous.list(),
      await anonymous.ver(1),
      await anonymous.position(1),
      await anonymous.taken('x', 1),
    ]) {
      expect(answer).toMatchObject({ ok: false, code: 'UNAUTHENTICATED', message: 'Debes iniciar sesión.' });
    }
  });
});

describe('public dojo list', () => {
  const query = { ini: '0', pag: 'ALL', orden: 'nombre', filtro: '', idAsoc: '0' };

  it('shows every visible dojo and only those to an anonymous visitor, with the card fields', async () => {
    const all = await allDojos();
    const visible = all.filter((d) => d.visible);
    const answer = await t.rest('GET', '/dojos/public', { query });
    expect(answer.body.estado).toBe(0);
    const cards = answer.body.res as Record<string, unknown>[];
    expect(cards.map((c) => c.idDojo).sort((a, b) => Number(a) - Number(b))).toEqual(
      visible.map((d) => d.id).sort((a, b) => a - b),
    );
    const visibleIds = new Set(visible.map((d) => d.id));
    expect(cards.map((c) => c.idDojo)).toEqual(
      (await idsOrderedBy('d.nombre')).filter((id) => visibleIds.has(id)),
    );
    const hoshi = cards.find((c) => c.idDojo === 1);
    expect(Object.keys(hoshi!).sort()).toEqual(
      [
        'idDojo',
        'id',
        'nombre',
        'logo',
        'ciudad',
        'country',
        'cod_prov',
        'horario',
        'direccion',
        'telefono',
        'contacto',
        'web',
        'maps',
        'visible',
      ].sort(),
    );
    expect(hoshi).toMatchObject({ id: 1, country: 'ES', cod_prov: '28', ciudad: 'Madrid', visible: true });
    expect(cards.some((c) => 'correoE' in c || 'numAsoc' in c)).toBe(false);
  });

  it('ignores a stale token, filters, and pages when asked', async () => {
    const stale = await t.rest('GET', '/dojos/public', { query, token: 'Bearer caducado' });
    expect(stale.body.estado).toBe(0);
    const filtered = await t.rest('GET', '/dojos/public', {
      query: { ...query, filtro: 'cordoba', idAsoc: '5' },
    });
    expect(filtered.body.res.map((c: { ciudad: string }) => c.ciudad)).toEqual(['Córdoba']);
    const page = await t.rest('GET', '/dojos/public', { query: { ...query, pag: '15' } });
    expect(page.body.res).toHaveLength(15);
    const refused = await t.rest('GET', '/dojos/public', { query: { ...query, orden: 'telfcont' } });
    expect(refused.body).toMatchObject({
      estado: 1,
      res: { mensaje: 'No se puede ordenar por esa columna.' },
    });
  });

  it('has a GraphQL twin open to anyone', async () => {
    const answer = await t.graphql(
      '{ publicDojos { id name logo city country province schedule address phone contactPerson web maps visible } }',
    );
    expect(answer.errors).toBeUndefined();
    const rest = await t.rest('GET', '/dojos/public', { query });
    expect(answer.data!.publicDojos.map((d: { id: number }) => d.id)).toEqual(
      rest.body.res.map((c: { idDojo: number }) => c.idDojo),
    );
    expect(answer.data!.publicDojos.every((d: { visible: boolean }) => d.visible)).toBe(true);
    // A visitor's browser may still hold an expired session: the public list ignores it.
    const stale = await t.graphql(
      '{ publicDojos { id } }',
      {},
      { token: 'eyJhbGciOiJIUzI1NiJ9.e30.caducado' },
    );
    expect(stale.errors).toBeUndefined();
    expect(stale.data!.publicDojos).toHaveLength(answer.data!.publicDojos.length);
  });

  it('counts the visible dojos per country and province, and pages the cards of one place', async () => {
    const expected = await t.sql(
      `select btrim(p.codigo) as country, btrim(pr.codigo) as province, count(*)::int as count
       from dojo d join pais p on p.id_pais = d.cf_pais join provincia pr on pr.id_provincia = d.cf_provincia
       where d.visible group by 1, 2 order by 1, 2`,
    );
    const places = await t.graphql('{ publicDojoPlaces { country province count } }');
    expect(places.errors).toBeUndefined();
    expect(places.data!.publicDojoPlaces).toEqual(expected);
    const hidden = await t.sql(`select count(*)::int as n from dojo where not visible`);
    expect(hidden[0].n).toBeGreaterThan(0);

    const busiest = [...expected].sort((a, b) => b.count - a.count)[0]!;
    const query = `query ($page: ListInput, $country: String, $province: String) {
      publicDojos(page: $page, country: $country, province: $province) { id country province visible } }`;
    const first = await t.graphql(query, { page: { limit: 15 }, ...busiest });
    const rows = first.data!.publicDojos as { country: string; province: string; visible: boolean }[];
    expect(rows).toHaveLength(Math.min(busiest.count, 15));
    expect(
      rows.every((r) => r.country === busiest.country && r.province === busiest.province && r.visible),
    ).toBe(true);
    const spain = await t.graphql(query, { country: 'ES' });
    expect(spain.data!.publicDojos).toHaveLength(
      expected.filter((p) => p.country === 'ES').reduce((sum, p) => sum + p.count, 0),
    );
    const nowhere = await t.graphql(query, { country: 'X'.repeat(5000) });
    expect(nowhere.data!.publicDojos).toEqual([]);
  });
});
