import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { PAGE_SIZES, type ListState } from './useListState';

type ListToolbarProps = {
  list: ListState;
  /** The sortable columns, offered as a select where the table has no header row (phones). */
  sortable: { sort: string; label: string }[];
  searchLabel?: string;
  /** The screen's own filters, after the search. */
  filters?: ReactNode;
};

/** The search box (debounced, back to page 1) and the page-size selector of a list. */
export function ListToolbar({ list, sortable, searchLabel, filters }: ListToolbarProps) {
  const { t } = useT();
  const searchId = useId();
  const sizeId = useId();
  const sortId = useId();
  const handleSortChange = (value: string) => {
    const [column, direction] = value.split(' ');
    list.setSort({ column, desc: direction === 'desc' });
  };
  return (
    <div className="list-toolbar">
      <div className="list-search">
        <label htmlFor={searchId} className="visually-hidden">
          {searchLabel ?? t('web.list.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={list.searchInput}
          placeholder={t('web.list.searchPlaceholder')}
          onChange={(event) => list.setSearchInput(event.target.value)}
          autoComplete="off"
        />
      </div>
      {filters}
      {sortable.length > 0 && (
        <div className="list-sort">
          <label htmlFor={sortId}>{t('web.list.sortBy')}</label>
          <select
            id={sortId}
            value={`${list.order.column} ${list.order.desc ? 'desc' : 'asc'}`}
            onChange={(event) => handleSortChange(event.target.value)}
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
      )}
      <div className="list-size">
        <label htmlFor={sizeId}>{t('web.list.pageSize')}</label>
        <select
          id={sizeId}
          value={list.pageSize}
          onChange={(event) => list.setPageSize(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
