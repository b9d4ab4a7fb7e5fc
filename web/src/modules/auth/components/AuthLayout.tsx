import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../i18n/components/LanguageSwitcher';
import { useT } from '../../i18n/hooks/useT';
import { BrandLink } from '../../ui/components/BrandLink';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';

type AuthLayoutProps = { title: string; children: ReactNode };

/** Sign-in page frame: brand, language switcher, the card, and the way back to the public site. */
export function AuthLayout({ title, children }: AuthLayoutProps) {
  const { t, lang } = useT();
  useDocumentTitle(title);
  return (
    <div className="page">
      <header className="topbar">
        <BrandLink to={`/${lang}/`} label={t('web.site.brand')} />
        <LanguageSwitcher />
      </header>
      <main className="auth-main">
        <section className="card" aria-labelledby="auth-title">
          <h1 id="auth-title">{title}</h1>
          {children}
        </section>
        <p className="back-link">
          <Link to={`/${lang}/`}>
            <span aria-hidden="true">← </span>
            {t('web.auth.back')}
          </Link>
        </p>
      </main>
    </div>
  );
}
