import { Field, Int, ObjectType } from 'type-graphql';
import { Page } from '../common/list/list.types';

/**
 * What a `Dojo` GraphQL field resolves from: the Dojo entity itself (as `ctx.loaders.dojoById`
 * returns it) or a row of a dojo list shaped the same way. Country, province and association may
 * be bare references (only the id loaded); the field resolvers of DojoResolver load the rest.
 */
export type DojoSource = {
  id: number;
  name: string;
  city: string;
  web?: string | null;
  maps?: string | null;
  address?: string | null;
  phone?: string | null;
  contactPerson?: string | null;
  email?: string | null;
  schedule?: string | null;
  logo?: string | null;
  visible: boolean;
  association: { id: number };
  country: { id: number; code?: string };
  province: { id: number; code?: string };
  /** Already counted by a list query; otherwise loaded through `memberCountByDojo`. */
  memberCount?: number;
};

/**
 * A dojo (club). `country`, `province`, `associationId`, `association` and `memberCount` are field
 * resolvers of DojoResolver (through DataLoader), so that any root shaped as DojoSource works.
 */
@ObjectType('Dojo', { description: 'A dojo (club) of an association', simpleResolvers: true })
export class DojoType {
  @Field(() => Int, { description: 'idDojo' })
  id!: number;

  @Field({ description: 'nombre (max 50)' })
  name!: string;

  @Field({ description: 'ciudad (max 50)' })
  city!: string;

  @Field(() => String, { nullable: true, description: 'web: starts with http:// or https://' })
  web?: string | null;

  @Field(() => String, { nullable: true, description: 'maps: a map link, http:// or https://' })
  maps?: string | null;

  @Field(() => String, { nullable: true, description: 'direccion (max 50)' })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'telfcont (max 9)' })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'persocont (max 50)' })
  contactPerson?: string | null;

  @Field(() => String, { nullable: true, description: 'correoE (max 50)' })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'horario (max 150)' })
  schedule?: string | null;

  @Field(() => String, { nullable: true, description: 'avatar: logo file name, served at /dojo/{file}' })
  logo?: string | null;

  @Field({ description: 'Shown on the public map and list' })
  visible!: boolean;
}

export const DojoPageType = Page(DojoType, 'DojoPage', 'A page of the dojo list (GET /v1/dojos/)');

/**
 * A dojo as the public landing page shows it (part 3 §3, GET /v1/dojos/public): the card's
 * fields only. The contact mail and the member count stay private.
 */
@ObjectType('PublicDojo', {
  description: 'A visible dojo for the public map and cards',
  simpleResolvers: true,
})
export class PublicDojoType {
  @Field(() => Int, { description: 'idDojo' })
  id!: number;

  @Field({ description: 'nombre' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'logo file name, served at /dojo/{file}' })
  logo?: string | null;

  @Field({ description: 'ciudad' })
  city!: string;

  @Field({ description: 'country: country code (ES, FR...)' })
  country!: string;

  @Field({ description: "cod_prov: province code within the country ('28')" })
  province!: string;

  @Field(() => String, { nullable: true, description: 'horario' })
  schedule?: string | null;

  @Field(() => String, { nullable: true, description: 'direccion' })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'telefono' })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'contacto' })
  contactPerson?: string | null;

  @Field(() => String, { nullable: true })
  web?: string | null;

  @Field(() => String, { nullable: true })
  maps?: string | null;

  @Field()
  visible!: boolean;
}

@ObjectType('PublicDojoPlace', {
  description: 'How many visible dojos a province of a country has (the landing page map)',
  simpleResolvers: true,
})
export class PublicDojoPlaceType {
  @Field({ description: 'Country code (ES, FR...)' })
  country!: string;

  @Field({ description: 'Province code within the country' })
  province!: string;

  @Field(() => Int)
  count!: number;
}
