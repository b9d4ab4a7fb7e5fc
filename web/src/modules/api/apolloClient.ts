import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import { authLink, languageLink, sessionErrorLink, tokenLink } from './links';

/** How the cache tells records apart where an id alone does not (component tests use them too). */
export const TYPE_POLICIES: TypePolicies = {
  // A grade and a title come from two tables whose ids may meet: only id and kind together
  // name one entry.
  GradeEntry: { keyFields: ['kind', 'id'] },
  // A held belt and a held title may share an id and carry nothing telling them apart:
  // each stays inside its record rather than being merged by id.
  HeldGrade: { keyFields: false },
  // The inbox's rows come from four tables (batches, grades, titles, courses): kind and id.
  ValidationItem: { keyFields: ['kind', 'id'] },
};

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      sessionErrorLink,
      tokenLink,
      languageLink,
      authLink,
      new HttpLink({ uri: '/graphql' }),
    ]),
    cache: new InMemoryCache({ typePolicies: TYPE_POLICIES }),
  });
}
