import { Extensions, Field, Int, ObjectType } from 'type-graphql';
import { REPORT_LIMITS } from '@federa/schema/validation/reports';

// Declared sizes for the query cost (graphql/list-cost.ts): groups × conditions never exceeds
// REPORT_LIMITS.conditions, so groups count their bound and conditions the average that product
// allows (a template is checked against those limits before it is stored).
const CONDITIONS_PER_GROUP_COST = Math.ceil(REPORT_LIMITS.conditions / REPORT_LIMITS.groups);

@ObjectType('ReportCondition', { simpleResolvers: true })
export class ReportConditionType {
  @Field() field!: string;
  @Field() operator!: string;
  @Field(() => String, { nullable: true }) value!: string | null;
}

@ObjectType('ReportGroup', { simpleResolvers: true })
export class ReportGroupType {
  @Field() connector!: string;
  @Extensions({ listSize: CONDITIONS_PER_GROUP_COST })
  @Field(() => [ReportConditionType])
  conditions!: ReportConditionType[];
}

@ObjectType('ReportFilter', { simpleResolvers: true })
export class ReportFilterType {
  @Field() connector!: string;
  @Extensions({ listSize: REPORT_LIMITS.groups })
  @Field(() => [ReportGroupType])
  groups!: ReportGroupType[];
}

@ObjectType('ReportDefinition', {
  description: "A template's configuration (plantilla)",
  simpleResolvers: true,
})
export class ReportDefinitionType {
  @Extensions({ listSize: REPORT_LIMITS.fields })
  @Field(() => [String], { description: 'campos' })
  fields!: string[];
  @Field(() => ReportFilterType, { nullable: true, description: 'filtros' }) filter!: ReportFilterType | null;
  @Extensions({ listSize: REPORT_LIMITS.groupBy })
  @Field(() => [String], { description: 'agregaciones' })
  groupBy!: string[];
}

@ObjectType('ReportTemplate', {
  description: "A saved report configuration, its author's own",
  simpleResolvers: true,
})
export class ReportTemplateType {
  @Field(() => Int) id!: number;
  @Field({ description: 'app: the view code' }) view!: string;
  @Field({ description: 'nombre' }) name!: string;
  @Field(() => String, { nullable: true, description: 'descripcion' }) description!: string | null;
  @Field({ description: 'defecto: the one the screen opens on (one per author)' }) isDefault!: boolean;
  @Field({ description: 'fecha' }) createdAt!: Date;
  @Field(() => ReportDefinitionType, { description: "What is still valid in today's catalogue" })
  definition!: ReportDefinitionType;
  @Extensions({ listSize: REPORT_LIMITS.fields + REPORT_LIMITS.groupBy + REPORT_LIMITS.conditions })
  @Field(() => [String], { description: 'descartados: fields the stored template held that no longer exist' })
  dropped!: string[];
}
