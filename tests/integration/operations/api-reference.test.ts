import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// The generated API reference (docs/api) is checked for drift by `npm run docs:check`; this test
// proves the check can fail: a reference written from one schema is refused against another, and
// the refusal names the page that changed and says how to fix it.

const REPO = path.resolve(__dirname, '../../..');
const TOOL = path.join(REPO, 'docs/tools/api-reference.mjs');
const run = promisify(execFile);

type Outcome = { code: number; stdout: string; stderr: string };

async function reference(...args: string[]): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(process.execPath, [TOOL, ...args], { cwd: REPO });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the API reference drift check', () => {
  let folder: string;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-api-docs-'));
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('passes on the reference it wrote and fails, naming the page, once the schema changes', async () => {
    const schema = path.join(folder, 'schema.graphql');
    const docs = path.join(folder, 'api');
    fs.copyFileSync(path.join(REPO, 'schema/schema.graphql'), schema);

    const written = await reference('--schema', schema, '--docs', docs);
    expect(written.code).toBe(0);
    expect(fs.readFileSync(path.join(docs, 'graphql.md'), 'utf8')).toContain('### Query.associations');
    expect(fs.readFileSync(path.join(docs, 'openapi.json'), 'utf8')).toContain('"/asocs/ver"');

    const fresh = await reference('--check', '--schema', schema, '--docs', docs);
    expect(fresh).toMatchObject({ code: 0 });

    fs.appendFileSync(schema, '\n"""A type nobody documented"""\ntype Undocumented {\n  id: Int!\n}\n');
    const stale = await reference('--check', '--schema', schema, '--docs', docs);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toMatch(/out of date \(.*graphql\.md.*npm run docs:api/);
    expect(stale.stderr).not.toMatch(/openapi\.json/);
  }, 180_000);
});
