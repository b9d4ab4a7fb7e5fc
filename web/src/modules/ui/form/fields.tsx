import type { ReactNode } from 'react';
import { FieldFrame, type ControlProps } from './FieldFrame';
import { fieldId, getPath, type FieldValue, type PathOf } from './paths';
import type { FieldHost } from './useForm';

/** A text box or a select holds text; ids and numbers are shown as text too. */
type TextValue = string | number | null | undefined;

type BaseProps<V, T = TextValue> = {
  form: FieldHost<V>;
  /** Only a field of the form's values whose value the control can show compiles. */
  field: PathOf<V, T>;
  label: string;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
};

type BoundProps = ControlProps & { name: string; value: string; onBlur: () => void; disabled?: boolean };

/** A form field's frame, with the control bound to the form: value, blur check, error. */
function FormField<V>({
  form,
  field,
  label,
  required,
  hint,
  disabled,
  children,
}: BaseProps<V> & { children: (bound: BoundProps) => ReactNode }) {
  const id = fieldId(form.idPrefix, field);
  return (
    <FieldFrame id={id} label={label} required={required} error={form.errors[field]} hint={hint}>
      {(control) =>
        children({
          ...control,
          name: field,
          value: String(getPath(form.values, field) ?? ''),
          onBlur: () => form.blur(field),
          disabled,
        })
      }
    </FieldFrame>
  );
}

/** Writes a text into a field the type system knows holds text (PathOf<V, TextValue>). */
function setText<V>(form: FieldHost<V>, field: PathOf<V, TextValue>, value: string) {
  form.set(field, value as FieldValue<V, typeof field>);
}

type FormTextProps<V> = BaseProps<V> & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'time';
  maxLength?: number;
  readOnly?: boolean;
  autoComplete?: string;
  transform?: (value: string) => string;
};

export function FormText<V>({
  type = 'text',
  maxLength,
  readOnly,
  autoComplete,
  transform,
  ...base
}: FormTextProps<V>) {
  const { form, field } = base;
  return (
    <FormField {...base}>
      {(bound) => (
        <input
          {...bound}
          type={type}
          onChange={(event) =>
            setText(form, field, transform ? transform(event.target.value) : event.target.value)
          }
          maxLength={maxLength}
          readOnly={readOnly}
          autoComplete={autoComplete ?? 'off'}
        />
      )}
    </FormField>
  );
}

type FormTextAreaProps<V> = BaseProps<V> & {
  maxLength?: number;
  rows?: number;
  /** Takes the typed text instead of the field (one field's text that changes another, too). */
  onChangeValue?: (value: string) => void;
};

export function FormTextArea<V>({ maxLength, rows = 3, onChangeValue, ...base }: FormTextAreaProps<V>) {
  const { form, field } = base;
  return (
    <FormField {...base}>
      {(bound) => (
        <textarea
          {...bound}
          rows={rows}
          onChange={(event) =>
            onChangeValue ? onChangeValue(event.target.value) : setText(form, field, event.target.value)
          }
          maxLength={maxLength}
        />
      )}
    </FormField>
  );
}

export type SelectOption = { value: string; label: string };

type FormSelectProps<V> = BaseProps<V> & {
  options: SelectOption[];
  placeholder?: string;
  onChangeValue?: (value: string) => void;
};

/** A select whose value is kept as a string (ids are converted by the caller). */
export function FormSelect<V>({ options, placeholder, onChangeValue, ...base }: FormSelectProps<V>) {
  const { form, field } = base;
  return (
    <FormField {...base}>
      {(bound) => (
        <select
          {...bound}
          onChange={(event) =>
            onChangeValue ? onChangeValue(event.target.value) : setText(form, field, event.target.value)
          }
        >
          <option value="">{placeholder ?? '—'}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function FormCheckbox<V>({
  form,
  field,
  label,
  disabled,
}: Omit<BaseProps<V, boolean>, 'required' | 'hint'>) {
  const id = fieldId(form.idPrefix, field);
  return (
    <div className="field field--checkbox">
      <input
        id={id}
        name={field}
        type="checkbox"
        checked={getPath(form.values, field) === true}
        onChange={(event) => form.set(field, event.target.checked as FieldValue<V, typeof field>)}
        disabled={disabled}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
