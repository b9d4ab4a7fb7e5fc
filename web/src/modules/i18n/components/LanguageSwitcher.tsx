import { Link, useLocation } from 'react-router';
import { LANGUAGES } from '@federa/schema/i18n/languages';
import { useT } from '../hooks/useT';

/** ES / EN / FR: swaps the first path segment and keeps the rest of the path and the query. */
export function LanguageSwitcher() {
  const { t, lang } = useT();
  const { pathname, search, hash } = useLocation();
  const rest = pathname.replace(/^\/[^/]*/, '');
  return (
    <nav className="lang-switcher" aria-label={t('web.lang.label')}>
      <ul>
        {LANGUAGES.map((code) => (
          <li key={code}>
            <Link
              to={`/${code}${rest}${search}${hash}`}
              hrefLang={code}
              lang={code}
              aria-current={code === lang ? 'true' : undefined}
            >
              {code.toUpperCase()}
              <span className="visually-hidden"> – {t(`web.lang.${code}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
