import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { ListQueries } from '../common/list/graphql-doors';
import type { ChargeView } from './billing.service';
import {
  BillingSummaryType,
  ChargeItemType,
  ChargeType,
  SettlementType,
  TariffInputType,
  TariffType,
} from './billing.types';
import { describe } from './charge-lines';
import { CHARGE_LIST_DOORS } from './charge.list-doors';

/** Tariffs, charges and settlements (issue 30). */
@Resolver(() => ChargeType)
export class BillingResolver extends ListQueries(CHARGE_LIST_DOORS) {
  @Query(() => [TariffType], { description: 'GET /v1/tarifas: the tariffs of a year the caller sees' })
  tariffs(@Arg('year', () => Int) year: number, @Ctx() ctx: GraphContext) {
    return ctx.services.billing.tariffs(ctx, year);
  }

  @Mutation(() => TariffType, {
    description: 'POST /v1/tarifas: sets a tariff; charges already made keep their amounts',
  })
  setTariff(@Arg('input') input: TariffInputType, @Ctx() ctx: GraphContext) {
    return ctx.services.billing.setTariff(ctx, input);
  }

  @Query(() => ChargeType, { description: 'GET /v1/cobros/ver: one charge the caller sees' })
  charge(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphContext) {
    return ctx.services.billing.charge(ctx, id);
  }

  @Query(() => BillingSummaryType, {
    description: 'GET /v1/cobros/resumen: unpaid, owed to and by the caller',
  })
  billingSummary(@Ctx() ctx: GraphContext) {
    return ctx.services.billing.summary(ctx);
  }

  @Query(() => [SettlementType], {
    description: "GET /v1/liquidaciones: each association's national shares of a year",
  })
  settlements(@Arg('year', () => Int) year: number, @Ctx() ctx: GraphContext) {
    return ctx.services.billing.settlements(ctx, year);
  }

  @Mutation(() => ChargeType, {
    description:
      'POST /v1/liquidaciones: a charge to the association for its unsettled national shares of the year',
  })
  createSettlement(
    @Arg('associationId', () => Int) associationId: number,
    @Arg('year', () => Int) year: number,
    @Ctx() ctx: GraphContext,
  ) {
    return ctx.services.billing.settle(ctx, associationId, year);
  }

  // The root is a charge the caller was shown: its items need no second look at who sees it.
  @FieldResolver(() => [ChargeItemType], { description: 'Its items, grouped as the receipt prints them' })
  async items(@Root() charge: ChargeView, @Ctx() ctx: GraphContext) {
    const lines = await ctx.loaders.chargeLines.load(charge.id);
    return lines.map((line) => ({ ...line, description: describe(line, ctx.lang) }));
  }
}
