// Checks every relative link of README.md and docs/**/*.md: the file exists and, for `#anchor`
// links into Markdown, a heading gives that anchor (GitHub's rule: lower case, punctuation
// dropped, spaces to hyphens). `node docs/tools/check-links.mjs`; exits 1 naming each broken link.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const pages = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'), { recursive: true })
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join('docs', f)),
];

const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchors(file) {
  const text = fs.readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map(([, h]) => slug(h)));
}

const broken = [];
for (const page of pages) {
  const text = fs.readFileSync(path.join(root, page), 'utf8').replace(/```[\s\S]*?```/g, '');
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const [file, anchor] = target.split('#');
    const resolved = file ? path.resolve(path.dirname(path.join(root, page)), file) : path.join(root, page);
    if (!fs.existsSync(resolved)) broken.push(`${page}: ${target} (no such file)`);
    else if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor))
      broken.push(`${page}: ${target} (no such heading)`);
  }
}

if (broken.length) {
  console.error(`Broken links:\n${broken.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`Every relative link of ${pages.length} pages resolves.`);
}
