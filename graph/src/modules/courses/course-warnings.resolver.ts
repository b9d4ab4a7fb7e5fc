import { Ctx, FieldResolver, Int, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { WarningsType } from '../../graphql/warnings';
import { countCourseWarnings } from './course-warnings';

@Resolver(() => WarningsType)
export class CourseWarningsResolver {
  @FieldResolver(() => Int, { description: 'GET /v1/cursos/warnings: courses to validate' })
  async courses(@Ctx() ctx: GraphContext): Promise<number> {
    return countCourseWarnings(ctx);
  }
}
