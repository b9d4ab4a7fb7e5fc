import type { Ref } from 'react';
import { FieldFrame } from '../form/FieldFrame';

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** Already translated; shown under the field and announced with it. */
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled input of the sign-in forms, on the same frame as every form's fields. */
export function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  error,
  hint,
  inputRef,
}: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error ? { message: error } : undefined} hint={hint}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          name={id}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          aria-required="true"
          spellCheck={type === 'text' ? undefined : false}
          autoCapitalize={type === 'text' ? undefined : 'none'}
        />
      )}
    </FieldFrame>
  );
}
