import { signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';
import { courseApi } from '../courses/course-api';
import { dojoApi, freshDojo } from '../dojos/api';
import { newMemberBody, signInAll, toGraphqlInput } from '../members/members-support';

// The audit log (issue 16): every create, change, delete and validation of the federation's
// records, and each administrator's sign-in, with who, when, before and after; read by
// administrators within their scope.

let t: TestServer;
let tokens: Record<'admin' | 'asoc' | 'dojo' | 'miembro', string>;
let adminId: number;
beforeAll(async () => {
  t = await startTestServer();
  tokens = await signInAll(t);
  [{ id_aso: adminId }] = await t.sql(`select id_aso from asociado where mail = 'admin@demo.federa'`);
});
afterAll(() => t.close());

type Entry = Record<string, any>;
const log = async (query: Record<string, string>, token = tokens.admin) =>
  t.rest('GET', '/auditoria', { token, query });
const entriesOf = async (query: Record<string, string>, token = tokens.admin): Promise<Entry[]> => {
  const answer = await log(query, token);
  if (answer.body.estado !== 0) throw new Error(JSON.stringify(answer.body));
  return answer.body.res;
};

describe('what is written', () => {
  it('records a change with its author, request, and the record before and after', async () => {
    const api = dojoApi(t, 'rest', tokens.admin);
    const values = freshDojo({ nombre: 'Dojo auditado' });
    const added = await api.add(values);
    const id = added.value!;
    const edited = await api.edit(id, { ...values, ciudad: 'Toledo' });
    expect(edited.ok).toBe(true);

    const [change, creation] = await entriesOf({ tabla: 'dojo', registro: String(id) });
    expect(creation).toMatchObject({ accion: 'alta', idAutor: adminId, idAsoc: 1, antes: null });
    expect(creation.despues).toMatchObject({ nombre: 'Dojo auditado', ciudad: 'Madrid' });
    expect(change).toMatchObject({
      accion: 'cambio',
      tabla: 'dojo',
      idRegistro: String(id),
      idAutor: adminId,
      autor: expect.stringMatching(/\S/),
      cambios: ['ciudad'],
    });
    expect(change.antes.ciudad).toBe('Madrid');
    expect(change.despues.ciudad).toBe('Toledo');
    expect(change.idPeticion).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('records a member created and deleted, never their password, codes or derived columns', async () => {
    const created = await t.graphql<{ createMember: { id: number } }>(
      'mutation ($input: MemberInput!) { createMember(input: $input) { id } }',
      { input: toGraphqlInput(newMemberBody()) },
      { token: tokens.admin },
    );
    const id = created.data!.createMember.id;
    const [born] = await entriesOf({ tabla: 'asociado', registro: String(id) });
    expect(born).toMatchObject({ accion: 'alta', idAutor: adminId, idAsoc: 1, idDojo: 1 });
    for (const secret of ['psw_hash', 'codvalidacion', 'cod_carnet', 'token_version', 'busqueda'])
      expect(born.despues).not.toHaveProperty(secret);
    const deleted = await t.graphql(
      'mutation ($id: Int!) { deleteMember(id: $id) { message } }',
      { id },
      {
        token: tokens.admin,
      },
    );
    expect(deleted.errors).toBeUndefined();
    // What the deleted record said leaves with it (deleted-member.test.ts).
    const [gone] = await entriesOf({ tabla: 'asociado', registro: String(id) });
    expect(gone).toMatchObject({ accion: 'baja', idAutor: adminId, antes: null, despues: null });
  });

  it("records a member's move once, not once per grade their kept place follows", async () => {
    const [member] = await t.sql(
      `select g.cf_asociado as id, a.cf_dojo as dojo from grado g join asociado a on a.id_aso = g.cf_asociado
        where coalesce(a.mail, '') not like '%@demo.federa'
          and exists (select 1 from dojo d where d.cf_asoc = a.cf_asoc and d.id_dojo <> a.cf_dojo) limit 1`,
    );
    const [other] = await t.sql(
      `select d.id_dojo from dojo d join asociado a on a.cf_asoc = d.cf_asoc where a.id_aso = $1 and d.id_dojo <> $2 limit 1`,
      [member.id, member.dojo],
    );
    const [{ since }] = await t.sql('select max(id) as since from auditoria');
    await t.sql('update asociado set cf_dojo = $1 where id_aso = $2', [other.id_dojo, member.id]);
    const logged = await t.sql('select tabla from auditoria where id > $1 order by id', [since ?? 0]);
    expect(logged.map((e) => e.tabla)).toEqual(['asociado']);
    await t.sql('update asociado set cf_dojo = $1 where id_aso = $2', [member.dojo, member.id]);
  });

  it('records a validation as such', async () => {
    const [{ id_curso }] = await t.sql(
      'select id_curso from curso where cf_val_admi is null order by id_curso limit 1',
    );
    expect((await courseApi(t, 'graphql', tokens.admin).toggle(id_curso)).ok).toBe(true);
    const [validation] = await entriesOf({ tabla: 'curso', registro: String(id_curso) });
    expect(validation).toMatchObject({ accion: 'validacion', idAutor: adminId, cambios: ['cf_val_admi'] });
    expect(validation.despues.cf_val_admi).toBe(adminId);
  });

  it('records the sign-ins of administrators, not of plain members', async () => {
    await signIn(t, 'dojo@demo.federa');
    await signIn(t, 'miembro@demo.federa');
    const [{ id_aso: dojoAdmin }] = await t.sql(
      `select id_aso from asociado where mail = 'dojo@demo.federa'`,
    );
    const [{ id_aso: member }] = await t.sql(
      `select id_aso from asociado where mail = 'miembro@demo.federa'`,
    );
    expect((await entriesOf({ accion: 'acceso', autor: String(dojoAdmin) }))[0]).toMatchObject({
      accion: 'acceso',
      tabla: 'asociado',
      idRegistro: String(dojoAdmin),
    });
    expect(await entriesOf({ accion: 'acceso', autor: String(member) })).toEqual([]);
  });

  it('writes nothing for a save that failed: the change and its record go together', async () => {
    const before = await t.sql('select count(*)::int as n from auditoria');
    const refused = await dojoApi(t, 'rest', tokens.admin).add(freshDojo({ nombre: '', ciudad: '' }));
    expect(refused.ok).toBe(false);
    expect(await t.sql('select count(*)::int as n from auditoria')).toEqual(before);
  });
});

describe('who reads it', () => {
  it('shows each administrator their scope only, and refuses plain members', async () => {
    const [{ id_dojo: otherDojo, cf_asoc: otherAsoc }] = await t.sql(
      'select id_dojo, cf_asoc from dojo where cf_asoc <> 1 order by id_dojo limit 1',
    );
    const [{ id_dojo: sameAsocDojo }] = await t.sql(
      'select id_dojo from dojo where cf_asoc = 1 and id_dojo <> 1 order by id_dojo limit 1',
    );
    const api = dojoApi(t, 'rest', tokens.admin);
    for (const [id, name] of [
      [otherDojo, 'Fuera'],
      [sameAsocDojo, 'Misma asociación'],
      [1, 'Propio'],
    ] as const) {
      const [row] = await t.sql('select * from dojo where id_dojo = $1', [id]);
      expect(
        (
          await api.edit(
            id,
            freshDojo({
              nombre: `${name} ${id}`,
              idAsoc: row.cf_asoc,
              pais: row.cf_pais,
              provincia: row.cf_provincia,
            }),
          )
        ).ok,
      ).toBe(true);
    }
    const national = await entriesOf({ tabla: 'dojo', pag: '100' });
    expect(national.map((e) => e.idAsoc)).toContain(otherAsoc);

    const association = await entriesOf({ tabla: 'dojo', pag: '100' }, tokens.asoc);
    expect(association.length).toBeGreaterThan(0);
    expect(association.every((e) => e.idAsoc === 1)).toBe(true);
    expect(association.map((e) => e.idRegistro)).toContain(String(sameAsocDojo));

    const dojo = await entriesOf({ pag: '100' }, tokens.dojo);
    expect(dojo.length).toBeGreaterThan(0);
    expect(dojo.every((e) => e.idDojo === 1)).toBe(true);

    const member = await log({}, tokens.miembro);
    expect(member.body.estado).toBe(1);
    expect(member.body.res).not.toBeInstanceOf(Array);
    const gql = await t.graphql('{ auditLog { total } }', {}, { token: tokens.miembro });
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('filters by time, and refuses a filter it cannot read with a translated message', async () => {
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect(await entriesOf({ desde: future })).toEqual([]);
    const all = await entriesOf({ pag: '100' });
    expect(all.length).toBeGreaterThan(5);
    expect(await entriesOf({ hasta: future, pag: '100' })).toEqual(all);
    expect(await entriesOf({ desde: all.at(-1)!.momento, pag: '100' })).toEqual(all);
    for (const [name, value] of [
      ['tabla', 'pais'],
      ['accion', 'borrado'],
      ['autor', 'x'],
      ['desde', 'ayer'],
      ['registro', 'x'.repeat(41)],
    ]) {
      const refused = await log({ [name]: value });
      expect(refused.body.estado).not.toBe(0);
      expect(JSON.stringify(refused.body)).toContain(name);
    }
    const deep = await log({ ini: '9990', pag: '15' });
    expect(deep.body.estado).not.toBe(0);
  });

  it('answers GraphQL integrators the same entries', async () => {
    const answer = await t.graphql<{ auditLog: { items: Entry[]; total: number; totalIsExact: boolean } }>(
      `{ auditLog(filter: { table: "dojo", action: "cambio" }, page: { limit: 15 }) {
          total totalIsExact items { id at action table recordId authorId authorName before after changedFields }
        } }`,
      {},
      { token: tokens.admin },
    );
    expect(answer.errors).toBeUndefined();
    const { items, total, totalIsExact } = answer.data!.auditLog;
    expect(totalIsExact).toBe(true);
    expect(total).toBe((await entriesOf({ tabla: 'dojo', accion: 'cambio', pag: '100' })).length);
    expect(items[0]).toMatchObject({ action: 'cambio', table: 'dojo', authorId: adminId });
    expect(items[0].changedFields.length).toBeGreaterThan(0);
  });
});
