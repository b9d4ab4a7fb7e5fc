import { useQuery } from '@apollo/client/react';
import { PICKED_FROM_LIST, type FieldType } from '@federa/schema/validation/reports';
import { useT } from '../../i18n/hooks/useT';
import { ReportValuesQuery } from '../reportQueries';
import type { ConditionInput } from './ConditionAdder';
import type { ReportFieldInfo } from './FieldsModal';

/** 'Edad >= 18', 'Último grado >= 1º Dan', 'Adulto = Sí': a condition as people read it. */
export function useConditionText(fields: ReportFieldInfo[]) {
  const { t } = useT();
  return (condition: ConditionInput, labels?: Map<string, string>) => {
    const field = fields.find((f) => f.key === condition.field);
    const value = condition.value ?? '';
    let shown = labels?.get(value) ?? value;
    if (field?.type === 'bool') shown = value === 'true' ? t('reports.yes') : t('reports.no');
    else if (value === '') shown = t('web.reports.noValue');
    return `${field?.name ?? condition.field} ${condition.operator} ${shown}`;
  };
}

type ConditionTextProps = { view: string; fields: ReportFieldInfo[]; condition: ConditionInput };

/** The text of a condition, with the label of a picked value (a belt's name, not its number). */
export function ConditionText({ view, fields, condition }: ConditionTextProps) {
  const field = fields.find((f) => f.key === condition.field);
  const listed = !!field && PICKED_FROM_LIST.has(field.type as FieldType);
  const values = useQuery(ReportValuesQuery, { variables: { view, field: condition.field }, skip: !listed });
  const labels = new Map((values.data?.reportValues ?? []).map((v) => [v.value, v.label]));
  return <>{useConditionText(fields)(condition, labels)}</>;
}
