import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { DEFAULT_LANG, isLang } from '../../../schema/i18n';

/**
 * /{lang}/...: the language is part of every route. Any other first segment sends to /es with
 * the rest of the path and the query kept (/xx/app → /es/app).
 */
export function LangLayout() {
  const { lang } = useParams();
  const { pathname, search, hash } = useLocation();
  const valid = isLang(lang);

  useEffect(() => {
    if (valid) document.documentElement.lang = lang;
  }, [valid, lang]);

  if (!valid) {
    const rest = pathname.replace(/^\/[^/]*/, '');
    return <Navigate to={`/${DEFAULT_LANG}${rest}${search}${hash}`} replace />;
  }
  return <Outlet />;
}
