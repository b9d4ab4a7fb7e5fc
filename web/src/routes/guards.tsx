import type { ReactNode } from 'react';
import { useMe } from '../modules/session/components/SessionContext';
import { NARROW_QUERY, useMediaQuery } from '../modules/ui/hooks/useMediaQuery';
import { AppRedirect } from './AppRedirect';
import type { Access } from './webModule';

type GuardProps = { children: ReactNode };

/** A section or route some may not open (Cuotas, Carnets, the inbox…): the others go home (part 1 §2). */
export function Allowed({ may, children }: GuardProps & { may: readonly Access[] }) {
  const me = useMe();
  if (!may.every((allows) => allows(me))) return <AppRedirect to="inicio" />;
  return children;
}

/** Listado: also sends home at 768 px or less (part 3 §2). */
export function WideOnly({ children }: GuardProps) {
  const narrow = useMediaQuery(NARROW_QUERY);
  if (narrow) return <AppRedirect to="inicio" />;
  return children;
}
