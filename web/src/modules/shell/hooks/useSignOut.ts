import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useLang } from '../../i18n/hooks/useLang';
import { tokenStore } from '../../session/tokenStore';

/** Logout clears the token (part 1 §2) and whatever the cache holds of that session. */
export function useSignOut() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const lang = useLang();
  return async () => {
    tokenStore.set(null);
    navigate(`/${lang}/app`, { replace: true });
    await client.clearStore();
  };
}
