import { useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/hooks/useT';
import { useToken } from '../../session/hooks/useToken';
import { useOutsideClick } from '../../ui/hooks/useOutsideClick';
import { LanguageMenu } from './LanguageMenu';

/** Part 3 §2: the anchors of the landing page, in order. */
export const SECTIONS = [
  'eventos',
  'dojos',
  'publicaciones',
  'nuestra-historia',
  'dojo-online',
  'contacto',
] as const;

type PublicHeaderProps = { active: string | null; onChoose: (id: string) => void };

/** Top navigation: anchors with the active section, the language menu and the access button. */
export function PublicHeader({ active, onChoose }: PublicHeaderProps) {
  const { t, lang } = useT();
  const token = useToken();
  const [menuOpen, setMenuOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  useOutsideClick(menuOpen, [navRef], () => setMenuOpen(false));
  // Part 3 §2: the access button goes straight to the app's home when a session exists.
  const access = token ? `/${lang}/app/inicio` : `/${lang}/app`;

  const handleAnchor = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    onChoose(id);
    setMenuOpen(false);
    // The address keeps the anchor, as a plain link would, without a router navigation.
    event.preventDefault();
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    history.replaceState(history.state, '', `#${id}`);
  };

  return (
    <header className="site-header">
      <a className="skip-link" href="#contenido">
        {t('web.public.skipToContent')}
      </a>
      <Link className="site-brand" to={`/${lang}`}>
        {t('web.site.brand')}
      </Link>
      <nav className="site-nav" aria-label={t('web.public.nav.label')} ref={navRef}>
        <button
          type="button"
          className="site-nav-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav-links"
          onClick={() => setMenuOpen((was) => !was)}
        >
          {t('web.public.nav.menu')}
        </button>
        <ul id="site-nav-links" className={menuOpen ? 'site-nav-links is-open' : 'site-nav-links'}>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a
                href={`#${id}`}
                aria-current={active === id ? 'location' : undefined}
                className={active === id ? 'is-active' : undefined}
                onClick={(event) => handleAnchor(event, id)}
              >
                {t(`web.public.nav.${id}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-tools">
        <LanguageMenu />
        <Link className="button button--primary site-access" to={access}>
          {t('web.public.access')}
        </Link>
      </div>
    </header>
  );
}
