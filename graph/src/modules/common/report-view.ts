import { ADULT_AGE } from '@federa/schema/validation/members';
import type { AggregateFunction, FieldType } from '@federa/schema/validation/reports';
import type { Caller } from './caller';
import { raw, sql, type Sql } from './sql';

/**
 * A field of a view (part 3 §3 "Field definition"). Every SQL text here is written in the code:
 * a request only ever names a field by its key, and the compiler looks the key up here.
 */
export type FieldSpec = {
  key: string;
  type: FieldType;
  /** May group rows (Agregaciones). */
  groupable?: boolean;
  /** The aggregate functions it allows; none means it cannot be aggregated. */
  functions?: readonly AggregateFunction[];
  /** What the column shows: for edad and tiempo a whole number of years or days. */
  select: string;
  /** What filters and sorts compare when it differs from `select` (cinturon, titulo: the ladder's valor). */
  compare?: string;
  /** edad, tiempo: the date the age or the days count from, so that a filter is a date range an index can use. */
  date?: string;
  /** The view's optional joins this field needs (keys of `ViewSpec.joins`), added only when it is used. */
  needs?: readonly string[];
  /**
   * What rows are grouped by when not `select` itself: a key the shown name depends on (a dojo's
   * id for its name), so that two dojos of one name stay two groups, and the grouping hashes ints.
   */
  groupKey?: string;
  /**
   * Grouping by `groupKey`, a column of the row itself (or of a join in `needs`): what the column
   * shows and compares, looked up once per group. The rows are grouped before the names' table is
   * read, rather than every row joining it (aggregation before the joins to names).
   */
  perGroup?: { select: string; compare?: string; needs?: readonly string[] };
  /**
   * An aggregate written otherwise than `fn(select)`: the oldest age is the age of the earliest
   * birth date, so max and min compute one age per group instead of one per row.
   */
  aggregates?: Partial<Record<AggregateFunction, string>>;
};

/**
 * Where a caller's rows are, or null for everything. A view takes it from its domain (the rule its
 * list and record use, as SQL), never writes it again.
 */
export type Scope = Sql | null;

/**
 * A join: trusted text, or one that depends on who asks (its values bound), e.g. a member's
 * private columns joined only where the members domain lets the caller see them.
 */
export type ViewJoin = string | ((caller: Caller) => Sql);

export type ViewSpec = {
  code: string;
  /**
   * The FROM with the joins every row has (trusted text): the row's own table, the rest in
   * `joins`, so that a report reads only the tables its columns, filters and scope use.
   */
  from: string;
  /**
   * Joins some fields need, by name (trusted text), e.g. a lateral subquery for the last grade;
   * added in the order written here, so a join may use an earlier one.
   */
  joins?: Readonly<Record<string, ViewJoin>>;
  /** The joins a join reads (its ON names their aliases): taken with it whenever it is taken. */
  joinNeeds?: Readonly<Record<string, readonly string[]>>;
  /**
   * The joins the scope's condition reads when it restricts anything (a scope of `true`, a
   * national administrator's, reads nothing), so that a report of everything joins nothing for it.
   */
  scopeNeeds?: readonly string[];
  /**
   * Rows that come many to a parent row that keeps their counts (fees to their batch): a grouped
   * report that reads none of the joins in `unless` reads `from` instead of the rows, a subquery
   * under the row's alias with one row per parent and per value of the row's own columns its
   * fields read, and that value's number of rows in `n_rows`: the counts are summed, not counted.
   */
  rollup?: { from: string; unless: readonly string[] };
  /** A unique expression that breaks ties, so that pages never repeat or skip a row. */
  key: string;
  /** The rows the caller may report on, by the roles in force in the session. */
  scope(caller: Caller): Scope;
  fields: readonly FieldSpec[];
};

/**
 * The usual scope: national administrators all rows, association administrators their session's
 * association, dojo administrators their session's dojo (the columns name where a row belongs).
 */
export function placeScope(associationColumn: string, dojoColumn: string): (caller: Caller) => Scope {
  return (caller) => {
    if (caller.roles.admin) return null;
    if (caller.roles.associationAdmin) return sql`${raw(associationColumn)} = ${caller.associationId}`;
    return sql`${raw(dojoColumn)} = ${caller.dojoId}`;
  };
}

/** Types a value list is offered for (`distim_custom`). */
export const DISTINCT_TYPES: ReadonlySet<FieldType> = new Set([
  'distinc',
  'null_distinc',
  'cinturon',
  'titulo',
]);

export const fieldOf = (view: ViewSpec, key: string): FieldSpec | undefined =>
  view.fields.find((f) => f.key === key);

export const AGGREGATE_ALL = ['sum', 'max', 'min', 'avg'] as const;
export const AGGREGATE_RANGE = ['max', 'min', 'avg'] as const;
export const AGGREGATE_YEARS = ['max', 'min'] as const;

/** An age in whole years on `date`, and its max and min through the dates (see `aggregates`). */
export const ageOf = (date: string) => `extract(year from age(current_date, ${date}))::int`;
export const ageAggregates = (date: string) => ({
  max: ageOf(`min(${date})`),
  min: ageOf(`max(${date})`),
});

/** Adult on the database's day, as the enrolment table and the member record tell it (`ageGroup`). */
export const adultOf = (date: string) => `(${date} <= current_date - interval '${ADULT_AGE} years')`;
