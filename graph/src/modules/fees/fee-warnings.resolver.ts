import { Ctx, FieldResolver, Int, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { WarningsType } from '../../graphql/warnings';
import { countFeeWarnings } from './fee-warnings';

@Resolver(() => WarningsType)
export class FeeWarningsResolver {
  @FieldResolver(() => Int, { description: 'GET /v1/cuotas/warnings: fee batches to validate' })
  async fees(@Ctx() ctx: GraphContext): Promise<number> {
    return countFeeWarnings(ctx);
  }
}
