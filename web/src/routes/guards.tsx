import type { ReactNode } from 'react';
import { useMe } from '../modules/session/components/SessionContext';
import { NARROW_QUERY, useMediaQuery } from '../modules/ui/hooks/useMediaQuery';
import { AppRedirect } from './AppRedirect';
import { opensRoute } from './sections';
import type { Section, SectionRoute } from './webModule';

type GuardedProps = { section: Section; route: SectionRoute; children: ReactNode };

/**
 * A route some may not open (Cuotas, Carnets, the inbox…, Listado at 768 px or less): the others
 * are sent home (part 1 §2, part 3 §2).
 */
export function Guarded({ section, route, children }: GuardedProps) {
  const me = useMe();
  const narrow = useMediaQuery(NARROW_QUERY);
  if (!opensRoute(section, route, me, narrow)) return <AppRedirect to="inicio" />;
  return children;
}
