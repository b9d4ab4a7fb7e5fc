import { graphql } from '../../../generated/gql';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { describeError } from '../../api/describeError';
import { LanguageSwitcher } from '../../i18n/components/LanguageSwitcher';
import { useT } from '../../i18n/hooks/useT';
import { SessionContext } from '../../session/components/SessionContext';
import { tokenStore } from '../../session/tokenStore';
import { BrandLink } from '../../ui/components/BrandLink';
import { FormMessage } from '../../ui/components/FormMessage';
import { DialogsProvider } from '../../ui/dialogs/DialogsProvider';
import { useSignOut } from '../hooks/useSignOut';
import { Avatar } from './Avatar';
import { Sidebar } from './Sidebar';
import './shell.css';
import { Loading } from '../../ui/components/Loading';

export const CurrentMemberQuery = graphql(`
  query CurrentMember {
    me {
      id
      firstName
      lastName
      memberNumber
      avatar
      associationId
      dojoId
      roles {
        admin
        associationAdmin
        dojoAdmin
      }
      originalRoles {
        admin
        associationAdmin
        dojoAdmin
      }
    }
  }
`);

/**
 * The private area for a session (part 1 §2): top bar (menu toggle below 768 px, language,
 * avatar to the user's own record, logout), the sidebar of sections and the screen of the route.
 */
export function Shell() {
  const { t, lang } = useT();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating anywhere closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  // Fresh on every sign-in: the cache must never show the previous member.
  const { data, error } = useQuery(CurrentMemberQuery, { fetchPolicy: 'network-only' });
  const me = data?.me;

  useEffect(() => {
    if (data && !data.me) tokenStore.set(null); // the server no longer knows this session
  }, [data]);

  if (!me) {
    return (
      <div className="page">
        {error ? <FormMessage kind="error">{describeError(error, t)}</FormMessage> : <Loading />}
      </div>
    );
  }

  return (
    <SessionContext.Provider value={me}>
      <DialogsProvider>
        <div className={menuOpen ? 'shell shell--menu-open' : 'shell'}>
          <a href="#main" className="skip-link">
            {t('web.shell.skipToContent')}
          </a>
          <header className="topbar">
            <button
              type="button"
              className="menu-toggle"
              aria-expanded={menuOpen}
              aria-controls="sidebar"
              onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
            >
              <span aria-hidden="true">☰</span>
              <span className="visually-hidden">
                {menuOpen ? t('web.shell.closeMenu') : t('web.shell.openMenu')}
              </span>
            </button>
            <BrandLink to={`/${lang}/app/inicio`} label={t('web.site.brand')} />
            <div className="topbar-tools">
              <LanguageSwitcher />
              <Link
                to={`/${lang}/app/asociados/dojo_0/${me.id}/mod`}
                className="avatar-link"
                title={t('web.shell.myProfile')}
              >
                <Avatar name={me.avatar} />
                <span className="member-name">
                  <span className="visually-hidden">{t('web.frame.signedInAs')} </span>
                  {me.firstName} {me.lastName}
                </span>
              </Link>
              <button type="button" className="button" onClick={() => void signOut()}>
                {t('web.frame.signOut')}
              </button>
            </div>
          </header>
          <Sidebar me={me} id="sidebar" onNavigate={() => setMenuOpenAt(null)} />
          <main id="main" className="shell-main" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </DialogsProvider>
    </SessionContext.Provider>
  );
}
