import { useId } from 'react';
import { useT } from '../../i18n/hooks/useT';
import type { ListOrder } from './useListState';

type SortSelectProps = {
  sortable: { sort: string; label: string }[];
  order: ListOrder;
  onSort: (order: ListOrder) => void;
};

/** The sort of a table shown as cards (no header row to click): each key, up or down. */
export function SortSelect({ sortable, order, onSort }: SortSelectProps) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="list-sort">
      <label htmlFor={id}>{t('web.list.sortBy')}</label>
      <select
        id={id}
        value={`${order.column} ${order.desc ? 'desc' : 'asc'}`}
        onChange={(event) => {
          const [column, direction] = event.target.value.split(' ');
          onSort({ column, desc: direction === 'desc' });
        }}
      >
        {sortable.flatMap(({ sort, label }) => [
          <option key={`${sort} asc`} value={`${sort} asc`}>
            {label} ▲ {t('web.list.sortAscending')}
          </option>,
          <option key={`${sort} desc`} value={`${sort} desc`}>
            {label} ▼ {t('web.list.sortDescending')}
          </option>,
        ])}
      </select>
    </div>
  );
}
