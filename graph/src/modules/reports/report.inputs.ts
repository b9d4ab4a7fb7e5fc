import { Field, InputType, Int } from 'type-graphql';

@InputType('ReportConditionInput')
export class ReportConditionInput {
  @Field({ description: 'campo: a field key of the view' }) field!: string;
  @Field({ description: 'oper: =, !=, >=, <=, >, <' }) operator!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "valor as text: numbers as digits, bools 'true'/'false', cinturon/titulo the ladder's valor; empty = no value (null_distinc)",
  })
  value?: string | null;
}

@InputType('ReportGroupInput')
export class ReportGroupInput {
  @Field({ description: "nexo: 'Y' (and) or 'O' (or)" }) connector!: string;
  @Field(() => [ReportConditionInput]) conditions!: ReportConditionInput[];
}

@InputType('ReportFilterInput')
export class ReportFilterInput {
  @Field({ description: "nexo between groups: 'Y' or 'O'" }) connector!: string;
  @Field(() => [ReportGroupInput]) groups!: ReportGroupInput[];
}

@InputType('ReportInput', { description: 'A report configuration (part 3 §3)' })
export class ReportInput {
  @Field({ description: 'vista' }) view!: string;
  @Field(() => [String], { description: 'campos; while grouping each is max./min./sum./avg.<key>' })
  fields!: string[];
  @Field(() => ReportFilterInput, { nullable: true, description: 'filtros: groups of conditions' })
  filter?: ReportFilterInput | null;
  @Field(() => [String], { nullable: true, description: 'agregaciones: the groupable keys to group by' })
  groupBy?: string[] | null;
  @Field(() => Int, { nullable: true, description: 'ini, 0 by default' }) offset?: number | null;
  @Field(() => Int, { nullable: true, description: 'num: 15 (default), 50 or 100' }) limit?: number | null;
  @Field(() => String, {
    nullable: true,
    description: "orden: '<column> ASC|DESC'; the first column by default",
  })
  orderBy?: string | null;
}
