import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether a table is shown as cards: whenever its columns do not fit the room it has (a phone,
 * or a nine-column list beside the sidebar of a small laptop), rather than at one fixed width.
 * The table's own width is measured while it is a table; it comes back once that room exists.
 * Decided before paint, so the wrong layout never flashes.
 */
export function useCardLayout(wrap: RefObject<HTMLElement | null>, table: RefObject<HTMLElement | null>) {
  const [cards, setCards] = useState(false);
  const needed = useRef(0);

  useLayoutEffect(() => {
    const box = wrap.current;
    if (!box) return;
    const decide = () => {
      const room = box.clientWidth;
      if (!cards) {
        const width = table.current?.scrollWidth ?? 0;
        if (width > room + 1) {
          needed.current = width;
          setCards(true);
        }
      } else if (room >= needed.current) {
        setCards(false);
      }
    };
    decide();
    const observer = new ResizeObserver(decide);
    observer.observe(box);
    return () => observer.disconnect();
  });

  return cards;
}
