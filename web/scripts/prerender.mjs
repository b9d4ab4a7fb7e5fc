// After `vite build` and the SSR build of src/prerender.tsx: writes dist/prerendered/{lang}.html,
// the landing page of each language rendered into the client's index.html with its head (title,
// description, alternates, canonical), and dist/prerendered/{lang}.app.html, the sign-in page.
// The server fills in its public origin and the landing page's schema.org data on each request
// (graph/src/modules/public/landing-page.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(web, 'dist');
const LANGUAGES = ['es', 'en', 'fr'];
const { renderLanding, renderSignIn, EARLY_SUBMIT_SCRIPT } = await import(
  path.join(web, 'dist-ssr', 'prerender.js')
);
const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

/** A chunk of the manifest with every chunk it imports, first the ones it needs first. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest`);
  return [...(chunk.imports ?? []).flatMap((dependency) => closure(dependency, seen)), chunk];
}

/**
 * What a page needs beyond its entry (which only imports React DOM, then the application, in two
 * tasks: src/main.tsx), named in its head so the browser fetches it all at once: the scripts as
 * module preloads, and the stylesheets of a lazy route, without which the rendered page would
 * show unstyled until its script ran.
 */
function preloads(keys, priority, { scripts = true } = {}) {
  const chunks = [...new Map(keys.flatMap((key) => closure(key)).map((c) => [c.file, c])).values()];
  const fetchPriority = priority ? ` fetchpriority="${priority}"` : '';
  return [
    ...chunks.flatMap((c) => c.css ?? []).filter((css) => !indexHtml.includes(css)),
    ...(scripts ? chunks.map((c) => c.file).filter((file) => !indexHtml.includes(file)) : []),
  ].map((file) =>
    file.endsWith('.css')
      ? `<link rel="stylesheet" crossorigin href="/${file}">`
      : `<link rel="modulepreload"${fetchPriority} crossorigin href="/${file}">`,
  );
}
const CLIENT = manifest['index.html'].dynamicImports;
const ROUTES = {
  landing: 'src/modules/public/components/PublicHome.tsx',
  signIn: 'src/routes/AppAreaRoute.tsx',
};
// Rendered text goes in through functions: a replacement string would read `$&` or `$'` in it.
const withPreloads = (html, links) => html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);

const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// __ORIGIN__ becomes the site's public origin (PUBLIC_URL, or the request's) when served.
function landingHead(lang, { title, description }) {
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

// The sign-in page is not for search engines (robots.txt keeps them out of /app).
function signInHead({ title, description }) {
  return [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(description)}" />`,
  ].join('\n    ');
}

/**
 * The sign-in form's submit is kept from its first paint until React has it (src/modules/auth/
 * earlySubmit.ts): the script comes right after the root, so it runs before the form can be used;
 * the server allows it by its hash (graph/src/modules/public/inline-scripts.ts).
 */
function withEarlySubmit(html) {
  if (html.split('</body>').length !== 2)
    throw new Error('prerender: the sign-in page has no single </body>');
  return html.replace('</body>', () => `  <script>${EARLY_SUBMIT_SCRIPT}</script>\n  </body>`);
}

/**
 * The landing page names only its stylesheets: its scripts (the menu, the slider, the map, the
 * form) are fetched once it is painted, so the text and styles of a first visit on a slow line
 * do not share it with 250 kB of script. The sign-in page preloads them: a sign-in sent before
 * them waits for them (withEarlySubmit).
 */
function page(lang, head, body, route, { scripts }) {
  const html = withPreloads(lowPriorityScripts(indexHtml), preloads([...CLIENT, route], 'low', { scripts }))
    .replace('<html lang="es">', () => `<html lang="${lang}">`)
    .replace('<title>Federa</title>', () => head)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  if (!html.includes(body) || !html.includes(head))
    throw new Error('prerender: index.html no longer has the expected title and root');
  return html;
}

fs.mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
for (const lang of LANGUAGES) {
  const landing = await renderLanding(lang);
  const landingHtml = page(lang, landingHead(lang, landing.head), landing.html, ROUTES.landing, {
    scripts: false,
  });
  fs.writeFileSync(path.join(dist, 'prerendered', `${lang}.html`), landingHtml);
  const signIn = await renderSignIn(lang);
  if (!signIn.html.includes('type="password"'))
    throw new Error(`prerender: /${lang}/app did not render the sign-in form`);
  fs.writeFileSync(
    path.join(dist, 'prerendered', `${lang}.app.html`),
    withEarlySubmit(page(lang, signInHead(signIn.head), signIn.html, ROUTES.signIn, { scripts: true })),
  );
}
// Every other address gets the plain page: it too fetches React DOM and the application at once.
if (!indexHtml.includes('rel="modulepreload"'))
  fs.writeFileSync(path.join(dist, 'index.html'), withPreloads(indexHtml, preloads(CLIENT)));
console.log(`prerendered ${LANGUAGES.flatMap((lang) => [`/${lang}`, `/${lang}/app`]).join(', ')}`);
