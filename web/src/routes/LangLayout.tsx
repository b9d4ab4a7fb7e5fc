import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { DEFAULT_LANG, isLang } from '@federa/schema/i18n/languages';
import { isLanguageLoaded, loadLanguage } from '../modules/i18n/i18n';

/**
 * /{lang}/...: the language is part of every route. Any other first segment sends to /es with
 * the rest of the path and the query kept (/xx/app → /es/app). The first screen waits for its
 * language's texts (fetched once, on first use). A later switch keeps the screen mounted, so what
 * was typed survives; its texts change once the language has arrived.
 */
export function LangLayout() {
  const { lang } = useParams();
  const { pathname, search, hash } = useLocation();
  const valid = isLang(lang);
  const [, setLoadedCount] = useState(0);
  // The language whose texts could not be fetched: a later switch to another one tries afresh.
  const [failedLang, setFailedLang] = useState<string | null>(null);
  const failed = failedLang === lang;
  const ready = valid && isLanguageLoaded(lang);
  // Once a screen is up it stays up while another language loads.
  const [shown, setShown] = useState(false);
  if (ready && !shown) setShown(true);

  useEffect(() => {
    if (!valid) return;
    document.documentElement.lang = lang;
    if (isLanguageLoaded(lang)) return;
    let live = true;
    loadLanguage(lang).then(
      () => live && setLoadedCount((count) => count + 1),
      () => live && setFailedLang(lang),
    );
    return () => {
      live = false;
    };
  }, [valid, lang]);

  if (!valid) {
    const rest = pathname.replace(/^\/[^/]*/, '');
    return <Navigate to={`/${DEFAULT_LANG}${rest}${search}${hash}`} replace />;
  }
  if (failed && !ready) {
    // The texts could not be fetched (offline): the Spanish screen beats an empty one.
    const rest = pathname.replace(/^\/[^/]*/, '');
    return <Navigate to={`/${DEFAULT_LANG}${rest}${search}${hash}`} replace />;
  }
  if (!ready && !shown) return null;
  return <Outlet />;
}
