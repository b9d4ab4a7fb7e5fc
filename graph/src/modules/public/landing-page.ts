import fs from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import { LANGUAGES, type Lang } from '@federa/schema/i18n/languages';
import type { RestDeps } from '../../rest/respond';
import type { DojoRow } from '../dojos/dojo.queries';
import { dojosHtml, eventsHtml, type LandingDojo } from './landing-lists';
import { siteOrigin } from './site-origin';
import { jsonLdScript, structuredData, type PublicEvent } from './structured-data';

/** How long the landing page's lists are reused before they are read again. */
const DATA_SECONDS = 60;
/** Part 3 §9: the course page the landing page shows. */
const EVENTS = 15;
const CLUBS = 100;

type Deps = {
  orm: MikroORM;
  services: RestDeps['services'];
  webDist: string;
  publicUrl?: string;
  log: (line: string) => void;
};

type Lists = { events: PublicEvent[]; clubs: LandingDojo[]; total: number };

/** A read made at most once a minute, shared by the visits meanwhile; a failed read is not kept. */
function everyMinute<T>(read: () => Promise<T>): () => Promise<T> {
  let cached: { at: number; data: Promise<T> } | null = null;
  return () => {
    if (cached && Date.now() - cached.at < DATA_SECONDS * 1000) return cached.data;
    const data = read();
    cached = { at: Date.now(), data };
    data.catch(() => (cached = null));
    return data;
  };
}

const asClub = (d: DojoRow): LandingDojo => ({ ...d, country: d.country.code, province: d.province.code });

// Each value goes in through a function: a string replacement would read `$'`, `$&` or `$1` in a
// dojo's address or a course's title as a pattern (issue 26.4).
const put = (page: string, pattern: string | RegExp, value: string) => page.replace(pattern, () => value);

/**
 * The prerendered page with what the server knows: the origin of its links, the lists in place of
 * their 'Cargando…' (when read), the footer's year and the schema.org data.
 */
export function fillPage(page: string, lang: Lang, origin: string, lists: Lists | null, all = false): string {
  let html = page.replaceAll('__ORIGIN__', () => origin);
  // The footer follows the year (issue 27.9): the page was rendered when the site was built.
  html = html.replace(
    /(<p class="site-copyright"[^>]*>[^<]*?)\d{4}/,
    (_, before: string) => `${before}${new Date().getUTCFullYear()}`,
  );
  if (!lists) return put(html, '<!--structured-data-->', '');
  const data = structuredData(lang, origin, lists.events, lists.clubs.slice(0, CLUBS));
  html = put(html, /<p class="events-waiting"[^>]*>[^<]*<\/p>/, eventsHtml(lang, lists.events));
  html = put(
    html,
    /<p class="dojos-waiting"[^>]*>[^<]*<\/p>/,
    dojosHtml(lang, lists.clubs, lists.total, all),
  );
  return put(html, '<!--structured-data-->', jsonLdScript(data));
}

/** Pages filled from one read of the lists, by language, listing, origin and year. */
const FILLED_PER_READ = 12;
const filledPages = new WeakMap<Lists, Map<string, string>>();

/**
 * fillPage once per read of the lists rather than per visit: with ?dojos=todos a large federation's
 * page escapes the fields of thousands of dojos, which every anonymous visit would redo on the
 * request thread. The next read (a minute later) starts afresh; a few origins at most are kept.
 */
function filledPage(page: string, lang: Lang, origin: string, lists: Lists | null, all: boolean): string {
  if (!lists) return fillPage(page, lang, origin, null, all);
  let pages = filledPages.get(lists);
  if (!pages) filledPages.set(lists, (pages = new Map()));
  const key = `${lang} ${all} ${new Date().getUTCFullYear()} ${origin}`;
  let html = pages.get(key);
  if (html === undefined) {
    html = fillPage(page, lang, origin, lists, all);
    if (pages.size < FILLED_PER_READ) pages.set(key, html);
  }
  return html;
}

/**
 * /{lang}: the landing page prerendered at build time (web/scripts/prerender.mjs), with the
 * site's origin in its links, the upcoming seminars and the visible dojos in its HTML and as
 * schema.org data, so that readers without scripts and search engines find them. The lists are
 * read at most once a minute, not per visit: a change shows within a minute. With ?dojos=todos
 * the page lists every visible dojo (its link to all of them).
 */
export function landingPage(deps: Deps): RequestHandler {
  const pages = new Map<Lang, string>();
  for (const lang of LANGUAGES) {
    const file = path.join(deps.webDist, 'prerendered', `${lang}.html`);
    if (fs.existsSync(file)) pages.set(lang, fs.readFileSync(file, 'utf8'));
  }
  const context = () => ({ em: deps.orm.em.fork(), caller: null, lang: 'es' as const, ip: 'landing-page' });
  const read = (clubs: number | 'all') => async (): Promise<Lists> => {
    const ctx = context();
    const [courses, dojos, places] = await Promise.all([
      deps.services.courses.publicList(ctx, { limit: EVENTS }),
      // A federation may have thousands of dojos: the page names the first hundred, by name.
      deps.services.dojos.publicList(ctx, { limit: clubs, orderBy: 'nombre' }),
      deps.services.dojos.publicPlaces(ctx),
    ]);
    return {
      events: courses.items,
      clubs: dojos.map(asClub),
      total: places.reduce((sum, place) => sum + place.count, 0),
    };
  };
  const first = everyMinute(read(CLUBS));
  const every = everyMinute(read('all'));

  return async (req, res, next) => {
    const lang = req.params.lang as Lang;
    const page = pages.get(lang);
    if (!page) return next();
    const all = req.query.dojos === 'todos';
    let lists: Lists | null = null;
    try {
      lists = await (all ? every : first)();
    } catch (error) {
      // The page is worth more than its data: it goes out without it.
      deps.log(`[landing] lists left out: ${String(error)}`);
    }
    res
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(filledPage(page, lang, siteOrigin(req, deps.publicUrl), lists, all));
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
