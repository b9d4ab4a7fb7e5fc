import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { EnrolmentSearchColumn } from '@federa/schema/validation/courses';
import type { GraphContext } from '../../graphql/context';
import { BOUNDED_TOTAL_DESCRIPTION, ListInput, listRequest } from '../common/list/list.types';
import type { EnrolmentPage } from './enrolment.service';
import {
  EnrolmentConnectionType,
  EnrolmentPageType,
  EnrolmentRowType,
  EnrolmentSearchColumnEnum,
} from './enrolment.types';
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
    @Arg('boundedTotal', () => Boolean, { defaultValue: false, description: BOUNDED_TOTAL_DESCRIPTION })
    boundedTotal?: boolean,
  ): Promise<EnrolmentPage> {
    return ctx.services.enrolment.page(ctx, courseId, {
      page: listRequest(page, boundedTotal),
      column,
      enrolledOnly,
      memberId,
    });
  }

  @Query(() => EnrolmentConnectionType, {
    description:
      'GET /v1/cursos/listAlum?tras=: the enrolment table by cursor pages (1 to 1000 a page), the same ' +
      'rows, order (orderBy), filter and scope as `courseEnrolment` (no counters), keyset so deep pages cost what the first does',
  })
  async enrolmentConnection(
    @Arg('courseId', () => Int) courseId: number,
    @Arg('first', () => Int) first: number,
    @Ctx() ctx: GraphContext,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
    @Arg('orderBy', () => String, { nullable: true }) orderBy?: string | null,
    @Arg('filter', () => String, { nullable: true }) filter?: string | null,
    @Arg('column', () => EnrolmentSearchColumnEnum, { nullable: true }) column?: EnrolmentSearchColumn | null,
    @Arg('enrolledOnly', () => Boolean, { nullable: true }) enrolledOnly?: boolean | null,
    @Arg('memberId', () => Int, { nullable: true }) memberId?: number | null,
  ): Promise<EnrolmentConnectionType> {
    const page = await ctx.services.enrolment.connection(
      ctx,
      courseId,
      { first, after, orderBy: orderBy ?? undefined, filter: filter ?? undefined },
      { column, enrolledOnly, memberId },
    );
    return { edges: page.edges, pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor } };
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
