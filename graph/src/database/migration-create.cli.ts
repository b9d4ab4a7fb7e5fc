// Writes a migration with the difference between the entities and a database migrated to date.
// Usage: npm run migration:create [-- --initial | --blank]
import { loadConfig } from '../config';
import { connectDatabase } from './connect';
import { migrate } from './orm';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await connectDatabase(config, { database: 'federa_migration_scratch', fresh: true });
  try {
    await migrate(db.orm);
    const blank = process.argv.includes('--blank');
    const initial = process.argv.includes('--initial');
    const result = await db.orm.getMigrator().createMigration(undefined, blank, initial);
    console.log(
      result.fileName ? `Wrote migrations/${result.fileName}: add it to migrations/index.ts` : 'No changes',
    );
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
