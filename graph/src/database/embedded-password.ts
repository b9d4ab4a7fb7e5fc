import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { SUPERUSER } from './embedded-process';

/** The password every installation shared before each had its own; only ever replaced now. */
export const LEGACY_PASSWORD = 'federa-embedded';

/** Beside the cluster's folder (which belongs to the server's account), readable by its owner only. */
export function passwordFile(clusterDir: string): string {
  return path.join(path.dirname(path.resolve(clusterDir)), 'postgres-password');
}

export function readPassword(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
}

/**
 * Written under another name and renamed, so the file is never seen half written. The temporary
 * name is random and created exclusively (`wx`): in a folder others could write to, a link
 * planted under a predictable name would otherwise be followed.
 */
export function writePassword(file: string, password: string): void {
  const temporary = `${file}.${crypto.randomBytes(8).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${password}\n`, { mode: 0o600, flag: 'wx' });
  fs.renameSync(temporary, file);
}

export function newPassword(): string {
  // Hex: safe in a connection URL and in an SQL literal.
  return crypto.randomBytes(24).toString('hex');
}

async function accepts(port: number, password: string): Promise<boolean> {
  const client = new Client({ host: '127.0.0.1', port, user: SUPERUSER, password, database: 'postgres' });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '28P01') return false;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * An installation made before passwords were per installation still has the shared one: it gets
 * its own. The new password is kept in a pending file before the role changes, so an interruption
 * between the two leaves a password that works on the next start.
 */
export async function adoptOwnPassword(port: number, file: string): Promise<string> {
  const pending = `${file}.pending`;
  let password = readPassword(pending);
  if (!password) {
    password = newPassword();
    writePassword(pending, password);
  }
  if (!(await accepts(port, password))) {
    const client = new Client({
      host: '127.0.0.1',
      port,
      user: SUPERUSER,
      password: LEGACY_PASSWORD,
      database: 'postgres',
    });
    await client.connect();
    try {
      await client.query(`ALTER ROLE ${SUPERUSER} PASSWORD ${client.escapeLiteral(password)}`);
    } finally {
      await client.end();
    }
  }
  fs.renameSync(pending, file);
  return password;
}
