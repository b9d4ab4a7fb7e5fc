import { Suspense } from 'react';
import { lazyScreen, type WebModule } from '../../routes/webModule';
import { canSeeBilling, canSeeSettlements } from './billingAccess';

const TariffsScreen = lazyScreen(() => import('./components/TariffsScreen'), 'TariffsScreen');
const ChargesScreen = lazyScreen(() => import('./components/ChargesScreen'), 'ChargesScreen');
const SettlementsScreen = lazyScreen(() => import('./components/SettlementsScreen'), 'SettlementsScreen');
const BillingSummaryCard = lazyScreen(() => import('./components/BillingSummaryCard'), 'BillingSummaryCard');

/**
 * Money (issue 30): the administrators' 'Facturación' (charges, tariffs, settlements under
 * cobros/), every member's 'Mis pagos', the charges they pay, and on an administrator's home
 * what they are owed and owe.
 */
export const billingModule = {
  name: 'billing',
  server: 'billing',
  sections: [
    {
      routes: [
        {
          path: 'cobros/:idReg?',
          element: () => <ChargesScreen />,
        },
        { path: 'cobros/tarifas', element: () => <TariffsScreen /> },
        { path: 'cobros/liquidaciones', element: () => <SettlementsScreen />, may: canSeeSettlements },
      ],
      may: canSeeBilling,
      sidebar: { segment: 'cobros', to: 'cobros', label: 'web.billing.sidebar', order: 55 },
    },
    {
      routes: [
        {
          path: 'mis-pagos/:idReg?',
          element: () => <ChargesScreen mine />,
        },
      ],
      // Everyone: an administrator is a member too (courses, a dojo's own fee), and the payment
      // gateway sends whoever paid a charge of their own back here.
      sidebar: { segment: 'mis-pagos', to: 'mis-pagos', label: 'web.billing.myPayments', order: 56 },
    },
  ],
  slots: {
    homeSummary: () => (
      <Suspense fallback={null}>
        <BillingSummaryCard />
      </Suspense>
    ),
  },
} satisfies WebModule;
