import { Field, InputType } from 'type-graphql';

@InputType('ContactMessageInput', { description: 'POST /v1/contacto: the public contact form' })
export class ContactMessageInput {
  @Field({ description: 'nombre (required, at most 100 characters)' })
  name!: string;

  @Field({ description: 'email (required, at most 254 characters)' })
  email!: string;

  @Field({ description: 'mensaje (required, at most 5,000 characters)' })
  message!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The hidden field people never see: filled, the message is answered as sent and dropped',
  })
  website?: string | null;
}
