import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { describeError } from '../../api/describeError';
import { LanguageSwitcher } from '../../i18n/components/LanguageSwitcher';
import { useT } from '../../i18n/hooks/useT';
import { tokenStore } from '../../session/tokenStore';
import { BrandLink } from '../../ui/components/BrandLink';
import { FormMessage } from '../../ui/components/FormMessage';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { CurrentMemberQuery } from '../graphql/currentMember';
import { useSignOut } from '../hooks/useSignOut';

/**
 * The private area for a session: who is signed in, language and logout. The application shell
 * (sidebar, counters, list screens) replaces the body in a later step.
 */
export function SignedInFrame() {
  const { t, lang } = useT();
  const signOut = useSignOut();
  // Fresh on every sign-in: the cache must never show the previous member.
  const { data, error } = useQuery(CurrentMemberQuery, { fetchPolicy: 'network-only' });
  const me = data?.me;
  useDocumentTitle(t('web.frame.home'));

  useEffect(() => {
    if (data && !data.me) tokenStore.set(null); // the server no longer knows this session
  }, [data]);

  const handleSignOut = () => void signOut();
  return (
    <div className="page">
      <header className="topbar">
        <BrandLink to={`/${lang}/app/inicio`} label={t('web.site.brand')} />
        <div className="topbar-tools">
          {me && (
            <span className="member-name">
              <span className="visually-hidden">{t('web.frame.signedInAs')} </span>
              {me.firstName} {me.lastName}
            </span>
          )}
          <LanguageSwitcher />
          <button type="button" className="button" onClick={handleSignOut}>
            {t('web.frame.signOut')}
          </button>
        </div>
      </header>
      <main className="frame-main">
        <h1>{t('web.frame.home')}</h1>
        {error && <FormMessage kind="error">{describeError(error, t)}</FormMessage>}
        {me && <p>{t('web.frame.welcome', { name: me.firstName })}</p>}
      </main>
    </div>
  );
}
