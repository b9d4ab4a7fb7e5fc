import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { map } from 'rxjs';
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

function returnedToken(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  for (const field of Object.values(data)) {
    const token: unknown =
      field && typeof field === 'object' ? (field as { token?: unknown }).token : undefined;
    if (typeof token === 'string' && token) return token;
  }
  return undefined;
}

/**
 * A `token` in a mutation's answer replaces the stored one (part 3 §7): signIn starts the session,
 * and role toggles or profile switches hand back a token with the new claims.
 */
export const tokenLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    map((result) => {
      if (operation.operationType === OperationTypeNode.MUTATION) {
        const token = returnedToken(result.data);
        if (token) tokenStore.set(token);
      }
      return result;
    }),
  ),
);
