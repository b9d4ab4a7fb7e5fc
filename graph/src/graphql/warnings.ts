import { Ctx, ObjectType, Query, Resolver } from 'type-graphql';
import { requireCaller } from '../modules/common/caller';
import type { GraphContext } from './context';

/**
 * The sidebar's badge counts. The type has no field of its own: each domain adds its count with
 * a field resolver on it (fees/fee-warnings.resolver.ts...), so this query names no domain.
 */
@ObjectType('Warnings', {
  description: "Sidebar badge counts: what waits for the caller's validation level (0 when not theirs)",
})
export class WarningsType {}

@Resolver()
export class WarningsResolver {
  @Query(() => WarningsType, { description: "Badge counts for the signed-in member's menu" })
  warnings(@Ctx() ctx: GraphContext): WarningsType {
    // Refused once here, rather than once for each count.
    requireCaller(ctx);
    return {};
  }
}
