import { CSV_FILE_NAME, MAX_EXCEL_ROWS, XLSX_FILE_NAME } from '@federa/schema/validation/reports';
import type { FilterInput } from '../templates/templateForm';

/** What the screen shows, in the contract's GraphQL names (ReportInput without paging). */
export type ExportRequest = {
  view: string;
  fields: string[];
  groupBy: string[];
  filter: FilterInput | null;
  orderBy?: string | null;
};

/** Part 3 §9: an xlsx below MaxFilasExcel rows, a semicolon CSV from there on. */
export function exportFormat(total: number): { kind: 'xlsx' | 'csv'; fileName: string } {
  return total >= MAX_EXCEL_ROWS
    ? { kind: 'csv', fileName: CSV_FILE_NAME }
    : { kind: 'xlsx', fileName: XLSX_FILE_NAME };
}

/**
 * The REST configuration of part 3 §3 (`vista`, `campos`, `filtros`, `agregaciones`, `orden`):
 * the export is a file, so it has only the REST door. Paging is left out: the file holds every row.
 */
export function restConfiguration(request: ExportRequest) {
  return {
    vista: request.view,
    campos: request.fields,
    agregaciones: request.groupBy,
    filtros: request.filter
      ? {
          nexo: request.filter.connector,
          filtros: request.filter.groups.map((group) => ({
            nexo: group.connector,
            filtros: group.conditions.map((condition) => ({
              campo: condition.field,
              oper: condition.operator,
              valor: condition.value ?? '',
            })),
          })),
        }
      : { nexo: 'Y', filtros: [] },
    ...(request.orderBy ? { orden: request.orderBy } : {}),
  };
}
