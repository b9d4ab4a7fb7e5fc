import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over a prerendered page (and while prerendering), true once its
 * handlers are attached. A prerendered form must not be sent by the browser itself before then:
 * its fields would travel in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
