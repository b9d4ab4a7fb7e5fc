import type { GraphQLResolveInfo } from 'graphql';
import {
  Arg,
  Ctx,
  Extensions,
  FieldResolver,
  Info,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { translate } from '@federa/schema/i18n';
import type { GraphContext } from '../../graphql/context';
import type { Association } from '../associations/association.entity';
import { AssociationType } from '../associations/association.types';
import { MessageType } from '../../graphql/message';
import { DomainError } from '../common/domain-error';
import { ListQueries } from '../common/list/graphql-doors';
import type { Dojo } from '../dojos/dojo.entity';
import { DojoType } from '../dojos/dojo.types';
import { MemberInput } from './member.inputs';
import { MemberUpdateType } from './member-update.types';
import { MEMBER_LIST_DOORS } from './member.list-doors';
import type { MemberRecord } from './member.record';
import { MemberConnectionType, MemberType } from './member.types';

/** Whether the field's selection is plain fields (no fragment, no directive) among `names`. */
function asksOnly(info: GraphQLResolveInfo, names: readonly string[]): boolean {
  return info.fieldNodes.every((node) =>
    (node.selectionSet?.selections ?? []).every(
      (s) => s.kind === 'Field' && !s.directives?.length && names.includes(s.name.value),
    ),
  );
}

/** The member calls of part 1 §7 (/v1/asociados/...) and the nested fields of a Member. */
@Resolver(() => MemberType)
export class MemberResolver extends ListQueries(MEMBER_LIST_DOORS) {
  @Query(() => MemberType, {
    nullable: true,
    description:
      'GET /v1/asociados/ver: one member by id or number; with the number and the code of its ' +
      'validation link, also without a session. null both when missing and when outside your view',
  })
  @Extensions({ public: true })
  async member(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { nullable: true }) id?: number | null,
    @Arg('memberNumber', () => String, { nullable: true }) memberNumber?: string | null,
    @Arg('validationCode', () => String, { nullable: true }) validationCode?: string | null,
  ): Promise<MemberRecord | null> {
    try {
      return await ctx.services.members.get(ctx, {
        id: id ?? undefined,
        memberNumber: memberNumber ?? undefined,
        validationCode: validationCode ?? undefined,
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  @Query(() => MemberConnectionType, {
    description:
      'Cursor paging for integrators (1 to 1000 a page): the same orders and filter as `members`, ' +
      'keyset on (order value, id), so deep pages cost what the first does and nothing repeats',
  })
  async membersConnection(
    @Arg('first', () => Int) first: number,
    @Ctx() ctx: GraphContext,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
    @Arg('orderBy', () => String, { nullable: true }) orderBy?: string | null,
    @Arg('filter', () => String, { nullable: true }) filter?: string | null,
    @Arg('dojoId', () => Int, { nullable: true }) dojoId?: number | null,
  ): Promise<MemberConnectionType> {
    const page = await ctx.services.members.connection(ctx, { first, after, orderBy, filter }, dojoId);
    return {
      edges: page.edges,
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
    };
  }

  @Query(() => Int, {
    nullable: true,
    description:
      'GET /v1/asociados/rep_mail: id of another member (not exceptId) with this mail; null when ' +
      'free; 0 when taken by a member you may not see (taken, id withheld). For the member form: ' +
      'administrators without exceptId, whoever may save member exceptId with it; throttled per member',
  })
  async memberMailTaken(
    @Arg('mail') mail: string,
    @Ctx() ctx: GraphContext,
    @Arg('exceptId', () => Int, { nullable: true }) exceptId?: number | null,
  ): Promise<number | null> {
    return ctx.services.members.taken.mailTakenBy(ctx, mail, exceptId ?? 0);
  }

  @Query(() => Int, {
    nullable: true,
    description:
      'GET /v1/asociados/rep_numAcae: id of another member (not exceptId) with this number; null ' +
      'when free; 0 when taken by a member you may not see (taken, id withheld)',
  })
  async memberNumberTaken(
    @Arg('memberNumber') memberNumber: string,
    @Ctx() ctx: GraphContext,
    @Arg('exceptId', () => Int, { nullable: true }) exceptId?: number | null,
  ): Promise<number | null> {
    return ctx.services.members.taken.numberTakenBy(ctx, memberNumber, exceptId ?? 0);
  }

  @Mutation(() => MemberType, { description: 'POST /v1/asociados/ins (any administrator kind)' })
  async createMember(
    @Arg('input', () => MemberInput) input: MemberInput,
    @Ctx() ctx: GraphContext,
  ): Promise<MemberRecord> {
    const id = await ctx.services.members.create(ctx, input);
    return ctx.services.members.get(ctx, { id });
  }

  @Mutation(() => MemberUpdateType, { description: 'POST /v1/asociados/mod' })
  async updateMember(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => MemberInput) input: MemberInput,
    @Ctx() ctx: GraphContext,
  ): Promise<MemberUpdateType> {
    const { token } = await ctx.services.members.update(ctx, id, input);
    return { member: await ctx.services.members.get(ctx, { id }), token };
  }

  @Mutation(() => MessageType, {
    description: 'POST /v1/asociados/del: refused (extensions.title) when the member has history',
  })
  async deleteMember(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphContext): Promise<MessageType> {
    await ctx.services.members.delete(ctx, id);
    return { message: translate(ctx.lang, 'members.deleted') };
  }

  @FieldResolver(() => DojoType, { description: 'cfDojo, loaded in one query per page' })
  async dojo(
    @Root() member: MemberRecord,
    @Ctx() ctx: GraphContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Dojo> {
    // The member's row already holds the dojo's id and name: a list asking no more needs no query.
    if (asksOnly(info, ['id', 'name', '__typename']))
      return { id: member.dojoId, name: member.dojoName } as Dojo;
    return (await ctx.loaders.dojoById.load(member.dojoId))!;
  }

  @FieldResolver(() => AssociationType, { description: 'cfAsoc, loaded in one query per page' })
  async association(@Root() member: MemberRecord, @Ctx() ctx: GraphContext): Promise<Association> {
    return (await ctx.loaders.associationById.load(member.associationId))!;
  }
}
