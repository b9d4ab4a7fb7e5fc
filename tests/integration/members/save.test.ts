import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import {
  bodyOf,
  memberCount,
  newMemberBody,
  plainMember,
  snapshot,
  toGraphqlInput,
  type Places,
  type Role,
} from './members-support';

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld({ ownUploads: true }));
});
afterAll(() => t.close());

const ins = (body: Record<string, unknown>, token = tokens.admin, lang = 'es') =>
  t.rest('POST', '/asociados/ins', { token, body: { ...body, lang } });
const mod = (body: Record<string, unknown>, token = tokens.admin) =>
  t.rest('POST', '/asociados/mod', { token, body });

const CREATE = `mutation Create($input: MemberInput!) {
  createMember(input: $input) { id memberNumber dni age validated validationLink dojo { id } }
}`;
const UPDATE = `mutation Update($id: Int!, $input: MemberInput!) {
  updateMember(id: $id, input: $input) { member { id memberNumber dni firstName } }
}`;

const errorsOf = (body: Record<string, any>) =>
  (body.res.errores as { campo: string; mensaje: string }[]).map((e) => [e.campo, e.mensaje]);

const today = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

describe('member save rules (§5), REST', () => {
  // The rules that need no database are tabled in schema/validation/members.test.ts; here, those
  // the service checks against the database, and the door's mapping of every field below.
  it.each([
    ['mail', { mail: 'MIEMBRO@demo.federa' }, 'Ya existe un asociado con ese correo'],
    ['numAcae', { numAcae: '01A0004' }, 'Ya existe un asociado con ese número'],
    ['cfDojo', { cfDojo: 999999 }, 'El dojo no pertenece a esa asociación.'],
  ])('refuses %s: %j', async (field, change, message) => {
    const before = await memberCount(t);
    const answer = await ins(newMemberBody(change));
    expect(answer.body).toMatchObject({ estado: 1, res: { mensaje: message, codigo: 'BAD_USER_INPUT' } });
    expect(errorsOf(answer.body)).toEqual([[field, message]]);
    expect(await memberCount(t)).toBe(before);
  });

  it('refuses a birth date of today and accepts 1900-01-01', async () => {
    const todayAnswer = await ins(newMemberBody({ fechaNacimiento: today() }));
    expect(todayAnswer.body.res.mensaje).toBe('La fecha de nacimiento no es válida');
    const oldest = await ins(newMemberBody({ fechaNacimiento: '1900-01-01' }));
    expect(oldest.body.estado).toBe(0);
  });

  it('refuses a dojo of another association', async () => {
    const answer = await ins(newMemberBody({ cfDojo: where.otherAsocDojo, cfAsoc: 1 }));
    expect(errorsOf(answer.body)).toEqual([['cfDojo', 'El dojo no pertenece a esa asociación.']]);
  });

  it('gives several errors at once, each under its REST name, as estado 1 BAD_USER_INPUT', async () => {
    const before = await memberCount(t);
    const answer = await ins(
      newMemberBody({
        dni: '',
        nombre: '',
        apellido: '',
        fechaNacimiento: '',
        mail: 'x@',
        numAcae: 'abc',
        domicilio: 'd'.repeat(151),
        ciudad: 'c'.repeat(51),
        provincia: 'p'.repeat(51),
        telefono: '6000000001',
        obs: 'o'.repeat(251),
        cfDojo: 0,
        cfAsoc: '',
      }),
    );
    expect(answer.body).toMatchObject({
      estado: 1,
      res: { mensaje: 'Introduce un DNI válido.', codigo: 'BAD_USER_INPUT' },
    });
    expect(errorsOf(answer.body)).toEqual([
      ['dni', 'Introduce un DNI válido.'],
      ['nombre', 'El nombre es requerido.'],
      ['apellido', 'El apellido es requerido.'],
      ['fechaNacimiento', 'La fecha de nacimiento es requerida.'],
      ['mail', 'Introduce un correo válido.'],
      ['numAcae', 'Num. con formato no válido.'],
      ['domicilio', 'El campo no puede superar 150 caracteres.'],
      ['ciudad', 'El campo no puede superar 50 caracteres.'],
      ['provincia', 'El campo no puede superar 50 caracteres.'],
      ['telefono', 'El campo no puede superar 9 caracteres.'],
      ['obs', 'El campo no puede superar 250 caracteres.'],
      ['cfDojo', 'El dojo es requerido.'],
      ['cfAsoc', 'La asociación es requerida.'],
    ]);
    expect(await memberCount(t)).toBe(before);
  });

  it.each([
    ['en', { apellido: '' }, 'The surname is required.'],
    ['fr', { mail: 'MIEMBRO@demo.federa' }, 'Un adhérent avec cette adresse e-mail existe déjà'],
  ])('says so in %s', async (lang, change, message) => {
    const answer = await ins(newMemberBody(change), tokens.admin, lang);
    expect(answer.body.res.mensaje).toBe(message);
  });

  it('stores dni upper-case and answers res.id', async () => {
    const answer = await ins(newMemberBody({ dni: ' 12345678z ' }));
    expect(answer.body).toEqual({ estado: 0, res: { id: expect.any(Number) } });
    const [row] = await t.sql('select dni, validado, codvalidacion from asociado where id_aso = $1', [
      answer.body.res.id,
    ]);
    expect(row).toMatchObject({ dni: '12345678Z', validado: false, codvalidacion: expect.any(String) });
  });

  it('accepts a free number in the right format, and keeps mail as typed but unique in any case', async () => {
    const answer = await ins(newMemberBody({ numAcae: '01A8888', mail: 'Mixto.Caso@Prueba.federa' }));
    const [row] = await t.sql('select num_acae, mail from asociado where id_aso = $1', [answer.body.res.id]);
    expect(row).toEqual({ num_acae: '01A8888', mail: 'Mixto.Caso@Prueba.federa' });
    const again = await ins(newMemberBody({ mail: 'mixto.caso@prueba.FEDERA' }));
    expect(again.body.res.mensaje).toBe('Ya existe un asociado con ese correo');
  });
});

describe('member number (numAcae)', () => {
  it("is generated as the association's serie and the next free four-digit number", async () => {
    const numberOf = async (id: number) =>
      (await t.sql('select num_acae from asociado where id_aso = $1', [id]))[0].num_acae as string;
    const first = await numberOf((await ins(newMemberBody({ numAcae: '' }))).body.res.id);
    expect(first).toMatch(/^01A\d{4}$/);
    const second = await numberOf((await ins(newMemberBody({ numAcae: '' }))).body.res.id);
    expect(second).toBe(`01A${String(Number(first.slice(3)) + 1).padStart(4, '0')}`);
  });

  it('never hands the same number to two saves at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => ins(newMemberBody({ numAcae: '', cfDojo: where.sameAsocDojo }))),
    );
    expect(answers.every((a) => a.body.estado === 0)).toBe(true);
    const rows = await t.sql('select num_acae from asociado where id_aso = any($1)', [
      answers.map((a) => a.body.res.id),
    ]);
    expect(new Set(rows.map((r) => r.num_acae)).size).toBe(8);
  });

  it('refuses with a clear message when the serie has no number left', async () => {
    const [asoc] = await t.sql(
      "insert into asociacion (nombre, serie) values ('Llena', '98Q') returning id_asoc",
    );
    const [dojo] = await t.sql(
      `insert into dojo (nombre, ciudad, cf_asoc, cf_pais, cf_provincia)
       select 'Dojo lleno', 'Madrid', $1, cf_pais, cf_provincia from dojo where id_dojo = 1 returning id_dojo`,
      [asoc.id_asoc],
    );
    // Every number of the serie taken (one typed 9999 alone no longer ends it: numbers.test.ts).
    await t.sql(
      `insert into asociado (dni, nombre, apellido, num_acae, fecha_nacimiento, cf_dojo, cf_asoc)
       select 'L' || n, 'Lleno', 'Número ' || n, '98Q' || lpad(n::text, 4, '0'), '1980-01-01', $1, $2
       from generate_series(1, 9999) n`,
      [dojo.id_dojo, asoc.id_asoc],
    );
    const before = await memberCount(t);
    const answer = await ins(newMemberBody({ cfAsoc: asoc.id_asoc, cfDojo: dojo.id_dojo }));
    expect(answer.body).toMatchObject({
      estado: 1,
      res: { mensaje: 'La asociación no tiene números de asociado libres en su serie.' },
    });
    expect(await memberCount(t)).toBe(before);
  });

  it('cannot change once saved, and the same number or an empty one keeps it', async () => {
    const body = await bodyOf(t, 4);
    const before = await snapshot(t, 4);
    const answer = await mod({ ...body, numAcae: '01A7777' });
    expect(answer.body).toMatchObject({
      estado: 1,
      res: { mensaje: 'El número de asociado no se puede cambiar.' },
    });
    expect(await snapshot(t, 4)).toEqual(before);
    expect((await mod({ ...body, numAcae: '' })).body.estado).toBe(0);
    expect((await mod({ ...body, numAcae: '01A0004' })).body.estado).toBe(0);
    const [row] = await t.sql('select num_acae from asociado where id_aso = 4');
    expect(row.num_acae).toBe('01A0004');
  });

  it('may be given to a member who has none, by hand or generated', async () => {
    const byHand = await plainMember(t, 1);
    expect((await mod({ ...(await bodyOf(t, byHand)), numAcae: '01A6543' })).body.estado).toBe(0);
    const generated = await plainMember(t, 1);
    expect((await mod({ ...(await bodyOf(t, generated)), numAcae: '' })).body.estado).toBe(0);
    const rows = await t.sql('select id_aso, num_acae from asociado where id_aso = any($1) order by id_aso', [
      [byHand, generated],
    ]);
    expect(rows[0].num_acae).toBe('01A6543');
    expect(rows[1].num_acae).toMatch(/^01A\d{4}$/);
  });
});

describe('editing (POST /v1/asociados/mod)', () => {
  it('saves the fields, keeping its own mail and number free of the uniqueness rule', async () => {
    const body = await bodyOf(t, 4);
    const answer = await mod({ ...body, ciudad: 'Toledo', dni: 'abc123' });
    expect(answer.body).toEqual({ estado: 0, res: { id: 4 } });
    const [row] = await t.sql('select ciudad, dni from asociado where id_aso = 4');
    expect(row).toEqual({ ciudad: 'Toledo', dni: 'ABC123' });
  });

  it("refuses another member's mail, excluding itself", async () => {
    const body = await bodyOf(t, 4);
    const answer = await mod({ ...body, mail: 'DOJO@demo.federa' });
    expect(errorsOf(answer.body)).toEqual([['mail', 'Ya existe un asociado con ese correo']]);
  });

  it('answers not found for an unknown id', async () => {
    const answer = await mod({ ...(await bodyOf(t, 4)), id: 999999 });
    expect(answer.body).toMatchObject({ estado: 1, res: { codigo: 'NOT_FOUND' } });
  });
});

describe('createMember and updateMember over GraphQL', () => {
  it('create with the same rules and messages, field names of the form', async () => {
    const refused = await t.graphql(
      CREATE,
      { input: toGraphqlInput(newMemberBody({ nombre: '', mail: 'malo' })) },
      { token: tokens.admin },
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: 'El nombre es requerido.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [
          { field: 'firstName', message: 'El nombre es requerido.' },
          { field: 'mail', message: 'Introduce un correo válido.' },
        ],
      },
    });
    const fr = await t.graphql(
      CREATE,
      { input: toGraphqlInput(newMemberBody({ fechaNacimiento: '' })) },
      { token: tokens.admin, headers: { 'accept-language': 'fr' } },
    );
    expect(fr.errors?.[0].message).toBe('La date de naissance est obligatoire.');
    const created = await t.graphql(
      CREATE,
      { input: toGraphqlInput(newMemberBody({ dni: 'gq1' })) },
      { token: tokens.admin },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createMember).toMatchObject({
      memberNumber: expect.stringMatching(/^01A\d{4}$/),
      dni: 'GQ1',
      age: 'A',
      validated: false,
      validationLink: expect.stringMatching(/^\/es\/app\/asociados\/usuario\/01A\d{4}\?mail=/),
      dojo: { id: 1 },
    });
  });

  it('update, refusing a number change', async () => {
    const input = toGraphqlInput(await bodyOf(t, 4));
    delete input.id;
    const ok = await t.graphql(
      UPDATE,
      { id: 4, input: { ...input, firstName: 'Pablo José' } },
      { token: tokens.admin },
    );
    expect(ok.data!.updateMember.member).toMatchObject({
      id: 4,
      firstName: 'Pablo José',
      memberNumber: '01A0004',
    });
    const refused = await t.graphql(
      UPDATE,
      { id: 4, input: { ...input, memberNumber: '01A4321' } },
      { token: tokens.admin },
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: 'El número de asociado no se puede cambiar.',
      extensions: { fields: [{ field: 'memberNumber' }] },
    });
  });
});
