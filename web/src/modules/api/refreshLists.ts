import type { ApolloClient } from '@apollo/client';

/**
 * Drops cached list pages after a write so that every list on screen asks again (the
 * association's dojo count, the dojo's member count and the like change with it).
 */
export function refreshLists(client: ApolloClient, fields: string[]): void {
  for (const fieldName of fields) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
  client.cache.gc();
}
