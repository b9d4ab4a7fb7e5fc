import bcrypt from 'bcrypt';
import type { ClientBase } from 'pg';
import type { Config } from '../../config';
import type { Database } from '../../database/connect';
import { withPgClient } from '../../database/prepare';
import {
  DEFAULT_DEMO_MEMBERS,
  DEFAULT_DEMO_SEED,
  DEMO_PASSWORD,
  generateDemo,
  type DemoSummary,
} from './generator';
import { Random } from './random';

type Log = (line: string) => void;

const BCRYPT_ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The demo password is public, so a salt derived from the seed gives nothing away, and two runs
 * with the same seed produce byte-identical databases (a random salt would change every hash).
 */
export async function hashDemoPassword(cost: number, seed = DEFAULT_DEMO_SEED): Promise<string> {
  const rng = new Random(seed).fork('password-salt');
  let salt = '';
  for (let i = 0; i < 21; i++) salt += BCRYPT_ALPHABET[rng.int(0, 63)];
  // The 22nd character carries only two bits of the 128-bit salt; these are its canonical forms.
  salt += rng.pick(['.', 'O', 'e', 'u']);
  return bcrypt.hash(DEMO_PASSWORD, `$2b$${String(cost).padStart(2, '0')}$${salt}`);
}

export function formatSummary(summary: DemoSummary): string {
  const width = Math.max(...Object.keys(summary.counts).map((t) => t.length));
  const lines = [`Demo federation (seed ${summary.seed}, today ${summary.today})`];
  for (const [table, count] of Object.entries(summary.counts)) {
    lines.push(`  ${table.padEnd(width)}  ${count.toLocaleString('en-US').padStart(11)}`);
  }
  lines.push(`Demo accounts (password '${summary.password}'):`);
  for (const account of summary.accounts) {
    const how = account.validated ? '' : ' (not validated: first-password link)';
    lines.push(`  ${account.mail.padEnd(22)} ${account.role.padEnd(19)} ${account.numAcae}${how}`);
  }
  return lines.join('\n');
}

/**
 * Called by the server's start: a database without associations gets the default demo
 * federation, so a first run shows something; any existing federation is left alone.
 */
export async function seedDemoIfEmpty(db: Database, config: Config, log: Log): Promise<DemoSummary | null> {
  const empty = await withPgClient(db.url, async (client: ClientBase) => {
    const found = await client.query<{ found: boolean }>('select exists (select 1 from asociacion) as found');
    return !found.rows[0]?.found;
  });
  if (!empty) return null;
  log(`No associations yet: generating the demo federation (${DEFAULT_DEMO_MEMBERS} members)`);
  const passwordHash = await hashDemoPassword(config.bcryptCost);
  const summary = await withPgClient(db.url, (client) =>
    generateDemo(client, { members: DEFAULT_DEMO_MEMBERS, passwordHash, log }),
  );
  log(formatSummary(summary));
  return summary;
}
