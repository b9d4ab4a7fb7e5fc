import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import {
  conditionProblem,
  OPERATORS,
  PICKED_FROM_LIST,
  type FieldType,
} from '@federa/schema/validation/reports';
import { useT } from '../../i18n/hooks/useT';
import { ReportValuesQuery } from '../reportQueries';
import type { FilterInput } from '../templates/templateForm';
import type { ReportFieldInfo } from './FieldsModal';

export type ConditionInput = FilterInput['groups'][number]['conditions'][number];

type ConditionAdderProps = {
  view: string;
  fields: ReportFieldInfo[];
  onAdd: (condition: ConditionInput) => void;
};

const isListed = (field: ReportFieldInfo | undefined) =>
  !!field && PICKED_FROM_LIST.has(field.type as FieldType);

/**
 * A new condition of a group: field, operator and value, the value picked from the field's list
 * where it has one (distim_custom). Part 3 §5's messages show under it, and nothing is added
 * while one shows.
 */
export function ConditionAdder({ view, fields, onAdd }: ConditionAdderProps) {
  const { t } = useT();
  const id = useId();
  const [fieldKey, setFieldKey] = useState('');
  const [operator, setOperator] = useState('');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = fields.find((f) => f.key === fieldKey);
  const listed = isListed(field);
  const values = useQuery(ReportValuesQuery, {
    variables: { view, field: fieldKey },
    skip: !listed && field?.type !== 'bool',
  });
  const options = values.data?.reportValues ?? [];

  const pickField = (key: string) => {
    setFieldKey(key);
    setValue('');
    setProblem(null);
  };
  const add = () => {
    const found = conditionProblem(
      field && { type: field.type as FieldType },
      operator,
      value,
      listed ? options.map((o) => o.value) : undefined,
    );
    if (found) {
      setProblem(t(`reports.${found}`));
      return;
    }
    onAdd({ field: fieldKey, operator, value });
    setValue('');
    setProblem(null);
  };

  const valueControl =
    field && (listed || field.type === 'bool') ? (
      <select
        id={`${id}-value`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-describedby={problem ? `${id}-problem` : undefined}
      >
        <option value="">{field.type === 'null_distinc' ? t('web.reports.noValue') : '—'}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    ) : (
      <input
        id={`${id}-value`}
        type="text"
        inputMode={field && field.type !== 'texto' ? 'decimal' : undefined}
        value={value}
        maxLength={100}
        onChange={(e) => setValue(e.target.value)}
        aria-describedby={problem ? `${id}-problem` : undefined}
        aria-invalid={problem ? true : undefined}
      />
    );

  return (
    <div className="report-condition-adder">
      <div className="report-condition-field">
        <label htmlFor={`${id}-field`}>{t('web.reports.field')}</label>
        <select id={`${id}-field`} value={fieldKey} onChange={(e) => pickField(e.target.value)}>
          <option value="">—</option>
          {fields.map((f) => (
            <option key={f.key} value={f.key}>
              {f.name}
            </option>
          ))}
        </select>
      </div>
      <div className="report-condition-field">
        <label htmlFor={`${id}-operator`}>{t('web.reports.operator')}</label>
        <select id={`${id}-operator`} value={operator} onChange={(e) => setOperator(e.target.value)}>
          <option value="">—</option>
          {OPERATORS.map((op) => (
            <option key={op} value={op}>
              {op}
            </option>
          ))}
        </select>
      </div>
      <div className="report-condition-field">
        <label htmlFor={`${id}-value`}>{t('web.reports.value')}</label>
        {valueControl}
      </div>
      <button type="button" className="button" onClick={add}>
        {t('web.reports.addCondition')}
      </button>
      <p id={`${id}-problem`} className="field-error report-condition-problem" role="alert">
        {problem}
      </p>
    </div>
  );
}
