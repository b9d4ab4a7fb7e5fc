import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { useAltShortcut } from '../hooks/useShortcut';
import { DataTable, type Column, type RowSelect } from './DataTable';
import { ListToolbar } from './ListToolbar';
import { pageCount } from './pageWindow';
import { Pager } from './Pager';
import { RowMenu, type RowAction } from './RowMenu';
import type { ListState } from './useListState';
import './list.css';

type ListViewProps<Row extends { id: number }> = {
  title: string;
  list: ListState;
  rows: Row[];
  total: number;
  /** false: `total` is a lower bound (the pager says "more than"). */
  totalIsExact?: boolean;
  loading: boolean;
  columns: Column<Row>[];
  rowName: (row: Row) => string;
  rowActions?: (row: Row) => RowAction[];
  /** The add button's text; with `onAdd` it also answers alt+n. */
  addLabel?: string;
  onAdd?: () => void;
  filterChip?: ReactNode;
  /** The screen's own filters (a select of states), shown beside the search. */
  filters?: ReactNode;
  /** Tick boxes for bulk actions (useSelection's `rows`). */
  selection?: Omit<RowSelect<Row>, 'label'>;
  /** Below the table: counts, selection and bulk actions (ListFooter). */
  footer?: ReactNode;
  /** What an empty list says ('No hay grados actualmente'); 'No hay resultados.' unless given. */
  emptyText?: string;
  /** A row's own class (pending rows highlighted). */
  rowClassName?: (row: Row) => string | undefined;
  /** Buttons of the screen's own in the header, after the add button (a download). */
  headerActions?: ReactNode;
};

/**
 * Every list of the product (part 1 §2): header with the add button and the filter indicator,
 * search and page size, the sortable table with its row menus, and the pager. The screen owns the
 * query; a failed load simply shows no rows (§8).
 */
export function ListView<Row extends { id: number }>({
  title,
  list,
  rows,
  total,
  totalIsExact,
  loading,
  columns,
  rowName,
  rowActions,
  addLabel,
  onAdd,
  filterChip,
  filters,
  selection,
  footer,
  emptyText,
  rowClassName,
  headerActions,
}: ListViewProps<Row>) {
  const { t } = useT();
  useAltShortcut('n', onAdd);
  const [cards, setCards] = useState(false);
  // Deleting the last row of the last page would leave an empty page behind: step back.
  const lastPage = pageCount(total, list.pageSize) - 1;
  const { page, setPage } = list;
  useEffect(() => {
    if (!loading && total > 0 && page > lastPage) setPage(lastPage);
  }, [loading, total, page, lastPage, setPage]);
  return (
    <section
      className={cards ? 'list-screen list-screen--cards' : 'list-screen'}
      aria-labelledby="list-title"
    >
      <header className="list-header">
        <h1 id="list-title">{title}</h1>
        {onAdd && addLabel && (
          <button type="button" className="button button--primary" onClick={onAdd} aria-keyshortcuts="Alt+N">
            <span aria-hidden="true">+ </span>
            {addLabel}
          </button>
        )}
        {headerActions}
      </header>
      {filterChip}
      <ListToolbar
        list={list}
        filters={filters}
        sortable={columns.flatMap((column) =>
          column.sort ? [{ sort: column.sort, label: column.label }] : [],
        )}
      />
      <DataTable<Row>
        caption={title}
        columns={columns}
        rows={rows}
        order={list.order}
        onSort={list.sortBy}
        highlightId={list.highlightId}
        highlightSeq={list.highlightSeq}
        flashIds={list.flashIds}
        loading={loading}
        onCardsChange={setCards}
        emptyText={emptyText}
        rowClassName={rowClassName}
        actions={rowActions && ((row) => <RowMenu name={rowName(row)} actions={rowActions(row)} />)}
        select={
          selection && { ...selection, label: (row) => t('web.list.selectRow', { name: rowName(row) }) }
        }
      />
      {footer}
      <Pager
        page={list.page}
        pageSize={list.pageSize}
        total={total}
        totalIsExact={totalIsExact}
        onPage={list.setPage}
      />
    </section>
  );
}
