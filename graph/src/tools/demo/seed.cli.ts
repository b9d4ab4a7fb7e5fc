// Generates the demo federation.
// Usage: node graph/dist/graph/src/tools/demo/seed.cli.js [--members N] [--seed S] [--database NAME] [--fresh]
import { loadConfig } from '../../config';
import { connectDatabase } from '../../database/connect';
import { prepareDatabase, withPgClient } from '../../database/prepare';
import { DEFAULT_DEMO_MEMBERS, generateDemo } from './generator';
import { formatPhases } from './phases';
import { formatSummary, hashDemoPassword } from './seed';

type Log = (line: string) => void;

function parseArgs(argv: string[]): { members: number; seed?: number; database?: string; fresh: boolean } {
  const value = (flag: string): string | undefined => {
    const at = argv.indexOf(flag);
    if (at < 0) return undefined;
    const next = argv[at + 1];
    if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value`);
    return next;
  };
  const integer = (flag: string): number | undefined => {
    const text = value(flag);
    if (text === undefined) return undefined;
    const n = Number(text.replace(/_/g, ''));
    if (!Number.isInteger(n)) throw new Error(`${flag} must be an integer, not '${text}'`);
    return n;
  };
  return {
    members: integer('--members') ?? DEFAULT_DEMO_MEMBERS,
    seed: integer('--seed'),
    database: value('--database'),
    fresh: argv.includes('--fresh'),
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const log: Log = (line) => console.log(line);
  const db = await connectDatabase(config, { database: args.database, fresh: args.fresh });
  try {
    await prepareDatabase(db);
    const passwordHash = await hashDemoPassword(config.bcryptCost, args.seed);
    const started = Date.now();
    const summary = await withPgClient(db.url, (client) =>
      generateDemo(client, { members: args.members, seed: args.seed, passwordHash, log }),
    );
    console.log(formatSummary(summary));
    console.log(`Where the time went:\n${formatPhases(summary.phases)}`);
    console.log(`Generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
