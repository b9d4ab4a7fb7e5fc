import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transformFileSync } from '@swc/core';
import { freePort } from '../../support/free-port';

/**
 * The usual first try on a new server: root, with the clone in a private folder (/root/federa,
 * mode 0700). PostgreSQL runs as the `postgres` user there, who can enter neither the data folder
 * nor node_modules inside the clone; both commands must work all the same.
 */
const REPO = path.resolve(__dirname, '../../..');
const asRoot = process.getuid?.() === 0;

/** The repository as it stands (tracked and new files), with its node_modules hard-linked. */
function cloneInto(folder: string): string {
  const clone = path.join(folder, 'federa');
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO,
    encoding: 'utf8',
  });
  for (const file of listed.split('\0').filter(Boolean)) {
    if (!fs.existsSync(path.join(REPO, file))) continue;
    fs.mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
    fs.copyFileSync(path.join(REPO, file), path.join(clone, file));
  }
  // Hard links: the binaries are files inside the private folder, as after `npm install` there.
  execFileSync('cp', ['-al', path.join(REPO, 'node_modules'), path.join(clone, 'node_modules')]);
  const database = path.join(clone, 'graph/src/database');
  for (const source of fs.readdirSync(database).filter((name) => name.endsWith('.ts'))) {
    const { code } = transformFileSync(path.join(database, source), {
      jsc: { parser: { syntax: 'typescript', decorators: true }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    fs.writeFileSync(path.join(database, source.replace(/\.ts$/, '.js')), code);
  }
  return clone;
}

(asRoot ? describe : describe.skip)('a clone in a private folder, as root', () => {
  let folder: string;
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('starts the embedded PostgreSQL from its own code and binaries, and it answers', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-private-'));
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    const clone = cloneInto(folder);
    const dataDir = path.join(clone, '.data/postgres');
    // The cluster itself goes to a folder of its own under /var/lib/federa, named after this path.
    const id = crypto.createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
    try {
      const run = spawnSync(
        process.execPath,
        ['tests/integration/database/support/private-clone-check.cjs', dataDir, String(await freePort())],
        { cwd: clone, encoding: 'utf8', timeout: 50_000 },
      );
      expect(run.stderr).not.toMatch(/EACCES/);
      expect(run.status).toBe(0);
      expect(JSON.parse(run.stdout.trim().split('\n').pop() ?? '')).toEqual({ user: 'postgres', answer: 42 });
    } finally {
      fs.rmSync(path.join('/var/lib/federa', id), { recursive: true, force: true });
    }
  }, 60_000);
});

if (!asRoot) {
  it.skip('needs root: an ordinary user runs PostgreSQL as themself, so no other user must reach the clone', () =>
    undefined);
}
