import { useSyncExternalStore } from 'react';

/** Whether a media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Part 1 §9: the mobile breakpoint; Listado is neither offered nor reachable at 768 px or less. */
export const NARROW_QUERY = '(max-width: 768px)';
