import type { Column } from './DataTable';

/** A column known only when the data arrives (a report's chosen fields). */
export type DataField = { key: string; label: string; sort?: string; numeric?: boolean };

/** A row of such data: its values by field key; a field it lacks shows empty. */
export type DataRow = { id: number; values: Readonly<Record<string, string | number | null>> };

/** The table columns for fields defined at runtime rather than by a screen's column list. */
export function dataColumns(fields: readonly DataField[]): Column<DataRow>[] {
  return fields.map(({ key, label, sort, numeric }) => ({
    key,
    label,
    sort,
    className: numeric ? 'numeric' : undefined,
    render: (row) => String(row.values[key] ?? ''),
  }));
}
