import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { ListInput, listRequest } from '../common/list/list.types';
import type { ValidationKind } from './validation.queries';
import { ValidationInboxType, ValidationKindEnum } from './validation.types';

@Resolver()
export class ValidationResolver {
  @Query(() => ValidationInboxType, {
    description:
      'GET /v1/validaciones: what waits for a validation level the caller holds, the rows the sidebar ' +
      'badges count (warnings), newest first; page: offset and limit (15, 50, 100) only, the inbox ' +
      'has one order and no search; a plain member gets none',
  })
  async validationInbox(
    @Ctx() ctx: GraphContext,
    @Arg('page', () => ListInput, { nullable: true }) page?: ListInput,
    @Arg('kind', () => ValidationKindEnum, { nullable: true }) kind?: ValidationKind | null,
  ) {
    return ctx.services.validations.inbox(ctx, listRequest(page), kind);
  }
}
