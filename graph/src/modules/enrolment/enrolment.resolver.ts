import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { EnrolmentSearchColumn } from '@federa/schema/validation/courses';
import type { GraphContext } from '../../graphql/context';
import { ListInput, listRequest } from '../common/list/list.types';
import type { EnrolmentPage } from './enrolment.service';
import { EnrolmentPageType, EnrolmentRowType, EnrolmentSearchColumnEnum } from './enrolment.types';
import { EnrolmentChangeInputType } from './enrolment.inputs';

/** listAlum and subirCambios of part 2 §7 (/v1/cursos/...). */
@Resolver(() => EnrolmentRowType)
export class EnrolmentResolver {
  @Query(() => EnrolmentPageType, {
    description:
      'GET /v1/cursos/listAlum: the members the caller may enrol and, for the course managers, everyone ' +
      'enrolled; ordered by number, 15 (50, 100) a page; the filter searches the chosen column ' +
      '(administrators only: a plain member gets their own row)',
  })
  async courseEnrolment(
    @Arg('courseId', () => Int) courseId: number,
    @Ctx() ctx: GraphContext,
    @Arg('page', () => ListInput, { nullable: true }) page?: ListInput,
    @Arg('column', () => EnrolmentSearchColumnEnum, { nullable: true }) column?: EnrolmentSearchColumn | null,
    @Arg('enrolledOnly', () => Boolean, { nullable: true }) enrolledOnly?: boolean | null,
    @Arg('memberId', () => Int, { nullable: true }) memberId?: number | null,
  ): Promise<EnrolmentPage> {
    return ctx.services.enrolment.page(ctx, courseId, {
      page: listRequest(page),
      column,
      enrolledOnly,
      memberId,
    });
  }

  @Mutation(() => EnrolmentPageType, {
    description:
      'POST /v1/cursos/subirCambios: every row applied in one transaction, or none (the first broken ' +
      'row is named in extensions.fields as changes.N); answers the first page again',
  })
  async saveEnrolmentChanges(
    @Arg('courseId', () => Int) courseId: number,
    @Arg('changes', () => [EnrolmentChangeInputType]) changes: EnrolmentChangeInputType[],
    @Ctx() ctx: GraphContext,
  ): Promise<EnrolmentPage> {
    await ctx.services.enrolment.save(ctx, courseId, changes);
    return ctx.services.enrolment.page(ctx, courseId);
  }
}
