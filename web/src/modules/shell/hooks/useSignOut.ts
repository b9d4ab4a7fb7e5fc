import { graphql } from '../../../generated/gql';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useLang } from '../../i18n/hooks/useLang';
import { tokenStore } from '../../session/tokenStore';

const SignOutMutation = graphql(`
  mutation SignOut {
    signOut {
      message
    }
  }
`);

/**
 * Logout clears the token (part 1 §2); the session's cache goes with it (see ApolloSession).
 * The server is asked first to end the token, so that a copy of it (another tab, a shared
 * computer's history) stops working too; when that call fails (offline, a token already
 * refused), the session still ends here.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const lang = useLang();
  const client = useApolloClient();
  return async () => {
    await client.mutate({ mutation: SignOutMutation, variables: {} }).catch(() => undefined);
    navigate(`/${lang}/app`, { replace: true });
    tokenStore.set(null);
  };
}
