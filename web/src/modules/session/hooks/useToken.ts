import { useSyncExternalStore } from 'react';
import { tokenStore } from '../tokenStore';

// A prerendered page was rendered with no session: React takes it over as such, then renders
// again with the stored token (the access button then leads to the app's home).
const noSession = () => null;

/** The stored session token, or null; re-renders when it is set or cleared. */
export function useToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, noSession);
}
