import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { authLink, languageLink, sessionErrorLink, tokenLink } from './links';

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      sessionErrorLink,
      tokenLink,
      languageLink,
      authLink,
      new HttpLink({ uri: '/graphql' }),
    ]),
    cache: new InMemoryCache(),
  });
}
