// Regenerates the GraphQL types into a temporary folder and compares them with the committed
// web/src/generated: fails when an operation or the schema changed without `npm run codegen`.
// Works on a clean clone (no git state needed) and leaves the work tree untouched.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const committed = path.join(root, 'web/src/generated');
const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-codegen-'));

function files(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .sort();
}

try {
  execFileSync('npx', ['--no-install', 'graphql-codegen', '--config', 'codegen.ts', '--silent'], {
    cwd: root,
    env: { ...process.env, CODEGEN_OUT: fresh + path.sep },
    stdio: 'inherit',
  });
  const names = [...new Set([...files(committed), ...files(fresh)])].sort();
  const drift = names.filter((name) => {
    const a = path.join(committed, name);
    const b = path.join(fresh, name);
    return !fs.existsSync(a) || !fs.existsSync(b) || !fs.readFileSync(a).equals(fs.readFileSync(b));
  });
  if (drift.length) {
    console.error(
      `web/src/generated is out of date (${drift.join(', ')}): run \`npm run codegen\` and commit.`,
    );
    process.exitCode = 1;
  } else {
    console.log('web/src/generated is up to date.');
  }
} finally {
  fs.rmSync(fresh, { recursive: true, force: true });
}
