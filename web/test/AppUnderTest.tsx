import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, graphql, print } from 'graphql';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Observable } from 'rxjs';
import { TYPE_POLICIES } from '../src/modules/api/apolloClient';
import { SHOWN_BY } from '../src/modules/api/shownBy';
import { i18n } from '../src/modules/i18n/i18n';
import { DialogsProvider } from '../src/modules/ui/dialogs/DialogsProvider';
import { ShownByContext } from '../src/modules/ui/list/invalidate';

const schema = buildSchema(fs.readFileSync(path.join(__dirname, '../../schema/schema.graphql'), 'utf8'));

/**
 * An Apollo client whose server is the test's own resolvers behind the real schema: the hooks
 * under test run their real queries and the real cache, and `operations` records what reached
 * the server (a list asking again after a write shows there).
 */
export function clientOver(rootValue: Record<string, unknown>) {
  const operations: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        operations.push(operation.operationName ?? '');
        graphql({ schema, source: print(operation.query), rootValue, variableValues: operation.variables })
          .then((result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies: TYPE_POLICIES }) });
  return { client, operations };
}

// jsdom has no modal dialogs; the message dialogs only need to open and close.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};

/** The providers of main.tsx and LangLayout around a screen at /es/app. */
export function AppUnderTest({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <ShownByContext value={SHOWN_BY}>
          <MemoryRouter initialEntries={['/es/app']}>
            <Routes>
              <Route path="/:lang/app" element={<DialogsProvider>{children}</DialogsProvider>} />
            </Routes>
          </MemoryRouter>
        </ShownByContext>
      </ApolloProvider>
    </I18nextProvider>
  );
}
