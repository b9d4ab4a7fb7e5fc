// After `vite build` and the SSR build of src/prerender.tsx: writes dist/prerendered/{lang}.html,
// the landing page of each language rendered into the client's index.html with its head (title,
// description, alternates, canonical). The server fills in its public origin and the page's
// schema.org data on each request (graph/src/modules/public/landing-page.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(web, 'dist');
const LANGUAGES = ['es', 'en', 'fr'];
const { renderLanding } = await import(path.join(web, 'dist-ssr', 'prerender.js'));
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// __ORIGIN__ becomes the site's public origin (PUBLIC_URL, or the request's) when served.
function head(lang, { title, description }) {
  const alternates = LANGUAGES.map(
    (other) => `<link rel="alternate" hreflang="${other}" href="__ORIGIN__/${other}" />`,
  );
  return [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(description)}" />`,
    `<link rel="canonical" href="__ORIGIN__/${lang}" />`,
    ...alternates,
    `<link rel="alternate" hreflang="x-default" href="__ORIGIN__/es" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escape(title)}" />`,
    `<meta property="og:description" content="${escape(description)}" />`,
    `<meta property="og:url" content="__ORIGIN__/${lang}" />`,
    `<meta property="og:locale" content="${{ es: 'es_ES', en: 'en_GB', fr: 'fr_FR' }[lang]}" />`,
    '<!--structured-data-->',
  ].join('\n    ');
}

// The prerendered page shows without its scripts: they load after what is on screen, not before.
function lowPriorityScripts(html) {
  return html
    .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
    .replace(
      /<link rel="modulepreload" crossorigin/g,
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
}

fs.mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
for (const lang of LANGUAGES) {
  const page = await renderLanding(lang);
  const html = lowPriorityScripts(template)
    .replace('<html lang="es">', `<html lang="${lang}">`)
    .replace('<title>Federa</title>', head(lang, page.head))
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  if (!html.includes(page.html) || !html.includes('<!--structured-data-->'))
    throw new Error('prerender: index.html no longer has the expected title and root');
  fs.writeFileSync(path.join(dist, 'prerendered', `${lang}.html`), html);
}
console.log(`prerendered ${LANGUAGES.map((lang) => `/${lang}`).join(', ')}`);
