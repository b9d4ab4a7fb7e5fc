import type { Knex } from '@mikro-orm/postgresql';
import type { Caller } from '../common/caller';
import type { FieldSpec, ViewSpec } from '../common/report-view';
import { raw } from '../common/sql';
import type { CheckedCondition, CheckedReport, Column } from './report.validate';

type Builder = Knex.QueryBuilder;

/**
 * Result columns are aliased by position (`c0`, `c1`…), never by the request's keys: an alias is
 * then always a plain identifier, whatever the key, and the service maps positions back to keys.
 */
export const alias = (index: number) => `c${index}`;

const compared = (f: FieldSpec) => f.compare ?? f.select;

function aggregateSql(report: CheckedReport, column: Column, rolledUp: boolean): string {
  if (column.kind === 'count') return rolledUp ? 'sum(c.n_rows)::int' : 'count(*)::int';
  if (column.kind === 'field') return perGroup(report, column)?.select ?? column.field.select;
  const special = column.field.aggregates?.[column.fn];
  if (special) return special;
  const inner = column.field.select;
  // An average keeps two decimals; sums of whole numbers stay whole.
  return column.fn === 'avg' ? `round(avg(${inner})::numeric, 2)` : `${column.fn}(${inner})`;
}

/** A grouped column's lookup once per group, when its field has one. */
const perGroup = (report: CheckedReport, column: Column) =>
  report.grouped && column.kind === 'field' ? column.field.perGroup : undefined;

const needsOf = (report: CheckedReport, column: Column & { field: FieldSpec }) => {
  const lookup = perGroup(report, column);
  return lookup ? (lookup.needs ?? []) : column.field.needs;
};

/**
 * The view's optional joins a report reads, in the order the view declares them: those of the
 * fields shown, aggregated, grouped or filtered, those the caller's scope reads, and the joins
 * these read in turn. A column that is not asked for costs no join.
 */
export function neededJoins(report: CheckedReport, scopeRestricts: boolean): string[] {
  const view = report.view;
  const needs = new Set<string>();
  const add = (name: string) => {
    if (needs.has(name)) return;
    needs.add(name);
    view.joinNeeds?.[name]?.forEach(add);
  };
  for (const c of report.columns) if (c.kind !== 'count') needsOf(report, c)?.forEach(add);
  for (const g of report.filter.groups) for (const c of g.conditions) c.field.needs?.forEach(add);
  if (scopeRestricts) view.scopeNeeds?.forEach(add);
  return Object.keys(view.joins ?? {}).filter((name) => needs.has(name));
}

/** `age op n` as a range of birth dates, `days since op n` as a range of dates: both use an index. */
function dateCondition(qb: Builder, date: string, operator: string, n: number, years: boolean): void {
  // The date exactly n units back: on or before it, the age (or the days) is at least n.
  const back = years ? `(current_date - make_interval(years => ?))::date` : `(current_date - ?::int)`;
  const atLeast = (k: number) => qb.whereRaw(`${date} <= ${back}`, [k]);
  const below = (k: number) => qb.whereRaw(`${date} > ${back}`, [k]);
  switch (operator) {
    case '>=':
      atLeast(n);
      break;
    case '>':
      atLeast(n + 1);
      break;
    case '<':
      below(n);
      break;
    case '<=':
      below(n + 1);
      break;
    case '=':
      atLeast(n);
      below(n + 1);
      break;
    default: // '!='
      qb.where((q) => q.whereRaw(`${date} > ${back}`, [n]).orWhereRaw(`${date} <= ${back}`, [n + 1]));
  }
}

function condition(qb: Builder, c: CheckedCondition): void {
  const f = c.field;
  const expr = compared(f);
  if ((f.type === 'edad' || f.type === 'tiempo') && f.date) {
    dateCondition(qb, f.date, c.operator, c.value as number, f.type === 'edad');
    return;
  }
  if (c.value === null) {
    qb.whereRaw(c.operator === '=' ? `${expr} is null` : `${expr} is not null`);
    return;
  }
  if (f.type === 'texto' && (c.operator === '=' || c.operator === '!=')) {
    // Equal ignoring case and accents: 'jose' finds 'José'.
    const same = `f_unaccent(lower(${expr})) = f_unaccent(lower(?))`;
    if (c.operator === '=') qb.whereRaw(same, [c.value]);
    else qb.whereRaw(`not coalesce(${same}, false)`, [c.value]);
    return;
  }
  if (c.operator === '!=') qb.whereRaw(`${expr} is distinct from ?`, [c.value]);
  else qb.whereRaw(`${expr} ${c.operator} ?`, [c.value]);
}

/** A domain's fragment binds numbers, texts and booleans only: knex's own binding type. */
const bindings = (params: unknown[]) => params as Knex.Value[];

/**
 * Whether a grouped report reads the parents' kept counts (`ViewSpec.rollup`): it joins none of
 * the joins that need single rows, and its aggregates are counts, maxima and minima (a maximum of
 * a column the parent's row holds once per value is the same; a sum or an average would not be).
 */
const rollsUp = (report: CheckedReport, joins: string[]) =>
  !!report.view.rollup &&
  report.grouped &&
  !joins.some((name) => report.view.rollup!.unless.includes(name)) &&
  report.columns.every((c) => c.kind !== 'aggregate' || c.fn === 'max' || c.fn === 'min');

/** The joins a caller's report takes, and whether it reads the parents' kept counts. */
function plan(report: CheckedReport, caller: Caller) {
  const scopeText = report.view.scope(caller)?.compile();
  const joins = neededJoins(report, !!scopeText && scopeText.text.trim() !== 'true');
  return { scopeText, joins, rolledUp: rollsUp(report, joins) };
}

/** The rows of the view the caller may see that the filter keeps: FROM, joins and WHERE. */
export function filteredBase(knex: Knex, report: CheckedReport, caller: Caller): Builder {
  const view: ViewSpec = report.view;
  const { scopeText, joins, rolledUp } = plan(report, caller);
  const qb = knex.from(knex.raw(rolledUp ? view.rollup!.from : view.from));
  for (const name of joins) {
    const join = view.joins![name];
    const { text, params } = (typeof join === 'string' ? raw(join) : join(caller)).compile();
    qb.joinRaw(text, bindings(params));
  }
  if (scopeText) qb.whereRaw(`(${scopeText.text})`, bindings(scopeText.params));
  const groups = report.filter.groups;
  if (groups.length) {
    qb.where((outer) => {
      for (const group of groups) {
        const add = (inner: Builder) => {
          for (const c of group.conditions) {
            if (group.connector === 'O') inner.orWhere((q) => condition(q, c));
            else inner.where((q) => condition(q, c));
          }
        };
        if (report.filter.connector === 'O') outer.orWhere(add);
        else outer.where(add);
      }
    });
  }
  return qb;
}

/** The ORDER BY: the chosen column, then what makes every row's place unique. */
function order(qb: Builder, report: CheckedReport): void {
  // Postgres's own null placement (last going up, first going down), which its indexes keep.
  const direction = report.order.descending ? 'desc' : 'asc';
  const index = report.columns.indexOf(report.order.column);
  const column = report.order.column;
  const lookup = perGroup(report, column);
  if (!report.grouped && column.kind === 'field') qb.orderByRaw(`${compared(column.field)} ${direction}`);
  else if (lookup?.compare) qb.orderByRaw(`${lookup.compare} ${direction}`);
  else if (report.grouped && column.kind === 'field' && column.field.compare)
    qb.orderByRaw(`min(${column.field.compare}) ${direction}`);
  else qb.orderByRaw(`${alias(index)} ${direction}`);
  if (report.grouped)
    report.columns.forEach((c, i) => {
      if (c.kind === 'field') qb.orderByRaw(`${alias(i)} asc`);
    });
  else qb.orderByRaw(`${report.view.key} asc`);
}

/**
 * The statement of the report's rows, ordered and unpaged (the export reads it through a cursor;
 * the screen adds its page). Grouped, it also answers the number of groups in `total`, counted in
 * the same pass (a window over the groups) rather than by grouping a million rows twice.
 */
export function reportRows(knex: Knex, report: CheckedReport, caller: Caller, withTotal = false): Builder {
  const qb = filteredBase(knex, report, caller);
  const { rolledUp } = plan(report, caller);
  qb.select(report.columns.map((c, i) => knex.raw(`${aggregateSql(report, c, rolledUp)} as ${alias(i)}`)));
  if (report.grouped) {
    report.columns.forEach((c) => {
      if (c.kind !== 'field') return;
      qb.groupByRaw(c.field.groupKey ?? c.field.select);
      if (c.field.compare && !c.field.groupKey) qb.groupByRaw(c.field.compare);
    });
    if (withTotal) qb.select(knex.raw('count(*) over ()::int as total'));
  }
  order(qb, report);
  return qb;
}

/** How many rows (or groups) the report holds: nTot. */
export function reportCount(knex: Knex, report: CheckedReport, caller: Caller): Builder {
  const qb = filteredBase(knex, report, caller);
  if (!report.grouped) return qb.select(knex.raw('count(*)::int as n'));
  const groups = qb.select(knex.raw('1'));
  report.columns.forEach((c) => {
    if (c.kind === 'field') groups.groupByRaw(c.field.groupKey ?? c.field.select);
  });
  return knex.from(groups.as('g')).select(knex.raw('count(*)::int as n'));
}
