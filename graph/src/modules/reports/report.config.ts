import {
  DEFAULT_REPORT_PAGE_SIZE,
  isConnector,
  REPORT_LIMITS,
  type Connector,
} from '@federa/schema/validation/reports';
import { DomainError } from '../common/domain-error';

/** One condition of a report: a field, one of the six operators, and the value as text. */
export type ReportCondition = { field: string; operator: string; value: string };
export type ReportGroup = { connector: Connector; conditions: ReportCondition[] };
export type ReportFilter = { connector: Connector; groups: ReportGroup[] };

/** A report's configuration (part 3 §3) in the service's words, whichever door it came through. */
export type ReportConfig = {
  view: string;
  fields: string[];
  groupBy: string[];
  filter: ReportFilter | null;
  offset: number;
  limit: number;
  orderBy?: string;
};

/** What a template stores: the configuration without paging and order. */
export type ReportDefinitionInput = Pick<ReportConfig, 'fields' | 'groupBy' | 'filter'>;

type Problem = 'reports.missingData' | 'reports.invalidValue' | 'reports.invalidNumber';
export const refuse = (field: string, key: Problem = 'reports.invalidValue') =>
  DomainError.invalid([{ field, key }]);

/** A list of short texts, bounded before any item is read. */
function texts(value: unknown, field: string, max: number, itemLength: number): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > max) throw refuse(field);
  return value.map((item) => {
    if (typeof item !== 'string' || item.length > itemLength) throw refuse(field);
    return item;
  });
}

/** A value as the text conditions compare: strings, numbers and booleans; anything else is refused. */
function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') {
    if (value.length > REPORT_LIMITS.valueLength) throw refuse('filtros');
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw refuse('filtros');
}

function connector(value: unknown, field: string): Connector {
  if (value === undefined || value === null || value === '') return 'Y';
  if (!isConnector(value)) throw refuse(field);
  return value;
}

/** Reads the filter tree of REST (`nexo`, `filtros`, `campo`, `oper`, `valor`): two levels, bounded. */
export function filterFromRest(raw: unknown): ReportFilter | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw refuse('filtros');
  const top = raw as { nexo?: unknown; filtros?: unknown };
  const groups = top.filtros ?? [];
  if (!Array.isArray(groups) || groups.length > REPORT_LIMITS.groups) throw refuse('filtros');
  return {
    connector: connector(top.nexo, 'filtros'),
    groups: groups.map((g) => {
      if (!g || typeof g !== 'object' || Array.isArray(g)) throw refuse('filtros');
      const group = g as { nexo?: unknown; filtros?: unknown };
      const conditions = group.filtros ?? [];
      if (!Array.isArray(conditions) || conditions.length > REPORT_LIMITS.conditionsPerGroup)
        throw refuse('filtros');
      return {
        connector: connector(group.nexo, 'filtros'),
        conditions: conditions.map((c) => {
          // A condition holding a group (a third level) is not a condition: refused, not flattened.
          if (!c || typeof c !== 'object' || Array.isArray(c) || 'filtros' in c) throw refuse('filtros');
          const { campo, oper, valor } = c as { campo?: unknown; oper?: unknown; valor?: unknown };
          if (typeof campo !== 'string' || campo === '') throw refuse('filtros', 'reports.missingData');
          if (campo.length > REPORT_LIMITS.fieldKeyLength) throw refuse('filtros');
          if (oper !== undefined && oper !== null && typeof oper !== 'string') throw refuse('filtros');
          if (typeof oper === 'string' && oper.length > 2) throw refuse('filtros');
          return { field: campo, operator: oper ?? '', value: valueText(valor) };
        }),
      };
    }),
  };
}

/** A whole number as REST sends it (a number or digits); its range is the report's rule (validateReport). */
function whole(value: unknown, field: string, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d{1,9}$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isSafeInteger(n)) throw refuse(field, 'reports.invalidNumber');
  return n;
}

/** The REST body of `custom` (part 3 §7) as a configuration; shapes are checked, meaning is not yet. */
export function configFromRest(body: Record<string, unknown>): ReportConfig {
  const view = body.vista;
  if (typeof view !== 'string' || view === '') throw refuse('vista', 'reports.missingData');
  if (view.length > REPORT_LIMITS.viewLength) throw refuse('vista');
  const orden = body.orden;
  if (orden !== undefined && orden !== null && typeof orden !== 'string') throw refuse('orden');
  return {
    view,
    fields: texts(body.campos, 'campos', REPORT_LIMITS.fields, REPORT_LIMITS.fieldKeyLength + 4),
    groupBy: texts(body.agregaciones, 'agregaciones', REPORT_LIMITS.groupBy, REPORT_LIMITS.fieldKeyLength),
    filter: filterFromRest(body.filtros),
    offset: whole(body.ini, 'ini', 0),
    limit: whole(body.num, 'num', DEFAULT_REPORT_PAGE_SIZE),
    orderBy: orden || undefined,
  };
}

/** A template's stored JSON (`{campos, filtros, agregaciones}`) as a definition, for REST and storage. */
export function definitionFromRest(body: Record<string, unknown>): ReportDefinitionInput {
  return {
    fields: texts(body.campos, 'campos', REPORT_LIMITS.fields, REPORT_LIMITS.fieldKeyLength + 4),
    groupBy: texts(body.agregaciones, 'agregaciones', REPORT_LIMITS.groupBy, REPORT_LIMITS.fieldKeyLength),
    filter: filterFromRest(body.filtros),
  };
}

/** The definition as REST and the `plantilla` column write it. */
export function definitionToRest(definition: ReportDefinitionInput): Record<string, unknown> {
  return {
    campos: definition.fields,
    agregaciones: definition.groupBy,
    filtros: definition.filter
      ? {
          nexo: definition.filter.connector,
          filtros: definition.filter.groups.map((g) => ({
            nexo: g.connector,
            filtros: g.conditions.map((c) => ({ campo: c.field, oper: c.operator, valor: c.value })),
          })),
        }
      : { nexo: 'Y', filtros: [] },
  };
}
