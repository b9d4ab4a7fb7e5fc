import { Arg, Ctx, Extensions, Int, Mutation, Query, Resolver } from 'type-graphql';
import { MAX_TEMPLATES_PER_VIEW } from '@federa/schema/validation/reports';
import type { GraphContext } from '../../graphql/context';
import { filterOf } from './report.resolver';
import type { TemplateInput } from './report-template.service';
import { ReportTemplateType } from './report-template.types';
import { ReportTemplateInput } from './report-template.inputs';

const inputOf = (input: ReportTemplateInput): TemplateInput => ({
  view: input.view,
  name: input.name,
  description: input.description,
  isDefault: input.isDefault,
  definition: {
    fields: input.definition.fields,
    groupBy: input.definition.groupBy ?? [],
    filter: filterOf(input.definition.filter),
  },
});

/** Report templates (part 3 §2, §5, §7): each administrator's own. */
@Resolver()
export class ReportTemplateResolver {
  @Extensions({ listSize: MAX_TEMPLATES_PER_VIEW })
  @Query(() => [ReportTemplateType], {
    description: 'GET /v1/listado/listPlantillas?app=: your templates of a view',
  })
  reportTemplates(@Arg('view') view: string, @Ctx() ctx: GraphContext): Promise<ReportTemplateType[]> {
    return ctx.services.reportTemplates.list(ctx, view);
  }

  @Query(() => ReportTemplateType, {
    nullable: true,
    description: 'GET /v1/listado/plantillaPorDefecto: your default template, which sets the view',
  })
  defaultReportTemplate(@Ctx() ctx: GraphContext): Promise<ReportTemplateType | null> {
    return ctx.services.reportTemplates.defaultTemplate(ctx);
  }

  @Query(() => ReportTemplateType, { description: '/listado/{idReg}: one of your templates' })
  reportTemplate(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphContext): Promise<ReportTemplateType> {
    return ctx.services.reportTemplates.get(ctx, id);
  }

  @Mutation(() => ReportTemplateType, { description: 'POST /v1/listado/addPlantilla' })
  addReportTemplate(
    @Arg('input', () => ReportTemplateInput) input: ReportTemplateInput,
    @Ctx() ctx: GraphContext,
  ): Promise<ReportTemplateType> {
    return ctx.services.reportTemplates.add(ctx, inputOf(input));
  }

  @Mutation(() => ReportTemplateType, { description: 'POST /v1/listado/modPlantilla' })
  updateReportTemplate(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ReportTemplateInput) input: ReportTemplateInput,
    @Ctx() ctx: GraphContext,
  ): Promise<ReportTemplateType> {
    return ctx.services.reportTemplates.update(ctx, id, inputOf(input));
  }

  @Mutation(() => Boolean, { description: 'POST /v1/listado/delPlantilla' })
  async deleteReportTemplate(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphContext): Promise<boolean> {
    await ctx.services.reportTemplates.remove(ctx, id);
    return true;
  }
}
