import { Arg, Ctx, Extensions, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { ListQueries } from '../common/list/graphql-doors';
import type { CardCheck } from './card-check';
import { CARD_LIST_DOORS } from './card.list-doors';
import type { MemberCard } from './card.service';
import { CardCheckType, MemberCardConnectionType, MemberCardType } from './card.types';

/** Membership cards (part 2 §2.3, §4, §9) and the card check (issue 13). */
@Resolver()
export class CardResolver extends ListQueries(CARD_LIST_DOORS) {
  @Query(() => MemberCardConnectionType, {
    description:
      'GET /v1/asociados/asociadosCarnets?tras=: the cards list by cursor pages (1 to 1000 a page), ' +
      'the same rows, orders, filter and scope as `memberCards`, keyset so deep pages cost what the first does',
  })
  async memberCardsConnection(
    @Arg('first', () => Int) first: number,
    @Ctx() ctx: GraphContext,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
    @Arg('orderBy', () => String, { nullable: true }) orderBy?: string | null,
    @Arg('filter', () => String, { nullable: true }) filter?: string | null,
    @Arg('dojoId', () => Int, { nullable: true }) dojoId?: number | null,
  ): Promise<MemberCardConnectionType> {
    const page = await ctx.services.cards.connection(ctx, { first, after, orderBy, filter }, dojoId);
    return { edges: page.edges, pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor } };
  }

  @Query(() => MemberCardConnectionType, {
    description:
      'The printable rows to print, in list order, by cursor pages (first: 1 to 500): those of `ids` ' +
      '(at most 1000, an explicit selection), otherwise every printable row of the filtered list',
  })
  async memberCardsToPrint(
    @Arg('first', () => Int) first: number,
    @Ctx() ctx: GraphContext,
    @Arg('dojoId', () => Int, { nullable: true }) dojoId?: number | null,
    @Arg('filter', () => String, { nullable: true }) filter?: string | null,
    @Arg('orderBy', () => String, { nullable: true }) orderBy?: string | null,
    @Arg('ids', () => [Int], { nullable: true }) ids?: number[] | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<MemberCardConnectionType> {
    const page = await ctx.services.cards.toPrint(ctx, { first, after, filter, orderBy, ids }, dojoId);
    return { edges: page.edges, pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor } };
  }

  @Query(() => CardCheckType, {
    description:
      'GET /v1/asociados/carnet: the unsigned card check (no session needed) by the number and the ' +
      "card's code; an unknown number and a wrong code are the same BAD_USER_INPUT cards.checkInvalid",
  })
  @Extensions({ public: true })
  async cardCheck(
    @Arg('memberNumber') memberNumber: string,
    @Arg('code') code: string,
    @Ctx() ctx: GraphContext,
  ): Promise<CardCheck> {
    return ctx.services.cards.check(ctx, memberNumber, code);
  }

  @Mutation(() => MemberCardType, {
    description:
      'POST /v1/asociados/renovarCarnet: a new card code (an administrator over the member); old cards stop checking',
  })
  async renewCardCode(
    @Arg('memberId', () => Int) memberId: number,
    @Ctx() ctx: GraphContext,
  ): Promise<MemberCard> {
    return ctx.services.cards.renew(ctx, memberId);
  }
}
