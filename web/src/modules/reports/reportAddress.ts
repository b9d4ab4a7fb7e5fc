import {
  isConnector,
  isOperator,
  REPORT_LIMITS,
  REPORT_PAGE_SIZES,
  DEFAULT_REPORT_PAGE_SIZE,
} from '@federa/schema/validation/reports';
import type { FilterInput } from './templates/templateForm';

/** Everything a report is: the configuration, its order and page, and whether it is shown. */
export type ReportState = {
  view: string | null;
  fields: string[];
  groupBy: string[];
  filter: FilterInput | null;
  orderBy: string | null;
  page: number;
  pageSize: number;
  shown: boolean;
};

export const EMPTY_REPORT: ReportState = {
  view: null,
  fields: [],
  groupBy: [],
  filter: null,
  orderBy: null,
  page: 0,
  pageSize: DEFAULT_REPORT_PAGE_SIZE,
  shown: false,
};

/** The address's query parameter that holds the report. */
export const REPORT_PARAM = 'informe';
/** An address longer than this is not a report anybody built on this screen. */
const MAX_ENCODED = 8000;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The report as the address carries it: compact JSON in base64url, so that it survives any mail client. */
export function encodeReport(state: ReportState): string {
  return toBase64Url(
    JSON.stringify({
      v: state.view,
      f: state.fields,
      g: state.groupBy,
      w: state.filter,
      o: state.orderBy,
      p: state.page,
      n: state.pageSize,
      s: state.shown,
    }),
  );
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;
const texts = (value: unknown, count: number, max: number): string[] | undefined =>
  Array.isArray(value) && value.length <= count && value.every((v) => isText(v, max))
    ? (value as string[])
    : undefined;

function filterOf(value: unknown): FilterInput | null | undefined {
  if (value === null || value === undefined) return null;
  const top = value as { connector?: unknown; groups?: unknown };
  if (!isConnector(top.connector) || !Array.isArray(top.groups) || top.groups.length > REPORT_LIMITS.groups)
    return undefined;
  const groups: FilterInput['groups'] = [];
  for (const g of top.groups as { connector?: unknown; conditions?: unknown }[]) {
    if (!g || !isConnector(g.connector) || !Array.isArray(g.conditions)) return undefined;
    if (g.conditions.length > REPORT_LIMITS.conditionsPerGroup) return undefined;
    const conditions = [];
    for (const c of g.conditions as { field?: unknown; operator?: unknown; value?: unknown }[]) {
      if (!c || !isText(c.field, REPORT_LIMITS.fieldKeyLength) || !isOperator(c.operator)) return undefined;
      if (c.value !== null && !isText(c.value, REPORT_LIMITS.valueLength)) return undefined;
      conditions.push({ field: c.field, operator: c.operator, value: (c.value as string | null) ?? null });
    }
    groups.push({ connector: g.connector, conditions });
  }
  return { connector: top.connector, groups };
}

/**
 * The report an address carries, or null when it carries none or something else: a damaged or
 * hostile parameter is ignored, never shown. The server checks the meaning again (fields of the
 * view, the caller's scope): this only keeps the shape and the bounds.
 */
export function decodeReport(encoded: string | null): ReportState | null {
  if (!encoded || encoded.length > MAX_ENCODED) return null;
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(fromBase64Url(encoded)) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const view = raw.v === null ? null : isText(raw.v, REPORT_LIMITS.viewLength) ? raw.v : undefined;
  const fields = texts(raw.f, REPORT_LIMITS.fields, REPORT_LIMITS.fieldKeyLength + 4);
  const groupBy = texts(raw.g, REPORT_LIMITS.groupBy, REPORT_LIMITS.fieldKeyLength);
  const filter = filterOf(raw.w);
  const orderBy = raw.o === null ? null : isText(raw.o, REPORT_LIMITS.orderLength) ? raw.o : undefined;
  const page =
    typeof raw.p === 'number' && Number.isInteger(raw.p) && raw.p >= 0 && raw.p < 100_000 ? raw.p : undefined;
  const pageSize = (REPORT_PAGE_SIZES as readonly unknown[]).includes(raw.n) ? (raw.n as number) : undefined;
  if ([view, fields, groupBy, filter, orderBy, page, pageSize].includes(undefined)) return null;
  return {
    view: view!,
    fields: fields!,
    groupBy: groupBy!,
    filter: filter!,
    orderBy: orderBy!,
    page: page!,
    pageSize: pageSize!,
    shown: raw.s === true && !!view,
  };
}

/** How many conditions a filter holds: the toolbar's Filtros (n). */
export const conditionCount = (filter: FilterInput | null) =>
  filter?.groups.reduce((n, g) => n + g.conditions.length, 0) ?? 0;
