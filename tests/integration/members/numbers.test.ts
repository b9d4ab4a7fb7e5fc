import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import {
  bodyOf,
  memberCount,
  newMemberBody,
  plainMember,
  toGraphqlInput,
  type Places,
  type Role,
} from './members-support';

// Issue 8: a member number's serie must be its association's, and a number typed by hand must
// not exhaust the association's range. Association 1 has serie 01A; the demo accounts are in it.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
let otherSerie: string;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld({ ownUploads: true }));
  [{ serie: otherSerie }] = await t.sql('select serie from asociacion where id_asoc = $1', [where.otherAsoc]);
});
afterAll(() => t.close());

const ins = (body: Record<string, unknown>, token: string, lang = 'es') =>
  t.rest('POST', '/asociados/ins', { token, body: { ...body, lang } });
const numberOf = async (id: number) =>
  (await t.sql('select num_acae from asociado where id_aso = $1', [id]))[0].num_acae as string;
const next = (n: string, step = 1) => `${n.slice(0, 3)}${String(Number(n.slice(3)) + step).padStart(4, '0')}`;

describe("a typed member number is in its association's serie", () => {
  it.each([
    ['es', 'El número debe empezar por la serie de su asociación (01A).'],
    ['en', "The number must start with its association's series (01A)."],
    ['fr', 'Le numéro doit commencer par la série de son association (01A).'],
  ])('refuses a number of another serie from a dojo administrator (%s)', async (lang, message) => {
    const before = await memberCount(t);
    const answer = await ins(newMemberBody({ numAcae: `${otherSerie}9999` }), tokens.dojo, lang);
    expect(answer.body).toMatchObject({
      estado: 1,
      res: { errores: [{ campo: 'numAcae', mensaje: message }] },
    });
    expect(await memberCount(t)).toBe(before);
  });

  it('refuses it over GraphQL too, and for a member given a number on edit', async () => {
    const create = await t.graphql(
      `mutation ($input: MemberInput!) { createMember(input: $input) { id } }`,
      { input: toGraphqlInput(newMemberBody({ numAcae: `${otherSerie}0001` })) },
      { token: tokens.admin },
    );
    expect(create.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [
        expect.objectContaining({
          field: 'memberNumber',
          message: 'El número debe empezar por la serie de su asociación (01A).',
        }),
      ],
    });
    const numberless = await plainMember(t, 1);
    const edit = await t.rest('POST', '/asociados/mod', {
      token: tokens.admin,
      body: { ...(await bodyOf(t, numberless)), numAcae: `${otherSerie}0002` },
    });
    expect(edit.body.res.errores).toEqual([expect.objectContaining({ campo: 'numAcae' })]);
    expect(await numberOf(numberless)).toBeNull();
  });

  it('after the refusal, the other association still numbers its members', async () => {
    const [dojo] = await t.sql('select cf_asoc from dojo where id_dojo = $1', [where.otherAsocDojo]);
    const answer = await ins(
      newMemberBody({ numAcae: '', cfAsoc: dojo.cf_asoc, cfDojo: where.otherAsocDojo }),
      tokens.admin,
    );
    expect(answer.body.estado).toBe(0);
    expect(await numberOf(answer.body.res.id)).toMatch(new RegExp(`^${otherSerie}\\d{4}$`));
  });

  it('lets a member who moves to another association keep their number', async () => {
    const id = (await ins(newMemberBody({ numAcae: '' }), tokens.admin)).body.res.id;
    const number = await numberOf(id);
    const moved = await t.rest('POST', '/asociados/mod', {
      token: tokens.admin,
      body: { ...(await bodyOf(t, id)), cfAsoc: where.otherAsoc, cfDojo: where.otherAsocDojo },
    });
    expect(moved.body.estado).toBe(0);
    expect(await numberOf(id)).toBe(number);
  });

  it('is refused by the database itself, whatever writes it', async () => {
    await expect(plainMember(t, 1, { numAcae: `${otherSerie}0003` })).rejects.toMatchObject({
      constraint: 'asociado_num_acae_serie',
    });
  });
});

/** An association of its own (serie `serie`) with one dojo, so that no other test numbers in it. */
async function freshAssociation(serie: string): Promise<{ cfAsoc: number; cfDojo: number }> {
  const [asoc] = await t.sql('insert into asociacion (nombre, serie) values ($1, $2) returning id_asoc', [
    `Serie ${serie}`,
    serie,
  ]);
  const [dojo] = await t.sql(
    `insert into dojo (nombre, ciudad, cf_asoc, cf_pais, cf_provincia)
     select 'Dojo ' || $2::text, 'Madrid', $1, cf_pais, cf_provincia from dojo where id_dojo = 1 returning id_dojo`,
    [asoc.id_asoc, serie],
  );
  return { cfAsoc: asoc.id_asoc, cfDojo: dojo.id_dojo };
}

describe('a typed number does not exhaust the serie', () => {
  it('a number typed at the end of the range, first of all, leaves automatic numbering going', async () => {
    const place = await freshAssociation('77T');
    expect((await ins(newMemberBody({ ...place, numAcae: '77T9999' }), tokens.admin)).body.estado).toBe(0);
    const answer = await ins(newMemberBody({ ...place, numAcae: '' }), tokens.admin);
    expect(answer.body.estado).toBe(0);
    expect(await numberOf(answer.body.res.id)).toBe('77T0001');
  });

  it('an association already stuck behind a typed 9999 numbers again from its first free number', async () => {
    // As an installation where 02B9999 was typed before this rule: numbers 1-3 and 9999 in use,
    // automatic numbering set after the highest.
    const place = await freshAssociation('78T');
    for (const n of ['78T0001', '78T0002', '78T0003', '78T9999'])
      await plainMember(t, place.cfDojo, { numAcae: n });
    await t.sql('update asociacion set ultimo_num_acae = 9999 where id_asoc = $1', [place.cfAsoc]);
    const answer = await ins(newMemberBody({ ...place, numAcae: '' }), tokens.admin);
    expect(answer.body.estado).toBe(0);
    expect(await numberOf(answer.body.res.id)).toBe('78T0004');
  });

  it('automatic numbers step over numbers typed ahead of them, and are never given twice', async () => {
    const first = await numberOf((await ins(newMemberBody({ numAcae: '' }), tokens.admin)).body.res.id);
    expect((await ins(newMemberBody({ numAcae: next(first) }), tokens.admin)).body.estado).toBe(0);
    const after = await numberOf((await ins(newMemberBody({ numAcae: '' }), tokens.admin)).body.res.id);
    expect(after).toBe(next(first, 2));
    // Deleting the latest member does not hand its number out again.
    const [{ id_aso }] = await t.sql('select id_aso from asociado where num_acae = $1', [after]);
    expect(
      (await t.rest('POST', '/asociados/del', { token: tokens.admin, body: { id: id_aso } })).body.estado,
    ).toBe(0);
    const again = await numberOf((await ins(newMemberBody({ numAcae: '' }), tokens.admin)).body.res.id);
    expect(again).toBe(next(first, 3));
  });
});
