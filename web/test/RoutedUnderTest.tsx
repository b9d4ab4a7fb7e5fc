import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SHOWN_BY } from '../src/modules/api/shownBy';
import { i18n } from '../src/modules/i18n/i18n';
import { DialogsProvider } from '../src/modules/ui/dialogs/DialogsProvider';
import { ShownByContext } from '../src/modules/ui/list/invalidate';

/** Where the router is: the test reads it from `data-testid="location"`. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

type RoutedUnderTestProps = {
  client: ApolloClient;
  /** The address opened first, e.g. /es/app/asociados/usuario/01A0004. */
  at: string;
  /** The route pattern the screen is mounted on, e.g. /:lang/app/asociados/usuario/:numAcae. */
  path: string;
  children: ReactNode;
};

/**
 * The providers of main.tsx and LangLayout around a screen mounted on its own route, with any
 * other address rendering only where the router went (a redirect shows there).
 */
export function RoutedUnderTest({ client, at, path, children }: RoutedUnderTestProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <ShownByContext value={SHOWN_BY}>
          <MemoryRouter initialEntries={[at]}>
            <Where />
            <Routes>
              <Route path={path} element={<DialogsProvider>{children}</DialogsProvider>} />
              <Route path="*" element={null} />
            </Routes>
          </MemoryRouter>
        </ShownByContext>
      </ApolloProvider>
    </I18nextProvider>
  );
}
