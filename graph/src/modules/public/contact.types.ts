import { Field, Int, ObjectType } from 'type-graphql';

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
