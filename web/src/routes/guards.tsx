import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useLang } from '../modules/i18n/hooks/useLang';
import { useMe } from '../modules/session/components/SessionContext';
import { canReadContactMessages, canSeeAdminSections } from '../modules/session/permissions';
import { NARROW_QUERY, useMediaQuery } from '../modules/ui/hooks/useMediaQuery';

type GuardProps = { children: ReactNode };

/** Cuotas and Carnets: administrators of any kind; everyone else goes home (part 1 §2). */
export function AdminsOnly({ children }: GuardProps) {
  const lang = useLang();
  if (!canSeeAdminSections(useMe())) return <Navigate to={`/${lang}/app/inicio`} replace />;
  return children;
}

/** The contact inbox: the national administrator's only. */
export function NationalOnly({ children }: GuardProps) {
  const lang = useLang();
  if (!canReadContactMessages(useMe())) return <Navigate to={`/${lang}/app/inicio`} replace />;
  return children;
}

/** Listado: also sends home at 768 px or less (part 3 §2). */
export function WideOnly({ children }: GuardProps) {
  const lang = useLang();
  const narrow = useMediaQuery(NARROW_QUERY);
  if (narrow) return <Navigate to={`/${lang}/app/inicio`} replace />;
  return children;
}
