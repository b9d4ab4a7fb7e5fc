import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { map } from 'rxjs';
import { routeLanguage } from '../i18n/routeLanguage';
import { tokenStore } from '../session/tokenStore';

/** Sends the stored token as `Authorization: Bearer <token>` and remembers which one was sent. */
export const authLink = new SetContextLink((prevContext) => {
  const token = tokenStore.get();
  if (!token) return {};
  return { sentToken: token, headers: { ...prevContext.headers, authorization: `Bearer ${token}` } };
});

/**
 * The server refused the token the request carried (expired, signed out elsewhere, password
 * changed): the session ends. Only when that token is still the stored one, so that a late answer
 * to an old request cannot end a session that started since.
 */
export const sessionErrorLink = new ErrorLink(({ error, operation }) => {
  if (!CombinedGraphQLErrors.is(error)) return;
  if (!error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) return;
  const sent: unknown = operation.getContext().sentToken;
  if (sent && sent === tokenStore.get()) tokenStore.set(null);
});

/** The `token` of a root field of an answer: a string (empty ends the session) or undefined. */
export function returnedToken(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  for (const field of Object.values(data)) {
    const token: unknown =
      field && typeof field === 'object' ? (field as { token?: unknown }).token : undefined;
    if (typeof token === 'string') return token;
  }
  return undefined;
}

/**
 * A `token` in any answer replaces the stored one (part 3 §4, §7): signIn starts the session,
 * role toggles and profile switches hand back a token with the new claims, and an empty token
 * ends the session. Only an answer to a request sent under the session still stored counts: a
 * late answer must not bring back a session that has ended or been replaced meanwhile.
 */
export const tokenLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    map((result) => {
      const token = returnedToken(result.data);
      const sent: unknown = operation.getContext().sentToken ?? null;
      if (token !== undefined && sent === tokenStore.get()) tokenStore.set(token);
      return result;
    }),
  ),
);

/**
 * Messages come back in the language of the route the user is on (/{lang}/...): the route is the
 * one source of truth for the language, so every operation carries it as `Accept-Language`
 * instead of a variable of its own.
 */
export const languageLink = new SetContextLink((prevContext) => ({
  headers: { ...prevContext.headers, 'accept-language': routeLanguage(window.location.pathname) },
}));
