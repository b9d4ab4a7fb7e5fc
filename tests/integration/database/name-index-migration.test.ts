import { ensureDatabase, withDatabaseName } from '../../../graph/src/database/connect';
import { openOrm } from '../../../graph/src/database/orm';
import { withPgClient } from '../../../graph/src/database/prepare';
import { ensureReferenceData } from '../../../graph/src/database/reference';

const url = withDatabaseName(process.env.FEDERA_TEST_SERVER_URL!, `name_index_${process.pid}`);
const BEFORE = 'Migration20261123104500';

describe('the migration to names unique ignoring case and accents', () => {
  it('stops on a database holding names that only differ so, naming each clash', async () => {
    await ensureDatabase(url, true);
    const orm = await openOrm(url);
    try {
      await orm.getMigrator().up({ to: BEFORE });
      await withPgClient(url, async (db) => {
        await ensureReferenceData(db);
        const [{ id: asoc }] = (
          await db.query(`insert into asociacion (nombre, serie) values
            ('Aikikai Sur', '01A'), ('aikikai sur', '02A'), ('Otra', '03A') returning id_asoc as id`)
        ).rows;
        const { rows } = await db.query(
          'select p.cf_pais as pais, p.id_provincia as provincia from provincia p limit 1',
        );
        await db.query(
          `insert into dojo (nombre, ciudad, cf_asoc, cf_pais, cf_provincia)
           select n, 'Ciudad', $1, $2, $3 from unnest(array['Kyōto', 'kyoto ', 'Nara']) n`,
          [asoc, rows[0].pais, rows[0].provincia],
        );
      });
      const failure = await orm
        .getMigrator()
        .up()
        .then(
          () => null,
          (error: Error) => error.message,
        );
      expect(failure).toContain(
        'Names that differ only in case, accents or surrounding spaces must be made distinct before upgrading',
      );
      expect(failure).toContain('associations "Aikikai Sur" (id 1), "aikikai sur" (id 2)');
      expect(failure).toContain('dojos "Kyōto" (id 1), "kyoto " (id 2) of the association "Aikikai Sur"');
      expect(failure).not.toContain('Nara');
      // Nothing was changed: the database stays at the migration before.
      const applied = await withPgClient(url, (db) =>
        db.query('select name from mikro_orm_migrations order by id desc limit 1'),
      );
      expect(applied.rows[0].name).toBe(BEFORE);
    } finally {
      await orm.close(true);
      await withPgClient(withDatabaseName(url, 'postgres'), (db) =>
        db.query(`drop database if exists "name_index_${process.pid}" with (force)`),
      );
    }
  });
});
