import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { cards, counts, MEMBER_CARDS, plainMember, type Places, type Role } from './cards-support';

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld({ ownUploads: true }));
});
afterAll(() => t.close());

const ROW_KEYS = [
  'idAso',
  'numAcae',
  'nombre',
  'apellido',
  'dojo',
  'avatar',
  'mail',
  'ultima_cuota',
  'cuota_validada',
  'edad',
  'imprimible',
  'enlace',
].sort();

const ids = (answer: { body: Record<string, any> }): number[] =>
  answer.body.res.map((r: { idAso: number }) => r.idAso);

describe('GET /v1/asociados/asociadosCarnets: counts and scope per role', () => {
  it('answers the national administrator every member, numAcae ascending, with nTot, nPrint and nRes', async () => {
    const answer = await cards(t, tokens.admin);
    expect(answer.body.estado).toBe(0);
    const { res, nTot, nPrint, nRes } = answer.body;
    const expected = await counts(t);
    expect({ nTot, nPrint }).toEqual({ nTot: expected.total, nPrint: expected.printable });
    expect(nPrint).toBeLessThan(nTot);
    expect(nRes).toBe(15);
    expect(res).toHaveLength(15);
    expect(Object.keys(res[0]).sort()).toEqual(ROW_KEYS);
    const numbers = res.map((r: { numAcae: string }) => r.numAcae);
    expect(numbers).toEqual([...numbers].sort());
  });

  it.each([
    ['asoc', 'a.cf_asoc = 1'],
    ['dojo', 'a.cf_dojo = 1'],
  ] as const)(
    'scopes the %s administrator to their session and counts only there',
    async (role, condition) => {
      const answer = await cards(t, tokens[role], { pag: '1000' });
      const expected = await counts(t, condition);
      expect(answer.body).toMatchObject({ estado: 0, nTot: expected.total, nPrint: expected.printable });
      const inScope = await t.sql<{ id_aso: number }>(`select id_aso from asociado a where ${condition}`);
      expect(new Set(ids(answer))).toEqual(new Set(inScope.map((r) => r.id_aso)));
      expect(answer.body.nRes).toBe(expected.total);
    },
  );

  it('refuses a plain member (REST and GraphQL)', async () => {
    const answer = await cards(t, tokens.miembro);
    expect(answer.body).toMatchObject({
      estado: 1,
      res: { mensaje: 'Permiso denegado', codigo: 'FORBIDDEN' },
    });
    const gql = await t.graphql(MEMBER_CARDS, {}, { token: tokens.miembro });
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await cards(t, '');
    expect(anonymous.body.estado).not.toBe(0);
  });

  it("gives nothing for another association's dojo through idDojo, and that dojo to the national administrator", async () => {
    for (const role of ['asoc', 'dojo'] as const) {
      const answer = await cards(t, tokens[role], { idDojo: String(where.otherAsocDojo) });
      expect(answer.body).toMatchObject({ estado: 0, res: [], nTot: 0, nPrint: 0, nRes: 0 });
    }
    const other = await cards(t, tokens.dojo, { idDojo: String(where.sameAsocDojo) });
    expect(other.body).toMatchObject({ nTot: 0, nPrint: 0 });
    const national = await cards(t, tokens.admin, { idDojo: String(where.otherAsocDojo), pag: '1000' });
    const expected = await counts(t, 'a.cf_dojo = $1', [where.otherAsocDojo]);
    expect(national.body).toMatchObject({ nTot: expected.total, nPrint: expected.printable });
  });
});

describe('orders, page sizes, filter', () => {
  it.each(['numAcae', 'nombre', 'apellido', 'dojo', 'ultima_cuota', 'edad'])(
    'orders by %s both ways exactly as the member list does',
    async (column) => {
      for (const orden of [column, `${column} DESC`]) {
        const query = { pag: '100', orden };
        const card = await cards(t, tokens.admin, query);
        const member = await t.rest('GET', '/asociados/', { token: tokens.admin, query });
        expect(card.body.estado).toBe(0);
        expect(ids(card)).toEqual(ids(member));
      }
    },
  );

  it('offers 15, 50, 100 and 1000 rows a page, and refuses 16 over GraphQL, 0 and 1001 over REST, and an unknown order', async () => {
    const { total } = await counts(t);
    for (const pag of ['15', '50', '100', '1000']) {
      expect((await cards(t, tokens.admin, { pag })).body.nRes).toBe(Math.min(Number(pag), total));
    }
    for (const pag of ['0', '1001', '-1', '1.5']) {
      expect((await cards(t, tokens.admin, { pag })).body).toMatchObject({ estado: 1 });
    }
    expect((await cards(t, tokens.admin, { orden: 'mail; drop' })).body).toMatchObject({ estado: 1 });
    const gql = await t.graphql(MEMBER_CARDS, { page: { limit: 16 } }, { token: tokens.admin });
    expect(gql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers every row to pag equal to the total (part 2 §7), up to 1000', async () => {
    let { total } = await counts(t, 'a.cf_dojo = 1');
    if ([15, 50, 100, 1000].includes(total)) {
      await plainMember(t, 1);
      total += 1;
    }
    const first = await cards(t, tokens.dojo, { ini: '0', pag: '15' });
    expect(first.body.nTot).toBe(total);
    const all = await cards(t, tokens.dojo, { ini: '0', pag: String(total) });
    expect(all.body).toMatchObject({ estado: 0, nTot: total, nRes: total });
    const more = await cards(t, tokens.dojo, { ini: '0', pag: String(total + 1) });
    expect(ids(more)).toEqual(ids(all));
  });

  it('counts a filter over the matching rows: nTot as the member list, nPrint those with a mail', async () => {
    const id = await plainMember(t, 1, { nombre: 'Zacarías' });
    const without = await plainMember(t, 1, { nombre: 'Zacarías' });
    await t.sql('update asociado set mail = null where id_aso = $1', [without]);
    const answer = await cards(t, tokens.dojo, { filtro: 'zacarias sinhistoria' });
    expect(answer.body).toMatchObject({ estado: 0, nTot: 2, nPrint: 1, nRes: 2 });
    const rows = answer.body.res;
    expect(rows.find((r: { idAso: number }) => r.idAso === id)).toMatchObject({ imprimible: true });
    expect(rows.find((r: { idAso: number }) => r.idAso === without)).toMatchObject({
      imprimible: false,
      mail: null,
      enlace: null,
    });
  });
});

describe('rows', () => {
  it('carry the card check code in enlace, never the validation code, and the nationally validated fee year', async () => {
    const answer = await cards(t, tokens.dojo, { pag: '1000' });
    const db = await t.sql<{
      id_aso: number;
      num_acae: string | null;
      mail: string | null;
      cod_carnet: string;
      codvalidacion: string | null;
      validated: number | null;
    }>(
      `select a.id_aso, a.num_acae, a.mail, a.cod_carnet, a.codvalidacion,
         (select max(c.anio) from cuota c join remesa r on r.id_rem = c.cf_remesa
          where c.cf_asociado = a.id_aso and r.cf_asoc_val_admi is not null) as validated
       from asociado a where a.cf_dojo = 1`,
    );
    const byId = new Map(db.map((r) => [r.id_aso, r]));
    let withFee = 0;
    for (const row of answer.body.res) {
      const m = byId.get(row.idAso)!;
      expect(row.cuota_validada).toBe(m.validated);
      if (m.validated !== null) withFee++;
      if (m.mail && m.num_acae) {
        const query = new URLSearchParams({ mail: m.mail, valCode: m.cod_carnet }).toString();
        expect(row.enlace).toBe(`/es/app/asociados/usuario/${m.num_acae}?${query}`);
        if (m.codvalidacion) expect(row.enlace).not.toContain(m.codvalidacion);
      } else {
        expect(row.enlace).toBeNull();
      }
    }
    expect(withFee).toBeGreaterThan(0);
  });

  it('answers the same rows and counts over GraphQL as over REST (the link in the caller language)', async () => {
    const query = { ini: '15', pag: '50', orden: 'apellido DESC' };
    const rest = await cards(t, tokens.admin, query);
    const gql = await t.graphql(
      MEMBER_CARDS,
      { page: { offset: 15, limit: 50, orderBy: 'apellido DESC' } },
      { token: tokens.admin },
    );
    const page = gql.data!.memberCards;
    expect({ total: page.total, printable: page.printable, returned: page.returned }).toEqual({
      total: rest.body.nTot,
      printable: rest.body.nPrint,
      returned: rest.body.nRes,
    });
    expect(
      page.items.map((c: Record<string, any>) => ({
        idAso: c.id,
        numAcae: c.memberNumber,
        nombre: c.firstName,
        apellido: c.lastName,
        dojo: c.dojoName,
        avatar: c.avatar,
        mail: c.mail,
        ultima_cuota: c.lastFeeYear,
        cuota_validada: c.validatedFeeYear,
        edad: c.age,
        imprimible: c.printable,
        enlace: c.checkLink,
      })),
    ).toEqual(rest.body.res);
    const english = await t.graphql(
      MEMBER_CARDS,
      {},
      { token: tokens.admin, headers: { 'accept-language': 'en' } },
    );
    const linked = english.data!.memberCards.items.find((c: { checkLink: string | null }) => c.checkLink);
    expect(linked.checkLink).toMatch(/^\/en\/app\/asociados\/usuario\//);
  });

  it('positions a member in the cards list as its rows are ordered (memberCardPosition)', async () => {
    const all = await cards(t, tokens.asoc, { pag: '1000', orden: 'nombre' });
    const target = all.body.res[7].idAso;
    const pos = await t.graphql(
      'query($id: Int!) { memberCardPosition(id: $id, orderBy: "nombre") }',
      { id: target },
      { token: tokens.asoc },
    );
    expect(pos.data).toEqual({ memberCardPosition: 7 });
    const [{ id_aso: outside }] = await t.sql('select id_aso from asociado where cf_asoc <> 1 limit 1');
    const none = await t.graphql(
      'query($id: Int!) { memberCardPosition(id: $id) }',
      { id: outside },
      { token: tokens.asoc },
    );
    expect(none.data).toEqual({ memberCardPosition: -1 });
    const plain = await t.graphql(
      'query($id: Int!) { memberCardPosition(id: $id) }',
      { id: target },
      { token: tokens.miembro },
    );
    expect(plain.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
