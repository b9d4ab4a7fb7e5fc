import { ensureDatabase, withDatabaseName } from '../../../graph/src/database/connect';
import { openOrm } from '../../../graph/src/database/orm';
import { withPgClient } from '../../../graph/src/database/prepare';
import { ensureReferenceData } from '../../../graph/src/database/reference';

const name = `template_owner_${process.pid}`;
const url = withDatabaseName(process.env.FEDERA_TEST_SERVER_URL!, name);
const BEFORE = 'Migration20261123201100';

describe('the migration making report templates their authors own', () => {
  it('upgrades a database where one author had a default per view: the newest stays the default', async () => {
    await ensureDatabase(url, true);
    const orm = await openOrm(url);
    try {
      await orm.getMigrator().up({ to: BEFORE });
      await withPgClient(url, async (db) => {
        await ensureReferenceData(db);
        await db.query(`insert into asociacion (nombre, serie) values ('Aikikai', '01A')`);
        await db.query(`insert into dojo (nombre, ciudad, cf_asoc, cf_pais, cf_provincia)
          select 'Dojo', 'Ciudad', 1, p.cf_pais, p.id_provincia from provincia p limit 1`);
        await db.query(`insert into asociado (dni, nombre, apellido, fecha_nacimiento, cf_dojo, cf_asoc, es_admin)
          values ('1A', 'Ana', 'Admin', '1980-01-01', 1, 1, true)`);
        await db.query(`insert into plantilla (app, nombre, defecto, plantilla, cf_autor, fecha) values
          ('asociados', 'Antigua', true, '{}', 1, now() - interval '2 days'),
          ('cuotas', 'Reciente', true, '{}', 1, now() - interval '1 day'),
          ('dojos', 'Sin autor', false, '{}', null, now())`);
      });
      await orm.getMigrator().up();
      const rows = await withPgClient(url, (db) =>
        db.query('select nombre, defecto from plantilla order by nombre'),
      );
      expect(rows.rows).toEqual([
        { nombre: 'Antigua', defecto: false },
        { nombre: 'Reciente', defecto: true },
      ]);
    } finally {
      await orm.close(true);
      await withPgClient(withDatabaseName(url, 'postgres'), (db) =>
        db.query(`drop database if exists "${name}" with (force)`),
      );
    }
  });
});
