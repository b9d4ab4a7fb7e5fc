import { ApolloProvider } from '@apollo/client/react';
import { useMemo, type ReactNode } from 'react';
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
  const client = useMemo(() => createApolloClient(), [owner]);
  return (
    <ApolloProvider client={client}>
      <ShownByContext value={SHOWN_BY}>{children}</ShownByContext>
    </ApolloProvider>
  );
}
