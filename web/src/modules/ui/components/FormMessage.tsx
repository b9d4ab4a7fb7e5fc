type FormMessageProps = { kind: 'error' | 'success' | 'info'; children: string };

/** The form's status line: errors are announced at once, other news politely. */
export function FormMessage({ kind, children }: FormMessageProps) {
  return (
    <p className={`form-message form-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
