import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Pages of the shape web/scripts/prerender.mjs writes at build time (the suite needs no client
// build): the origin to fill in, the two lists' 'Cargando…' the server replaces, the footer's
// year as the build wrote it, and the mark of the schema.org data.
export const PRERENDERED = (lang: string) => `<!doctype html>
<html lang="${lang}"><head><title>Federa ${lang}</title>
<link rel="canonical" href="__ORIGIN__/${lang}" />
<link rel="alternate" hreflang="es" href="__ORIGIN__/es" />
<!--structured-data-->
</head><body><div id="root"><h1>Landing ${lang}</h1>
<section id="eventos"><h2>Eventos</h2><p class="events-waiting" aria-busy="true">Cargando eventos…</p></section>
<section id="dojos"><h2>Dojos en Europa</h2><p class="dojos-waiting" aria-busy="true">Cargando dojos…</p></section>
<footer class="site-footer"><p class="site-copyright">© 2024 Federación de Asociaciones Culturales de Aikido</p></footer>
</div></body></html>`;

/** A client build's directory with the prerendered pages of the three languages; removed by `remove`. */
export function prerenderedWeb(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(dir, 'prerendered'));
  for (const lang of ['es', 'en', 'fr']) {
    fs.writeFileSync(path.join(dir, 'prerendered', `${lang}.html`), PRERENDERED(lang));
    fs.writeFileSync(path.join(dir, 'prerendered', `${lang}.app.html`), `<h1>Sign-in ${lang}</h1>`);
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
