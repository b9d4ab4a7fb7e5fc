import { useState } from 'react';
import { parseOrder, REPORT_PAGE_SIZES } from '@federa/schema/validation/reports';
import type { ReportQuery } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import { DataTable, type Column } from '../../ui/list/DataTable';
import { PageSizeSelect } from '../../ui/list/PageSizeSelect';
import { Pager } from '../../ui/list/Pager';
import { ReportChart } from './ReportChart';

type Result = ReportQuery['report'];
type Row = { id: number; cells: (string | null)[] };

const NUMBERS = new Set(['edad', 'entero', 'tiempo', 'numero', 'moneda']);

type ReportResultsProps = {
  result: Result;
  loading: boolean;
  groups: number;
  orderBy: string | null;
  page: number;
  pageSize: number;
  onSort: (orderBy: string) => void;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
};

/**
 * The report's rows on the list kit's table and pager: a click on a heading sorts by it, a second
 * one the other way (orden 'key DESC'). Cells read by their column's type: numbers in the
 * language's way, yes and no in words.
 */
export function ReportResults({
  result,
  loading,
  groups,
  orderBy,
  page,
  pageSize,
  onSort,
  onPage,
  onPageSize,
}: ReportResultsProps) {
  const { t, lang } = useT();
  const [chart, setChart] = useState(false);
  const parsed = parseOrder(orderBy ?? '') ?? { column: result.columns[0]?.key ?? '', descending: false };
  const order = { column: parsed.column, desc: parsed.descending };
  const cell = (type: string, value: string | null) => {
    if (value === null) return '';
    if (type === 'bool') return value === 'true' ? t('reports.yes') : t('reports.no');
    if (NUMBERS.has(type) && value !== '' && !Number.isNaN(Number(value)))
      // Euros (moneda) with their two decimals: 12,50, not 12,5.
      return Number(value).toLocaleString(lang, type === 'moneda' ? { minimumFractionDigits: 2 } : undefined);
    return value;
  };
  const columns: Column<Row>[] = result.columns.map((c, i) => ({
    key: c.key,
    label: c.name,
    sort: c.key,
    render: (row) => cell(c.type, row.cells[i]),
    className: NUMBERS.has(c.type) ? 'cell-number' : undefined,
  }));
  // GraphQL cannot say that a row is never null while its cells may be: a row always comes.
  const rows = result.rows.map((cells, i) => ({ id: page * pageSize + i + 1, cells: cells ?? [] }));
  const sort = (key: string) => onSort(`${key} ${order.column === key && !order.desc ? 'DESC' : 'ASC'}`);
  return (
    <div className="report-results">
      <div className="list-toolbar">
        <PageSizeSelect value={pageSize} onChange={onPageSize} sizes={REPORT_PAGE_SIZES} />
        {groups > 0 && (
          <button type="button" className="button" aria-pressed={chart} onClick={() => setChart((v) => !v)}>
            {t('web.reports.showChart')}
          </button>
        )}
      </div>
      <div
        className={
          chart && groups > 0 ? 'report-results-body report-results-body--chart' : 'report-results-body'
        }
      >
        <DataTable
          caption={t('web.reports.resultsCaption')}
          columns={columns}
          rows={rows}
          order={order}
          onSort={sort}
          loading={loading}
        />
        {chart && groups > 0 && result.rows.length > 0 && <ReportChart result={result} groups={groups} />}
      </div>
      <Pager page={page} pageSize={pageSize} total={result.total} onPage={onPage} />
    </div>
  );
}
