import type { TestServer } from '../../support/test-server';
import {
  enrolmentApi,
  newCourse,
  openEnrolmentWorld,
  TRANSPORTS,
  type Row,
  type TableQuery,
} from './enrolment-support';

// Issue 29, the enrolment table at a million members: a search's count stops at a bound past the
// page and says so (nTotExacto / totalIsExact) where the caller asks (acotar=1 / boundedTotal, as
// the web's modal does) and is exact otherwise, a two-letter word included (no index serves it:
// the bound is what keeps it short), and the national administrator's far `ini` starts at the
// tramo the kept totals place it in. Every answer is the one walking the whole table gives.

let t: TestServer;
let tokens: Record<string, string>;
let course: number;
let firstSession: number;
const ADDED = 1200;

beforeAll(async () => {
  ({ t, tokens } = await openEnrolmentWorld());
  await t.sql(
    `insert into asociado (dni, nombre, apellido, num_acae, fecha_nacimiento, cf_dojo, cf_asoc)
     select 'ACOT' || g, 'Nombre' || (g % 7), 'Acotado',
            case when g % 5 = 0 then null else s.serie || lpad((5000 + g)::text, 4, '0') end,
            '1990-01-01', d.id_dojo, d.cf_asoc
     from generate_series(1, ${ADDED}) g
     cross join lateral (select id_dojo, cf_asoc from dojo where g > 0 order by id_dojo offset (g % 4) limit 1) d
     join asociacion s on s.id_asoc = d.cf_asoc`,
  );
  ({ id: course, s1: firstSession } = await newCourse(t));
});
afterAll(() => t.close());

/** Every member in the table's order (number, numberless last), or those of a condition. */
async function inOrder(where = 'true'): Promise<number[]> {
  const rows = await t.sql<{ id_aso: number }>(
    `select id_aso from asociado a where ${where} order by (num_acae is null), num_acae, id_aso`,
  );
  return rows.map((r) => r.id_aso);
}

describe.each(TRANSPORTS)('the enrolment table at depth (%s)', (transport) => {
  const admin = () => enrolmentApi(t, transport, tokens.admin);
  const page = async (q: Parameters<ReturnType<typeof enrolmentApi>['table']>[1]) => {
    const answer = await admin().table(course, q);
    expect(answer.ok).toBe(true);
    return answer.value!;
  };

  it('asked to, counts a search up to a bound past the page, a two-letter word too, and says so', async () => {
    const matching = await inOrder(`apellido = 'Acotado'`);
    const first = await page({ acotar: 1, columna: 'apellido', filtro: 'acotado' });
    expect(first).toMatchObject({ nTot: 1000, nTotExacto: false, nRes: 15 });
    expect(first.res.map((r) => r.idAso)).toEqual(matching.slice(0, 15));
    const later = await page({ acotar: 1, columna: 'apellido', filtro: 'acotado', ini: 990 });
    expect(later).toMatchObject({ nTot: ADDED, nTotExacto: true });
    expect(later.res.map((r) => r.idAso)).toEqual(matching.slice(990, 1005));

    const twoLetters = await inOrder(`f_unaccent(lower(apellido)) like '%ta%'`);
    expect(twoLetters.length).toBeGreaterThan(1000);
    const short = await page({ acotar: 1, columna: 'apellido', filtro: 'ta' });
    expect(short).toMatchObject({ nTot: 1000, nTotExacto: false });
    expect(short.res.map((r) => r.idAso)).toEqual(twoLetters.slice(0, 15));

    const unsearched = await page({ acotar: 1 });
    expect(unsearched).toMatchObject({ nTot: (await inOrder()).length, nTotExacto: true });
  });

  // nTot / total are every match unless asked otherwise: legacy clients page by them.
  it('not asked to, counts every match of a search, exactly', async () => {
    const first = await page({ columna: 'apellido', filtro: 'acotado' });
    expect(first).toMatchObject({ nTot: ADDED, nTotExacto: true, nRes: 15 });
    const twoLetters = await inOrder(`f_unaccent(lower(apellido)) like '%ta%'`);
    const short = await page({ columna: 'apellido', filtro: 'ta' });
    expect(short).toMatchObject({ nTot: twoLetters.length, nTotExacto: true });
    expect(short.res.map((r) => r.idAso)).toEqual(twoLetters.slice(0, 15));
  });

  it('a far ini is the page walking the table gives, and follows the kept totals', async () => {
    if (transport !== TRANSPORTS[0]) return;
    const all = await inOrder();
    const [{ numberless }] = await t.sql<{ numberless: number }>(
      'select count(*)::int as numberless from asociado where num_acae is not null',
    );
    for (const ini of [1, 399, 400, 700, all.length - 300, numberless - 1, numberless, all.length - 1]) {
      if (ini <= 0 || ini >= all.length) continue;
      const at = await page({ ini });
      expect({ ini, ids: at.res.map((r) => r.idAso) }).toEqual({ ini, ids: all.slice(ini, ini + 15) });
    }
    // Totals made wrong on purpose (bypassing the triggers) move the far page by as much.
    const [{ tramo }] = await t.sql<{ tramo: string }>('select min(tramo) as tramo from asociado_tramo');
    await t.sql('update asociado_tramo set n = n + 4 where tramo = $1', [tramo]);
    try {
      const ini = all.length - 30;
      const moved = await page({ ini });
      expect(moved.res.map((r) => r.idAso)).toEqual(all.slice(ini - 4, ini - 4 + 15));
    } finally {
      await t.sql('update asociado_tramo set n = n - 4 where tramo = $1', [tramo]);
    }
  });
});

// Deep pages by key (tras / enrolmentConnection): the offset pages' rows, merged with their stored
// enrolment, under each caller's scope and search; cursors of another order or hand-made refused.
describe.each(TRANSPORTS)('the enrolment table by cursor (%s)', (transport) => {
  const CURSOR_INVALID = 'El cursor de página no es válido.';
  const api = (role: 'admin' | 'dojo') => enrolmentApi(t, transport, tokens[role]);
  // GraphQL's query cost bounds a page of rows with their sessions lower than REST does.
  const [size, bigSize] = transport === 'rest' ? [250, 1000] : [70, 100];

  beforeAll(async () => {
    // Enrolled rows here and there, so that the merge shows in the pages.
    const all = await inOrder();
    const picked = [0, 1, 99, 100, 101, 640, all.length - 2].map((i) => all[i]);
    const saved = await enrolmentApi(t, 'rest', tokens.admin).save(
      course,
      picked.map((idAso) => ({ idAso, inscrito: true, sesiones: [{ idsesion: firstSession }] })),
    );
    expect(saved).toMatchObject({ ok: true });
  });

  async function byOffset(role: 'admin' | 'dojo', q: TableQuery) {
    const rows: Row[] = [];
    for (let ini = 0; ; ini += 100) {
      const answer = await api(role).table(course, { ...q, ini, pag: 100 });
      expect(answer).toMatchObject({ ok: true });
      rows.push(...answer.value!.res);
      if (!answer.value!.res.length || (answer.value!.nTotExacto && rows.length >= answer.value!.nTot)) break;
    }
    return rows;
  }

  async function byCursor(role: 'admin' | 'dojo', q: TableQuery, size: number) {
    const rows: Row[] = [];
    for (let tras = ''; ;) {
      const answer = await api(role).cursorTable(course, { ...q, tras, pag: size });
      expect(answer).toMatchObject({ ok: true });
      const { res, nRes, sig } = answer.value!;
      expect(nRes).toBe(res.length);
      expect(sig === null || typeof sig === 'string').toBe(true);
      rows.push(...res);
      if (sig === null) break;
      tras = sig;
    }
    return rows;
  }

  it.each<['admin' | 'dojo', TableQuery]>([
    ['admin', {}],
    ['admin', { columna: 'apellido', filtro: 'acotado' }],
    ['admin', { filtro: 'nombre3' }],
    ['admin', { soloInscritos: true }],
    ['dojo', {}],
    ['dojo', { columna: 'nombre', filtro: 'nombre5' }],
  ])('as %s with %j, walking by cursor gives the offset pages’ rows', async (role, q) => {
    const offset = await byOffset(role, q);
    expect(offset.length).toBeGreaterThan(q.soloInscritos ? 5 : 20);
    const cursor = await byCursor(role, q, size);
    expect(cursor).toEqual(offset);
    expect(new Set(cursor.map((r) => r.idAso)).size).toBe(cursor.length);
    if (!q.filtro) expect(cursor.filter((r) => r.inscrito).length).toBeGreaterThan(0);
  });

  it('walking the whole table by key gives every member once, in its order', async () => {
    const all = await inOrder();
    const walked = await byCursor('admin', {}, bigSize);
    expect(walked.map((r) => r.idAso)).toEqual(all);
  });

  it('refuses a cursor it did not write, or of another order, with the list’s message', async () => {
    const first = await api('admin').cursorTable(course, { tras: '', pag: 15 });
    const sig = first.value!.sig!;
    expect(sig).toEqual(expect.any(String));
    const handMade = Buffer.from(JSON.stringify({ o: 'numAcae', d: false, v: ['x', 'y'] })).toString(
      'base64url',
    );
    for (const q of [{ tras: 'not a cursor' }, { tras: handMade }, { tras: sig, orden: 'numAcae DESC' }]) {
      const refused = await api('admin').cursorTable(course, q);
      expect(refused.ok).toBe(false);
      expect(refused.fields?.map((f) => f.message)).toContain(CURSOR_INVALID);
    }
  });
});
