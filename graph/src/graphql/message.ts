import { Field, ObjectType } from 'type-graphql';

/** What a mutation with nothing else to give answers: a translated sentence. */
@ObjectType('Message')
export class MessageType {
  @Field()
  message!: string;
}
