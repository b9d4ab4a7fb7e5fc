import { Field, InputType } from 'type-graphql';
import { ReportFilterInput } from './report.inputs';

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
