import { useEffect, useEffectEvent } from 'react';

/**
 * alt+<letter> on the page (by physical key, so alt+n works on layouts where Alt types a
 * character). It does not fire while a modal dialog is open: alt+n of a list must not open a
 * second form behind the one being edited.
 */
export function useAltShortcut(letter: string, handler: (() => void) | undefined) {
  const onShortcut = useEffectEvent(() => handler?.());
  const active = handler !== undefined;
  useEffect(() => {
    if (!active) return;
    const code = `Key${letter.toUpperCase()}`;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== code) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      onShortcut();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [letter, active]);
}
