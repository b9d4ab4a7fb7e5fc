import { useEffect, useState, type RefObject } from 'react';

/**
 * Opens a native <dialog> as modal when it mounts and, when it goes, gives the focus back to
 * whatever had it before (the row menu, the Guardar button under a question), so keyboard users
 * are not dropped at the top of the page.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>) {
  // Read at the first render, before the dialog takes the focus.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (opener?.isConnected && !dialog?.contains(opener)) opener.focus();
    };
  }, [ref, opener]);
}
