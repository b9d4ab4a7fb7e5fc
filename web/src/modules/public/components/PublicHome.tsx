import { Link } from 'react-router';
import { LanguageSwitcher } from '../../i18n/components/LanguageSwitcher';
import { useT } from '../../i18n/hooks/useT';
import { useToken } from '../../session/hooks/useToken';
import { BrandLink } from '../../ui/components/BrandLink';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';

/** /{lang}: a placeholder for the public landing page, which comes with its own issue. */
export function PublicHome() {
  const { t, lang } = useT();
  const token = useToken();
  useDocumentTitle(t('web.site.federationName'));
  // Part 3 §2: the access button goes straight to the app's home when a session exists.
  const access = token ? `/${lang}/app/inicio` : `/${lang}/app`;
  return (
    <div className="page">
      <header className="topbar">
        <BrandLink to={`/${lang}/`} label={t('web.site.brand')} />
        <LanguageSwitcher />
      </header>
      <main className="public-main">
        <h1>{t('web.site.federationName')}</h1>
        <p className="lead">{t('web.site.tagline')}</p>
        <Link to={access} className="button button--primary">
          {t('web.site.access')}
        </Link>
      </main>
    </div>
  );
}
