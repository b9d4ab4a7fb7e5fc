import 'reflect-metadata';
import path from 'node:path';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { MIGRATIONS } from '../../../migrations';
import { REPO_ROOT } from '../config';
import { AuditSubscriber } from './audit-subscriber';
import { entities } from './entities';

/** Connections each process keeps at most; heavy work is bounded below it (reports/report.limits). */
export const POOL_SIZE = 10;

export function ormOptions(clientUrl: string, extra: Partial<Options> = {}): Options {
  return {
    clientUrl,
    entities: entities(),
    extensions: [Migrator],
    forceUtcTimezone: true,
    // A request that forgets to fork would share one identity map with every other request.
    allowGlobalContext: false,
    pool: { min: 0, max: POOL_SIZE },
    // Who acts, for the audit log's triggers.
    subscribers: [new AuditSubscriber()],
    migrations: {
      tableName: 'mikro_orm_migrations',
      // Listed in code rather than found on disk, so the same list serves the build and the tests.
      migrationsList: MIGRATIONS,
      path: path.join(REPO_ROOT, 'migrations'),
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      disableForeignKeys: false,
      // Test files migrate a database each; their output would bury the test report.
      silent: process.env.NODE_ENV === 'test',
    },
    ...extra,
  };
}

export async function openOrm(clientUrl: string, extra: Partial<Options> = {}): Promise<MikroORM> {
  return MikroORM.init(ormOptions(clientUrl, extra));
}

export async function migrate(orm: MikroORM): Promise<void> {
  await orm.getMigrator().up();
}
