import { Field, InputType, Int } from 'type-graphql';

/** A dojo as createDojo and updateDojo save it (the body of POST /v1/dojos/ins and /mod). */
@InputType('DojoInput')
export class DojoInputType {
  @Field({ description: 'nombre: required, max 50, unique within the association' })
  name!: string;

  @Field({ description: 'ciudad: required, max 50' })
  city!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'idAsoc: required for a global administrator; others save in their own association',
  })
  associationId?: number | null;

  @Field({ description: 'Pais: country code (ES, FR...) or its numeric id' })
  country!: string;

  @Field({ description: "Provincia: province code within the country ('28')" })
  province!: string;

  @Field(() => String, { nullable: true, description: 'Web: http:// or https://' })
  web?: string | null;

  @Field(() => String, { nullable: true, description: 'Maps: a map link, http:// or https://' })
  maps?: string | null;

  @Field(() => String, { nullable: true, description: 'Direccion: max 50' })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'TelfCont: max 9' })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'PersoCont: max 50' })
  contactPerson?: string | null;

  @Field(() => String, { nullable: true, description: 'CorreoE: a valid mail, max 50' })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Horario: max 150' })
  schedule?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'avatar: a new logo as a data URL (PNG or JPEG, at most 12 MB and 4000 px a side); ' +
      'absent or empty keeps the current one',
  })
  logo?: string | null;

  @Field({ nullable: true, description: 'Drop the current logo (when no new one is sent)' })
  removeLogo?: boolean;

  @Field({ nullable: true, description: 'Shown on the public map; absent: false when new, else unchanged' })
  visible?: boolean;
}
