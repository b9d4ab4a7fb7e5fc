import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { useModalDialog } from '../hooks/useModalDialog';
import { SUCCESS_MS, type DialogRequest } from './DialogsContext';
import '../modal/modal.css';

/** true / false for Sí / No and messages; a choice's value, or null when a choice is dismissed. */
type MessageDialogProps = { request: DialogRequest; onDone: (answer: boolean | string | null) => void };

/**
 * A small modal <dialog>: a Sí/No question, a question with its own answers, or a message (success
 * ones close by themselves).
 */
export function MessageDialog({ request, onDone }: MessageDialogProps) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const autoClose = request.kind === 'notice' && request.tone === 'success' && !request.content;
  const handleAutoClose = useEffectEvent(() => onDone(true));

  useModalDialog(ref);
  useEffect(() => {
    if (!autoClose) return;
    const timer = window.setTimeout(handleAutoClose, SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [autoClose]);

  const isConfirm = request.kind === 'confirm';
  const isQuestion = isConfirm || request.kind === 'choice';
  return (
    <dialog
      ref={ref}
      className={`message-dialog message-dialog--${isQuestion ? 'confirm' : request.tone}`}
      role={isQuestion || request.tone === 'error' ? 'alertdialog' : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={request.text ? textId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onDone(request.kind === 'choice' ? null : false);
      }}
    >
      <h2 id={titleId}>{request.title}</h2>
      {request.text && <p id={textId}>{request.text}</p>}
      {request.kind === 'notice' && request.content && (
        <div className="message-dialog-content">{request.content}</div>
      )}
      <div className="dialog-actions">
        {request.kind === 'choice' ? (
          request.choices.map((choice, i) => (
            <button
              key={choice.value}
              type="button"
              className={choice.primary ? 'button button--primary' : 'button'}
              onClick={() => onDone(choice.value)}
              autoFocus={i === 0}
            >
              {choice.label}
            </button>
          ))
        ) : isConfirm ? (
          <>
            {/* No has the focus: Enter on a question about losing changes keeps them. */}
            <button type="button" className="button" onClick={() => onDone(false)} autoFocus>
              {request.no}
            </button>
            <button type="button" className="button button--primary" onClick={() => onDone(true)}>
              {request.yes}
            </button>
          </>
        ) : (
          <button type="button" className="button button--primary" onClick={() => onDone(true)} autoFocus>
            {t('web.modal.ok')}
          </button>
        )}
      </div>
    </dialog>
  );
}
