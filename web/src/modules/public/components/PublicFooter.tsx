import { useT } from '../../i18n/hooks/useT';
import { SECTIONS } from './PublicHeader';
import { RichText } from './RichText';

/** The privacy and legal texts the footer's #politica-privacidad and #aviso-legal lead to. */
export function LegalSections() {
  const { t } = useT();
  return (
    <div className="site-legal">
      <section id="politica-privacidad" aria-labelledby="privacidad-title">
        <h2 id="privacidad-title">{t('web.public.privacy.title')}</h2>
        <RichText className="rich-text" html={t('web.public.privacy.html')} />
      </section>
      <section id="aviso-legal" aria-labelledby="aviso-title">
        <h2 id="aviso-title">{t('web.public.legal.title')}</h2>
        <RichText className="rich-text" html={t('web.public.legal.html')} />
      </section>
    </div>
  );
}

/**
 * Part 3 §2: name, Madrid address, phone, hours, the secretary, the anchors, legal links, © and
 * the current year. The server writes the year of the request into the page built earlier (landing-page.ts): around
 * midnight on 31 December the visitor's clock may say otherwise, and the server's text stays.
 */
export function PublicFooter() {
  const { t } = useT();
  const phone = t('web.public.footer.phone');
  const email = t('web.public.footer.email');
  return (
    <footer className="site-footer">
      <address>
        <strong>{t('web.public.footer.association')}</strong>
        <span>{t('web.public.footer.address')}</span>
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        <span>{t('web.public.footer.hours')}</span>
        <a href={`mailto:${email}`}>{email}</a>
      </address>
      <nav aria-label={t('web.public.footer.menu')}>
        <ul>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(`web.public.nav.${id}`)}</a>
            </li>
          ))}
          <li>
            <a href="#politica-privacidad">{t('web.public.footer.privacy')}</a>
          </li>
          <li>
            <a href="#aviso-legal">{t('web.public.footer.legal')}</a>
          </li>
        </ul>
      </nav>
      <p className="site-copyright" suppressHydrationWarning>
        {t('web.public.footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
