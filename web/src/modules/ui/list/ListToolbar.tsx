import type { ReactNode } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { SearchField } from './SearchField';
import { SortSelect } from './SortSelect';
import { PageSizeSelect } from './PageSizeSelect';
import type { ListState } from './useListState';

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
  return (
    <div className="list-toolbar">
      <SearchField
        label={searchLabel ?? t('web.list.search')}
        value={list.searchInput}
        onChange={list.setSearchInput}
        placeholder={t('web.list.searchPlaceholder')}
      />
      {filters}
      {sortable.length > 0 && <SortSelect sortable={sortable} order={list.order} onSort={list.setSort} />}
      <PageSizeSelect value={list.pageSize} onChange={list.setPageSize} />
    </div>
  );
}
