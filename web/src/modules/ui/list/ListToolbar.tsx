import { useId } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { PAGE_SIZES, type ListState } from './useListState';

type ListToolbarProps = { list: ListState; searchLabel?: string };

/** The search box (debounced, back to page 1) and the page-size selector of a list. */
export function ListToolbar({ list, searchLabel }: ListToolbarProps) {
  const { t } = useT();
  const searchId = useId();
  const sizeId = useId();
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
