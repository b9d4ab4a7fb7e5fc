import { Field, InputType, Int } from 'type-graphql';
import type { MemberInput as ServiceInput } from './member.service';

/**
 * The member form (POST /v1/asociados/ins and /mod). Every rule is checked by the service, so
 * fields are optional here and a missing one gets its own message; field errors carry the REST
 * names (nombre, cfDojo...) as the form's fields do.
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

/** The GraphQL input under the service's (REST) names. */
export function toServiceInput(input: MemberInput): ServiceInput {
  return {
    dni: input.dni,
    nombre: input.firstName,
    apellido: input.lastName,
    mail: input.mail,
    numAcae: input.memberNumber,
    fechaNacimiento: input.birthDate,
    domicilio: input.address,
    ciudad: input.city,
    provincia: input.province,
    telefono: input.phone,
    obs: input.notes,
    esAdmin: input.isAdmin,
    esAdmAs: input.isAssociationAdmin,
    esAdmDo: input.isDojoAdmin,
    cfDojo: input.dojoId,
    cfAsoc: input.associationId,
    avatar: input.avatar,
  };
}
