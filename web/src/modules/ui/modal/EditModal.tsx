import { useEffect, useEffectEvent, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../dialogs/DialogsContext';
import { useModalDialog } from '../hooks/useModalDialog';
import './modal.css';

type EditModalProps = {
  title: string;
  /** Values differ from what was loaded: leaving asks first (part 1 §4). */
  dirty: boolean;
  saving?: boolean;
  /** Absent for a read-only view: no apply button, no alt+g. */
  onApply?: () => void;
  /** The apply button's text when it is not 'Guardar' (the grade modal's 'Aplicar'). */
  applyLabel?: string;
  /** The apply button's text while it works when it is not 'Guardando…' (an export's). */
  applyingLabel?: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra buttons next to Cancel / Save (e.g. the validation link). */
  extraActions?: ReactNode;
  wide?: boolean;
};

/**
 * The modal of every edit form: a native modal <dialog> (focus kept inside, the page behind
 * inert), alt+g applies, Esc and Cancel close, and a modified form asks 'Hay valores
 * modificados…' (Sí/No) before it closes. The parent decides create or edit from its `show`
 * value (< 0 create, > 0 edit, 0 closed) and renders this only while it is not 0.
 */
export function EditModal({
  title,
  dirty,
  saving,
  onApply,
  applyLabel,
  applyingLabel,
  onClose,
  children,
  extraActions,
  wide,
}: EditModalProps) {
  const { t } = useT();
  const dialogs = useDialogs();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const asking = useRef(false);

  useModalDialog(ref);

  // A reload or a closed tab would lose the changes too.
  useEffect(() => {
    if (!dirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [dirty]);

  const requestClose = async () => {
    if (asking.current) return;
    if (dirty) {
      asking.current = true;
      const leave = await dialogs.confirm(t('web.modal.modifiedTitle'), t('web.modal.modified'));
      asking.current = false;
      if (!leave) return;
    }
    onClose();
  };

  const apply = onApply && !saving ? onApply : undefined;
  // alt+g belongs to this modal only while it is the dialog in front (the last one opened): a
  // question or message shown over it keeps it. Listened for on the window, so it works wherever
  // the focus is, also after a click on the modal's background.
  const handleApplyKey = useEffectEvent(() => apply?.());
  useEffect(() => {
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyG') return;
      const open = document.querySelectorAll('dialog[open]');
      if (open[open.length - 1] !== ref.current) return;
      event.preventDefault();
      handleApplyKey();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply?.();
  };

  return (
    <dialog
      ref={ref}
      className={wide ? 'edit-modal edit-modal--wide' : 'edit-modal'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        void requestClose();
      }}
    >
      <form onSubmit={handleSubmit} noValidate className="edit-modal-form">
        <header className="edit-modal-header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="icon-button"
            onClick={() => void requestClose()}
            aria-label={t('web.modal.close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="edit-modal-body">{children}</div>
        <footer className="edit-modal-footer">
          <div className="edit-modal-extra">{extraActions}</div>
          <button type="button" className="button" onClick={() => void requestClose()}>
            {onApply ? t('web.modal.cancel') : t('web.modal.close')}
          </button>
          {onApply && (
            <button
              type="submit"
              className="button button--primary"
              disabled={saving}
              aria-keyshortcuts="Alt+G"
            >
              {saving ? (applyingLabel ?? t('web.modal.applying')) : (applyLabel ?? t('web.modal.apply'))}
            </button>
          )}
        </footer>
      </form>
    </dialog>
  );
}
