import { startTestServer, type TestServer } from '../../support/test-server';
import { signIn } from '../../support/sessions';
import { associationApi, TRANSPORTS, type AssociationApi } from './api';

let t: TestServer;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await startTestServer();
  tokens = {};
  for (const who of ['admin', 'miembro']) tokens[who] = await signIn(t, `${who}@demo.federa`);
  // A few more associations (one with an accented name, one with no zone) so that order, search
  // and paging have something to work on.
  await t.sql(`insert into asociacion (nombre, zona, serie) values
    ('Asociación Ñandú', 'Zona Sur', '06F'), ('Escuela Ártica', null, '07G'),
    ('asociación minúscula', 'Zona Centro', '08H')`);
});
afterAll(() => t.close());

type SqlRow = { idAsoc: number; nombre: string; zona: string | null; serie: string; numDoj: number };

/** The expected list, straight from SQL: the same columns, order and tiebreaker. */
async function expected(orderBy: string, where = 'true', params: unknown[] = []): Promise<SqlRow[]> {
  return t.sql<SqlRow>(
    `select a.id_asoc as "idAsoc", a.nombre, a.zona, a.serie,
            (select count(*) from dojo d where d.cf_asoc = a.id_asoc)::int as "numDoj"
       from asociacion a where ${where} order by ${orderBy}`,
    params,
  );
}

describe.each(TRANSPORTS)('association list over %s', (transport) => {
  let api: AssociationApi;
  beforeAll(() => {
    api = associationApi(t, transport, tokens.miembro);
  });

  it('lists by nombre by default with every column, nRes and nTot', async () => {
    const answer = await api.list();
    expect(answer.ok).toBe(true);
    const all = await expected('a.nombre asc, a.id_asoc asc');
    expect(answer.value).toEqual({
      rows: all.slice(0, 15),
      nRes: Math.min(15, all.length),
      nTot: all.length,
    });
  });

  it.each([
    ['nombre', 'a.nombre asc nulls last, a.id_asoc asc'],
    ['nombre DESC', 'a.nombre desc nulls first, a.id_asoc desc'],
    ['zona', 'a.zona asc nulls last, a.id_asoc asc'],
    ['zona DESC', 'a.zona desc nulls first, a.id_asoc desc'],
    ['serie DESC', 'a.serie desc, a.id_asoc desc'],
    ['numDoj', '"numDoj" asc, a.id_asoc asc'],
    ['numDoj DESC', '"numDoj" desc, a.id_asoc desc'],
  ])('sorts by %s', async (orden, sql) => {
    const answer = await api.list({ orden, pag: 1000 });
    expect(answer.value?.rows.map((r) => r.idAsoc)).toEqual((await expected(sql)).map((r) => r.idAsoc));
  });

  it('pages with ini and pag (1000 fills the dropdowns)', async () => {
    const all = await expected('a.nombre asc, a.id_asoc asc');
    const page = await api.list({ ini: 2, pag: 15 });
    expect(page.value?.rows).toEqual(all.slice(2, 17));
    expect(page.value?.nTot).toBe(all.length);
    const dropdown = await api.list({ pag: 1000 });
    expect(dropdown.value?.nRes).toBe(all.length);
    const beyond = await api.list({ ini: 500 });
    expect(beyond.value).toEqual({ rows: [], nRes: 0, nTot: all.length });
  });

  it('searches nombre, zona and serie ignoring case and accents', async () => {
    const nandu = await api.list({ filtro: 'nandu' });
    expect(nandu.value?.rows.map((r) => r.nombre)).toEqual(['Asociación Ñandú']);
    expect(nandu.value?.nTot).toBe(1);
    const upper = await api.list({ filtro: 'ÑANDÚ' });
    expect(upper.value?.rows.map((r) => r.nombre)).toEqual(['Asociación Ñandú']);
    const zone = await api.list({ filtro: 'zona sur' });
    expect(zone.value?.rows.map((r) => r.serie)).toEqual(['06F']);
    const serie = await api.list({ filtro: '07g' });
    expect(serie.value?.rows.map((r) => r.nombre)).toEqual(['Escuela Ártica']);
    const many = await api.list({ filtro: 'asociacion' });
    const sql = await expected(
      'a.nombre asc, a.id_asoc asc',
      `f_unaccent(lower(a.nombre)) like '%asociacion%' or f_unaccent(lower(coalesce(a.zona, ''))) like '%asociacion%'`,
    );
    expect(many.value?.rows.map((r) => r.idAsoc)).toEqual(sql.map((r) => r.idAsoc));
    expect(many.value?.nTot).toBe(sql.length);
    const none = await api.list({ filtro: 'zzzz' });
    expect(none.value).toEqual({ rows: [], nRes: 0, nTot: 0 });
  });

  it('refuses a page size outside 15, 50, 100 and 1000 (pag=16)', async () => {
    const answer = await api.list({ pag: 16 });
    expect(answer).toMatchObject({
      ok: false,
      code: 'BAD_USER_INPUT',
      message: 'El tamaño de página no es válido.',
    });
    expect(answer.fields).toEqual([{ field: 'pag', message: 'El tamaño de página no es válido.' }]);
  });

  it('refuses an unknown orden column, never putting it into SQL', async () => {
    for (const orden of ['id_asoc', 'nombre; drop table asociacion', 'numDoj DESCENDING']) {
      const answer = await api.list({ orden });
      expect(answer).toMatchObject({ ok: false, message: 'No se puede ordenar por esa columna.' });
    }
    const position = await api.position(1, 'secret');
    expect(position).toMatchObject({ ok: false, message: 'No se puede ordenar por esa columna.' });
    expect(await t.sql('select 1 from asociacion')).not.toHaveLength(0);
  });

  it('gives the 0-based position under the same order and filter, as in the full list', async () => {
    for (const [orden, filtro] of [
      [undefined, undefined],
      ['numDoj DESC', undefined],
      ['zona', undefined],
      ['serie DESC', 'asociacion'],
      ['nombre DESC', 'aikido'],
    ]) {
      const full = (await api.list({ orden, filtro, pag: 1000 })).value!.rows;
      for (const [index, row] of full.entries()) {
        expect((await api.position(row.idAsoc, orden, filtro)).value).toBe(index);
      }
    }
  });

  it('gives position -1 for a row outside the filter or unknown', async () => {
    const [nandu] = await expected('a.id_asoc', `nombre = 'Asociación Ñandú'`);
    expect((await api.position(nandu.idAsoc, 'nombre', 'aikido')).value).toBe(-1);
    expect((await api.position(99999)).value).toBe(-1);
  });

  it('shows one association (ver), and not-found for an unknown id', async () => {
    const answer = await api.ver(1);
    const [row] = await expected('a.id_asoc', 'a.id_asoc = 1');
    expect(answer.value).toMatchObject({ idAsoc: 1, nombre: row.nombre, zona: row.zona, serie: row.serie });
    const missing = await api.ver(99999);
    expect(missing).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
      message: 'No se ha encontrado el registro.',
    });
  });

  it('tells whether another association already has a name (any case and accents) or series', async () => {
    const [nandu] = await expected('a.id_asoc', `nombre = 'Asociación Ñandú'`);
    expect((await api.taken('nombre', 'asociacion ñandu')).value).toBe(nandu.idAsoc);
    expect((await api.taken('nombre', '  ASOCIACIÓN NANDÚ ')).value).toBe(nandu.idAsoc);
    expect((await api.taken('nombre', 'Asociación Ñandú', nandu.idAsoc)).value).toBe(-1);
    expect((await api.taken('nombre', 'Nombre libre')).value).toBe(-1);
    expect((await api.taken('serie', '01A')).value).toBe(1);
    expect((await api.taken('serie', '01A', 1)).value).toBe(-1);
    expect((await api.taken('serie', '99Z')).value).toBe(-1);
  });

  it('is closed to anonymous callers, on every read', async () => {
    const anonymous = associationApi(t, transport);
    const refusal = { ok: false, code: 'UNAUTHENTICATED', message: 'Debes iniciar sesión.' };
    expect(await anonymous.list()).toMatchObject(refusal);
    expect(await anonymous.position(1)).toMatchObject(refusal);
    expect(await anonymous.ver(1)).toMatchObject(refusal);
    expect(await anonymous.taken('nombre', 'x')).toMatchObject(refusal);
    expect(await anonymous.taken('serie', '01A')).toMatchObject(refusal);
  });
});

describe('nested GraphQL fields', () => {
  it('counts and lists each association dojos through loaders', async () => {
    const answer = await t.graphql(
      '{ associations(page: {limit: 100}) { items { id dojoCount dojos { id name } } } association(id: 2) { dojoCount dojos { id } } }',
      {},
      { token: tokens.admin },
    );
    expect(answer.errors).toBeUndefined();
    const dojos = await t.sql<{ id: number; name: string; asoc: number }>(
      'select id_dojo as id, nombre as name, cf_asoc as asoc from dojo order by nombre, id_dojo',
    );
    for (const item of answer.data!.associations.items) {
      const own = dojos.filter((d) => d.asoc === item.id).map(({ id, name }) => ({ id, name }));
      expect(item.dojos).toEqual(own);
      expect(item.dojoCount).toBe(own.length);
    }
    expect(answer.data!.association.dojoCount).toBe(dojos.filter((d) => d.asoc === 2).length);
  });

  it('answers the REST dropdown field names of part 1 §3', async () => {
    const answer = await t.rest('GET', '/asocs/', { token: tokens.miembro, query: { pag: '1000' } });
    expect(answer.body.estado).toBe(0);
    expect(Object.keys(answer.body.res[0]).sort()).toEqual(['idAsoc', 'nombre', 'numDoj', 'serie', 'zona']);
  });
});
