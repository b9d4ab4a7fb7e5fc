import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../support/test-server';

// The prerendered sign-in page carries one inline script (it keeps a submit made before React has
// the form: web/src/modules/auth/earlySubmit.ts). The policy allows that text by its hash and
// still no other inline script. A page of the same shape stands in for the client build.
const SCRIPT = "\n(function () { window.__kept = 'submit'; })();\n";
const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

let t: TestServer;
let web: string;

beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-web-'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(web, 'prerendered'));
  for (const lang of ['es', 'en', 'fr']) {
    const page = `<!doctype html><div id="root"><form><button disabled>${lang}</button></form></div>`;
    fs.writeFileSync(path.join(web, 'prerendered', `${lang}.app.html`), `${page}<script>${SCRIPT}</script>`);
  }
  t = await startTestServer({ webDist: web });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const scriptSources = (policy: string | null) =>
  /(?:^|;)\s*script-src ([^;]*)/
    .exec(policy ?? '')![1]!
    .trim()
    .split(/\s+/);

describe('the sign-in page’s inline script', () => {
  it('is allowed by the hash of its text, and no other inline script is', async () => {
    const response = await fetch(`${t.url}/es/app`);
    expect(await response.text()).toContain(`<script>${SCRIPT}</script>`);
    const sources = scriptSources(response.headers.get('content-security-policy'));
    expect(sources).toEqual(["'self'", hash(SCRIPT)]);
    expect(sources).not.toContain(hash(SCRIPT.trim()));
  });
});
