import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useToken } from '../session/hooks/useToken';
import { ShownByContext } from '../ui/list/invalidate';
import { createApolloClient } from './apolloClient';
import { SHOWN_BY } from './shownBy';
import { tokenOwner } from './tokenOwner';

/**
 * One Apollo cache per session scope (tokenOwner): the member, their roles and the place they work
 * as. When the session ends (logout, a refused token, another tab signing out), another member
 * signs in, or a role toggle or profile switch hands back a token of another scope, the cache goes
 * with it: every query on screen (the shell's `me`, the sidebar's badges, the lists) asks again
 * under the new token, so nobody sees rows of a former scope. A token renewed with the same claims
 * keeps it.
 */
export function ApolloSession({ children }: { children: ReactNode }) {
  const owner = tokenOwner(useToken());
  // State, not useMemo: React may drop a memoised value at any time, and with it the cache.
  const [session, setSession] = useState(() => ({ owner, client: createApolloClient() }));
  if (session.owner !== owner) setSession({ owner, client: createApolloClient() });
  return (
    <ApolloProvider client={session.client}>
      <ShownByContext value={SHOWN_BY}>{children}</ShownByContext>
    </ApolloProvider>
  );
}
