import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ReportFilterInput } from './report.types';

@ObjectType('ReportCondition', { simpleResolvers: true })
export class ReportConditionType {
  @Field() field!: string;
  @Field() operator!: string;
  @Field(() => String, { nullable: true }) value!: string | null;
}

@ObjectType('ReportGroup', { simpleResolvers: true })
export class ReportGroupType {
  @Field() connector!: string;
  @Field(() => [ReportConditionType]) conditions!: ReportConditionType[];
}

@ObjectType('ReportFilter', { simpleResolvers: true })
export class ReportFilterType {
  @Field() connector!: string;
  @Field(() => [ReportGroupType]) groups!: ReportGroupType[];
}

@ObjectType('ReportDefinition', {
  description: "A template's configuration (plantilla)",
  simpleResolvers: true,
})
export class ReportDefinitionType {
  @Field(() => [String], { description: 'campos' }) fields!: string[];
  @Field(() => ReportFilterType, { nullable: true, description: 'filtros' }) filter!: ReportFilterType | null;
  @Field(() => [String], { description: 'agregaciones' }) groupBy!: string[];
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
  @Field(() => [String], { description: 'descartados: fields the stored template held that no longer exist' })
  dropped!: string[];
}

@InputType('ReportDefinitionInput')
export class ReportDefinitionInput {
  @Field(() => [String]) fields!: string[];
  @Field(() => ReportFilterInput, { nullable: true }) filter?: ReportFilterInput | null;
  @Field(() => [String], { nullable: true }) groupBy?: string[] | null;
}

@InputType('ReportTemplateInput')
export class ReportTemplateInput {
  @Field({ description: 'app' }) view!: string;
  @Field({ description: 'nombre: required, at most 50 characters, unique per view among yours' })
  name!: string;
  @Field(() => String, { nullable: true, description: 'descripcion: at most 50 characters' })
  description?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'defecto: your previous default stops being it' })
  isDefault?: boolean | null;
  @Field(() => ReportDefinitionInput) definition!: ReportDefinitionInput;
}
