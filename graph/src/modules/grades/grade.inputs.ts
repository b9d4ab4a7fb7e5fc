import { Field, InputType, Int } from 'type-graphql';

@InputType('BeltEntryInput')
export class BeltEntryInput {
  @Field(() => Int) beltId!: number;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; required' }) date?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Hours as typed: a whole number >= 0; "0" when absent',
  })
  hours?: string | null;
}

@InputType('TitleEntryInput')
export class TitleEntryInput {
  @Field(() => Int) titleId!: number;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; required' }) date?: string | null;
}

@InputType('GradeRecordInput', { description: "The whole wanted state of a member's belts and titles" })
export class GradeRecordInput {
  @Field(() => [BeltEntryInput]) belts!: BeltEntryInput[];
  @Field(() => [TitleEntryInput]) titles!: TitleEntryInput[];
}
