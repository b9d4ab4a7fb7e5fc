import { Field, InputType, Int, ObjectType } from 'type-graphql';

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

@ObjectType('ContactMessage', { description: 'A message of the public contact form', simpleResolvers: true })
export class ContactMessageType {
  @Field(() => Int)
  id!: number;

  @Field({ description: 'nombre' })
  name!: string;

  @Field({ description: 'email' })
  email!: string;

  @Field({ description: 'mensaje' })
  message!: string;

  @Field({ description: "idioma: the page's language when it was sent (es, en, fr)" })
  language!: string;

  @Field({ description: 'fecha' })
  createdAt!: Date;

  @Field({ description: 'leido: read by the national administrator' })
  read!: boolean;
}

@ObjectType('ContactMessagePage', { description: 'The contact inbox, newest first', simpleResolvers: true })
export class ContactMessagePageType {
  @Field(() => [ContactMessageType])
  items!: ContactMessageType[];

  @Field(() => Int, { description: 'Rows in this page (nRes)' })
  returned!: number;

  @Field(() => Int, { description: 'Messages matching (nTot)' })
  total!: number;
}
