import { useState } from 'react';
import type { ReportFieldsQuery } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import { EditModal } from '../../ui/modal/EditModal';

export type ReportFieldInfo = ReportFieldsQuery['reportFields'][number];

type FieldsModalProps = {
  fields: ReportFieldInfo[];
  chosen: string[];
  /** Grouping: only aggregatable fields, each with the functions it allows (part 3 §4). */
  grouped: boolean;
  onApply: (fields: string[]) => void;
  onClose: () => void;
};

/**
 * 'Campos': the columns of the report. Without groupings, any field; with them, the aggregates
 * of the fields that allow them (max.edad…), the rows of each group being counted anyway.
 */
export function FieldsModal({ fields, chosen, grouped, onApply, onClose }: FieldsModalProps) {
  const { t } = useT();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set(chosen));
  const toggle = (key: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const options = grouped
    ? fields
        .filter((f) => f.aggregatable)
        .flatMap((f) =>
          f.functions.map((fn) => ({
            key: `${fn}.${f.key}`,
            label: t(`reports.aggregate.${fn}`, { field: f.name }),
            field: f,
          })),
        )
    : fields.map((f) => ({ key: f.key, label: f.name, field: f }));
  // The order of the catalogue, whatever the order of the clicks.
  const apply = () => onApply(options.map((o) => o.key).filter((key) => ticked.has(key)));
  const dirty = ticked.size !== chosen.length || chosen.some((key) => !ticked.has(key));
  return (
    <EditModal
      title={t('web.reports.fieldsTitle')}
      dirty={dirty}
      onApply={apply}
      onClose={onClose}
      applyLabel={t('web.reports.apply')}
    >
      {grouped && <p className="report-modal-hint">{t('web.reports.aggregateHint')}</p>}
      {options.length === 0 ? (
        <p className="report-modal-hint">{t('web.reports.noAggregates')}</p>
      ) : (
        <ul className="report-choices">
          {options.map((option) => (
            <li key={option.key}>
              <label>
                <input type="checkbox" checked={ticked.has(option.key)} onChange={() => toggle(option.key)} />
                {option.label}
              </label>
            </li>
          ))}
        </ul>
      )}
    </EditModal>
  );
}
