import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useToken } from '../session/hooks/useToken';
import { ShownByContext } from '../ui/list/invalidate';
import { createApolloClient } from './apolloClient';
import { SHOWN_BY } from './shownBy';
import { tokenOwner } from './tokenOwner';

/**
 * One Apollo cache per signed-in member: when the session ends (logout, a refused token, another
 * tab signing out) or another member signs in, the cache goes with it, so nobody is ever shown
 * the previous person's lists. A new token for the same member (a role switch) keeps it.
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
