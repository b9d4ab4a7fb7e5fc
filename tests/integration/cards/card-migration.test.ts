import { openOrm } from '../../../graph/src/database/orm';
import { startTestServer, type TestServer } from '../../support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('the cards migration (Migration20261123201100)', () => {
  it('gives the members already there a card code each and counts their printable cards', async () => {
    const orm = await openOrm(t.server.db.url);
    try {
      const migrator = orm.getMigrator();
      await migrator.down({ to: 'Migration20261123173300' });
      const [column] = await t.sql(
        "select count(*)::int as n from information_schema.columns where table_name = 'asociado' and column_name = 'cod_carnet'",
      );
      expect(column.n).toBe(0);
      await migrator.up();
    } finally {
      await orm.close(true);
    }
    const [row] = await t.sql(
      `select count(*)::int as n, count(distinct cod_carnet)::int as codes,
              count(*) filter (where cod_carnet ~ '^[0-9a-f]{32}$')::int as well_formed from asociado`,
    );
    expect(row.n).toBeGreaterThan(100);
    expect(row).toEqual({ n: row.n, codes: row.n, well_formed: row.n });
    const kept = await t.sql('select cf_dojo, cf_asoc, n from asociado_imprimible order by 1, 2');
    const counted = await t.sql(
      'select cf_dojo, cf_asoc, count(*)::int as n from asociado where mail is not null group by 1, 2 order by 1, 2',
    );
    expect(kept).toEqual(counted);
  });
});
