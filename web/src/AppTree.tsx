import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './modules/i18n/i18n';
import { AppRoutes } from './routes/AppRoutes';

/**
 * The whole client under its providers; the router comes from the caller (browser or static).
 * Apollo Client comes with the application's routes (AppAreaRoute): the landing page fetches its
 * one query itself and downloads none of it.
 */
export function AppTree({ router }: { router: (routes: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>{router(<AppRoutes />)}</I18nextProvider>
    </StrictMode>
  );
}
