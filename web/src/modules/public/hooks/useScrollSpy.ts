import { useCallback, useEffect, useRef, useState } from 'react';

/** Part 3 §9: a click on a link wins over the scroll for 300 ms. */
export const CLICK_WINS_MS = 300;
const SLIVER = 32;

/**
 * The section in the top half of the viewport (part 3 §2): the first one, in page order, with a
 * part between the bottom of the sticky header and the middle of the window. A click on a link
 * selects its section at once and holds it for 300 ms while the page scrolls there.
 */
export function useScrollSpy(ids: readonly string[]): [string | null, (id: string) => void] {
  const [active, setActive] = useState<string | null>(null);
  const heldUntil = useRef(0);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (Date.now() < heldUntil.current) return;
      const half = window.innerHeight / 2;
      const top = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
      let current: string | null = null;
      for (const id of ids) {
        const box = document.getElementById(id)?.getBoundingClientRect();
        // A section's last lines peeking under the header do not count.
        if (box && box.bottom > top + SLIVER && box.top < half) {
          current = id;
          break;
        }
      }
      setActive(current);
    };
    const handleScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', handleScroll, { passive: true });
    window.addEventListener('resize', handleScroll);
    return () => {
      window.removeEventListener('scroll', handleScroll);
      window.removeEventListener('resize', handleScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids]);

  const choose = useCallback((id: string) => {
    heldUntil.current = Date.now() + CLICK_WINS_MS;
    setActive(id);
  }, []);
  return [active, choose];
}
