import { useNavigate } from 'react-router';
import { useLang } from '../../i18n/hooks/useLang';
import { tokenStore } from '../../session/tokenStore';

/** Logout clears the token (part 1 §2); the session's cache goes with it (see ApolloSession). */
export function useSignOut() {
  const navigate = useNavigate();
  const lang = useLang();
  return () => {
    tokenStore.set(null);
    navigate(`/${lang}/app`, { replace: true });
  };
}
