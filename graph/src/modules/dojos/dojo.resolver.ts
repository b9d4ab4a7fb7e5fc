import { Arg, Ctx, Extensions, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { translate } from '@federa/schema/i18n';
import type { GraphContext } from '../../graphql/context';
import { EVERY_ROW_SIZE } from '../../graphql/list-cost';
import { PUBLIC_OPERATION } from '../../graphql/public-operation';
import type { Association } from '../associations/association.entity';
import { AssociationType } from '../associations/association.types';
import { MessageType } from '../../graphql/message';
import { ListQueries } from '../common/list/graphql-doors';
import { ListInput, listRequest } from '../common/list/list.types';
import { DojoInputType } from './dojo.inputs';
import { associationFilter, DOJO_LIST_DOORS } from './dojo.list-doors';
import type { DojoRow } from './dojo.queries';
import { DojoType, PublicDojoPlaceType, PublicDojoType, type DojoSource } from './dojo.types';

function publicDojo(row: DojoRow): PublicDojoType {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    city: row.city,
    country: row.country.code,
    province: row.province.code,
    schedule: row.schedule,
    address: row.address,
    phone: row.phone,
    contactPerson: row.contactPerson,
    web: row.web,
    maps: row.maps,
    visible: row.visible,
  };
}

/** A place code as a filter: bounded and trimmed; anything longer than a code matches nothing. */
const placeCode = (code: string | null | undefined) => (code ? (code.length <= 8 ? code.trim() : '~') : null);

/** The dojo calls of part 1 §7 (/v1/dojos/...), the public list, and the nested fields of a Dojo. */
@Resolver(() => DojoType)
export class DojoResolver extends ListQueries(DOJO_LIST_DOORS) {
  @Query(() => DojoType, { description: 'GET /v1/dojos/ver: one dojo' })
  async dojo(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphContext): Promise<DojoRow> {
    return ctx.services.dojos.get(ctx, id);
  }

  @Query(() => Int, {
    nullable: true,
    description:
      'GET /v1/dojos/rep_nombre: id of another dojo (not exceptId) of the association with this ' +
      'name, case and accents ignored; null when free',
  })
  async dojoNameTakenBy(
    @Arg('name') name: string,
    @Arg('associationId', () => Int) associationId: number,
    @Ctx() ctx: GraphContext,
    @Arg('exceptId', () => Int, { nullable: true }) exceptId?: number | null,
  ): Promise<number | null> {
    return ctx.services.dojos.nameOwner(ctx, name, associationId, exceptId ?? 0);
  }

  @Query(() => [PublicDojoType], {
    description: 'GET /v1/dojos/public: the visible dojos for the landing page (no session needed)',
  })
  @Extensions({ ...PUBLIC_OPERATION, listSize: EVERY_ROW_SIZE })
  async publicDojos(
    @Ctx() ctx: GraphContext,
    @Arg('page', () => ListInput, { nullable: true, description: 'Every row unless a page is asked' })
    page?: ListInput,
    @Arg('associationId', () => Int, { nullable: true }) associationId?: number | null,
    @Arg('country', () => String, { nullable: true, description: 'Only this country (code)' })
    country?: string | null,
    @Arg('province', () => String, {
      nullable: true,
      description: 'Only this province of the country (code)',
    })
    province?: string | null,
  ): Promise<PublicDojoType[]> {
    const list = listRequest(page);
    const rows = await ctx.services.dojos.publicList(
      ctx,
      { ...list, limit: list.limit ?? 'all' },
      associationFilter(associationId),
      { country: placeCode(country), province: placeCode(province) },
    );
    return rows.map(publicDojo);
  }

  @Query(() => [PublicDojoPlaceType], {
    description:
      'The visible dojos counted per country and province, for the landing page map (no session needed)',
  })
  @Extensions({ ...PUBLIC_OPERATION, listSize: EVERY_ROW_SIZE })
  async publicDojoPlaces(@Ctx() ctx: GraphContext): Promise<PublicDojoPlaceType[]> {
    return ctx.services.dojos.publicPlaces(ctx);
  }

  @Mutation(() => DojoType, { description: 'POST /v1/dojos/ins (global or association administrator)' })
  async createDojo(@Arg('input') input: DojoInputType, @Ctx() ctx: GraphContext): Promise<DojoRow> {
    return ctx.services.dojos.create(ctx, input);
  }

  @Mutation(() => DojoType, { description: 'POST /v1/dojos/mod' })
  async updateDojo(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: DojoInputType,
    @Ctx() ctx: GraphContext,
  ): Promise<DojoRow> {
    return ctx.services.dojos.update(ctx, id, input);
  }

  @Mutation(() => MessageType, {
    description:
      'POST /v1/dojos/del: refused (CONFLICT, extensions.title) while it has members, fee batches or courses',
  })
  async deleteDojo(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphContext): Promise<MessageType> {
    await ctx.services.dojos.delete(ctx, id);
    return { message: translate(ctx.lang, 'dojos.deleted') };
  }

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

  @FieldResolver(() => AssociationType, { description: 'The association the dojo belongs to' })
  async association(@Root() dojo: DojoSource, @Ctx() ctx: GraphContext): Promise<Association> {
    return (await ctx.loaders.associationById.load(dojo.association.id))!;
  }

  @FieldResolver(() => Int, { description: 'numAsoc: how many members the dojo has' })
  async memberCount(@Root() dojo: DojoSource, @Ctx() ctx: GraphContext): Promise<number> {
    return dojo.memberCount ?? ctx.loaders.memberCountByDojo.load(dojo.id);
  }
}
