import { Arg, Ctx, Extensions, Query, Resolver } from 'type-graphql';
import { DISTINCT_LIMIT } from '@federa/schema/validation/reports';
import type { GraphContext } from '../../graphql/context';
import type { ReportConfig, ReportFilter } from './report.config';
import type { ReportCell } from './report.service';
import { ReportFieldType, ReportResultType, ReportValueType, ReportViewType } from './report.types';
import { ReportFilterInput, ReportInput } from './report.inputs';

/** The GraphQL filter as the service's; connectors and operators are REST's strings. */
export function filterOf(input: ReportFilterInput | null | undefined): ReportFilter | null {
  if (!input) return null;
  return {
    connector: input.connector as ReportFilter['connector'],
    groups: input.groups.map((g) => ({
      connector: g.connector as ReportFilter['connector'],
      conditions: g.conditions.map((c) => ({ field: c.field, operator: c.operator, value: c.value ?? '' })),
    })),
  };
}

export function configOf(input: ReportInput): ReportConfig {
  return {
    view: input.view,
    fields: input.fields,
    groupBy: input.groupBy ?? [],
    filter: filterOf(input.filter),
    offset: input.offset ?? 0,
    limit: input.limit ?? 15,
    orderBy: input.orderBy ?? undefined,
  };
}

const text = (cell: ReportCell) => (cell === null ? null : String(cell));

/**
 * What running a report or a field's values costs beyond its answer (graphql/list-cost.ts): its
 * statements read every row of its view in the caller's scope, on a pooled connection held
 * meanwhile, however few values they answer. Two reports fit the query cost limit (50,000) with
 * their largest pages, a third does not even when it asks for `total` alone.
 */
export const REPORT_COST = 20_000;
/**
 * A field's values answer up to DISTINCT_LIMIT rows, which their answer already costs (30,000
 * with the client's `value label __typename`): half a report on top keeps one within the limit
 * and two beyond it.
 */
export const REPORT_VALUES_COST = 10_000;

/** The report builder (part 3 §2–§7); REST `/v1/listado/...` is the same service. */
@Resolver()
export class ReportResolver {
  @Query(() => [ReportViewType], {
    description: 'POST /v1/listado/permisos_vista: the views the caller may use',
  })
  reportViews(@Ctx() ctx: GraphContext): ReportViewType[] {
    return ctx.services.reports.views(ctx);
  }

  @Query(() => [ReportFieldType], {
    description: 'POST /v1/listado/campos_filtrar?vista=: the fields of a view',
  })
  reportFields(@Arg('view') view: string, @Ctx() ctx: GraphContext): ReportFieldType[] {
    return ctx.services.reports.fields(ctx, view);
  }

  @Extensions({ cost: REPORT_COST })
  @Query(() => ReportResultType, {
    description:
      'POST /v1/listado/custom: one page of a report, scoped to the caller. The file export is ' +
      'REST only: POST /v1/listado/custom?excel=true with the same configuration',
  })
  async report(
    @Arg('input', () => ReportInput) input: ReportInput,
    @Ctx() ctx: GraphContext,
  ): Promise<ReportResultType> {
    const result = await ctx.services.reports.report(ctx, configOf(input));
    return { ...result, rows: result.rows.map((row) => row.map(text)) };
  }

  @Extensions({ listSize: DISTINCT_LIMIT, cost: REPORT_VALUES_COST })
  @Query(() => [ReportValueType], {
    description: 'POST /v1/listado/distim_custom: the values of a listed field in your rows (at most 10,000)',
  })
  reportValues(
    @Arg('view') view: string,
    @Arg('field') field: string,
    @Ctx() ctx: GraphContext,
  ): Promise<ReportValueType[]> {
    return ctx.services.reports.values(ctx, view, field);
  }
}
