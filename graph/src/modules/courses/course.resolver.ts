import { Arg, Ctx, Extensions, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { translate } from '@federa/schema/i18n';
import { COURSE_MAX_SESSIONS } from '@federa/schema/validation/courses';
import type { GraphContext } from '../../graphql/context';
import { PUBLIC_OPERATION } from '../../graphql/public-operation';
import { MessageType } from '../../graphql/message';
import { requireCaller } from '../common/caller';
import { ListQueries } from '../common/list/graphql-doors';
import { ListInput, listRequest } from '../common/list/list.types';
import { COURSE_LIST_DOORS } from './course.list-doors';
import type { CourseSessionRow } from './course.queries';
import { MY_COURSES_MAX, type CourseView } from './course.service';
import { CourseSessionType, CourseType, PublicCoursePageType } from './course.types';
import { CourseInputType } from './course.inputs';

/** The course calls of part 2 §7 (/v1/cursos/...) and the nested fields of a Course. */
@Resolver(() => CourseType)
export class CourseResolver extends ListQueries(COURSE_LIST_DOORS) {
  @Query(() => CourseType, { description: 'GET /v1/cursos/ver: one course the caller sees' })
  async course(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphContext): Promise<CourseView> {
    return ctx.services.courses.get(ctx, id);
  }

  @Query(() => [CourseType], {
    description:
      "GET /v1/cursos/listCursos: the caller's courses (enrolled in, or organised by the dojo they " +
      "administer), or those organised in an association, or a member's (memberId); newest end date first. orderBy: titulo, " +
      'fechaIni, fechaFin, ciudad, nombre; limit at most 200 (100 by default)',
  })
  @Extensions({ listSize: MY_COURSES_MAX })
  async myCourses(
    @Ctx() ctx: GraphContext,
    @Arg('associationId', () => Int, { nullable: true }) associationId?: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
    @Arg('orderBy', () => String, { nullable: true }) orderBy?: string | null,
    @Arg('memberId', () => Int, {
      nullable: true,
      description: "another member's courses (enrolled in), for those who see their private data",
    })
    memberId?: number | null,
  ): Promise<CourseView[]> {
    return ctx.services.courses.myCourses(ctx, { associationId, memberId, limit, orderBy });
  }

  @Query(() => PublicCoursePageType, {
    description:
      'GET /v1/cursos/public, no session needed: validated courses ending today or later. orderBy: ' +
      'titulo, fecha, ciudad; default fecha (soonest first)',
  })
  @Extensions(PUBLIC_OPERATION)
  async publicCourses(
    @Ctx() ctx: GraphContext,
    @Arg('page', () => ListInput, { nullable: true }) page?: ListInput,
  ) {
    return ctx.services.courses.publicList(ctx, listRequest(page));
  }

  @Mutation(() => CourseType, { description: 'POST /v1/cursos/ins: an unvalidated course' })
  async createCourse(@Arg('input') input: CourseInputType, @Ctx() ctx: GraphContext): Promise<CourseView> {
    return ctx.services.courses.create(ctx, input);
  }

  @Mutation(() => CourseType, {
    description: 'POST /v1/cursos/mod: the fields sent (omitted ones unchanged); refused once validated',
  })
  async updateCourse(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: CourseInputType,
    @Ctx() ctx: GraphContext,
  ): Promise<CourseView> {
    return ctx.services.courses.update(ctx, id, input);
  }

  @Mutation(() => MessageType, {
    description: 'POST /v1/cursos/delCurso: refused (CONFLICT) once validated or with enrolments',
  })
  async deleteCourse(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphContext): Promise<MessageType> {
    await ctx.services.courses.delete(ctx, id);
    return { message: translate(ctx.lang, 'courses.deleted') };
  }

  @Mutation(() => CourseType, {
    description: 'POST /v1/cursos/cursoToggleVal: validates or unvalidates (the national administrator only)',
  })
  async toggleCourseValidation(
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: GraphContext,
  ): Promise<CourseView> {
    return ctx.services.courses.toggleValidation(ctx, id);
  }

  @FieldResolver(() => [CourseSessionType], { description: 'aSesion: by date and start time' })
  @Extensions({ listSize: COURSE_MAX_SESSIONS })
  async sessions(@Root() course: CourseView, @Ctx() ctx: GraphContext): Promise<CourseSessionRow[]> {
    return ctx.loaders.courseSessions.load(course.id);
  }

  @FieldResolver(() => Boolean, { description: 'asiste: the caller is enrolled' })
  async enrolled(@Root() course: CourseView, @Ctx() ctx: GraphContext): Promise<boolean> {
    const { memberId } = requireCaller(ctx);
    return ctx.loaders.courseEnrolled.load({ memberId, courseId: course.id });
  }
}
