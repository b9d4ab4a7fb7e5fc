import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LANGUAGES } from '@federa/schema/i18n/languages';
import { useT } from '../../i18n/hooks/useT';
import { useOutsideClick } from '../../ui/hooks/useOutsideClick';

/** The language dropdown of the landing page: /es, /en, /fr; closes on a click outside it. */
export function LanguageMenu() {
  const { t, lang } = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  useOutsideClick(open, [boxRef], () => setOpen(false));
  return (
    <div className="lang-menu" ref={boxRef}>
      <button
        type="button"
        className="lang-menu-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="visually-hidden">{t('web.lang.label')}: </span>
        {lang.toUpperCase()}
      </button>
      <ul id={listId} className="lang-menu-list" hidden={!open}>
        {LANGUAGES.map((code) => (
          <li key={code}>
            <Link
              to={`/${code}`}
              hrefLang={code}
              lang={code}
              aria-current={code === lang ? 'true' : undefined}
              onClick={() => setOpen(false)}
            >
              {t(`web.lang.${code}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
