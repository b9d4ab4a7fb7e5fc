import fs from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import { LANGUAGES, type Lang } from '@federa/schema/i18n/languages';
import type { Services } from '../../services';
import { siteOrigin } from './site-origin';
import { jsonLdScript, structuredData, type PublicClub, type PublicEvent } from './structured-data';

/** How long the landing page's schema.org data is reused before the lists are read again. */
const DATA_SECONDS = 60;
/** Part 3 §9: the course page the landing page shows. */
const EVENTS = 15;
const CLUBS = 100;

type Deps = {
  orm: MikroORM;
  services: Services;
  webDist: string;
  publicUrl?: string;
  log: (line: string) => void;
};

/**
 * /{lang}: the landing page prerendered at build time (web/scripts/prerender.mjs), with the
 * site's origin in its links and the upcoming seminars and visible dojos as schema.org data, so
 * that search engines list them. The lists are read at most once a minute, not per visit.
 */
export function landingPage(deps: Deps): RequestHandler {
  const pages = new Map<Lang, string>();
  for (const lang of LANGUAGES) {
    const file = path.join(deps.webDist, 'prerendered', `${lang}.html`);
    if (fs.existsSync(file)) pages.set(lang, fs.readFileSync(file, 'utf8'));
  }
  let cached: { at: number; data: Promise<{ events: PublicEvent[]; clubs: PublicClub[] }> } | null = null;

  const lists = () => {
    if (cached && Date.now() - cached.at < DATA_SECONDS * 1000) return cached.data;
    const ctx = { em: deps.orm.em.fork(), caller: null, lang: 'es' as const, ip: 'landing-page' };
    const data = Promise.all([
      deps.services.courses.publicList(ctx, { limit: EVENTS }),
      // A federation may have thousands of dojos: the data names the first hundred, by name.
      deps.services.dojos.publicList(ctx, { limit: CLUBS, orderBy: 'nombre' }),
    ]).then(([courses, dojos]) => ({
      events: courses.items,
      clubs: dojos.map((d) => ({ ...d, country: d.country.code, province: d.province.code })),
    }));
    cached = { at: Date.now(), data };
    // A failed read is not kept: the next visit tries again.
    data.catch(() => (cached = null));
    return data;
  };

  return async (req, res, next) => {
    const lang = req.params.lang as Lang;
    const page = pages.get(lang);
    if (!page) return next();
    const origin = siteOrigin(req, deps.publicUrl);
    let script = '';
    try {
      const { events, clubs } = await lists();
      script = jsonLdScript(structuredData(lang, origin, events, clubs));
    } catch (error) {
      // The page is worth more than its data: it goes out without it.
      deps.log(`[landing] schema.org data left out: ${String(error)}`);
    }
    res
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(page.replaceAll('__ORIGIN__', origin).replace('<!--structured-data-->', script));
  };
}

/**
 * /{lang}/app: the sign-in page prerendered at build time, so it shows before the application's
 * scripts arrive. With a query (a first-password link, a mail filled in) the page depends on it:
 * the client renders it from the plain index.html, as every other application route.
 */
export function signInPage(webDist: string): RequestHandler {
  const pages = new Map<Lang, string>();
  for (const lang of LANGUAGES) {
    const file = path.join(webDist, 'prerendered', `${lang}.app.html`);
    if (fs.existsSync(file)) pages.set(lang, fs.readFileSync(file, 'utf8'));
  }
  return (req, res, next) => {
    const page = pages.get(req.params.lang as Lang);
    if (!page || Object.keys(req.query).length > 0) return next();
    res.set('Cache-Control', 'no-cache').type('html').send(page);
  };
}
