import { Ctx, Extensions, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import type { Country } from './country.entity';
import { CountryType, ProvinceType } from './geo.types';
import type { Province } from './province.entity';

/** Countries and their provinces for dropdowns and the public map. */
@Resolver(() => CountryType)
export class GeoResolver {
  @Query(() => [CountryType], { description: 'Countries (by name) with their provinces; no session needed' })
  @Extensions({ public: true })
  async countries(@Ctx() ctx: GraphContext): Promise<Country[]> {
    return ctx.services.geo.countries(ctx);
  }

  @FieldResolver(() => [ProvinceType], { description: 'Provinces by code' })
  async provinces(@Root() country: Country, @Ctx() ctx: GraphContext): Promise<Province[]> {
    return ctx.loaders.provincesByCountry.load(country.id);
  }
}
