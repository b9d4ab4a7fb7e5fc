import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { useCardLayout } from './useCardLayout';
import type { ListOrder } from './useListState';
// Its own styles (cards among them): a table outside a list screen, in a modal, needs them too.
import './list.css';

export type Column<Row> = {
  key: string;
  label: string;
  /** The server's order name; absent means the column cannot be sorted. */
  sort?: string;
  render: (row: Row) => ReactNode;
  className?: string;
};

/** A tick box before each row, for bulk actions (see useSelection). */
export type RowSelect<Row> = {
  ticked: (row: Row) => boolean;
  /** A row it cannot select shows its box disabled and greyed (cards without an email). */
  selectable: (row: Row) => boolean;
  onToggle: (row: Row) => void;
  /** The box's accessible name. */
  label: (row: Row) => string;
  /**
   * A visible heading, for a tick that means something of its own (the enrolment's 'Inscrito')
   * beside other columns of ticks; a bulk selection's heading is only read out.
   */
  header?: string;
};

type DataTableProps<Row extends { id: number }> = {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  order: ListOrder;
  onSort: (column: string) => void;
  highlightId?: number;
  /** Changes each time the highlighted row is to be brought into view. */
  highlightSeq?: number;
  /** Rows lit for a while (FLASH_MS): those a bulk action changed, the row just saved. */
  flashIds?: ReadonlySet<number>;
  actions?: (row: Row) => ReactNode;
  select?: RowSelect<Row>;
  loading?: boolean;
  /** Told when the table turns into cards (no header row: the list offers a sort select). */
  onCardsChange?: (cards: boolean) => void;
  /** What an empty table says; 'No hay resultados.' unless given. */
  emptyText?: string;
  /** A row's own class (a pending grade is highlighted), besides the kit's. */
  rowClassName?: (row: Row) => string | undefined;
};

/**
 * A list's table: sortable headers (a second click sorts descending), the highlighted row of the
 * last save or of the route's idReg, and the row menu. Where the columns do not fit, each row
 * becomes a card whose cells carry their column's name.
 */
export function DataTable<Row extends { id: number }>({
  caption,
  columns,
  rows,
  order,
  onSort,
  highlightId,
  highlightSeq,
  flashIds,
  actions,
  select,
  loading,
  onCardsChange,
  emptyText,
  rowClassName,
}: DataTableProps<Row>) {
  const { t, lang } = useT();
  const body = useRef<HTMLTableSectionElement>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const cards = useCardLayout(wrap, table, [rows, columns.length, lang]);
  useLayoutEffect(() => onCardsChange?.(cards), [cards, onCardsChange]);
  const scrolled = useRef<number | undefined>(undefined);
  const highlightShown = rows.some((row) => row.id === highlightId);

  // Once per request, as soon as the row has arrived on the page: a phone's card may be far below.
  // Not while the next page loads: the row may still show on the page being left.
  useEffect(() => {
    if (loading || !highlightShown || scrolled.current === highlightSeq) return;
    scrolled.current = highlightSeq;
    body.current?.querySelector('tr.row-highlight')?.scrollIntoView({ block: 'nearest' });
  }, [loading, highlightShown, highlightSeq]);
  return (
    <div ref={wrap} className={cards ? 'table-wrap table-wrap--cards' : 'table-wrap'}>
      <table ref={table} className="data-table" aria-busy={loading || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {select && (
              <th scope="col" className="select-cell">
                {select.header ?? <span className="visually-hidden">{t('web.list.selection')}</span>}
              </th>
            )}
            {columns.map((column) => {
              const active = column.sort && order.column === column.sort;
              const direction = active ? (order.desc ? 'descending' : 'ascending') : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={direction} className={column.className}>
                  {column.sort ? (
                    <button type="button" className="sort-button" onClick={() => onSort(column.sort!)}>
                      {column.label}
                      <span aria-hidden="true" className="sort-mark">
                        {active ? (order.desc ? '▼' : '▲') : ''}
                      </span>
                      {active && (
                        <span className="visually-hidden">
                          , {order.desc ? t('web.list.sortDescending') : t('web.list.sortAscending')}
                        </span>
                      )}
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
            {actions && (
              <th scope="col" className="actions-cell">
                <span className="visually-hidden">{t('web.list.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody ref={body}>
          {rows.map((row) => (
            <tr
              key={row.id}
              data-row-id={row.id}
              className={rowClass(
                row.id === highlightId,
                !!flashIds?.has(row.id),
                select && !select.selectable(row),
                rowClassName?.(row),
              )}
              aria-current={row.id === highlightId ? 'true' : undefined}
            >
              {select && (
                <td
                  className={select.header ? 'select-cell select-cell--headed' : 'select-cell'}
                  data-label={select.header}
                >
                  <input
                    type="checkbox"
                    checked={select.ticked(row)}
                    disabled={!select.selectable(row)}
                    aria-label={select.label(row)}
                    onChange={() => select.onToggle(row)}
                  />
                </td>
              )}
              {columns.map((column) => (
                <td key={column.key} data-label={column.label} className={column.className}>
                  {column.render(row)}
                </td>
              ))}
              {actions && <td className="actions-cell">{actions(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {!loading && rows.length === 0 && <p className="list-empty">{emptyText ?? t('web.list.noResults')}</p>}
    </div>
  );
}

function rowClass(
  highlighted: boolean,
  flashed: boolean,
  unselectable: boolean | undefined,
  own: string | undefined,
) {
  const names = [
    own,
    highlighted && 'row-highlight',
    flashed && 'row-flash',
    unselectable && 'row-unselectable',
  ].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}
