import { ladders, openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { gradeApi, gradeAt, newMember, titleAt, TRANSPORTS, type Role } from './grades-support';

// The federation's list sorted by name walks members by name and reads each one's entries
// (grade.list.ts, issue 29) rather than sorting every entry: the same rows in the same order as
// sorting all entries by the member's name, surname and list key, ties between namesakes
// included (their entries interleave by key, titles' negated keys first).

let t: TestServer;
let tokens: Record<Role, string>;
beforeAll(async () => {
  let where;
  ({ t, tokens, where } = await openWorld());
  const { belt, title } = await ladders(t);
  const [first, second] = [
    await newMember(t, where.dojo1, 'Aaaa'),
    await newMember(t, where.otherAsocDojo, 'Aaaa'),
  ];
  // Namesakes whose entries alternate by key: a walk by member alone would group them.
  await gradeAt(t, first.id, belt(-60), 0);
  await gradeAt(t, second.id, belt(-60), 1);
  await gradeAt(t, first.id, belt(-50), -1);
  await titleAt(t, second.id, title(1), 0);
  await titleAt(t, first.id, title(2), -1);
});
afterAll(() => t.close());

/** The entries sorted as the list's order says, all of them sorted at once. */
const sortedAll = async (desc: boolean, offset: number, limit: number) =>
  (
    await t.sql<{ tipo: string; id: number }>(
      `select e.tipo, e.id from (
         select 'grado' as tipo, idgrado as id, idgrado as k, cf_asociado from grado
         union all select 'titulo', idasoc_titulo, -idasoc_titulo, cf_asociado from asociado_titulo) e
       join asociado a on a.id_aso = e.cf_asociado
       order by a.nombre ${desc ? 'desc' : ''}, a.apellido ${desc ? 'desc' : ''}, e.k ${desc ? 'desc' : ''}
       offset $1 limit $2`,
      [offset, limit],
    )
  ).map((r) => [r.tipo, r.id]);

it('pages by name as sorting every entry does, namesakes interleaved by key', async () => {
  for (const transport of TRANSPORTS) {
    const api = gradeApi(t, transport, tokens.admin);
    const total = (await api.list({})).value!.nTot;
    for (const [orden, ini] of [
      ['nombre', 0],
      ['nombre', 15],
      ['nombre DESC', 0],
      ['nombre DESC', total - 15],
    ] as const) {
      const page = (await api.list({ orden, ini, pag: 15 })).value!;
      const wanted = await sortedAll(orden.endsWith('DESC'), ini, 15);
      expect([transport, orden, ini, page.rows.map((r) => [r.tipo, r.id])]).toEqual([
        transport,
        orden,
        ini,
        wanted,
      ]);
    }
    // The namesakes lead the list: five entries, keys interleaved between the two members.
    const firstPage = (await api.list({ orden: 'nombre', pag: 15 })).value!.rows.slice(0, 5);
    expect(firstPage.map((r) => r.nombre)).toEqual(Array(5).fill('Aaaa'));
  }
});
