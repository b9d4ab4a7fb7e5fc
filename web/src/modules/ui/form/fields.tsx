import type { ReactNode } from 'react';
import { FieldFrame, type ControlProps } from './FieldFrame';
import type { FieldHost } from './useForm';

type BaseProps = {
  form: FieldHost;
  field: string;
  label: string;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
};

type BoundProps = ControlProps & { name: string; value: string; onBlur: () => void; disabled?: boolean };

/** A form field's frame, with the control bound to the form: value, blur check, error. */
function FormField({
  form,
  field,
  label,
  required,
  hint,
  disabled,
  children,
}: BaseProps & { children: (bound: BoundProps) => ReactNode }) {
  const id = `${form.idPrefix}-${field}`;
  return (
    <FieldFrame id={id} label={label} required={required} error={form.errors[field]} hint={hint}>
      {(control) =>
        children({
          ...control,
          name: field,
          value: String(form.values[field] ?? ''),
          onBlur: () => form.blur(field),
          disabled,
        })
      }
    </FieldFrame>
  );
}

type FormTextProps = BaseProps & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'date';
  maxLength?: number;
  readOnly?: boolean;
  autoComplete?: string;
  transform?: (value: string) => string;
};

export function FormText({
  type = 'text',
  maxLength,
  readOnly,
  autoComplete,
  transform,
  ...base
}: FormTextProps) {
  const { form, field } = base;
  return (
    <FormField {...base}>
      {(bound) => (
        <input
          {...bound}
          type={type}
          onChange={(event) =>
            form.set(field, transform ? transform(event.target.value) : event.target.value)
          }
          maxLength={maxLength}
          readOnly={readOnly}
          autoComplete={autoComplete ?? 'off'}
        />
      )}
    </FormField>
  );
}

export function FormTextArea({ maxLength, ...base }: BaseProps & { maxLength?: number }) {
  const { form, field } = base;
  return (
    <FormField {...base}>
      {(bound) => (
        <textarea
          {...bound}
          rows={3}
          onChange={(event) => form.set(field, event.target.value)}
          maxLength={maxLength}
        />
      )}
    </FormField>
  );
}

export type SelectOption = { value: string; label: string };

type FormSelectProps = BaseProps & {
  options: SelectOption[];
  placeholder?: string;
  onChangeValue?: (value: string) => void;
};

/** A select whose value is kept as a string (ids are converted by the caller). */
export function FormSelect({ options, placeholder, onChangeValue, ...base }: FormSelectProps) {
  const { form, field } = base;
  return (
    <FormField {...base}>
      {(bound) => (
        <select
          {...bound}
          onChange={(event) =>
            onChangeValue ? onChangeValue(event.target.value) : form.set(field, event.target.value)
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
