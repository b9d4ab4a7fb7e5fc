import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/hooks/useT';
import {
  canReadContactMessages,
  canSeeAdminSections,
  ownMembersDojo,
  type Me,
} from '../../session/permissions';
import { NARROW_QUERY, useMediaQuery } from '../../ui/hooks/useMediaQuery';
import { useWarnings } from '../hooks/useWarnings';

type SidebarProps = { me: Me; id: string; onNavigate: () => void };

type Entry = { section: string; to: string; label: string; badge?: number };

const pendingTotal = (warnings: ReturnType<typeof useWarnings>) =>
  warnings && warnings.fees + warnings.grades + warnings.courses;

/** The sections a role is offered (part 1 §2), with the pending counts as badges. */
export function Sidebar({ me, id, onNavigate }: SidebarProps) {
  const { t, lang } = useT();
  const warnings = useWarnings();
  const narrow = useMediaQuery(NARROW_QUERY);
  const admin = canSeeAdminSections(me);
  const { pathname } = useLocation();
  const base = `/${lang}/app`;
  const entry = (section: string, to: string, label: string, badge?: number): Entry => ({
    section,
    to: `${base}/${to}`,
    label,
    badge,
  });
  const entries: Entry[] = [
    entry('inicio', 'inicio', t('web.shell.home')),
    entry('asociaciones', 'asociaciones', t('web.shell.associations')),
    entry('dojos', 'dojos/asoc_0', t('web.shell.dojos')),
    entry('asociados', `asociados/dojo_${ownMembersDojo(me)}`, t('web.shell.members')),
    ...(admin ? [entry('cuotas', 'cuotas', t('web.shell.fees'), warnings?.fees)] : []),
    entry('cursos', 'cursos', t('web.shell.courses'), warnings?.courses),
    entry('grados', 'grados', t('web.shell.grades'), warnings?.grades),
    // The inbox lists exactly what the three badges count: its badge is their sum.
    ...(admin
      ? [entry('validaciones', 'validaciones', t('web.shell.validations'), pendingTotal(warnings))]
      : []),
    ...(admin ? [entry('carnets', 'carnets', t('web.shell.cards'))] : []),
    ...(admin && !narrow ? [entry('listado', 'listado', t('web.shell.report'))] : []),
    ...(admin ? [entry('auditoria', 'auditoria', t('web.shell.audit'))] : []),
    ...(canReadContactMessages(me)
      ? [entry('mensajes', 'mensajes', t('web.shell.contact'), warnings?.contact)]
      : []),
  ];
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
              aria-current={entry.section === current ? 'page' : undefined}
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
