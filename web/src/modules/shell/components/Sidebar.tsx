import { Link, useLocation } from 'react-router';
import { sidebarEntries } from '../../../routes/sections';
import { useT } from '../../i18n/hooks/useT';
import type { Me } from '../../session/permissions';
import { NARROW_QUERY, useMediaQuery } from '../../ui/hooks/useMediaQuery';
import { useWarnings } from '../hooks/useWarnings';

type SidebarProps = { me: Me; id: string; onNavigate: () => void };

/** The sections a role is offered (part 1 §2), with the pending counts as badges. */
export function Sidebar({ me, id, onNavigate }: SidebarProps) {
  const { t, lang } = useT();
  const warnings = useWarnings();
  const narrow = useMediaQuery(NARROW_QUERY);
  const { pathname } = useLocation();
  const base = `/${lang}/app`;
  const entries = sidebarEntries(me, narrow).map(({ segment, to, label, badge }) => ({
    segment,
    to: `${base}/${typeof to === 'string' ? to : to(me)}`,
    label: t(label),
    badge: warnings && badge?.(warnings),
  }));
  const current = pathname.slice(base.length + 1).split('/')[0] || 'inicio';
  return (
    <nav id={id} className="sidebar" aria-label={t('web.shell.sections')}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link
              to={entry.to}
              onClick={onNavigate}
              className="sidebar-link"
              aria-current={entry.segment === current ? 'page' : undefined}
            >
              <span>{entry.label}</span>
              {!!entry.badge && (
                <span className="badge">
                  <span aria-hidden="true">{entry.badge}</span>
                  <span className="visually-hidden">{t('web.shell.pending', { count: entry.badge })}</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
