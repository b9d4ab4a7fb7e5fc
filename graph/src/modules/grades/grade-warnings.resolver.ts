import { Ctx, FieldResolver, Int, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { WarningsType } from '../../graphql/warnings';
import { countGradeWarnings } from './grade-warnings';

@Resolver(() => WarningsType)
export class GradeWarningsResolver {
  @FieldResolver(() => Int, { description: 'GET /v1/grados/warnings: pending grades and titles to validate' })
  async grades(@Ctx() ctx: GraphContext): Promise<number> {
    return countGradeWarnings(ctx);
  }
}
