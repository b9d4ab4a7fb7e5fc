import { useSyncExternalStore } from 'react';
import { tokenStore } from '../tokenStore';

/** The stored session token, or null; re-renders when it is set or cleared. */
export function useToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
}
