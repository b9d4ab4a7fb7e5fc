import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { translate } from '@federa/schema/i18n';
import type { GraphContext } from '../../graphql/context';
import { MessageType } from '../../graphql/message';
import { ListQueries } from '../common/list/graphql-doors';
import { FEE_BATCH_LIST_DOORS } from './fee-batch.list-doors';
import type { FeeBatchStep, FeeCandidate } from './fee-batch.queries';
import type { FeeBatchView } from './fee-batch.service';
import { FeeBatchType, FeeBatchValidationType, FeeCandidateType, PaidFeeType } from './fee-batch.types';
import { FeeBatchInputType } from './fee-batch.inputs';

/** The fee calls of part 2 §7 (/v1/cuotas/...) and the nested fields of a FeeBatch. */
@Resolver(() => FeeBatchType)
export class FeeBatchResolver extends ListQueries(FEE_BATCH_LIST_DOORS) {
  @Query(() => FeeBatchType, { description: 'GET /v1/cuotas/ver: one batch' })
  async feeBatch(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphContext): Promise<FeeBatchView> {
    return ctx.services.fees.get(ctx, id);
  }

  @Query(() => [FeeCandidateType], {
    description:
      "GET /v1/cuotas/listAlum: the members a batch may name for a year (the batch's dojo, or for a new " +
      "batch the session's dojo or the one the national administrator names). orderBy: numAcae, nombre, " +
      'apellido, tipo, ultima_cuota (" DESC" optional)',
  })
  async feeBatchCandidates(
    @Arg('year', () => Int) year: number,
    @Ctx() ctx: GraphContext,
    @Arg('batchId', () => Int, { nullable: true }) batchId?: number | null,
    @Arg('dojoId', () => Int, { nullable: true }) dojoId?: number | null,
    @Arg('orderBy', () => String, { nullable: true }) orderBy?: string | null,
  ): Promise<FeeCandidate[]> {
    return ctx.services.fees.candidates(ctx, { year, batchId, dojoId, orderBy });
  }

  @Query(() => [PaidFeeType], {
    description: 'GET /v1/cuotas/listCuotas: the years a member paid (validated nationally), newest first',
  })
  async memberFees(@Arg('memberId', () => Int) memberId: number, @Ctx() ctx: GraphContext) {
    return ctx.services.fees.memberFees(ctx, memberId);
  }

  @Mutation(() => FeeBatchType, { description: "POST /v1/cuotas/ins: a batch of the session's dojo" })
  async createFeeBatch(
    @Arg('input') input: FeeBatchInputType,
    @Ctx() ctx: GraphContext,
  ): Promise<FeeBatchView> {
    return ctx.services.fees.create(ctx, input);
  }

  @Mutation(() => FeeBatchType, { description: 'POST /v1/cuotas/mod: refused once the dojo validated it' })
  async updateFeeBatch(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: FeeBatchInputType,
    @Ctx() ctx: GraphContext,
  ): Promise<FeeBatchView> {
    return ctx.services.fees.update(ctx, id, input);
  }

  @Mutation(() => MessageType, {
    description: 'POST /v1/cuotas/del: refused (CONFLICT) once the dojo validated it',
  })
  async deleteFeeBatch(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphContext): Promise<MessageType> {
    await ctx.services.fees.delete(ctx, id);
    return { message: translate(ctx.lang, 'fees.deleted') };
  }

  @Mutation(() => [FeeBatchType], {
    description:
      'POST /v1/cuotas/valida (valida true): validate one level (1 dojo, 2 association, 3 national) of ' +
      'batches at the same state and year; all or none',
  })
  async validateFeeBatches(
    @Arg('ids', () => [Int]) ids: number[],
    @Arg('level', () => Int) level: number,
    @Ctx() ctx: GraphContext,
  ): Promise<FeeBatchView[]> {
    return ctx.services.fees.validate(ctx, { ids, level, validated: true });
  }

  @Mutation(() => [FeeBatchType], {
    description:
      'POST /v1/cuotas/valida (valida false): undo one level, while the level above has not validated',
  })
  async unvalidateFeeBatches(
    @Arg('ids', () => [Int]) ids: number[],
    @Arg('level', () => Int) level: number,
    @Ctx() ctx: GraphContext,
  ): Promise<FeeBatchView[]> {
    return ctx.services.fees.validate(ctx, { ids, level, validated: false });
  }

  @FieldResolver(() => [Int], { description: 'selec: the members it names' })
  async memberIds(@Root() batch: FeeBatchView, @Ctx() ctx: GraphContext): Promise<number[]> {
    return ctx.loaders.feeBatchMemberIds.load(batch.id);
  }

  @FieldResolver(() => [FeeBatchValidationType], { description: 'Every validation and undo, newest first' })
  async history(@Root() batch: FeeBatchView, @Ctx() ctx: GraphContext): Promise<FeeBatchStep[]> {
    return ctx.loaders.feeBatchHistory.load(batch.id);
  }
}
