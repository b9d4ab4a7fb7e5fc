import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * While `active`, a press anywhere outside the given elements calls `onOutside` (menus and
 * dropdowns close on a click outside them). Escape closes them too, for keyboard users.
 */
export function useOutsideClick(
  active: boolean,
  inside: readonly RefObject<HTMLElement | null>[],
  onOutside: () => void,
): void {
  const handleOutside = useEffectEvent(onOutside);
  const isInside = useEffectEvent((target: Node) => inside.some((ref) => ref.current?.contains(target)));
  useEffect(() => {
    if (!active) return;
    const handlePointer = (event: MouseEvent) => {
      if (!isInside(event.target as Node)) handleOutside();
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') handleOutside();
    };
    document.addEventListener('mousedown', handlePointer);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('mousedown', handlePointer);
      document.removeEventListener('keydown', handleKey);
    };
  }, [active]);
}
