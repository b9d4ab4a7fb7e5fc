import fs from 'node:fs';
import path from 'node:path';
import { openOrm } from '../../../graph/src/database/orm';
import { MIGRATIONS } from '../../../migrations';
import { startTestServer, type TestServer } from '../../support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('migrations', () => {
  it('leave nothing between the entities and the database', async () => {
    const orm = await openOrm(t.server.db.url);
    try {
      const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false });
      expect(diff.trim()).toBe('');
    } finally {
      await orm.close(true);
    }
  });

  it('are all listed, in order, and all applied', async () => {
    const files = fs
      .readdirSync(path.join(__dirname, '../../../migrations'))
      .filter((f) => /^Migration\d+.*\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(MIGRATIONS.map((m) => m.name)).toEqual(files);
    const applied = await t.sql<{ name: string }>('select name from mikro_orm_migrations order by id');
    expect(applied.map((r) => r.name)).toEqual(files);
  });
});
