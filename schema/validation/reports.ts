// The report builder's rules of part 3 §3, §4, §5 and §9, shared by the server (which compiles and
// refuses) and the web (which offers and warns with the same words before anything is sent).

/** Part 3 §3: how a field is filtered and shown. */
export const FIELD_TYPES = [
  'texto',
  'null_distinc',
  'bool',
  'edad',
  'entero',
  'cinturon',
  'titulo',
  'tiempo',
  'distinc',
  'numero',
  'moneda',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Part 3 §9. */
export const OPERATORS = ['=', '!=', '>=', '<=', '>', '<'] as const;
export type Operator = (typeof OPERATORS)[number];
export const CONNECTORS = ['Y', 'O'] as const;
export type Connector = (typeof CONNECTORS)[number];
export const AGGREGATE_FUNCTIONS = ['sum', 'max', 'min', 'avg'] as const;
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

/** Part 3 §9: result pages. */
export const REPORT_PAGE_SIZES = [15, 50, 100] as const;
export const DEFAULT_REPORT_PAGE_SIZE = 15;
/** Part 3 §9: from this many rows an export is a CSV, below it an xlsx. */
export const MAX_EXCEL_ROWS = 10_000;
/** Part 3 §9: the most distinct values a field offers. */
export const DISTINCT_LIMIT = 10_000;
/** The result column of a grouped report that counts the rows of each group (the "count too"). */
export const COUNT_COLUMN = 'count';

/**
 * Bounds checked before anything else is read: a configuration is small by nature, and one request
 * must never compile a statement with thousands of conditions.
 */
export const REPORT_LIMITS = {
  viewLength: 30,
  fieldKeyLength: 40,
  fields: 40,
  groupBy: 5,
  groups: 20,
  conditionsPerGroup: 20,
  conditions: 60,
  valueLength: 100,
  orderLength: 50,
  maxOffset: 10_000_000,
} as const;

/** Part 3 §5 and §9: template names and descriptions. */
export const TEMPLATE_NAME_MAX = 50;
export const TEMPLATE_DESCRIPTION_MAX = 50;
export const DEFAULT_TEMPLATE_NAME = 'Nueva plantilla';
/** Templates one administrator keeps per view: the list is answered whole, so it is bounded. */
export const MAX_TEMPLATES_PER_VIEW = 50;
export const COPY_SUFFIX = ' - Copia';

/** Part 3 §7: the export's file names. */
export const XLSX_FILE_NAME = 'Documento.xlsx';
export const CSV_FILE_NAME = 'Documento.csv';

/** What the catalogue says of a field (part 3 §3 "Field definition"). */
export type FieldDefinition = {
  key: string;
  type: FieldType;
  /** May group rows (the Agregaciones modal offers it). */
  groupable: boolean;
  /** May be aggregated, with `functions`. */
  aggregatable: boolean;
  functions: readonly AggregateFunction[];
};

/** One condition, as the REST body carries it (part 3 §3). */
export type Condition = { campo: string; tipo?: FieldType; oper: Operator; valor: string };
export type ConditionGroup = { nexo: Connector; filtros: Condition[] };
export type Filters = { nexo: Connector; filtros: ConditionGroup[] };

/** The message keys of part 3 §5 and §8, under `reports.` in the catalogues. */
export type ConditionProblem = 'missingData' | 'invalidValue' | 'invalidNumber';

/** Types whose values must be numbers, and which of them must be whole and not negative. */
const NUMERIC: ReadonlySet<FieldType> = new Set([
  'edad',
  'entero',
  'tiempo',
  'numero',
  'moneda',
  'cinturon',
  'titulo',
]);
const WHOLE: ReadonlySet<FieldType> = new Set(['edad', 'entero', 'tiempo', 'cinturon', 'titulo']);
const NOT_NEGATIVE: ReadonlySet<FieldType> = new Set(['edad', 'tiempo']);
/** Types whose value is picked from the distinct list (`distim_custom`). */
export const PICKED_FROM_LIST: ReadonlySet<FieldType> = new Set([
  'distinc',
  'null_distinc',
  'cinturon',
  'titulo',
]);

// A decimal written the Spanish or the English way, bounded: linear-time, no nested quantifiers.
const NUMBER_PATTERN = /^-?\d{1,12}(?:[.,]\d{1,4})?$/;

export const isOperator = (value: unknown): value is Operator =>
  typeof value === 'string' && (OPERATORS as readonly string[]).includes(value);
export const isConnector = (value: unknown): value is Connector =>
  typeof value === 'string' && (CONNECTORS as readonly string[]).includes(value);

/** The number a numeric condition compares with, or undefined when the text is not one. */
export function parseNumber(value: string, type: FieldType): number | undefined {
  if (value.length > 20 || !NUMBER_PATTERN.test(value.trim())) return undefined;
  const n = Number(value.trim().replace(',', '.'));
  if (!Number.isFinite(n)) return undefined;
  if (WHOLE.has(type) && !Number.isInteger(n)) return undefined;
  if (NOT_NEGATIVE.has(type) && n < 0) return undefined;
  return n;
}

/**
 * Part 3 §5: what is wrong with a condition, or null. `distinctValues` is the field's list of
 * values when it has one (the web has fetched it; the server reads it again). A bool takes
 * 'true' or 'false' and only = or !=. An empty value of a null_distinc field means "no value".
 */
export function conditionProblem(
  field: Pick<FieldDefinition, 'type'> | undefined,
  oper: unknown,
  valor: unknown,
  distinctValues?: readonly string[],
): ConditionProblem | null {
  if (!field || oper === undefined || oper === null || oper === '') return 'missingData';
  if (!isOperator(oper)) return 'invalidValue';
  const text = valor === undefined || valor === null ? '' : String(valor);
  if (text.length > REPORT_LIMITS.valueLength) return 'invalidValue';
  if (text.trim() === '' && field.type !== 'null_distinc') return 'missingData';
  if (field.type === 'bool') {
    if (text !== 'true' && text !== 'false') return 'invalidValue';
    return oper === '=' || oper === '!=' ? null : 'invalidValue';
  }
  if (NUMERIC.has(field.type) && parseNumber(text, field.type) === undefined) return 'invalidNumber';
  if (PICKED_FROM_LIST.has(field.type) && distinctValues && !(text === '' || distinctValues.includes(text)))
    return 'invalidValue';
  return null;
}

/** `max.edad` → { fn: 'max', key: 'edad' }; `edad` → { key: 'edad' }. */
export function splitAggregate(column: string): { fn?: AggregateFunction; key: string } {
  const dot = column.indexOf('.');
  if (dot < 0) return { key: column };
  const fn = column.slice(0, dot);
  return (AGGREGATE_FUNCTIONS as readonly string[]).includes(fn)
    ? { fn: fn as AggregateFunction, key: column.slice(dot + 1) }
    : { key: column };
}

/** `'nombre DESC'` → { column: 'nombre', descending: true }; undefined when not of that shape. */
export function parseOrder(orden: unknown): { column: string; descending: boolean } | undefined {
  if (typeof orden !== 'string' || orden.length > REPORT_LIMITS.orderLength) return undefined;
  const parts = orden.trim().split(' ').filter(Boolean);
  if (parts.length === 0 || parts.length > 2) return undefined;
  const direction = (parts[1] ?? 'ASC').toUpperCase();
  if (direction !== 'ASC' && direction !== 'DESC') return undefined;
  return { column: parts[0], descending: direction === 'DESC' };
}

/** The template name problem (part 3 §5), as a catalogue key, or null. */
export function templateNameProblem(name: unknown): 'common.nameRequired' | 'common.tooLong' | null {
  if (typeof name !== 'string' || name.trim() === '') return 'common.nameRequired';
  return name.length > TEMPLATE_NAME_MAX ? 'common.tooLong' : null;
}

/** Part 3 §2: a duplicate is named '<name> - Copia', shortened so that the copy fits 50 characters. */
export function copyName(name: string): string {
  return `${name.slice(0, TEMPLATE_NAME_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}
