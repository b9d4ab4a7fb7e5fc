import { client, ladders, openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { gradeAt, newMember, titleAt, type Places, type Role } from './grades-support';

// The federation's list by date places an entry from the kept grades and titles per day
// (grado_fecha_cuenta, issue 29) and its own day's entries before it. Each write that adds,
// removes or moves an entry's day must move the kept counts: every position is checked against
// a count over the entries after each one.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
let belt: (valor: number) => number;
let title: (valor: number) => number;
let member: { id: number };
const entries: { kind: 'GRADE' | 'TITLE'; id: number }[] = [];
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
  ({ belt, title } = await ladders(t));
  member = await newMember(t, where.dojo1, 'Dia Cuenta');
  entries.push({ kind: 'GRADE', id: await gradeAt(t, member.id, belt(-60), 0, '2016-05-05') });
  entries.push({ kind: 'GRADE', id: await gradeAt(t, member.id, belt(-50), -1, '2016-05-05') });
  entries.push({ kind: 'TITLE', id: await titleAt(t, member.id, title(1), 0, '2016-05-05') });
});
afterAll(() => t.close());

async function position(kind: 'GRADE' | 'TITLE', id: number, orderBy: string) {
  const answer = await client(t, tokens.admin).graphql(
    `query ($id: Int!, $k: GradeEntryKind!, $o: String) { gradeEntryPosition(id: $id, kind: $k, orderBy: $o) }`,
    { id, k: kind, o: orderBy },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.gradeEntryPosition as number;
}

/** Where an entry falls by date (and key), counted over every entry. */
async function counted(kind: 'GRADE' | 'TITLE', id: number, desc: boolean): Promise<number> {
  const rows = await t.sql<{ n: number }>(
    `with e as (select idgrado as k, fecha from grado union all select -idasoc_titulo, fecha from asociado_titulo)
     select count(*)::int as n from e, (select fecha, k from e where k = $1) me
     where ${desc ? '(e.fecha, e.k) > (me.fecha, me.k)' : '(e.fecha, e.k) < (me.fecha, me.k)'}`,
    [kind === 'GRADE' ? id : -id],
  );
  return rows[0].n;
}

async function expectPositions(): Promise<void> {
  const drift = await t.sql(
    `select fecha, n from grado_fecha_cuenta where n <> 0
     except select fecha, count(*)::int from (select fecha from grado union all select fecha from asociado_titulo) e
     group by 1`,
  );
  expect(drift).toEqual([]);
  for (const { kind, id } of entries) {
    for (const orderBy of ['fecha DESC', 'fecha']) {
      expect([kind, id, orderBy, await position(kind, id, orderBy)]).toEqual([
        kind,
        id,
        orderBy,
        await counted(kind, id, orderBy.endsWith('DESC')),
      ]);
    }
  }
}

it('places an entry by date as a count over the entries does, ties by key', async () => {
  await expectPositions();
});

it.each([
  ['a later grade', () => gradeAt(t, member.id, belt(-40), -1, '2024-01-01')],
  ['a title on the same day', () => titleAt(t, member.id, title(2), -1, '2016-05-05')],
  [
    'a grade moved back',
    () => t.sql(`update grado set fecha = '2001-01-01' where idgrado = $1`, [entries[0].id]),
  ],
  [
    'a title moved forward',
    () => t.sql(`update asociado_titulo set fecha = '2025-02-02' where idasoc_titulo = $1`, [entries[2].id]),
  ],
  [
    'a grade removed',
    () => t.sql(`delete from grado where cf_asociado = $1 and fecha = '2024-01-01'`, [member.id]),
  ],
  [
    'titles removed',
    () =>
      t.sql(`delete from asociado_titulo where cf_asociado = $1 and cf_titulo = $2`, [member.id, title(2)]),
  ],
])('follows the days as entries come, move and go: %s', async (_step, write) => {
  await write();
  await expectPositions();
});

it('answers -1 for an entry that is not listed', async () => {
  expect(await position('GRADE', 2_000_000_000, 'fecha DESC')).toBe(-1);
});
