import { ACCOUNT_ID, ladders, openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { gradeApi, gradeAt, newMember, titleAt, TRANSPORTS, type Places, type Role } from './grades-support';

// A searched validation list gathers its matches first (the members matching the word by key,
// the entries of the belts and titles matching it by theirs) and pages them (grade.list.ts, issue
// 29). Every role, order and page must hold the rows, in the order, and the total that the plain
// statement gives: every entry joined to its member and belt or title, filtered and sorted at once.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
  const { belt, title } = await ladders(t);
  // Namesakes in two associations, one named like a belt ("shodan" matches both), and entries
  // sharing a date, so that ties fall to the key.
  const members = [
    await newMember(t, where.dojo1, 'Shodan Zqbusca'),
    await newMember(t, where.otherAsocDojo, 'Shodan Zqbusca'),
    await newMember(t, where.dojo1, 'Zqbusca Otra'),
  ];
  for (const [i, m] of members.entries()) {
    await gradeAt(t, m.id, belt(-60), 0, '2015-03-03');
    await gradeAt(t, m.id, belt(0), i === 1 ? -1 : 1, `201${i}-06-0${i + 1}`);
    for (const valor of [-55, -50, -45, -40]) await gradeAt(t, m.id, belt(valor), -1, '2015-03-03');
    await titleAt(t, m.id, title(1), i === 2 ? -1 : 0, '2015-03-03');
    await titleAt(t, m.id, title(2), 0, '2016-01-01');
  }
});
afterAll(() => t.close());

const ORDERS: Record<string, string> = {
  fecha: 'e.fecha, e.k',
  nombre: 'a.nombre, a.apellido, e.k',
  descripcion: 'r.descripcion, e.k',
};

/** The plain statement: every entry a role sees matching every word, sorted at once. */
async function plain(role: Role, words: string[], orden: string): Promise<[string, number][]> {
  const [column, dir] = orden.split(' ');
  const order = ORDERS[column]
    .split(', ')
    .map((k) => `${k} ${dir === 'DESC' ? 'desc' : 'asc'}`)
    .join(', ');
  const [me] = await t.sql('select cf_asoc, cf_dojo from asociado where id_aso = $1', [ACCOUNT_ID[role]]);
  const area = { admin: 'true', asoc: `a.cf_asoc = ${me.cf_asoc}`, dojo: `a.cf_dojo = ${me.cf_dojo}` }[
    role as 'admin' | 'asoc' | 'dojo'
  ];
  const matches = words.map(
    (_, i) =>
      `(a.busqueda like '%' || f_unaccent(lower($${i + 1})) || '%'
        or f_unaccent(lower(r.descripcion)) like '%' || f_unaccent(lower($${i + 1})) || '%')`,
  );
  const rows = await t.sql<{ tipo: string; id: number }>(
    `select e.tipo, e.id from (
       select 'grado' as tipo, idgrado as id, idgrado as k, cf_asociado, fecha, cf_cinturon as ref from grado
       union all
       select 'titulo', idasoc_titulo, -idasoc_titulo, cf_asociado, fecha, cf_titulo from asociado_titulo) e
     join asociado a on a.id_aso = e.cf_asociado
     join (select 'grado' as tipo, idcinturon as ref, descripcion from cinturon
           union all select 'titulo', idtitulo, descripcion from titulo) r on r.tipo = e.tipo and r.ref = e.ref
     where ${area} and ${matches.join(' and ')}
     order by ${order}`,
    words,
  );
  return rows.map((r) => [r.tipo, r.id]);
}

describe.each(TRANSPORTS)('a searched validation list over %s', (transport) => {
  it.each(['admin', 'asoc', 'dojo'] as const)(
    'gives %s the plain statement’s rows, order and total in every order',
    async (role) => {
      const api = gradeApi(t, transport, tokens[role]);
      for (const filtro of ['shodan', 'zqbusca', 'ZQBUSCA shodán', 'zqbusca otra']) {
        for (const orden of Object.keys(ORDERS).flatMap((c) => [c, `${c} DESC`])) {
          const wanted = await plain(role, filtro.split(' '), orden);
          // More than a page, in each role's area, so that paging is tested.
          if (filtro === 'zqbusca') expect(wanted.length).toBeGreaterThan(15);
          for (const ini of [0, 15, 30]) {
            const page = (await api.list({ filtro, orden, ini, pag: 15 })).value!;
            expect([filtro, orden, ini, page.nTot, page.rows.map((r) => [r.tipo, r.id])]).toEqual([
              filtro,
              orden,
              ini,
              wanted.length,
              wanted.slice(ini, ini + 15),
            ]);
          }
        }
      }
    },
  );
});
