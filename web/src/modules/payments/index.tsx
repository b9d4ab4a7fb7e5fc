import { lazyScreen, type WebModule } from '../../routes/webModule';

export type { PayButtonsProps } from './components/PayButtons';

/**
 * How to pay a charge (card, Bizum, bank transfer), for the charge's record to show inside a
 * Suspense; its own chunk, loaded when a charge is first opened.
 */
export const PayButtons = lazyScreen(() => import('./components/PayButtons'), 'PayButtons');

/** Card and Bizum payments: no section of its own; the charge's record shows PayButtons. */
export const paymentsModule = {
  name: 'payments',
  server: 'payments',
} satisfies WebModule;
