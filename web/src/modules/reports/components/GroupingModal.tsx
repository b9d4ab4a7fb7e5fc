import { useState } from 'react';
import { REPORT_LIMITS } from '@federa/schema/validation/reports';
import { useT } from '../../i18n/hooks/useT';
import { EditModal } from '../../ui/modal/EditModal';
import type { ReportFieldInfo } from './FieldsModal';

type GroupingModalProps = {
  fields: ReportFieldInfo[];
  chosen: string[];
  onApply: (groupBy: string[]) => void;
  onClose: () => void;
};

/**
 * 'Agregaciones': the fields the rows are grouped by, in the order they were ticked (the first
 * groups first). Changing them empties the fields (part 3 §4).
 */
export function GroupingModal({ fields, chosen, onApply, onClose }: GroupingModalProps) {
  const { t } = useT();
  const [order, setOrder] = useState<string[]>(chosen);
  const toggle = (key: string) =>
    setOrder((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...current, key]));
  const full = order.length >= REPORT_LIMITS.groupBy;
  const dirty = order.length !== chosen.length || order.some((key, i) => chosen[i] !== key);
  return (
    <EditModal
      title={t('web.reports.groupingsTitle')}
      dirty={dirty}
      onApply={() => onApply(order)}
      onClose={onClose}
      applyLabel={t('web.reports.apply')}
    >
      <p className="report-modal-hint">{t('web.reports.groupingsHint', { max: REPORT_LIMITS.groupBy })}</p>
      <ul className="report-choices">
        {fields
          .filter((f) => f.groupable)
          .map((f) => {
            const position = order.indexOf(f.key);
            return (
              <li key={f.key}>
                <label>
                  <input
                    type="checkbox"
                    checked={position >= 0}
                    disabled={position < 0 && full}
                    onChange={() => toggle(f.key)}
                  />
                  {f.name}
                  {position >= 0 && order.length > 1 && (
                    <span className="report-choice-order">
                      {t('web.reports.groupOrder', { n: position + 1 })}
                    </span>
                  )}
                </label>
              </li>
            );
          })}
      </ul>
    </EditModal>
  );
}
