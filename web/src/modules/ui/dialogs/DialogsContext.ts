import { createContext, useContext, type ReactNode } from 'react';

/** Part 1 §9: success messages stay 1,500 ms. */
export const SUCCESS_MS = 1500;

export type DialogRequest =
  | { kind: 'confirm'; title: string; text: string; yes: string; no: string; resolve: (ok: boolean) => void }
  | {
      kind: 'notice';
      title: string;
      text?: string;
      tone: 'success' | 'error';
      /** Content of its own below the text (a QR code, a link to copy): the dialog then stays. */
      content?: ReactNode;
      resolve: (ok: boolean) => void;
    };

export type Dialogs = {
  /** Sí/No question; resolves true on Sí. */
  confirm: (title: string, text: string, options?: { yes?: string; no?: string }) => Promise<boolean>;
  /** A success message that closes itself after 1.5 s (part 1 §9), or earlier with its button. */
  success: (title: string, text?: string) => Promise<void>;
  /** An error dialog that stays until it is closed. */
  failure: (title: string, text?: string) => Promise<void>;
  /**
   * A success message with content of its own (a QR code, a link to select and copy). It stays
   * until it is closed: nobody scans a code or copies a link within 1.5 s.
   */
  present: (title: string, body: { text?: string; content: ReactNode }) => Promise<void>;
};

export const DialogsContext = createContext<Dialogs | null>(null);

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs outside DialogsProvider');
  return dialogs;
}
