import { Ctx, Extensions, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import type { Country } from './country.entity';
import { CountryType, ProvinceType } from './geo.types';
import type { Province } from './province.entity';
import { COUNTRIES, PROVINCES } from './reference-data';

// The sizes of these lists for the cost of a query (graphql/list-cost.ts): reference data, known.
const MOST_PROVINCES = Math.max(
  ...COUNTRIES.map((c) => PROVINCES.filter((p) => p.country === c.code).length),
);

/** Countries and their provinces for dropdowns and the public map. */
@Resolver(() => CountryType)
export class GeoResolver {
  @Query(() => [CountryType], { description: 'Countries (by name) with their provinces; no session needed' })
  @Extensions({ public: true, listSize: COUNTRIES.length })
  async countries(@Ctx() ctx: GraphContext): Promise<Country[]> {
    return ctx.services.geo.countries(ctx);
  }

  @FieldResolver(() => [ProvinceType], { description: 'Provinces by code' })
  @Extensions({ listSize: MOST_PROVINCES })
  async provinces(@Root() country: Country, @Ctx() ctx: GraphContext): Promise<Province[]> {
    return ctx.loaders.provincesByCountry.load(country.id);
  }
}
