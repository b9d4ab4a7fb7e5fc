import { JSDOM } from 'jsdom';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Lang } from '@federa/schema/i18n/languages';
import { AppTree } from './AppTree';
import { i18n, loadLanguage } from './modules/i18n/i18n';
import { setSanitizerWindow } from './modules/public/sanitize';

// Run at build time only (web/scripts/prerender.mjs): the landing page and the sign-in page of
// each language as HTML. The landing page's translated texts are sanitised with a DOM of jsdom's,
// as the browser's does after hydration.
setSanitizerWindow(new JSDOM('').window as unknown as Window & typeof globalThis);

// Inlined after the sign-in page's form by web/scripts/prerender.mjs.
export { EARLY_SUBMIT_SCRIPT } from './modules/auth/earlySubmit';

export type PageHead = { title: string; description: string };
export type PrerenderedPage = { html: string; head: PageHead };

/**
 * The page at `path` as it first renders with no session. A prerender waits for the lazy parts
 * (the sign-in page is in the /app chunk), where renderToString would leave their fallback.
 */
async function render(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppTree router={(routes) => <StaticRouter location={path}>{routes}</StaticRouter>} />,
  );
  return text(prelude);
}

export async function renderLanding(lang: Lang): Promise<PrerenderedPage> {
  await loadLanguage(lang);
  const t = i18n.getFixedT(lang);
  const html = await render(`/${lang}`);
  return { html, head: { title: t('web.public.seo.title'), description: t('web.public.seo.description') } };
}

export async function renderSignIn(lang: Lang): Promise<PrerenderedPage> {
  await loadLanguage(lang);
  const t = i18n.getFixedT(lang);
  const html = await render(`/${lang}/app`);
  return {
    html,
    head: { title: `${t('web.auth.title')} · Federa`, description: t('web.public.seo.description') },
  };
}
