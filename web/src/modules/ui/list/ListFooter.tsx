import type { ReactNode } from 'react';
import { useT } from '../../i18n/hooks/useT';

/** A count, or its wording when it is a lower bound ('more than 1000'). */
export type FooterCount = { label: string; value: number | string };

type ListFooterProps = {
  /** Counts of the whole filtered list besides its total (the cards' printable ones, nPrint). */
  counts?: FooterCount[];
  /** What the bulk actions would act on (useSelection's `summary`). */
  selected?: { all: boolean; count: number; onClear: () => void };
  /** The bulk actions. */
  children?: ReactNode;
};

/** Below a list's table: its counts, what is selected with a way back, and the bulk actions. */
export function ListFooter({ counts, selected, children }: ListFooterProps) {
  const { t } = useT();
  return (
    <div className="list-footer">
      {counts && counts.length > 0 && (
        <dl className="list-counts">
          {counts.map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {selected && (
        <p className="list-selected" aria-live="polite">
          {selected.all
            ? t('web.list.allSelected', { count: selected.count })
            : t('web.list.selectedCount', { count: selected.count })}
        </p>
      )}
      {selected && !selected.all && selected.count > 0 && (
        <button type="button" className="button" onClick={selected.onClear}>
          {t('web.list.clearSelection')}
        </button>
      )}
      {children && <div className="list-bulk">{children}</div>}
    </div>
  );
}
