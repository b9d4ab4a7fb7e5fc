import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { plainMember, type Places, type Role } from './members-support';

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld({ ownUploads: true }));
});
afterAll(() => t.close());

const list = (token: string, query: Record<string, string> = {}) =>
  t.rest('GET', '/asociados/', { token, query: { ini: '0', pag: '100', ...query } });

const MEMBERS = `query Members($page: ListInput, $dojoId: Int) {
  members(page: $page, dojoId: $dojoId) { returned total items { id memberNumber firstName age lastFeeYear dojo { id name } } }
}`;

describe('GET /v1/asociados/', () => {
  it('answers rows under the spec names, nRes and nTot, numAcae ascending by default', async () => {
    const answer = await t.rest('GET', '/asociados/', { token: tokens.admin });
    expect(answer.body.estado).toBe(0);
    const { res, nRes, nTot } = answer.body;
    expect(nRes).toBe(15);
    const [{ n }] = await t.sql<{ n: number }>('select count(*)::int as n from asociado');
    expect(nTot).toBe(n);
    expect(Object.keys(res[0]).sort()).toEqual(
      [
        'idAso',
        'numAcae',
        'avatar',
        'esAdmin',
        'esAdminAsoc',
        'esAdminDojo',
        'nombre',
        'apellido',
        'mail',
        'dojo',
        'cfDojo',
        'cfAsoc',
        'edad',
        'ultima_cuota',
        'validado',
      ].sort(),
    );
    expect(res[0]).toMatchObject({ idAso: 1, numAcae: '01A0001', esAdmin: true, edad: 'A', validado: true });
    const numbers = res.map((r: { numAcae: string }) => r.numAcae);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('derives edad from the birth date and ultima_cuota from the latest nationally validated fee', async () => {
    const child = await plainMember(t, 1);
    const today = new Date();
    const tenYearsAgo = `${today.getFullYear() - 10}-01-01`;
    await t.sql('update asociado set fecha_nacimiento = $1 where id_aso = $2', [tenYearsAgo, child]);
    const [fee] = await t.sql<{ id_aso: number; anio: number }>(
      // A fee counts once its batch is validated nationally (README, "Who may do what").
      `select c.cf_asociado as id_aso, max(c.anio) as anio from cuota c
       join remesa r on r.id_rem = c.cf_remesa where r.cf_asoc_val_admi is not null
       group by c.cf_asociado limit 1`,
    );
    const rows = (await list(tokens.admin, { filtro: 'Sinhistoria' })).body.res;
    expect(rows.find((r: { idAso: number }) => r.idAso === child)).toMatchObject({
      edad: 'N',
      ultima_cuota: null,
    });
    const [feeRow] = await t.sql('select num_acae from asociado where id_aso = $1', [fee.id_aso]);
    const found = (await list(tokens.admin, { filtro: feeRow.num_acae })).body.res;
    expect(found[0]).toMatchObject({ idAso: fee.id_aso, ultima_cuota: fee.anio });
  });

  it('keeps members without numAcae last, ascending and descending', async () => {
    const ids = [await plainMember(t, 1, { nombre: 'Sinnumero' }), await plainMember(t, 1)];
    const empty = await t.sql<{ id_aso: number }>(
      'select id_aso from asociado where cf_dojo = 1 and num_acae is null order by id_aso',
    );
    expect(empty.map((r) => r.id_aso)).toEqual(expect.arrayContaining(ids));
    for (const [orden, desc] of [
      ['numAcae', false],
      ['numAcae DESC', true],
    ] as const) {
      const rows = (await list(tokens.admin, { idDojo: '1', orden })).body.res;
      const tail = rows.slice(-empty.length);
      expect(tail.every((r: { numAcae: null }) => r.numAcae === null)).toBe(true);
      // Among themselves, by id in the chosen direction.
      const tailIds = tail.map((r: { idAso: number }) => r.idAso);
      expect(tailIds).toEqual(desc ? [...tailIds].sort((a, b) => b - a) : [...tailIds].sort((a, b) => a - b));
      const numbered = rows.slice(0, -empty.length).map((r: { numAcae: string }) => r.numAcae);
      expect(numbered.every(Boolean)).toBe(true);
      const sorted = [...numbered].sort();
      expect(numbered).toEqual(desc ? sorted.reverse() : sorted);
    }
  });

  it.each([
    ['nombre', 'nombre'],
    ['apellido', 'apellido'],
    ['mail', 'mail'],
    ['dojo', 'dojo'],
  ])('sorts by %s both ways', async (orden, field) => {
    for (const desc of [false, true]) {
      const rows = (await list(tokens.admin, { orden: desc ? `${orden} DESC` : orden })).body.res;
      const values = rows
        .map((r: Record<string, string>) => r[field])
        .filter((v: string | null) => v !== null);
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values).toEqual(desc ? sorted.reverse() : sorted);
    }
  });

  it('sorts by edad through the birth date and by ultima_cuota', async () => {
    const rows = (await list(tokens.admin, { orden: 'edad' })).body.res;
    const ids = rows.map((r: { idAso: number }) => r.idAso);
    const births = await t.sql<{ id_aso: number; f: string }>(
      'select id_aso, fecha_nacimiento::text as f from asociado where id_aso = any($1)',
      [ids],
    );
    const byId = new Map(births.map((b) => [b.id_aso, b.f]));
    const dates = ids.map((id: number) => byId.get(id));
    expect(dates).toEqual([...dates].sort());
    const fees = (await list(tokens.admin, { orden: 'ultima_cuota DESC' })).body.res;
    // As every list: descending is the exact reverse of ascending, so members without fees first.
    const years = fees.map((r: { ultima_cuota: number | null }) => r.ultima_cuota);
    const paid = years.filter((y: number | null) => y !== null);
    expect(paid).toEqual([...paid].sort().reverse());
    const asc = (await list(tokens.admin, { orden: 'ultima_cuota' })).body.res;
    const [{ min }] = await t.sql('select min(anio) from cuota');
    expect(asc[0].ultima_cuota).toBe(min);
  });

  it.each([
    ['numAcae', ''],
    ['dojo', ''],
    ['dojo DESC', ''],
    ['dojo', 'ma'],
    ['apellido DESC', 'a'],
    ['ultima_cuota', 'garcia'],
  ])(
    'pages under %s (filtro %j) agree with one long page, without overlaps or gaps',
    async (orden, filtro) => {
      const whole = (await list(tokens.admin, { orden, filtro, pag: '1000' })).body;
      const ids: number[] = [];
      for (let ini = 0; ini < whole.nTot; ini += 50) {
        const page = (await list(tokens.admin, { orden, filtro, ini: String(ini), pag: '50' })).body;
        expect(page.nTot).toBe(whole.nTot);
        ids.push(...page.res.map((r: { idAso: number }) => r.idAso));
      }
      expect(ids).toEqual(whole.res.map((r: { idAso: number }) => r.idAso));
      const beyond = (await list(tokens.admin, { orden, filtro, ini: String(whole.nTot + 5) })).body;
      expect(beyond).toMatchObject({ estado: 0, nRes: 0, nTot: whole.nTot, res: [] });
    },
  );

  it("finds members by their dojo's new name after the dojo is renamed", async () => {
    await t.sql("update dojo set nombre = 'Dojo Renombrado Ñu' where id_dojo = $1", [where.otherAsocDojo]);
    const found = (await list(tokens.admin, { filtro: 'renombrado nu' })).body;
    const [{ n }] = await t.sql<{ n: number }>('select count(*)::int as n from asociado where cf_dojo = $1', [
      where.otherAsocDojo,
    ]);
    expect(found.nTot).toBe(n);
    expect(found.res.every((r: { dojo: string }) => r.dojo === 'Dojo Renombrado Ñu')).toBe(true);
  });

  it('refuses an unknown column instead of putting it into SQL', async () => {
    const answer = await list(tokens.admin, { orden: 'psw_hash' });
    expect(answer.body).toMatchObject({
      estado: 1,
      res: { mensaje: 'No se puede ordenar por esa columna.' },
    });
  });

  it("searches number, name, surname, mail and dojo, ignoring accents: 'jose' finds 'José'", async () => {
    const id = await plainMember(t, 1, { nombre: 'José Ñandú' });
    const rows = (await list(tokens.admin, { filtro: 'jose nandu' })).body;
    expect(rows.res.map((r: { idAso: number }) => r.idAso)).toEqual([id]);
    expect(rows.nTot).toBe(1);
    const [dojo] = await t.sql('select nombre from dojo where id_dojo = $1', [where.otherAsocDojo]);
    const byDojo = (await list(tokens.admin, { filtro: dojo.nombre })).body;
    expect(byDojo.nTot).toBeGreaterThan(0);
    expect(byDojo.res.every((r: { dojo: string }) => r.dojo === dojo.nombre)).toBe(true);
    const byMail = (await list(tokens.admin, { filtro: 'MIEMBRO@demo' })).body;
    expect(byMail.res.map((r: { mail: string }) => r.mail)).toEqual(['miembro@demo.federa']);
  });

  it('filters by idDojo; 0 means every member the caller may see', async () => {
    const dojo = (await list(tokens.admin, { idDojo: String(where.otherAsocDojo) })).body;
    expect(dojo.res.every((r: { cfDojo: number }) => r.cfDojo === where.otherAsocDojo)).toBe(true);
    const [{ n }] = await t.sql<{ n: number }>('select count(*)::int as n from asociado where cf_dojo = $1', [
      where.otherAsocDojo,
    ]);
    expect(dojo.nTot).toBe(n);
    const all = (await list(tokens.admin, { idDojo: '0' })).body;
    const [{ total }] = await t.sql<{ total: number }>('select count(*)::int as total from asociado');
    expect(all.nTot).toBe(total);
  });

  it('shows the validation link to administrators for members not yet validated', async () => {
    const rows = (await list(tokens.admin, { filtro: 'nuevo@demo.federa' })).body.res;
    expect(rows[0]).toMatchObject({ validado: false });
    expect(rows[0].enlace).toBe(
      '/es/app/asociados/usuario/01A0005?mail=nuevo%40demo.federa&valCode=demo-validacion-federa',
    );
    // A plain member finds the member by name, and sees neither the link nor the validation state.
    const plain = (await list(tokens.miembro, { filtro: '01A0005' })).body.res;
    expect(plain[0].idAso).toBe(5);
    expect(plain[0].validado).toBeNull();
    expect(plain[0].enlace).toBeUndefined();
  });

  it('needs a session', async () => {
    const answer = await t.rest('GET', '/asociados/');
    expect(answer.body).toMatchObject({ estado: 1, res: { codigo: 'UNAUTHENTICATED' } });
  });
});

describe('who lists whom (part 1 §6)', () => {
  const counts = async (sql: string, params: unknown[] = []) =>
    (await t.sql<{ n: number }>(`select count(*)::int as n from asociado ${sql}`, params))[0].n;

  it('a global administrator lists everyone', async () => {
    expect((await list(tokens.admin)).body.nTot).toBe(await counts(''));
  });

  it('an association administrator lists their association only', async () => {
    const answer = (await list(tokens.asoc)).body;
    expect(answer.nTot).toBe(await counts('where cf_asoc = 1'));
    expect(answer.res.every((r: { cfAsoc: number }) => r.cfAsoc === 1)).toBe(true);
    const other = (await list(tokens.asoc, { idDojo: String(where.otherAsocDojo) })).body;
    expect(other.nTot).toBe(0);
  });

  it.each(['dojo', 'miembro'] as const)('a %s account lists their own dojo only', async (role) => {
    const answer = (await list(tokens[role])).body;
    expect(answer.nTot).toBe(await counts('where cf_dojo = 1'));
    const other = (await list(tokens[role], { idDojo: String(where.sameAsocDojo) })).body;
    expect(other).toMatchObject({ estado: 0, nTot: 0, res: [] });
  });

  it('GraphQL members() follows the same scope, with dojo nested', async () => {
    const answer = await t.graphql(MEMBERS, { page: { limit: 50 } }, { token: tokens.dojo });
    expect(answer.errors).toBeUndefined();
    const page = answer.data!.members;
    expect(page.total).toBe(await counts('where cf_dojo = 1'));
    expect(page.returned).toBe(page.items.length);
    expect(page.items.every((m: { dojo: { id: number } }) => m.dojo.id === 1)).toBe(true);
  });
});

describe('members() over GraphQL', () => {
  it('pages, orders and searches as the REST list does', async () => {
    const rest = (await list(tokens.admin, { ini: '15', pag: '15', orden: 'apellido DESC', filtro: 'a' }))
      .body;
    const answer = await t.graphql(
      MEMBERS,
      { page: { offset: 15, limit: 15, orderBy: 'apellido DESC', filter: 'a' } },
      { token: tokens.admin },
    );
    const page = answer.data!.members;
    expect(page.total).toBe(rest.nTot);
    expect(page.items.map((m: { id: number }) => m.id)).toEqual(
      rest.res.map((r: { idAso: number }) => r.idAso),
    );
    expect(page.items[0].dojo.name).toBe(rest.res[0].dojo);
  });

  it('refuses a page size outside 15, 50, 100, 1000', async () => {
    const answer = await t.graphql(MEMBERS, { page: { limit: 7 } }, { token: tokens.admin });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'El tamaño de página no es válido.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
