import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { DialogsContext, type Choice, type DialogRequest, type Dialogs } from './DialogsContext';
import { MessageDialog } from './MessageDialog';

/** One place that shows confirmations and messages on top of whatever is open, one at a time. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const { t } = useT();
  const [queue, setQueue] = useState<{ id: number; request: DialogRequest }[]>([]);
  // A stable identity per request: queuing another must not restart the one on screen.
  const lastId = useRef(0);

  const push = useCallback((request: DialogRequest) => {
    lastId.current += 1;
    const id = lastId.current;
    setQueue((current) => [...current, { id, request }]);
  }, []);

  const dialogs = useMemo<Dialogs>(
    () => ({
      confirm: (title, text, options) =>
        new Promise<boolean>((resolve) =>
          push({
            kind: 'confirm',
            title,
            text,
            yes: options?.yes ?? t('web.modal.yes'),
            no: options?.no ?? t('web.modal.no'),
            resolve,
          }),
        ),
      choose: <Value extends string>(title: string, text: string, choices: Choice<Value>[]) =>
        new Promise<Value | null>((resolve) =>
          push({
            kind: 'choice',
            title,
            text,
            choices,
            resolve: (value) => resolve(value as Value | null),
          }),
        ),
      success: (title, text) =>
        new Promise<void>((resolve) =>
          push({ kind: 'notice', tone: 'success', title, text, resolve: () => resolve() }),
        ),
      failure: (title, text) =>
        new Promise<void>((resolve) =>
          push({ kind: 'notice', tone: 'error', title, text, resolve: () => resolve() }),
        ),
      present: (title, { text, content }) =>
        new Promise<void>((resolve) =>
          push({ kind: 'notice', tone: 'success', title, text, content, resolve: () => resolve() }),
        ),
    }),
    [push, t],
  );

  const current = queue[0];
  const handleDone = (answer: boolean | string | null) => {
    const request = current?.request;
    if (request?.kind === 'choice') request.resolve(typeof answer === 'string' ? answer : null);
    else request?.resolve(answer === true);
    setQueue((rest) => rest.slice(1));
  };

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {current && <MessageDialog key={current.id} request={current.request} onDone={handleDone} />}
    </DialogsContext.Provider>
  );
}
