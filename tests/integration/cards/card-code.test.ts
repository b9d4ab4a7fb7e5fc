import { openWorld } from '../../support/world';
import { translate } from '@federa/schema/i18n';
import type { TestServer } from '../../support/test-server';
import { CARD_CHECK, codesOf, type Places, type Role } from './cards-support';

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld({ ownUploads: true }));
});
afterAll(() => t.close());

/** The demo member who has not set a password yet, and the code of their validation link. */
const NEW_MEMBER = 'nuevo@demo.federa';
const VALIDATION_CODE = 'demo-validacion-federa';

async function newMember() {
  const [{ id_aso: id }] = await t.sql<{ id_aso: number }>('select id_aso from asociado where mail = $1', [
    NEW_MEMBER,
  ]);
  return { id, ...(await codesOf(t, id)) };
}

const passwordOf = async (id: number) =>
  (await t.sql('select psw_hash, validado from asociado where id_aso = $1', [id]))[0];

describe('the card check code', () => {
  it('is given to every member by the migration, of its own: 32 hex digits, distinct, never the validation code', async () => {
    const [row] = await t.sql(
      `select count(*)::int as n, count(distinct cod_carnet)::int as distinct_codes,
              count(*) filter (where cod_carnet !~ '^[0-9a-f]{32}$')::int as malformed,
              count(*) filter (where cod_carnet = codvalidacion)::int as same
       from asociado`,
    );
    expect(row).toMatchObject({ distinct_codes: row.n, malformed: 0, same: 0 });
    expect(row.n).toBeGreaterThan(100);
  });

  it('opens no door the validation code opens (each door takes the validation code, as a control)', async () => {
    const m = await newMember();
    expect(m.codvalidacion).toBe(VALIDATION_CODE);
    const before = await passwordOf(m.id);

    // GET /v1/valida and validationLink
    const valida = (code: string) =>
      t.rest('GET', '/valida', { headers: { mail: NEW_MEMBER, valCode: code } });
    expect((await valida(m.cod_carnet)).body.estado).toBe(1);
    expect((await valida(VALIDATION_CODE)).body.estado).toBe(0);
    const link = (code: string) =>
      t.graphql(
        'query($code: String!, $mail: String!) { validationLink(code: $code, mail: $mail) { mail } }',
        {
          code,
          mail: NEW_MEMBER,
        },
      );
    expect((await link(m.cod_carnet)).data?.validationLink ?? null).toBeNull();
    expect((await link(VALIDATION_CODE)).data?.validationLink).toEqual({ mail: NEW_MEMBER });

    // GET /v1/asociados/ver?valCode= and member(memberNumber, validationCode)
    const ver = (code: string) =>
      t.rest('GET', '/asociados/ver', { query: { numacae: m.num_acae, valCode: code } });
    expect((await ver(m.cod_carnet)).body.estado).toBe(1);
    expect((await ver(VALIDATION_CODE)).body).toMatchObject({ estado: 0, res: { numAcae: m.num_acae } });
    const record = (code: string) =>
      t.graphql('query($n: String!, $c: String!) { member(memberNumber: $n, validationCode: $c) { id } }', {
        n: m.num_acae,
        c: code,
      });
    expect((await record(m.cod_carnet)).data?.member ?? null).toBeNull();
    expect((await record(VALIDATION_CODE)).data?.member).toEqual({ id: m.id });

    // setFirstPassword and POST /v1/mod (secret = clave): refused, nothing written.
    const set = await t.graphql(
      'mutation($input: FirstPasswordInput!) { setFirstPassword(input: $input) { message } }',
      {
        input: { mail: NEW_MEMBER, code: m.cod_carnet, password: 'Tarjeta2026', confirmation: 'Tarjeta2026' },
      },
    );
    expect(set.errors?.[0].extensions?.code).toBeDefined();
    const mod = await t.rest('POST', '/mod', {
      body: { mail: NEW_MEMBER, clave: m.cod_carnet, psw: 'Tarjeta2026', psw2: 'Tarjeta2026' },
    });
    expect(mod.body.estado).not.toBe(0);
    expect(await passwordOf(m.id)).toEqual(before);
    const login = await t.rest('POST', '/login', { headers: { mail: NEW_MEMBER, psw: 'Tarjeta2026' } });
    expect(login.body.auth).toBe(false);
    // While the card code itself checks the card.
    const card = await t.graphql(CARD_CHECK, { memberNumber: m.num_acae, code: m.cod_carnet });
    expect(card.data?.cardCheck.memberNumber).toBe(m.num_acae);
  });

  it('is in no member record or list answer', async () => {
    const m = await newMember();
    const answers = [
      await t.rest('GET', '/asociados/ver', { token: tokens.admin, query: { id: String(m.id) } }),
      await t.rest('GET', '/asociados/', { token: tokens.admin, query: { pag: '1000' } }),
      await t.graphql(
        'query($id: Int!) { member(id: $id) { id validationCode validationLink } }',
        { id: m.id },
        { token: tokens.admin },
      ),
    ];
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(m.cod_carnet);
  });
});

describe('renewing the card code', () => {
  it('answers the new link; the old code stops checking and the new one checks (REST)', async () => {
    const m = await newMember();
    const answer = await t.rest('POST', '/asociados/renovarCarnet', {
      token: tokens.dojo,
      body: { id: m.id },
    });
    expect(answer.body).toMatchObject({ estado: 0, res: { mensaje: translate('es', 'cards.codeRenewed') } });
    const after = await codesOf(t, m.id);
    expect(after.cod_carnet).not.toBe(m.cod_carnet);
    expect(after.cod_carnet).toMatch(/^[0-9a-f]{32}$/);
    const query = new URLSearchParams({ mail: NEW_MEMBER, valCode: after.cod_carnet }).toString();
    expect(answer.body.res.enlace).toBe(`/es/app/asociados/usuario/${m.num_acae}?${query}`);
    expect(after.codvalidacion).toBe(m.codvalidacion);
    const old = await t.rest('GET', '/asociados/carnet', {
      query: { numacae: m.num_acae, valCode: m.cod_carnet },
    });
    expect(old.body.estado).toBe(1);
    const fresh = await t.rest('GET', '/asociados/carnet', {
      query: { numacae: m.num_acae, valCode: after.cod_carnet },
    });
    expect(fresh.body.estado).toBe(0);
  });

  it('is for administrators over the member only (GraphQL)', async () => {
    const m = await newMember();
    const renew = (token: string | undefined, memberId: number) =>
      t.graphql(
        'mutation($id: Int!) { renewCardCode(memberId: $id) { id checkLink } }',
        { id: memberId },
        { token },
      );
    const [{ id_aso: outside }] = await t.sql<{ id_aso: number }>(
      'select id_aso from asociado where cf_dojo = $1 and not es_admin and mail is not null and num_acae is not null limit 1',
      [where.otherAsocDojo],
    );
    const [{ id_aso: national }] = await t.sql<{ id_aso: number }>(
      "select id_aso from asociado where mail = 'admin@demo.federa'",
    );
    expect((await renew(tokens.miembro, m.id)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await renew(undefined, m.id)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // A plain member cannot tell an id that exists from one that does not.
    expect((await renew(tokens.miembro, 99999999)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await renew(tokens.asoc, outside)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await renew(tokens.dojo, national)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await renew(tokens.admin, 99999999)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await codesOf(t, m.id)).cod_carnet).toBe(m.cod_carnet);
    const ok = await renew(tokens.admin, outside);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.renewCardCode.checkLink).toContain((await codesOf(t, outside)).cod_carnet);
  });
});
