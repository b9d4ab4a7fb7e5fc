import {
  conditionProblem,
  COUNT_COLUMN,
  parseNumber,
  parseOrder,
  REPORT_LIMITS,
  REPORT_PAGE_SIZES,
  splitAggregate,
  type AggregateFunction,
  type Connector,
  type Operator,
} from '@federa/schema/validation/reports';
import { fieldOf, type FieldSpec, type ViewSpec } from '../common/report-view';
import { refuse, type ReportConfig, type ReportDefinitionInput } from './report.config';

/** A result column: a field as it is, a field aggregated, or the groups' count. */
export type Column =
  | { kind: 'field'; key: string; field: FieldSpec }
  | { kind: 'aggregate'; key: string; field: FieldSpec; fn: AggregateFunction }
  | { kind: 'count'; key: typeof COUNT_COLUMN };

/** A condition whose field is known and whose value has the type the comparison binds. */
export type CheckedCondition = {
  field: FieldSpec;
  operator: Operator;
  value: string | number | boolean | null;
  /** The text the distinct list must hold (distinc, null_distinc, cinturon, titulo), if any. */
  listed?: string;
};
export type CheckedGroup = { connector: Connector; conditions: CheckedCondition[] };

/** A configuration every part of which has been checked against the view's catalogue. */
export type CheckedReport = {
  view: ViewSpec;
  columns: Column[];
  grouped: boolean;
  filter: { connector: Connector; groups: CheckedGroup[] };
  order: { column: Column; descending: boolean };
  offset: number;
  limit: number;
};

const NUMERIC_VALUE = new Set(['edad', 'entero', 'tiempo', 'numero', 'moneda', 'cinturon', 'titulo']);
const LISTED = new Set(['distinc', 'null_distinc', 'cinturon', 'titulo']);

function checkCondition(view: ViewSpec, field: string, operator: string, value: string): CheckedCondition {
  const spec = fieldOf(view, field);
  // A field named but not in the catalogue is not missing: it is not a field.
  if (!spec && field !== '') throw refuse('filtros');
  const problem = conditionProblem(spec, operator, value);
  if (problem) throw refuse('filtros', `reports.${problem}`);
  const f = spec!;
  const op = operator as Operator;
  if (f.type === 'bool') return { field: f, operator: op, value: value === 'true' };
  if (f.type === 'null_distinc' && value.trim() === '') {
    // "Has no value" / "has one": equality only.
    if (op !== '=' && op !== '!=') throw refuse('filtros');
    return { field: f, operator: op, value: null };
  }
  const checked: CheckedCondition = {
    field: f,
    operator: op,
    value: NUMERIC_VALUE.has(f.type) ? parseNumber(value, f.type)! : value,
  };
  if (LISTED.has(f.type)) checked.listed = value;
  return checked;
}

function checkFilter(view: ViewSpec, config: Pick<ReportConfig, 'filter'>): CheckedReport['filter'] {
  const filter = config.filter;
  if (!filter) return { connector: 'Y', groups: [] };
  const total = filter.groups.reduce((n, g) => n + g.conditions.length, 0);
  if (filter.groups.length > REPORT_LIMITS.groups || total > REPORT_LIMITS.conditions)
    throw refuse('filtros');
  return {
    connector: filter.connector,
    groups: filter.groups
      .filter((g) => g.conditions.length > 0)
      .map((g) => ({
        connector: g.connector,
        conditions: g.conditions.map((c) => checkCondition(view, c.field, c.operator, c.value)),
      })),
  };
}

function checkColumns(view: ViewSpec, fields: string[], groupBy: string[]): Column[] {
  if (new Set(groupBy).size !== groupBy.length || new Set(fields).size !== fields.length)
    throw refuse('campos');
  const groups: Column[] = groupBy.map((key) => {
    const field = fieldOf(view, key);
    if (!field?.groupable) throw refuse('agregaciones');
    return { kind: 'field', key, field };
  });
  const grouped = groups.length > 0;
  const chosen: Column[] = fields.map((column) => {
    const { fn, key } = splitAggregate(column);
    const field = fieldOf(view, key);
    if (!field) throw refuse('campos');
    if (!grouped) {
      if (fn || column !== key) throw refuse('campos');
      return { kind: 'field', key, field };
    }
    // While grouping, every other column is an aggregate the field allows.
    if (!fn || !field.functions?.includes(fn)) throw refuse('campos');
    return { kind: 'aggregate', key: column, field, fn };
  });
  if (!grouped && chosen.length === 0) throw refuse('campos', 'reports.missingData');
  return grouped ? [...groups, ...chosen, { kind: 'count', key: COUNT_COLUMN }] : chosen;
}

/**
 * Part 3 §3–§5: the whole configuration checked before any SQL is written or run. Unknown fields,
 * functions, operators, connectors and orders are refused with 'Valor no válido', missing parts
 * with 'Faltan datos', non-numbers with 'Número no válido'. Distinct values are checked against
 * the database by the service afterwards (`listed`).
 */
export function validateReport(
  view: ViewSpec,
  config: ReportConfig,
  pageSizes: readonly number[] = REPORT_PAGE_SIZES,
): CheckedReport {
  const columns = checkColumns(view, config.fields, config.groupBy);
  const filter = checkFilter(view, config);
  // The page is checked here for both doors: GraphQL's Int let -1 reach the statement.
  if (!Number.isSafeInteger(config.offset) || config.offset < 0 || config.offset > REPORT_LIMITS.maxOffset)
    throw refuse('ini', 'reports.invalidNumber');
  if (!pageSizes.includes(config.limit)) throw refuse('num', 'reports.invalidNumber');
  let order = { column: columns[0], descending: false };
  if (config.orderBy !== undefined && config.orderBy !== '') {
    const parsed = parseOrder(config.orderBy);
    const column = parsed && columns.find((c) => c.key === parsed.column);
    if (!parsed || !column) throw refuse('orden');
    order = { column, descending: parsed.descending };
  }
  return {
    view,
    columns,
    grouped: config.groupBy.length > 0,
    filter,
    order,
    offset: config.offset,
    limit: config.limit,
  };
}

/**
 * A template's definition (part 3 §4: something to save — fields, filters or groupings): its
 * columns are checked as a report's when it has any, its conditions always.
 */
export function validateDefinition(view: ViewSpec, definition: ReportDefinitionInput): void {
  const conditions = definition.filter?.groups.reduce((n, g) => n + g.conditions.length, 0) ?? 0;
  if (!definition.fields.length && !definition.groupBy.length && !conditions)
    throw refuse('campos', 'reports.missingData');
  if (definition.fields.length || definition.groupBy.length)
    checkColumns(view, definition.fields, definition.groupBy);
  checkFilter(view, definition);
}

/**
 * A stored template against today's catalogue (part 3 §7, issue 14): what is still valid stays,
 * and the keys of what no longer is are listed, so that loading never fails on a renamed field.
 */
export function cleanDefinition(
  view: ViewSpec,
  definition: ReportDefinitionInput,
): { definition: ReportDefinitionInput; dropped: string[] } {
  const dropped = new Set<string>();
  const groupBy = definition.groupBy.filter((key) => fieldOf(view, key)?.groupable || !dropped.add(key));
  const fields = definition.fields.filter((column) => {
    const { fn, key } = splitAggregate(column);
    const field = fieldOf(view, key);
    const ok = groupBy.length ? !!fn && !!field?.functions?.includes(fn) : !!field && column === key;
    if (!ok) dropped.add(column);
    return ok;
  });
  const filter = definition.filter && {
    connector: definition.filter.connector,
    groups: definition.filter.groups.map((g) => ({
      connector: g.connector,
      conditions: g.conditions.filter((c) => {
        const ok = conditionProblem(fieldOf(view, c.field), c.operator, c.value) === null;
        if (!ok) dropped.add(c.field);
        return ok;
      }),
    })),
  };
  return { definition: { fields, groupBy, filter }, dropped: [...dropped] };
}
