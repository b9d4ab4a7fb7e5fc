import { useNavigate } from 'react-router';
import type { MessageKey } from '../../../../../schema/i18n';
import type { SignInNotice } from '../../auth/hooks/useSetFirstPassword';
import { useLang } from '../../i18n/hooks/useLang';
import { tokenStore } from '../../session/tokenStore';

/**
 * Logout clears the token (part 1 §2); the session's cache goes with it (see ApolloSession). A
 * notice, when given, is shown on the sign-in screen (why the session ended).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const lang = useLang();
  return (notice?: MessageKey) => {
    const state = notice ? { notice: { kind: 'info', key: notice } satisfies SignInNotice } : undefined;
    navigate(`/${lang}/app`, { replace: true, state });
    tokenStore.set(null);
  };
}
