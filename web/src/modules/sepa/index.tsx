import { lazyScreen, type WebModule } from '../../routes/webModule';

const SepaScreen = lazyScreen(() => import('./components/SepaScreen'), 'SepaScreen');

/**
 * SEPA direct debit for who collects (the national administrator for the federation, an
 * association's administrators for theirs): mandates, the association's creditor, remittances.
 * Payers read their own mandates through the API (`mandates`).
 */
export const sepaModule = {
  name: 'sepa',
  server: 'sepa',
  sections: [
    {
      routes: [{ path: 'domiciliaciones', element: () => <SepaScreen /> }],
      may: (me) => me.roles.admin || me.roles.associationAdmin,
      sidebar: { segment: 'domiciliaciones', to: 'domiciliaciones', label: 'web.sepa.menu', order: 96 },
    },
  ],
} satisfies WebModule;
