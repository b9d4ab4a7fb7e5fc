import { useEffect, useRef } from 'react';

/**
 * alt+<letter> anywhere on the page (by physical key, so alt+n works on layouts where Alt types a
 * character). `whenDialogOpen` says whether it applies while a modal dialog is open: alt+n of a
 * list must not fire behind a modal, alt+g of the modal must.
 */
export function useAltShortcut(letter: string, handler: (() => void) | undefined, whenDialogOpen = false) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!handler) return;
    const code = `Key${letter.toUpperCase()}`;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== code) return;
      const dialogOpen = document.querySelector('dialog[open]') !== null;
      if (dialogOpen !== whenDialogOpen) return;
      event.preventDefault();
      latest.current?.();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [letter, whenDialogOpen, handler !== undefined]);
}
