import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../support/test-server';
import { prerenderedWeb } from './prerendered-pages';

// What the server adds to the prerendered landing pages (web/scripts/prerender.mjs writes them at
// build time; here a page of the same shape stands in, so the suite needs no client build): the
// origin of its links and the schema.org data of the upcoming seminars and visible dojos, and the
// site's robots.txt, sitemap.xml and cache headers.

let t: TestServer;
let web: string;
let removeWeb: () => void;
let hostile: string;
let hidden: string;
let unvalidated: string;
let finished: string;

beforeAll(async () => {
  ({ dir: web, remove: removeWeb } = prerenderedWeb());
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(
    path.join(web, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(5000))});`,
  );
  t = await startTestServer({ webDist: web });

  // Before the first visit (the data is read once a minute): a seminar whose title tries to close
  // the script, a hidden dojo, an unvalidated and a finished course.
  const [upcoming] = await t.sql(
    `select id_curso from curso where cf_val_admi is not null and fecha_fin >= current_date order by fecha_ini limit 1`,
  );
  hostile = `</script><script>alert('x')</script> Seminario ${upcoming.id_curso}`;
  await t.sql('update curso set titulo = $1 where id_curso = $2', [hostile, upcoming.id_curso]);
  [{ nombre: hidden }] = await t.sql(
    `update dojo set visible = false where id_dojo = (select min(id_dojo) from dojo where visible) returning nombre`,
  );
  [{ titulo: unvalidated }] = await t.sql(
    `select titulo from curso where cf_val_admi is null and (fecha_fin is null or fecha_fin >= current_date) limit 1`,
  );
  [{ titulo: finished }] = await t.sql(`select titulo from curso where fecha_fin < current_date limit 1`);
});
afterAll(async () => {
  await t.close();
  removeWeb();
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${pathname}`, { headers });

type Node = Record<string, unknown> & { '@type': string };
async function structured(lang: string): Promise<{ html: string; graph: Node[] }> {
  const html = await (await get(`/${lang}`)).text();
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(script).not.toBeNull();
  return { html, graph: (JSON.parse(script![1]!) as { '@graph': Node[] })['@graph'] };
}

describe('the landing page', () => {
  it('is each language’s prerendered page with the site’s origin in its links, never cached stale', async () => {
    for (const lang of ['es', 'en', 'fr']) {
      const response = await get(`/${lang}`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<link rel="canonical" href="${t.url}/${lang}" />`);
      expect(html).not.toContain('__ORIGIN__');
    }
    // The application's routes get the plain page.
    expect(await (await get('/es/app/inicio')).text()).toBe('<!doctype html><div id="root"></div>');
  });

  it('serves the sign-in page prerendered, but a sign-in address with a query as the plain page', async () => {
    for (const lang of ['es', 'en', 'fr']) {
      for (const pathname of [`/${lang}/app`, `/${lang}/app/`]) {
        const response = await get(pathname);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toBe(`<h1>Sign-in ${lang}</h1>`);
      }
    }
    // A first-password link fills the page from its query: the client renders it.
    const link = await get('/es/app?mail=a%40b.es&valCode=abc');
    expect(await link.text()).toBe('<!doctype html><div id="root"></div>');
    expect(await (await get('/de/app')).text()).toBe('<!doctype html><div id="root"></div>');
  });

  it('carries the upcoming validated seminars as Events and the visible dojos as SportsClubs', async () => {
    const { graph } = await structured('es');
    const events = graph.filter((node) => node['@type'] === 'Event');
    const clubs = graph.filter((node) => node['@type'] === 'SportsClub');
    const expectedEvents = await t.sql(
      `select titulo from curso where cf_val_admi is not null and fecha_fin >= current_date order by fecha_ini, id_curso limit 15`,
    );
    expect(events.map((e) => e.name).sort()).toEqual(expectedEvents.map((e) => e.titulo).sort());
    expect(events.map((e) => e.name)).not.toContain(unvalidated);
    expect(events.map((e) => e.name)).not.toContain(finished);
    expect(events[0]).toMatchObject({
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      location: { '@type': 'Place' },
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    });
    const visible = await t.sql('select count(*)::int as n from dojo where visible');
    expect(clubs).toHaveLength(visible[0].n);
    expect(clubs.map((c) => c.name)).not.toContain(hidden);
    expect(clubs[0]).toMatchObject({ sport: 'Aikido', address: { '@type': 'PostalAddress' } });
  });

  it('never leaks what the public page does not show', async () => {
    const { html } = await structured('es');
    const privateValues = await t.sql(
      `select correo_e as value from dojo where correo_e is not null
       union all (select mail from asociado where mail is not null limit 50)`,
    );
    for (const { value } of privateValues) expect(html).not.toContain(value);
  });

  it('cannot be broken out of by a course title', async () => {
    const { html, graph } = await structured('en');
    expect(html).not.toContain("<script>alert('x')");
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(graph.some((node) => node.name === hostile)).toBe(true);
  });

  it('takes the origin from PUBLIC_URL when set, and only a host name from a Host header', async () => {
    // fetch sets Host itself: a raw request sends what a client may.
    const odd = await new Promise<string>((resolve, reject) => {
      const request = http.get(`${t.url}/fr`, { headers: { host: 'evil.example"><script>' } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        response.on('end', () => resolve(body));
      });
      request.on('error', reject);
    });
    expect(odd).toContain('<link rel="canonical" href="http://localhost/fr" />');
    const configured = await startTestServer({ webDist: web, publicUrl: 'https://aikido.example' });
    try {
      const html = await (await fetch(`${configured.url}/fr`)).text();
      expect(html).toContain('<link rel="canonical" href="https://aikido.example/fr" />');
      const robots = await (await fetch(`${configured.url}/robots.txt`)).text();
      expect(robots).toContain('Sitemap: https://aikido.example/sitemap.xml');
    } finally {
      await configured.close();
    }
  });
});

describe('robots, sitemap and caching', () => {
  it('answers a real robots.txt: the public pages allowed, the application not', async () => {
    const response = await get('/robots.txt');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const lang of ['es', 'en', 'fr']) expect(text).toContain(`Disallow: /${lang}/app`);
    expect(text).toContain(`Sitemap: ${t.url}/sitemap.xml`);
  });

  it('lists the three landing pages in the sitemap with their alternates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    for (const lang of ['es', 'en', 'fr']) {
      expect(xml).toContain(`<loc>${t.url}/${lang}</loc>`);
      expect(xml).toContain(`hreflang="${lang}" href="${t.url}/${lang}"`);
    }
  });

  it('caches hashed assets for a year and compresses what it sends', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('xxxx');
    expect((await get('/assets/missing-1.js')).status).toBe(404);
  });
});
