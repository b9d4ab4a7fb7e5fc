import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { ListInput, listRequest } from '../common/list/list.types';
import { MandateInput, SepaCreditorInput } from './sepa.inputs';
import {
  DebitPageType,
  DebitType,
  MandatePageType,
  MandateType,
  RemittancePageType,
  RemittanceType,
  SepaCreditorType,
} from './sepa.types';

/** SEPA Core direct debit (issue 30): mandates, creditors, remittances and returns. */
@Resolver()
export class SepaResolver {
  @Query(() => MandatePageType, {
    description:
      'GET /v1/pagos/mandatos: the mandates the caller sees, newest first (page: offset, limit 15, 50, 100); ' +
      'the IBAN in full for its owner and its collectors only',
  })
  async mandates(
    @Ctx() ctx: GraphContext,
    @Arg('page', () => ListInput, { nullable: true }) page?: ListInput,
  ) {
    return ctx.services.sepa.mandates(ctx, listRequest(page));
  }

  @Mutation(() => MandateType, {
    description: 'POST /v1/pagos/mandato: records or changes a mandate (who collects for its creditor)',
  })
  async saveMandate(@Arg('input', () => MandateInput) input: MandateInput, @Ctx() ctx: GraphContext) {
    return ctx.services.sepa.saveMandate(ctx, input);
  }

  @Query(() => SepaCreditorType, {
    nullable: true,
    description:
      "GET /v1/pagos/acreedor: an association's SEPA creditor (its administrators, the national one)",
  })
  async sepaCreditor(@Arg('associationId', () => Int) associationId: number, @Ctx() ctx: GraphContext) {
    return ctx.services.sepa.creditor(ctx, associationId);
  }

  @Mutation(() => SepaCreditorType, {
    description: "POST /v1/pagos/acreedor: sets an association's SEPA creditor (its administrators)",
  })
  async saveSepaCreditor(
    @Arg('associationId', () => Int) associationId: number,
    @Arg('input', () => SepaCreditorInput) input: SepaCreditorInput,
    @Ctx() ctx: GraphContext,
  ) {
    return ctx.services.sepa.saveCreditor(ctx, associationId, input);
  }

  @Query(() => RemittancePageType, {
    description:
      'GET /v1/pagos/remesas: SEPA remittances, newest first (national administrator all, an association’s its own)',
  })
  async remittances(
    @Ctx() ctx: GraphContext,
    @Arg('page', () => ListInput, { nullable: true }) page?: ListInput,
  ) {
    return ctx.services.sepa.remittances(ctx, listRequest(page));
  }

  @Mutation(() => RemittanceType, {
    description:
      'POST /v1/pagos/remesas: presents the creditor’s due charges with an active mandate for the collection date ' +
      '(after today, within a year); creditor none: the caller’s',
  })
  async createRemittance(
    @Arg('collectionDate') collectionDate: string,
    @Ctx() ctx: GraphContext,
    @Arg('creditorAssociationId', () => Int, { nullable: true }) creditorAssociationId?: number | null,
  ) {
    return ctx.services.sepa.createRemittance(ctx, { collectionDate, creditorAssociationId });
  }

  @Query(() => DebitPageType, {
    description:
      'GET /v1/pagos/remesas/{id}/adeudos: a remittance’s debits (its collectors; limit 15, 50, 100, 1000)',
  })
  async remittanceDebits(
    @Arg('remittanceId', () => Int) remittanceId: number,
    @Ctx() ctx: GraphContext,
    @Arg('page', () => ListInput, { nullable: true }) page?: ListInput,
  ) {
    return ctx.services.sepa.debits(ctx, remittanceId, page?.offset ?? 0, page?.limit ?? 100);
  }

  @Mutation(() => DebitType, {
    description:
      'POST /v1/pagos/adeudos/devolver: a return entered by hand (ISO reason AC04, AM04, MD06, MS02…): ' +
      'the charge unpaid again with the reason',
  })
  async returnDebit(
    @Arg('debitId', () => Int) debitId: number,
    @Arg('reasonCode') reasonCode: string,
    @Ctx() ctx: GraphContext,
  ) {
    return ctx.services.sepa.returnDebit(ctx, debitId, reasonCode);
  }
}
