import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Lang } from '@federa/schema/i18n/languages';
import { AppTree } from './AppTree';
import { i18n, loadLanguage } from './modules/i18n/i18n';
import { setSanitizerWindow } from './modules/public/sanitize';

// Run at build time only (web/scripts/prerender.mjs): the landing page of each language as HTML.
// Its translated texts are sanitised with a DOM of jsdom's, as the browser's does after hydration.
setSanitizerWindow(new JSDOM('').window as unknown as Window & typeof globalThis);

export type PageHead = { title: string; description: string };

export async function renderLanding(lang: Lang): Promise<{ html: string; head: PageHead }> {
  await loadLanguage(lang);
  const html = renderToString(
    <AppTree router={(routes) => <StaticRouter location={`/${lang}`}>{routes}</StaticRouter>} />,
  );
  const t = i18n.getFixedT(lang);
  return { html, head: { title: t('web.public.seo.title'), description: t('web.public.seo.description') } };
}
