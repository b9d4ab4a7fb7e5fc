import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('Province', { description: 'A province or region of a country', simpleResolvers: true })
export class ProvinceType {
  @Field(() => Int)
  id!: number;

  @Field({ description: "Code within the country ('28'): the dojo's provincia" })
  code!: string;

  @Field()
  name!: string;

  @Field(() => Float, { description: 'Latitude of its capital, for the public map' })
  lat!: number;

  @Field(() => Float)
  lon!: number;
}

/** `provinces` is a field resolver of GeoResolver, through DataLoader. */
@ObjectType('Country', { description: 'A country of the federation', simpleResolvers: true })
export class CountryType {
  @Field(() => Int)
  id!: number;

  @Field({ description: "Code (ES, FR, UK...): the dojo's pais" })
  code!: string;

  @Field()
  name!: string;

  @Field(() => Float, { description: 'Latitude of its centre, to fit the public map' })
  lat!: number;

  @Field(() => Float)
  lon!: number;
}
