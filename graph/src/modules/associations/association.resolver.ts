import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { translate } from '@federa/schema/i18n';
import type { GraphContext } from '../../graphql/context';
import { MessageType } from '../../graphql/message';
import { ListQueries } from '../common/list/graphql-doors';
import { AssociationInput } from './association.inputs';
import { ASSOCIATION_LIST_DOORS } from './association.list-doors';
import type { AssociationRow } from './association.service';
import { AssociationConflictsType, AssociationType } from './association.types';

/**
 * The association calls of part 1 §7 (/v1/asocs/...). The dojos module gives an Association its
 * dojos (association-dojos.resolver.ts).
 */
@Resolver(() => AssociationType)
export class AssociationResolver extends ListQueries(ASSOCIATION_LIST_DOORS) {
  @Query(() => AssociationType, { nullable: true, description: 'GET /v1/asocs/ver: one association' })
  async association(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphContext): Promise<AssociationRow> {
    return ctx.services.associations.get(ctx, id);
  }

  @Query(() => AssociationConflictsType, {
    description:
      'GET /v1/asocs/rep_nombre and rep_serie in one: which other association (not exceptId) ' +
      'already uses the name or the series; a field is null when free or not asked',
  })
  async associationConflicts(
    @Ctx() ctx: GraphContext,
    @Arg('name', () => String, { nullable: true }) name?: string | null,
    @Arg('series', () => String, { nullable: true }) series?: string | null,
    @Arg('exceptId', () => Int, { nullable: true }) exceptId?: number | null,
  ): Promise<AssociationConflictsType> {
    const taken = await ctx.services.associations.conflicts(ctx, { name, series }, exceptId ?? 0);
    return { nameTakenBy: taken.name, seriesTakenBy: taken.series };
  }

  @Mutation(() => AssociationType, { description: 'POST /v1/asocs/ins (global administrator)' })
  async createAssociation(
    @Arg('input') input: AssociationInput,
    @Ctx() ctx: GraphContext,
  ): Promise<AssociationRow> {
    return ctx.services.associations.create(ctx, input);
  }

  @Mutation(() => AssociationType, { description: 'POST /v1/asocs/mod' })
  async updateAssociation(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: AssociationInput,
    @Ctx() ctx: GraphContext,
  ): Promise<AssociationRow> {
    return ctx.services.associations.update(ctx, id, input);
  }

  @Mutation(() => MessageType, {
    description: 'POST /v1/asocs/del: refused (CONFLICT, extensions.title) while it has dojos',
  })
  async deleteAssociation(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphContext): Promise<MessageType> {
    await ctx.services.associations.delete(ctx, id);
    return { message: translate(ctx.lang, 'associations.deleted') };
  }
}
