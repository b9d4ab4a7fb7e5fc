import { Client } from 'pg';
import { translate } from '@federa/schema/i18n';
import { startTestServer, type TestServer } from '../../support/test-server';
import { CARD_CHECK, codesOf } from './cards-support';

let t: TestServer;
let member: { id: number; number: string; code: string; validation: string | null; row: Record<string, any> };
beforeAll(async () => {
  t = await startTestServer();
  const [row] = await t.sql(
    `select a.*, a.fecha_nacimiento::text as nacimiento from asociado a where a.mail = 'miembro@demo.federa'`,
  );
  const codes = await codesOf(t, row.id_aso);
  member = {
    id: row.id_aso,
    number: codes.num_acae,
    code: codes.cod_carnet,
    validation: codes.codvalidacion,
    row,
  };
});
afterAll(() => t.close());

const check = (numacae: string, valCode: string) =>
  t.rest('GET', '/asociados/carnet', { query: { numacae, valCode } });

const INVALID = translate('es', 'cards.checkInvalid');

describe('the unsigned card check', () => {
  it('answers, without a session, only what a card check shows (REST and GraphQL)', async () => {
    const rest = await check(member.number, member.code);
    expect(rest.body.estado).toBe(0);
    expect(Object.keys(rest.body.res).sort()).toEqual(
      [
        'numAcae',
        'nombre',
        'nombreCarnet',
        'dojo',
        'asociacion',
        'avatar',
        'anio',
        'cuotaValidada',
        'ultimaCuotaValidada',
        'grado',
        'valorGrado',
        'titulo',
      ].sort(),
    );
    expect(rest.body.res).toMatchObject({
      numAcae: member.number,
      nombre: `${member.row.nombre} ${member.row.apellido}`,
      anio: new Date().getFullYear(),
    });
    const gql = await t.graphql(CARD_CHECK, { memberNumber: member.number, code: member.code });
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.cardCheck).toMatchObject({
      memberNumber: member.number,
      currentYear: new Date().getFullYear(),
    });
    // Nothing private, whatever the key it could hide under.
    const { mail, nacimiento, domicilio, telefono, dni, obs, codvalidacion } = member.row;
    const secrets = [mail, nacimiento, domicilio, telefono, dni, obs, codvalidacion, member.code].filter(
      (v) => typeof v === 'string' && v.length > 2,
    );
    expect(secrets.length).toBeGreaterThanOrEqual(5);
    for (const json of [JSON.stringify(rest.body), JSON.stringify(gql.data)]) {
      for (const secret of secrets) expect(json).not.toContain(secret);
      expect(json).not.toMatch(/mail|fecha|birth|domicilio|address|telefono|phone|dni|obs|notes/i);
    }
  });

  it('refuses an unknown number and a wrong code with one and the same answer', async () => {
    const wrongCode = await check(member.number, 'f'.repeat(32));
    const unknown = await check('99Z9999', member.code);
    expect(wrongCode.body).toEqual({ estado: 1, res: { mensaje: INVALID, codigo: 'BAD_USER_INPUT' } });
    expect(unknown.body).toEqual(wrongCode.body);
    const gqlWrong = await t.graphql(CARD_CHECK, { memberNumber: member.number, code: 'nope' });
    const gqlUnknown = await t.graphql(CARD_CHECK, { memberNumber: '99Z9999', code: member.code });
    expect(gqlWrong.errors?.[0]).toMatchObject({ message: INVALID, extensions: { code: 'BAD_USER_INPUT' } });
    expect(gqlUnknown.errors?.[0].message).toBe(gqlWrong.errors?.[0].message);
    expect(gqlUnknown.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("refuses a disabled member's card as an unknown number, and checks it again once enabled", async () => {
    const before = await check(member.number, member.code);
    expect(before.body.estado).toBe(0);
    await t.sql('update asociado set activo = false where id_aso = $1', [member.id]);
    try {
      const disabled = await check(member.number, member.code);
      expect(disabled.body).toEqual({ estado: 1, res: { mensaje: INVALID, codigo: 'BAD_USER_INPUT' } });
    } finally {
      await t.sql('update asociado set activo = true where id_aso = $1', [member.id]);
    }
    expect((await check(member.number, member.code)).body.estado).toBe(0);
  });

  it('refuses a wrong code having read no more than for an unknown number (no timing tells them apart)', async () => {
    // With the fees and grades tables locked, a check that reads them waits; a refusal must not.
    const holder = new Client({ connectionString: t.server.db.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table grado, cuota in access exclusive mode');
      const within = <T>(answer: Promise<T>) =>
        Promise.race([answer, new Promise<'waited'>((done) => setTimeout(() => done('waited'), 3000))]);
      const wrongCode = await within(check(member.number, 'f'.repeat(32)));
      const unknown = await within(check('99Z9999', 'f'.repeat(32)));
      expect(wrongCode).not.toBe('waited');
      expect(unknown).not.toBe('waited');
      const refusal = { estado: 1, res: { mensaje: INVALID, codigo: 'BAD_USER_INPUT' } };
      expect((wrongCode as { body: unknown }).body).toEqual(refusal);
      expect((unknown as { body: unknown }).body).toEqual(refusal);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect((await check(member.number, member.code)).body.estado).toBe(0);
  });

  it('refuses the validation code, overlong inputs and missing ones alike', async () => {
    await t.sql("update asociado set codvalidacion = 'codigo-de-validacion-123' where id_aso = $1", [
      member.id,
    ]);
    const answers = [
      await check(member.number, 'codigo-de-validacion-123'),
      await check(`${member.number}${' '.repeat(9)}`, member.code),
      await check(member.number, `${member.code}${'x'.repeat(64 - 31)}`),
      await check('', member.code),
      await check(member.number, ''),
      await t.rest('GET', '/asociados/carnet', { query: { numacae: member.number } }),
    ];
    for (const answer of answers)
      expect(answer.body).toEqual({ estado: 1, res: { mensaje: INVALID, codigo: 'BAD_USER_INPUT' } });
  });

  it('shows the highest validated belt and title, never a pending one, and the fee validated this year', async () => {
    const year = new Date().getFullYear();
    const belts = await t.sql<{ idcinturon: number; descripcion: string; valor: number }>(
      'select idcinturon, descripcion, valor from cinturon order by valor desc limit 2',
    );
    const titles = await t.sql<{ idtitulo: number; descripcion: string }>(
      'select idtitulo, descripcion from titulo order by valor desc limit 2',
    );
    await t.sql('delete from grado where cf_asociado = $1', [member.id]);
    await t.sql('delete from asociado_titulo where cf_asociado = $1', [member.id]);
    await t.sql(
      `insert into grado (cf_asociado, cf_cinturon, fecha, estado) values ($1, $2, '2020-01-01', -1), ($1, $3, '2019-01-01', 0)`,
      [member.id, belts[0].idcinturon, belts[1].idcinturon],
    );
    await t.sql(
      `insert into asociado_titulo (cf_asociado, cf_titulo, fecha, estado) values ($1, $2, '2020-01-01', -1), ($1, $3, '2019-01-01', 1)`,
      [member.id, titles[0].idtitulo, titles[1].idtitulo],
    );
    const [fees] = await t.sql<{ last: number | null; now: boolean }>(
      `select max(c.anio) as last, coalesce(bool_or(c.anio = $2), false) as now from cuota c
       join remesa r on r.id_rem = c.cf_remesa where c.cf_asociado = $1 and r.cf_asoc_val_admi is not null`,
      [member.id, year],
    );
    const answer = await check(member.number, member.code);
    expect(answer.body.res).toMatchObject({
      grado: belts[1].descripcion,
      valorGrado: belts[1].valor,
      titulo: titles[1].descripcion,
      ultimaCuotaValidada: fees.last,
      cuotaValidada: fees.now,
    });
  });
});
