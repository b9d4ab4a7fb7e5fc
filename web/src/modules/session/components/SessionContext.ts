import { createContext, useContext } from 'react';
import type { Me } from '../permissions';

export const SessionContext = createContext<Me | null>(null);

/** The signed-in member; only rendered inside the shell, which waits for it. */
export function useMe(): Me {
  const me = useContext(SessionContext);
  if (!me) throw new Error('useMe outside the signed-in shell');
  return me;
}
