import type { ReactNode } from 'react';
import { useT } from '../../i18n/hooks/useT';
import type { FieldHost, ShownError } from './useForm';
import './form.css';

type Form = FieldHost;

type FieldFrameProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: ShownError;
  hint?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
};

/** Label, control, hint and error, tied together for assistive technology. */
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
      {children(describedBy, !!text)}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {text && (
        <p id={`${id}-error`} className="field-error">
          {text}
        </p>
      )}
    </div>
  );
}

type BaseProps = {
  form: Form;
  field: string;
  label: string;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
};

type FormTextProps = BaseProps & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'date';
  maxLength?: number;
  readOnly?: boolean;
  autoComplete?: string;
  transform?: (value: string) => string;
};

export function FormText({
  form,
  field,
  label,
  required,
  hint,
  disabled,
  type = 'text',
  maxLength,
  readOnly,
  autoComplete,
  transform,
}: FormTextProps) {
  const id = `${form.idPrefix}-${field}`;
  return (
    <FieldFrame id={id} label={label} required={required} error={form.errors[field]} hint={hint}>
      {(describedBy, invalid) => (
        <input
          id={id}
          name={field}
          type={type}
          value={String(form.values[field] ?? '')}
          onChange={(event) =>
            form.set(field, transform ? transform(event.target.value) : event.target.value)
          }
          onBlur={() => form.blur(field)}
          maxLength={maxLength}
          readOnly={readOnly}
          disabled={disabled}
          autoComplete={autoComplete ?? 'off'}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}

export function FormTextArea({
  form,
  field,
  label,
  required,
  hint,
  disabled,
  maxLength,
}: BaseProps & { maxLength?: number }) {
  const id = `${form.idPrefix}-${field}`;
  return (
    <FieldFrame id={id} label={label} required={required} error={form.errors[field]} hint={hint}>
      {(describedBy, invalid) => (
        <textarea
          id={id}
          name={field}
          rows={3}
          value={String(form.values[field] ?? '')}
          onChange={(event) => form.set(field, event.target.value)}
          onBlur={() => form.blur(field)}
          maxLength={maxLength}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}

export type SelectOption = { value: string; label: string };

type FormSelectProps = BaseProps & {
  options: SelectOption[];
  placeholder?: string;
  onChangeValue?: (value: string) => void;
};

/** A select whose value is kept as a string (ids are converted by the caller). */
export function FormSelect({
  form,
  field,
  label,
  required,
  hint,
  disabled,
  options,
  placeholder,
  onChangeValue,
}: FormSelectProps) {
  const id = `${form.idPrefix}-${field}`;
  return (
    <FieldFrame id={id} label={label} required={required} error={form.errors[field]} hint={hint}>
      {(describedBy, invalid) => (
        <select
          id={id}
          name={field}
          value={String(form.values[field] ?? '')}
          onChange={(event) =>
            onChangeValue ? onChangeValue(event.target.value) : form.set(field, event.target.value)
          }
          onBlur={() => form.blur(field)}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        >
          <option value="">{placeholder ?? '—'}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function FormCheckbox({ form, field, label, disabled }: Omit<BaseProps, 'required' | 'hint'>) {
  const id = `${form.idPrefix}-${field}`;
  return (
    <div className="field field--checkbox">
      <input
        id={id}
        name={field}
        type="checkbox"
        checked={form.values[field] === true}
        onChange={(event) => form.set(field, event.target.checked)}
        disabled={disabled}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
