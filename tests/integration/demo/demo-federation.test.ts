import bcrypt from 'bcrypt';
import { Client } from 'pg';
import { withDatabaseName } from '../../../graph/src/database/connect';
import { openOrm } from '../../../graph/src/database/orm';
import { prepareDatabase, withPgClient } from '../../../graph/src/database/prepare';
import { generateDemo } from '../../../graph/src/tools/demo/generator';
import { startTestServer, type TestServer } from '../../support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const one = async (sql: string) => Object.values((await t.sql(sql))[0])[0];

describe('the demo federation', () => {
  it('has the shape the README promises', async () => {
    expect(Number(await one('select count(*) from asociacion'))).toBeGreaterThanOrEqual(4);
    expect(Number(await one('select count(*) from dojo'))).toBeGreaterThanOrEqual(40);
    expect(Number(await one('select count(distinct cf_pais) from dojo'))).toBeGreaterThanOrEqual(3);
    const canary = await one(
      'select count(*) from dojo d join provincia p on p.id_provincia = d.cf_provincia where p.lat < 29',
    );
    expect(Number(canary)).toBeGreaterThan(0);
    expect(Number(await one('select count(*) from dojo where not visible'))).toBeGreaterThan(0);
  });

  it('has fee batches at every validation level', async () => {
    const levels = await t.sql<{ level: number }>(`select distinct
      (cf_asoc_val_dojo is not null)::int + (cf_asoc_val_asoc is not null)::int + (cf_asoc_val_admi is not null)::int as level
      from remesa order by 1`);
    expect(levels.map((r) => r.level)).toEqual([0, 1, 2, 3]);
  });

  it('has courses past, running and upcoming, validated and not, with sessions, events and enrolments', async () => {
    const [c] = await t.sql(`select
      count(*) filter (where fecha_fin < current_date) as past,
      count(*) filter (where fecha_ini <= current_date and fecha_fin >= current_date) as running,
      count(*) filter (where fecha_ini > current_date) as upcoming,
      count(*) filter (where cf_val_admi is not null) as validated,
      count(*) filter (where cf_val_admi is null) as unvalidated
      from curso`);
    for (const value of Object.values(c)) expect(Number(value)).toBeGreaterThan(0);
    const kinds = await t.sql<{ tipo: string }>('select distinct tipo from curso_sesion order by 1');
    expect(kinds.map((k) => k.tipo)).toEqual(['E', 'S']);
    expect(Number(await one('select count(*) from inscripcion_sesion'))).toBeGreaterThan(0);
  });

  it('has grades and titles in every status, and report templates', async () => {
    const statuses = async (table: string) =>
      (await t.sql<{ s: number }>(`select distinct sign(estado)::int as s from ${table} order by 1`)).map(
        (r) => r.s,
      );
    expect(await statuses('grado')).toEqual([-1, 0, 1]);
    expect(await statuses('asociado_titulo')).toEqual(expect.arrayContaining([-1]));
    expect((await statuses('asociado_titulo')).some((s) => s >= 0)).toBe(true);
    expect(Number(await one('select count(*) from plantilla'))).toBeGreaterThan(0);
  });

  it('has accented names, as Spanish and French ones are, and every demo account', async () => {
    const accounts = await t.sql<{ mail: string }>(
      "select mail from asociado where mail like '%@demo.federa' order by mail",
    );
    expect(accounts.map((a) => a.mail)).toEqual(
      expect.arrayContaining([
        'admin@demo.federa',
        'asoc@demo.federa',
        'dojo@demo.federa',
        'miembro@demo.federa',
        'nuevo@demo.federa',
      ]),
    );
    expect(
      Number(await one("select count(*) from asociado where nombre ~ '[áéíóúñ]' or apellido ~ '[áéíóúñ]'")),
    ).toBeGreaterThan(0);
  });

  // Card check codes are secrets drawn at random for every member, demo or not: left out.
  it('is the same every time for the same seed and day', async () => {
    const today = new Date('2026-06-15T12:00:00Z');
    const hash = await bcrypt.hash('aikido123', 4);
    const fingerprints: string[] = [];
    for (const name of ['federa_demo_a', 'federa_demo_b']) {
      const url = withDatabaseName(process.env.FEDERA_TEST_SERVER_URL!, `${name}_${process.pid}`);
      const admin = new Client({ connectionString: process.env.FEDERA_TEST_SERVER_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name}_${process.pid}`);
      await admin.query(`CREATE DATABASE ${name}_${process.pid}`);
      const orm = await openOrm(url);
      try {
        await prepareDatabase({ orm, url, close: async () => undefined });
        await withPgClient(url, (c) => generateDemo(c, { members: 300, passwordHash: hash, today }));
        const [row] = await withPgClient(url, (c) =>
          c
            .query(
              `select md5(string_agg((to_jsonb(a) - 'cod_carnet')::text, '|' order by id_aso)) || md5((select string_agg(r::text, '|' order by id_rem) from remesa r))
            || md5((select string_agg(g::text, '|' order by idgrado) from grado g)) as f from asociado a`,
            )
            .then((r) => r.rows),
        );
        fingerprints.push(row.f);
      } finally {
        await orm.close(true);
        await admin.query(`DROP DATABASE IF EXISTS ${name}_${process.pid} WITH (FORCE)`);
        await admin.end();
      }
    }
    expect(fingerprints[0]).toBe(fingerprints[1]);
  });
});
