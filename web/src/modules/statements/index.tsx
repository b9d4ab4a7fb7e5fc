import { lazyScreen, type WebModule } from '../../routes/webModule';

const StatementsScreen = lazyScreen(() => import('./components/StatementsScreen'), 'StatementsScreen');

/**
 * Bank statements for who reconciles an account (the national administrator the federation's,
 * an association's administrators theirs): import a Norma 43 or camt.053 file, see what it
 * matched, and match or dismiss the lines left pending.
 */
export const statementsModule = {
  name: 'statements',
  server: 'statements',
  sections: [
    {
      routes: [{ path: 'extractos', element: () => <StatementsScreen /> }],
      may: (me) => me.roles.admin || me.roles.associationAdmin,
      sidebar: { segment: 'extractos', to: 'extractos', label: 'web.statements.menu', order: 97 },
    },
  ],
} satisfies WebModule;
