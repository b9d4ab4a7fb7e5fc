import { useEffect, type RefObject } from 'react';

/**
 * Opens a native <dialog> as modal when it mounts and, when it goes, gives the focus back to
 * whatever had it before (the row menu, the Guardar button under a question), so keyboard users
 * are not dropped at the top of the page.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
}
