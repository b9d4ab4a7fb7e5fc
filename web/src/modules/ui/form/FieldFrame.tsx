import type { ReactNode } from 'react';
import { useT } from '../../i18n/hooks/useT';
import type { ShownError } from './useForm';
import './form.css';

/** What a control needs to be tied to its label, hint and error. */
export type ControlProps = {
  id: string;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

type FieldFrameProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: ShownError;
  hint?: string;
  children: (control: ControlProps) => ReactNode;
};

/** Label, control, hint and error, tied together for assistive technology (every form's field). */
export function FieldFrame({ id, label, required, error, hint, children }: FieldFrameProps) {
  const { t } = useT();
  const text = error && ('message' in error ? error.message : t(error.key, error.params));
  const describedBy = [text && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      {/* The mark stays outside the label: the field's name is the label alone. */}
      <div className="field-label">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="field-required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children({
        id,
        'aria-required': required || undefined,
        'aria-invalid': text ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {/* Always there and polite: a duplicate found after the focus has moved on is still heard. */}
      <p id={`${id}-error`} className="field-error" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
