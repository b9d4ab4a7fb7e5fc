import { Field, InputType } from 'type-graphql';

/** The association form (POST /v1/asocs/ins and /mod); the rules are checked by the service. */
@InputType('AssociationInput')
export class AssociationInput {
  @Field({ description: 'nombre: required, max 100' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'zona: max 100' })
  zone?: string | null;

  @Field({ description: 'serie: two digits and a capital letter (01A)' })
  series!: string;
}
