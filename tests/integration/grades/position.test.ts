import { client, ladders, openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { gradeApi, gradeAt, newMember, titleAt, type Places, type Role } from './grades-support';

// gradeEntryPosition: where an entry of the validation list falls under the list's order, search
// and hours filter, so that a screen shows a grade's page without reading the pages before it.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
let ids: { early: number; late: number; title: number; away: number };
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
  const { belt, title } = await ladders(t);
  const zoe = await newMember(t, where.dojo1, 'Pqvw Zoe');
  const abel = await newMember(t, where.dojo1, 'Pqvw Abel');
  const away = await newMember(t, where.otherAsocDojo, 'Pqvw Dora');
  ids = {
    early: await gradeAt(t, zoe.id, belt(-60), -1, '2011-03-01'),
    late: await gradeAt(t, abel.id, belt(-50), -1, '2019-03-01'),
    title: await titleAt(t, zoe.id, title(1), -1, '2015-03-01'),
    away: await gradeAt(t, away.id, belt(-60), -1, '2018-03-01'),
  };
});
afterAll(() => t.close());

async function position(role: Role, kind: 'GRADE' | 'TITLE', id: number, orderBy?: string, filter?: string) {
  const answer = await client(t, tokens[role]).graphql(
    `query ($id: Int!, $k: GradeEntryKind!, $o: String, $f: String) {
       gradeEntryPosition(id: $id, kind: $k, orderBy: $o, filter: $f) }`,
    { id, k: kind, o: orderBy, f: filter },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.gradeEntryPosition as number;
}

describe('gradeEntryPosition', () => {
  it('answers where a grade or title falls under the default order (date descending)', async () => {
    // The search's rows: away 2018 (admin only), late 2019, title 2015, early 2011.
    expect(await position('admin', 'GRADE', ids.late, undefined, 'pqvw')).toBe(0);
    expect(await position('admin', 'GRADE', ids.away, undefined, 'pqvw')).toBe(1);
    expect(await position('admin', 'TITLE', ids.title, undefined, 'pqvw')).toBe(2);
    expect(await position('admin', 'GRADE', ids.early, undefined, 'pqvw')).toBe(3);
    const list = (await gradeApi(t, 'graphql', tokens.admin).list({ filtro: 'pqvw' })).value!;
    expect(list.rows.map((r) => r.id)).toEqual([ids.late, ids.away, ids.title, ids.early]);
  });

  it('follows a sort and agrees with the page the list serves', async () => {
    expect(await position('admin', 'GRADE', ids.late, 'nombre', 'pqvw')).toBe(0);
    expect(await position('admin', 'GRADE', ids.away, 'nombre', 'pqvw')).toBe(1);
    expect(await position('admin', 'GRADE', ids.early, 'fecha', 'pqvw')).toBe(0);
    const all = (await gradeApi(t, 'graphql', tokens.dojo).list({ orden: 'fecha', pag: 100 })).value!;
    const at = all.rows.findIndex((r) => r.tipo === 'grado' && r.id === ids.early);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(await position('dojo', 'GRADE', ids.early, 'fecha')).toBe(at);
  });

  it("answers -1 for an entry the caller's list does not show", async () => {
    expect(await position('dojo', 'GRADE', ids.away, undefined, 'pqvw')).toBe(-1);
    expect(await position('dojo', 'GRADE', ids.away)).toBe(-1);
    expect(await position('dojo', 'GRADE', 2147483647)).toBe(-1);
    expect(await position('dojo', 'TITLE', -5)).toBe(-1);
    expect(await position('admin', 'GRADE', ids.late, undefined, 'nadie-asi')).toBe(-1);
  });
});
