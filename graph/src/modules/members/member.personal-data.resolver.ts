import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { translate } from '@federa/schema/i18n';
import type { GraphContext } from '../../graphql/context';
import { MessageType } from '../../graphql/message';

@Resolver()
export class MemberPersonalDataResolver {
  @Query(() => GraphQLJSONObject, {
    description:
      'GET /v1/asociados/datosPersonales: everything held about a member (record, fees, grades, titles, enrolments, templates, contact messages, audit entries), for themselves or an administrator over them; lists hold the newest 1,000 with `more`',
  })
  async memberPersonalData(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphContext) {
    return ctx.services.members.personalData(ctx, id);
  }

  @Mutation(() => MessageType, {
    description:
      'POST /v1/asociados/borrarDatos: erases a member’s personal data and keeps the statistics (national administrator)',
  })
  async eraseMemberPersonalData(
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: GraphContext,
  ): Promise<MessageType> {
    await ctx.services.members.erase(ctx, id);
    return { message: translate(ctx.lang, 'personalData.erased') };
  }
}
