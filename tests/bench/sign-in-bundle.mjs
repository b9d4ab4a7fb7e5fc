// Prints what the sign-in route (/{lang}/app without a session) downloads before it can render:
// the entry script and every module it preloads, as built by `npm run build` (web/dist), raw and
// gzip. Lazy chunks (the signed-in area, the other languages) are listed apart.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((m) => m[1]);

const size = (file) => {
  const bytes = fs.readFileSync(path.join(dist, file));
  return { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
};
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;

let raw = 0;
let gzip = 0;
console.log('Sign-in route, initial JavaScript:');
for (const file of initial) {
  const s = size(file);
  raw += s.raw;
  gzip += s.gzip;
  console.log(`  ${file.padEnd(44)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)} gzip`);
}
console.log(`  ${'total'.padEnd(44)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gzip`);

const initialNames = new Set(initial.map((f) => path.basename(f)));
const lazy = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initialNames.has(f))
  .map((f) => ({ f, ...size(`/assets/${f}`) }))
  .sort((a, b) => b.gzip - a.gzip);
console.log('Loaded later, when used:');
for (const { f, raw: r, gzip: g } of lazy)
  console.log(`  ${f.padEnd(44)} ${kb(r).padStart(10)} ${kb(g).padStart(10)} gzip`);
