import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { MEMBER_FIELDS, plainMember, type Places, type Role } from './members-support';

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld({ ownUploads: true }));
});
afterAll(() => t.close());

const NEW_MEMBER_ID = 5; // nuevo@demo.federa, 01A0005, not validated
const CODE = 'demo-validacion-federa';
const LINK = '/es/app/asociados/usuario/01A0005?mail=nuevo%40demo.federa&valCode=demo-validacion-federa';

const ver = (query: Record<string, string>, token?: string) =>
  t.rest('GET', '/asociados/ver', { token, query });

const MEMBER = `query Member($id: Int, $memberNumber: String, $validationCode: String) {
  member(id: $id, memberNumber: $memberNumber, validationCode: $validationCode) {
    ${MEMBER_FIELDS} dojo { id name } association { id name series }
  }
}`;

describe('GET /v1/asociados/ver', () => {
  it('answers every field of §3 under its spec name, never the password hash', async () => {
    const answer = await ver({ id: '4' }, tokens.admin);
    expect(answer.body.estado).toBe(0);
    const [dojo] = await t.sql('select nombre from dojo where id_dojo = 1');
    const [asoc] = await t.sql('select nombre from asociacion where id_asoc = 1');
    const [fee] = await t.sql(
      `select max(c.anio) as anio from cuota c join remesa r on r.id_rem = c.cf_remesa
       where c.cf_asociado = 4 and r.cf_asoc_val_admi is not null`,
    );
    expect(answer.body.res).toEqual({
      idAso: 4,
      dni: expect.any(String),
      nombre: 'Pablo',
      apellido: 'Santos Lería',
      mail: 'miembro@demo.federa',
      numAcae: '01A0004',
      fechaNacimiento: '1990-01-19',
      domicilio: expect.anything(),
      ciudad: expect.anything(),
      provincia: expect.anything(),
      telefono: expect.anything(),
      obs: null,
      esAdmin: false,
      esAdminDojo: false,
      esAdminAsoc: false,
      cfDojo: 1,
      cfAsoc: 1,
      avatar: expect.any(String),
      validado: true,
      nombreCompleto: 'Pablo Santos Lería',
      edad: 'A',
      dojo: dojo.nombre,
      codigo_dojo: 1,
      nombreDojo: dojo.nombre,
      nombreAsoc: asoc.nombre,
      ultima_cuota: fee.anio,
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/psw|hash|\$2[aby]\$/);
  });

  it('gives codvalidacion and the link only to administrators over the member', async () => {
    const admin = await ver({ id: String(NEW_MEMBER_ID) }, tokens.dojo);
    expect(admin.body.res).toMatchObject({ validado: false, codvalidacion: CODE, enlace: LINK });
    const plain = await ver({ id: String(NEW_MEMBER_ID) }, tokens.miembro);
    expect(plain.body.res.idAso).toBe(NEW_MEMBER_ID);
    expect(plain.body.res.validado).toBeNull();
    expect(plain.body.res.codvalidacion).toBeUndefined();
    expect(plain.body.res.enlace).toBeUndefined();
  });

  it('opens the record of the validation link without a session (numacae + valCode)', async () => {
    const answer = await ver({ numacae: '01A0005', valCode: CODE });
    expect(answer.body).toMatchObject({ estado: 0, res: { idAso: 5, mail: 'nuevo@demo.federa' } });
    const wrong = await ver({ numacae: '01A0005', valCode: 'otra' });
    expect(wrong.body).toMatchObject({
      estado: 1,
      res: { mensaje: 'El enlace de validación no es válido o ya se ha utilizado.' },
    });
    const noCode = await ver({ numacae: '01A0005' });
    expect(noCode.body).toMatchObject({ estado: 1, res: { codigo: 'UNAUTHENTICATED' } });
  });

  it('finds a member by number under the normal rules', async () => {
    const answer = await ver({ numacae: '01A0004' }, tokens.miembro);
    expect(answer.body.res.idAso).toBe(4);
  });

  it('answers a member outside what the caller may see as a missing one, so ids cannot be probed', async () => {
    const [{ id_aso: outsider }] = await t.sql('select id_aso from asociado where cf_dojo = $1 limit 1', [
      where.otherAsocDojo,
    ]);
    for (const role of ['asoc', 'dojo', 'miembro'] as const) {
      const answer = await ver({ id: String(outsider) }, tokens[role]);
      const missing = await ver({ id: '999999' }, tokens[role]);
      expect(answer.body).toMatchObject({ estado: 1, res: { codigo: 'NOT_FOUND' } });
      expect(answer.body).toEqual(missing.body);
    }
    expect((await ver({ id: String(outsider) }, tokens.admin)).body.estado).toBe(0);
    const missing = await ver({ id: '999999' }, tokens.admin);
    expect(missing.body).toMatchObject({ estado: 1, res: { codigo: 'NOT_FOUND' } });
  });

  it('lets an association administrator see the members of another dojo of the association', async () => {
    const id = await plainMember(t, where.sameAsocDojo);
    expect((await ver({ id: String(id) }, tokens.asoc)).body.estado).toBe(0);
    expect((await ver({ id: String(id) }, tokens.dojo)).body.estado).toBe(1);
  });
});

describe('member() over GraphQL', () => {
  it('answers the record with its dojo and association', async () => {
    const answer = await t.graphql(MEMBER, { id: 4 }, { token: tokens.admin });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.member).toMatchObject({
      id: 4,
      memberNumber: '01A0004',
      fullName: 'Pablo Santos Lería',
      age: 'A',
      validated: true,
      validationCode: null,
      validationLink: null,
      dojo: { id: 1 },
      association: { id: 1, series: '01A' },
    });
  });

  it('opens the validation link anonymously and hides the code from it', async () => {
    const answer = await t.graphql(MEMBER, { memberNumber: '01A0005', validationCode: CODE });
    expect(answer.data!.member).toMatchObject({ id: 5, validated: false, validationCode: null });
  });

  it('gives the link to an administrator, null when not found or outside the view', async () => {
    const admin = await t.graphql(MEMBER, { id: NEW_MEMBER_ID }, { token: tokens.asoc });
    expect(admin.data!.member).toMatchObject({ validationCode: CODE, validationLink: LINK });
    const missing = await t.graphql(MEMBER, { id: 999999 }, { token: tokens.admin });
    expect(missing.data!.member).toBeNull();
    const [{ id_aso: outsider }] = await t.sql('select id_aso from asociado where cf_asoc <> 1 limit 1');
    const hidden = await t.graphql(MEMBER, { id: outsider }, { token: tokens.miembro });
    const absent = await t.graphql(MEMBER, { id: 999999 }, { token: tokens.miembro });
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data).toEqual({ member: null });
    expect(hidden.data).toEqual(absent.data);
  });
});

describe('rep_mail and rep_numAcae', () => {
  it('answer the id of ANOTHER member, -1 when free; mail ignores case', async () => {
    const mail = (q: Record<string, string>) =>
      t.rest('GET', '/asociados/rep_mail', { token: tokens.dojo, query: q });
    expect((await mail({ mail: 'MIEMBRO@Demo.Federa', id: '0' })).body).toEqual({
      estado: 0,
      res: { idAso: 4 },
    });
    expect((await mail({ mail: 'miembro@demo.federa', id: '4' })).body.res.idAso).toBe(-1);
    expect((await mail({ mail: 'libre@demo.federa' })).body.res.idAso).toBe(-1);
    const num = (q: Record<string, string>) =>
      t.rest('GET', '/asociados/rep_numAcae', { token: tokens.dojo, query: q });
    expect((await num({ numAcae: '01A0003', id: '0' })).body.res.idAso).toBe(3);
    expect((await num({ numAcae: '01A0003', id: '3' })).body.res.idAso).toBe(-1);
    expect((await num({ numAcae: '99Z9999', id: '0' })).body.res.idAso).toBe(-1);
  });

  it('have GraphQL twins answering null when free', async () => {
    const answer = await t.graphql(
      `{ a: memberMailTaken(mail: "Miembro@demo.federa") b: memberMailTaken(mail: "miembro@demo.federa", exceptId: 4)
         c: memberNumberTaken(memberNumber: "01A0003") d: memberNumberTaken(memberNumber: "99Z9999") }`,
      {},
      { token: tokens.dojo },
    );
    expect(answer.data).toEqual({ a: 4, b: null, c: 3, d: null });
  });

  it("answer 0 (taken, id withheld) for a member outside the caller's view", async () => {
    const [outsider] = await t.sql<{ id_aso: number; mail: string; serie: string }>(
      `select a.id_aso, a.mail, s.serie from asociado a join asociacion s on s.id_asoc = a.cf_asoc
       where a.cf_asoc <> 1 and a.mail is not null limit 1`,
    );
    // A number of the outsider's own serie (a number of another serie is refused), unused so far.
    const number = `${outsider.serie}9${String(outsider.id_aso % 1000).padStart(3, '0')}`;
    await t.sql('update asociado set num_acae = $1 where id_aso = $2', [number, outsider.id_aso]);
    for (const role of ['asoc', 'dojo'] as const) {
      const mail = await t.rest('GET', '/asociados/rep_mail', {
        token: tokens[role],
        query: { mail: outsider.mail.toUpperCase() },
      });
      expect(mail.body).toEqual({ estado: 0, res: { idAso: 0 } });
      const num = await t.rest('GET', '/asociados/rep_numAcae', {
        token: tokens[role],
        query: { numAcae: number },
      });
      expect(num.body).toEqual({ estado: 0, res: { idAso: 0 } });
    }
    const admin = await t.rest('GET', '/asociados/rep_mail', {
      token: tokens.admin,
      query: { mail: outsider.mail },
    });
    expect(admin.body.res.idAso).toBe(outsider.id_aso);
    const query = `query Taken($mail: String!, $number: String!) {
      a: memberMailTaken(mail: $mail) b: memberNumberTaken(memberNumber: $number)
    }`;
    const hidden = await t.graphql(query, { mail: outsider.mail, number }, { token: tokens.dojo });
    expect(hidden.data).toEqual({ a: 0, b: 0 });
    const seen = await t.graphql(query, { mail: outsider.mail, number }, { token: tokens.admin });
    expect(seen.data).toEqual({ a: outsider.id_aso, b: outsider.id_aso });
  });

  it('need a session', async () => {
    const answer = await t.rest('GET', '/asociados/rep_mail', { query: { mail: 'miembro@demo.federa' } });
    expect(answer.body).toMatchObject({ estado: 1, res: { codigo: 'UNAUTHENTICATED' } });
  });
});
