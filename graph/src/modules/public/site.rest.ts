import type { Router } from 'express';
import { LANGUAGES } from '@federa/schema/i18n/languages';
import type { RestDeps } from '../../rest/respond';
import { siteOrigin } from './site-origin';

type SiteDeps = RestDeps & { publicUrl?: string };

/**
 * /robots.txt and /sitemap.xml: the three landing pages are the site's public part; the
 * application behind /{lang}/app and the API are no pages to index.
 */
export function siteRoutes(router: Router, deps: SiteDeps): void {
  router.get('/robots.txt', (req, res) => {
    const origin = siteOrigin(req, deps.publicUrl);
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          ...LANGUAGES.map((lang) => `Disallow: /${lang}/app`),
          'Disallow: /graphql',
          'Disallow: /v1/',
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });

  router.get('/sitemap.xml', (req, res) => {
    const origin = siteOrigin(req, deps.publicUrl);
    const alternates = LANGUAGES.map(
      (lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${origin}/${lang}"/>`,
    ).join('\n');
    const urls = LANGUAGES.map(
      (lang) =>
        `  <url>\n    <loc>${origin}/${lang}</loc>\n${alternates}\n    <changefreq>daily</changefreq>\n  </url>`,
    ).join('\n');
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
      );
  });
}
