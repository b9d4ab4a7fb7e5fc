import { Field, InputType, Int } from 'type-graphql';

@InputType('FeeBatchInput', { description: 'POST /v1/cuotas/ins and /mod' })
export class FeeBatchInputType {
  @Field(() => Int, { nullable: true, description: 'anio: from next year back 50 years' })
  year?: number | null;

  @Field(() => [Int], { nullable: true, description: 'selec: the members ticked (at most 5000)' })
  memberIds?: number[] | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "The batch's dojo, read on creation only (a batch never moves): the session's by default; " +
      'another only for the national administrator',
  })
  dojoId?: number | null;
}
