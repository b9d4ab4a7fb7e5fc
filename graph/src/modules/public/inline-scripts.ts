import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@federa/schema/i18n/languages';

/**
 * The CSP sources of the inline scripts of the prerendered sign-in pages (the one that keeps a
 * submit made before React has the form: web/src/modules/auth/earlySubmit.ts), as the hash of
 * the exact text served, so that the policy stays `script-src 'self'` for anything else. Read
 * once, from the pages web/scripts/prerender.mjs wrote; none without a build.
 */
export function inlineScriptSources(webDist: string): string[] {
  const sources = new Set<string>();
  for (const lang of LANGUAGES) {
    const file = path.join(webDist, 'prerendered', `${lang}.app.html`);
    if (!fs.existsSync(file)) continue;
    for (const [, text] of fs.readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g))
      sources.add(`'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}
