import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../support/test-server';
import { signInAll } from './members-support';

// A person's data (issue 16): an export of everything held about them, as JSON and as a readable
// PDF, for themselves or an administrator over them; and an erasure that removes the person and
// keeps the federation's statistics.

let t: TestServer;
let tokens: Record<'admin' | 'asoc' | 'dojo' | 'miembro', string>;
let memberId: number;
beforeAll(async () => {
  t = await startTestServer();
  tokens = await signInAll(t);
  [{ id_aso: memberId }] = await t.sql(`select id_aso from asociado where mail = 'miembro@demo.federa'`);
});
afterAll(() => t.close());

type Answer = Record<string, any>;
const json = async (response: Response): Promise<Answer> => (await response.json()) as Answer;
const exported = (id: number, token: string, format = 'json') =>
  fetch(`${t.url}/v1/asociados/datosPersonales?id=${id}&formato=${format}`, {
    headers: { authorization: token },
  });

describe('the export', () => {
  it('gives a member everything held about them as JSON, and no key of their account', async () => {
    const response = await exported(memberId, tokens.miembro);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toContain(`datos-personales-${memberId}.json`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const data = JSON.parse(text);
    const [row] = await t.sql('select * from asociado where id_aso = $1', [memberId]);
    expect(data.member).toMatchObject({ id: memberId, dni: row.dni, mail: 'miembro@demo.federa' });
    const [{ n: fees }] = await t.sql('select count(*)::int as n from cuota where cf_asociado = $1', [
      memberId,
    ]);
    expect(data.fees.rows).toHaveLength(Math.min(fees, 1000));
    const [{ n: grades }] = await t.sql('select count(*)::int as n from grado where cf_asociado = $1', [
      memberId,
    ]);
    expect(data.grades.rows).toHaveLength(grades);
    for (const list of [
      'titles',
      'enrolments',
      'reportTemplates',
      'contactMessages',
      'recordHistory',
      'actions',
    ])
      expect(data[list]).toMatchObject({ rows: expect.any(Array), more: false });
    for (const secret of [row.psw_hash, row.cod_carnet, 'psw_hash', 'cod_carnet', 'codvalidacion'])
      expect(text).not.toContain(secret);
  });

  it('reads as a PDF in the caller’s language', async () => {
    const response = await fetch(`${t.url}/v1/asociados/datosPersonales?id=${memberId}&formato=pdf&lang=en`, {
      headers: { authorization: tokens.miembro },
    });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'federa-pdf-')), 'data.pdf');
    fs.writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', [file, '-']).toString();
    expect(text).toContain('Personal data of Pablo');
    expect(text).toContain('Fees');
    expect(text).toContain('Course enrolments');
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('is for the member and the administrators over them only, and says so in the same words as “no such member”', async () => {
    const [{ id_aso: otherDojoMember }] = await t.sql(
      `select id_aso from asociado where cf_dojo <> 1 and not es_admin order by id_aso limit 1`,
    );
    expect((await exported(memberId, tokens.dojo)).headers.get('content-type')).toMatch(/json/);
    expect((await json(await exported(memberId, tokens.dojo))).member.id).toBe(memberId);
    const refused = await json(await exported(otherDojoMember, tokens.miembro));
    const missing = await json(await exported(99_999_999, tokens.miembro));
    expect(refused.estado).toBe(1);
    expect(refused).toEqual(missing);
    expect((await json(await exported(otherDojoMember, tokens.dojo))).estado).toBe(1);
    expect((await json(await exported(memberId, tokens.miembro, 'xml'))).estado).toBe(1);
    const gql = await t.graphql<{ memberPersonalData: { member: { id: number } } }>(
      'query ($id: Int!) { memberPersonalData(id: $id) }',
      { id: memberId },
      { token: tokens.asoc },
    );
    expect(gql.data?.memberPersonalData.member.id).toBe(memberId);
  });
});

describe('the erasure', () => {
  it('removes the person and keeps their fees, grades and enrolments counted, anonymous', async () => {
    const [person] = await t.sql(
      `select a.id_aso, a.mail, a.fecha_nacimiento from asociado a
       where exists (select 1 from cuota c where c.cf_asociado = a.id_aso)
         and exists (select 1 from grado g where g.cf_asociado = a.id_aso)
         and a.mail is not null and not a.es_admin and not a.es_admin_asoc and not a.es_admin_dojo
       order by a.id_aso desc limit 1`,
    );
    const id = person.id_aso as number;
    // Sent signed in: theirs (personal-data-messages.test.ts says which messages are).
    await t.sql(
      `insert into mensaje_contacto (nombre, email, mensaje, cf_asociado) values ('Yo', $1, 'Hola', $2)`,
      [person.mail, id],
    );
    const counts = () =>
      t.sql(
        `select (select count(*)::int from cuota where cf_asociado = $1) as fees,
                (select count(*)::int from grado where cf_asociado = $1) as grades,
                (select count(*)::int from inscripcion where cf_asociado = $1) as enrolments,
                (select count(*)::int from cuota) as all_fees`,
        [id],
      );
    const before = await counts();

    for (const token of [tokens.asoc, tokens.dojo, tokens.miembro]) {
      const refused = await t.rest('POST', '/asociados/borrarDatos', { token, body: { id } });
      expect(refused.body.estado).toBe(1);
    }
    const erased = await t.rest('POST', '/asociados/borrarDatos', { token: tokens.admin, body: { id } });
    expect(erased.body).toEqual({
      estado: 0,
      res: { mensaje: 'Los datos personales del asociado se han borrado.' },
    });

    expect(await counts()).toEqual(before);
    const [row] = await t.sql('select * from asociado where id_aso = $1', [id]);
    expect(row).toMatchObject({
      nombre: 'Anónimo',
      apellido: `#${id}`,
      mail: null,
      num_acae: null,
      telefono: null,
      domicilio: null,
      psw_hash: null,
      activo: false,
      avatar: 'default.jpg',
    });
    expect((row.fecha_nacimiento as Date).getFullYear()).toBe(
      (person.fecha_nacimiento as Date).getFullYear(),
    );
    expect(await t.sql('select 1 from mensaje_contacto where email = $1', [person.mail])).toEqual([]);
    const history = await t.sql(
      `select antes, despues from auditoria where tabla = 'asociado' and id_registro = $1`,
      [String(id)],
    );
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((entry) => entry.antes === null && entry.despues === null)).toBe(true);
    const signIn = await t.rest('POST', '/login', { headers: { mail: person.mail, psw: 'aikido123' } });
    expect(signIn.body.estado).not.toBe(0);
  });

  it('refuses the national administrator’s own account', async () => {
    const [{ id_aso }] = await t.sql(`select id_aso from asociado where mail = 'admin@demo.federa'`);
    const refused = await t.graphql(
      'mutation ($id: Int!) { eraseMemberPersonalData(id: $id) { message } }',
      { id: id_aso },
      {
        token: tokens.admin,
      },
    );
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
