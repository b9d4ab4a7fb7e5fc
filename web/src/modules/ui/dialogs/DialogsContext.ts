import { createContext, useContext, type ReactNode } from 'react';

/** Part 1 §9: success messages stay 1,500 ms. */
export const SUCCESS_MS = 1500;

/** One answer of a question with more than Sí/No; the first of a question has the focus. */
export type Choice<Value extends string = string> = { value: Value; label: string; primary?: boolean };

export type DialogRequest =
  | { kind: 'confirm'; title: string; text: string; yes: string; no: string; resolve: (ok: boolean) => void }
  | {
      kind: 'choice';
      title: string;
      text: string;
      choices: Choice[];
      resolve: (value: string | null) => void;
    }
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
  /**
   * A question with its own answers (Guardar / Descartar / Cancelar); resolves the chosen value,
   * or null when it is dismissed with Esc. The first answer has the focus.
   */
  choose: <Value extends string>(
    title: string,
    text: string,
    choices: Choice<Value>[],
  ) => Promise<Value | null>;
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
