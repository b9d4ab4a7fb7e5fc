import { Field, InputType, Int } from 'type-graphql';

/**
 * The member form (POST /v1/asociados/ins and /mod). Every rule is checked by the service, so
 * fields are optional here and a missing one gets its own message; field errors name these
 * fields. The service takes this shape as it is.
 */
@InputType('MemberInput')
export class MemberInput {
  @Field(() => String, { nullable: true, description: 'dni; stored upper-case' })
  dni?: string | null;

  @Field(() => String, { nullable: true, description: 'nombre' })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'apellido' })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'mail' })
  mail?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'numAcae: empty to generate one; cannot change once saved',
  })
  memberNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'fechaNacimiento, YYYY-MM-DD' })
  birthDate?: string | null;

  @Field(() => String, { nullable: true, description: 'domicilio' })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'ciudad' })
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'provincia' })
  province?: string | null;

  @Field(() => String, { nullable: true, description: 'telefono' })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'obs' })
  notes?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'esAdmin; absent keeps the current value' })
  isAdmin?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'esAdmAs; absent keeps the current value' })
  isAssociationAdmin?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'esAdmDo; absent keeps the current value' })
  isDojoAdmin?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'cfDojo' })
  dojoId?: number | null;

  @Field(() => Int, { nullable: true, description: 'cfAsoc' })
  associationId?: number | null;

  @Field(() => String, {
    nullable: true,
    description: "avatar: a PNG or JPEG data URL, 'default.jpg' for none; absent keeps the current one",
  })
  avatar?: string | null;
}
