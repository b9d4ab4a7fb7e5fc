import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { countCourseWarnings } from '../courses/course-warnings';
import { countFeeWarnings } from '../fees/fee-warnings';
import { countGradeWarnings } from '../grades/grade-warnings';

@ObjectType('Warnings', {
  description: "Sidebar badge counts: what waits for the caller's validation level (0 when not theirs)",
})
export class WarningsType {
  @Field(() => Int, { description: 'GET /v1/cuotas/warnings: fee batches to validate' })
  fees!: number;

  @Field(() => Int, { description: 'GET /v1/grados/warnings: pending grades and titles to validate' })
  grades!: number;

  @Field(() => Int, { description: 'GET /v1/cursos/warnings: courses to validate' })
  courses!: number;
}

/** The three warning counters of part 3 §7 in one query; the definitions live beside each domain. */
@Resolver()
export class WarningsResolver {
  @Query(() => WarningsType, { description: "Badge counts for the signed-in member's menu" })
  async warnings(@Ctx() ctx: GraphContext): Promise<WarningsType> {
    const [fees, grades, courses] = await Promise.all([
      countFeeWarnings(ctx),
      countGradeWarnings(ctx),
      countCourseWarnings(ctx),
    ]);
    return { fees, grades, courses };
  }
}
