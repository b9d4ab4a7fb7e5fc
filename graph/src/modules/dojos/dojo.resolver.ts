import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { DojoType, type DojoSource } from './dojo.types';

/** The dojo calls of part 1 §7 and the nested fields of a Dojo. */
@Resolver(() => DojoType)
export class DojoResolver {
  @FieldResolver(() => String, { description: 'pais: country code (ES, FR...)' })
  async country(@Root() dojo: DojoSource, @Ctx() ctx: GraphContext): Promise<string> {
    return dojo.country.code ?? (await ctx.loaders.countryById.load(dojo.country.id))!.code;
  }

  @FieldResolver(() => String, { description: "provincia: province code within the country ('28')" })
  async province(@Root() dojo: DojoSource, @Ctx() ctx: GraphContext): Promise<string> {
    return dojo.province.code ?? (await ctx.loaders.provinceById.load(dojo.province.id))!.code;
  }

  @FieldResolver(() => Int, { description: 'cfAsoc' })
  associationId(@Root() dojo: DojoSource): number {
    return dojo.association.id;
  }

  @FieldResolver(() => Int, { description: 'numAsoc: how many members the dojo has' })
  async memberCount(@Root() dojo: DojoSource, @Ctx() ctx: GraphContext): Promise<number> {
    return dojo.memberCount ?? ctx.loaders.memberCountByDojo.load(dojo.id);
  }
}
