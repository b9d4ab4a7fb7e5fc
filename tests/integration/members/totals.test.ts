import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { newMemberBody, plainMember, type Places, type Role, allListedIds } from './members-support';

// The member totals the database keeps (asociado_cuenta, asociado_tramo) stand in for count(*)
// in unfiltered lists, dojo member counts and default-order positions: they must stay exact
// through every write, whichever door or script makes it.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld({ ownUploads: true }));
});
afterAll(() => t.close());

/** Kept totals that differ from a count over the members (empty when all agree). */
async function drift(): Promise<unknown[]> {
  return t.sql(
    `with real as (select cf_dojo, cf_asoc, federa_tramo(num_acae, id_aso) as tramo, count(*)::int as n
                   from asociado group by 1, 2, 3)
     select 'cuenta' as t, * from (
       (select * from real except select cf_dojo, cf_asoc, tramo, n from asociado_cuenta)
       union all (select cf_dojo, cf_asoc, tramo, n from asociado_cuenta except select * from real)) d
     union all
     select 'tramo', 0, 0, * from (
       (select tramo, sum(n)::int from real group by 1 except select tramo, n from asociado_tramo)
       union all (select tramo, n from asociado_tramo except select tramo, sum(n)::int from real group by 1)) e`,
  );
}

const count = async (condition = 'true', params: unknown[] = []) =>
  (await t.sql<{ n: number }>(`select count(*)::int as n from asociado where ${condition}`, params))[0].n;

/** nTot of the REST list and total of the GraphQL one, unfiltered, for a caller and dojo. */
async function listTotals(token: string, dojoId?: number) {
  const query: Record<string, string> = { ini: '0', pag: '15' };
  if (dojoId) query.idDojo = String(dojoId);
  const rest = await t.rest('GET', '/asociados/', { token, query });
  const gql = await t.graphql<{ members: { total: number } }>(
    'query ($dojoId: Int) { members(page: {offset: 0, limit: 15}, dojoId: $dojoId) { total } }',
    { dojoId: dojoId ?? null },
    { token },
  );
  expect(gql.errors).toBeUndefined();
  return [rest.body.nTot, gql.data!.members.total];
}

async function dojoCount(dojoId: number): Promise<number> {
  const answer = await t.rest('GET', '/dojos/ver', { token: tokens.admin, query: { id: String(dojoId) } });
  return answer.body.res.numAsoc;
}

/** Every total a caller can read matches a count over the members. */
async function expectExact(): Promise<void> {
  expect(await drift()).toEqual([]);
  expect(await listTotals(tokens.admin)).toEqual(Array(2).fill(await count()));
  expect(await listTotals(tokens.asoc)).toEqual(Array(2).fill(await count('cf_asoc = 1')));
  expect(await listTotals(tokens.dojo)).toEqual(Array(2).fill(await count('cf_dojo = 1')));
  for (const dojo of [where.dojo1, where.sameAsocDojo, where.otherAsocDojo]) {
    expect(await listTotals(tokens.admin, dojo)).toEqual(Array(2).fill(await count('cf_dojo = $1', [dojo])));
    expect(await dojoCount(dojo)).toBe(await count('cf_dojo = $1', [dojo]));
  }
}

describe('kept member totals', () => {
  it('match count(*) after the demo load', async () => {
    expect(await t.sql('select count(*)::int as n from asociado_cuenta')).not.toEqual([{ n: 0 }]);
    await expectExact();
  });

  it('stay exact through inserts, moves and deletes made through the API', async () => {
    const created = await t.rest('POST', '/asociados/ins', {
      token: tokens.admin,
      body: { ...newMemberBody(), cfDojo: where.dojo1, cfAsoc: 1 },
    });
    expect(created.body.estado).toBe(0);
    const id = created.body.res.id;
    await expectExact();

    const [row] = await t.sql('select * from asociado where id_aso = $1', [id]);
    const save = (cfDojo: number, cfAsoc: number) =>
      t.rest('POST', '/asociados/mod', {
        token: tokens.admin,
        body: {
          ...newMemberBody(),
          id,
          dni: row.dni,
          mail: row.mail,
          numAcae: row.num_acae,
          cfDojo,
          cfAsoc,
        },
      });
    expect((await save(where.sameAsocDojo, 1)).body.estado).toBe(0);
    await expectExact();
    expect((await save(where.otherAsocDojo, where.otherAsoc)).body.estado).toBe(0);
    await expectExact();

    const deleted = await t.rest('POST', '/asociados/del', { token: tokens.admin, body: { id } });
    expect(deleted.body.estado).toBe(0);
    await expectExact();
  });

  it('follow a dojo moved to another association, numbering, and a rolled-back write', async () => {
    const numberless = await plainMember(t, where.sameAsocDojo);
    await t.sql('update dojo set cf_asoc = $1 where id_dojo = $2', [where.otherAsoc, where.sameAsocDojo]);
    await expectExact();
    const [{ serie }] = await t.sql('select serie from asociacion where id_asoc = $1', [where.otherAsoc]);
    await t.sql('update asociado set num_acae = $1 where id_aso = $2', [`${serie}8001`, numberless]);
    await expectExact();
    await t.sql('update dojo set cf_asoc = 1 where id_dojo = $1', [where.sameAsocDojo]);
    await t.sql('delete from asociado where id_aso = $1', [numberless]);
    await expect(
      t.sql(
        `with x as (delete from asociado where cf_dojo = $1 returning 1)
         select 1 / 0 from x`,
        [where.dojo1],
      ),
    ).rejects.toThrow();
    await expectExact();
  });
});

const allIds = (token: string, query: Record<string, string> = {}) => allListedIds(t, token, query);

/**
 * A member numbered in the association of `numAcae`'s serie (made for it when missing: a number
 * is given in its own serie only) who then moved, keeping the number, to `dojoId`.
 */
async function movedMember(numAcae: string, dojoId: number): Promise<number> {
  const serie = numAcae.slice(0, 3);
  await t.sql(
    `insert into asociacion (nombre, serie) select 'Serie ' || $1::text, $1::text
     where not exists (select 1 from asociacion where serie = $1::text)`,
    [serie],
  );
  const [home] = await t.sql(
    `insert into dojo (nombre, ciudad, cf_asoc, cf_pais, cf_provincia)
     select 'Origen ' || $1::text, 'Madrid', s.id_asoc, d.cf_pais, d.cf_provincia
     from asociacion s, dojo d where s.serie = $1::text and d.id_dojo = 1 returning id_dojo`,
    [serie],
  );
  const id = await plainMember(t, home.id_dojo, { numAcae });
  await t.sql(
    'update asociado a set cf_dojo = d.id_dojo, cf_asoc = d.cf_asoc from dojo d where d.id_dojo = $1 and a.id_aso = $2',
    [dojoId, id],
  );
  return id;
}

describe('posicion in the default order, from the totals', () => {
  it('is exact for moved members keeping their number and for numberless ones, in every scope', async () => {
    // Numbers of serie 01A now in another association, numbers of another serie in dojo 1, and
    // numberless members in both: the tramos before a member are not the associations before it.
    const moved = await movedMember('01A7777', where.otherAsocDojo);
    const foreign = await movedMember('99Z0001', where.dojo1);
    const early = await movedMember('00A0001', where.dojo1);
    const numberless = [await plainMember(t, where.dojo1), await plainMember(t, where.otherAsocDojo)];
    const scopes: [string, Record<string, string>][] = [
      [tokens.admin, {}],
      [tokens.admin, { idDojo: String(where.dojo1) }],
      [tokens.admin, { idDojo: String(where.otherAsocDojo) }],
      [tokens.asoc, {}],
      [tokens.dojo, {}],
    ];
    for (const [token, query] of scopes) {
      const ids = await allIds(token, query);
      const picks = new Set([moved, foreign, early, ...numberless, ids[0], ids[1], ids.at(-1)!]);
      for (let k = 0; k < 12; k++) picks.add(ids[Math.floor((k * ids.length) / 12)]);
      for (const id of picks) {
        const answer = await t.rest('GET', '/asociados/posicion', {
          token,
          query: { ...query, id: String(id), orden: 'numAcae', filtro: '' },
        });
        expect([id, answer.body.res.pos]).toEqual([id, ids.indexOf(id)]);
      }
    }
  });
});
