import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext } from 'react';

/**
 * Which root query fields show each type's data, counts included (a dojo list shows how many
 * members each dojo has), by GraphQL typename. A write names the types it changed, never the
 * screens: every cached answer that shows them is dropped and whatever is on screen asks again.
 * The app supplies the map (`ShownByContext`); the kit knows no type.
 */
export type ShownBy = Readonly<Record<string, readonly string[]>>;

export const ShownByContext = createContext<ShownBy>({});

/**
 * The typenames of the app's map, declared by the app (module augmentation of this interface),
 * so that a write naming a type by a typo does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ChangedTypes {}
export type ChangedType = keyof ChangedTypes & string;

export function evictShown(cache: ApolloCache, shownBy: ShownBy, types: readonly ChangedType[]): void {
  const fields = new Set<string>();
  for (const type of types) {
    // A type the map lacks would leave screens stale without a sound: fail where the write is.
    if (!Object.hasOwn(shownBy, type)) throw new Error(`No root fields are known to show ${type}`);
    for (const field of shownBy[type]) fields.add(field);
  }
  for (const fieldName of fields) cache.evict({ id: 'ROOT_QUERY', fieldName });
  // Entities no answer reaches any more go too, so a later screen cannot read them stale.
  cache.gc();
}

/** `invalidate(['Member'])` after a write that changed members. */
export function useInvalidate(): (types: readonly ChangedType[]) => void {
  const client = useApolloClient();
  const shownBy = useContext(ShownByContext);
  return useCallback((types) => evictShown(client.cache, shownBy, types), [client, shownBy]);
}
