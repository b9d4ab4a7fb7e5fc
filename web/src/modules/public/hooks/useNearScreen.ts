import { useEffect, useState } from 'react';

/**
 * True once the element (null until it is in the page) comes within `margin` of the viewport, and
 * from then on: a heavy part (the map) is fetched only when its place is about to be seen.
 */
export function useNearScreen(element: HTMLElement | null, margin = '200px'): boolean {
  // Without IntersectionObserver (very old browsers) the part loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
