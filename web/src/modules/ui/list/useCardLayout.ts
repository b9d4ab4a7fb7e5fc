import { useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';

const CARDS = 'table-wrap--cards';

/**
 * Whether a table is shown as cards: whenever its columns do not fit the room it has (a phone,
 * or a nine-column list beside the sidebar of a small laptop), rather than at one fixed width.
 * The table is measured as a table (the cards class lifted for the reading) when its content
 * changes (`content`) and when its room does, before paint, so the wrong layout never shows.
 */
export function useCardLayout(
  wrap: RefObject<HTMLElement | null>,
  table: RefObject<HTMLElement | null>,
  content: unknown[],
) {
  const [cards, setCards] = useState(false);
  const current = useRef(false);

  const measure = useEffectEvent(() => {
    const box = wrap.current;
    const grid = table.current;
    if (!box || !grid) return;
    const lifted = box.classList.contains(CARDS);
    // Lifting the cards class changes the page's height for a moment: keep where it was scrolled.
    const { scrollX, scrollY } = window;
    if (lifted) box.classList.remove(CARDS);
    const fits = grid.scrollWidth <= box.clientWidth + 1;
    if (lifted) {
      box.classList.add(CARDS);
      window.scrollTo(scrollX, scrollY);
    }
    if (current.current === fits) {
      current.current = !fits;
      setCards(!fits);
    }
  });

  // `content` is the caller's list of what the layout depends on, forwarded as a dependency list
  // the way React's own hooks take one; the rule cannot see through that, the caller's list is it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => measure(), content);

  useLayoutEffect(() => {
    const box = wrap.current;
    if (!box) return;
    // Only a change of width can change the answer; rows loading change the height all the time.
    let width = box.clientWidth;
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === width) return;
      width = box.clientWidth;
      measure();
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [wrap]);

  return cards;
}
