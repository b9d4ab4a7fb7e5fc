import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { managesGradesOf } from '@federa/schema/permissions';
import { translate } from '@federa/schema/i18n';
import type { GraphContext } from '../../graphql/context';
import { MessageType } from '../../graphql/message';
import { ListQueries } from '../common/list/graphql-doors';
import type { MemberRecord } from '../members/member.record';
import { MemberType } from '../members/member.types';
import { GRADE_LIST_DOORS } from './grade.list-doors';
import type { GradeReadiness } from './grade.readiness';
import { BeltType, GradeEntryKind, GradeReadinessType, GradeRecordType, TitleType } from './grade.types';
import { GradeRecordInput } from './grade.inputs';

/** The grade calls of part 2 §7 (/v1/grados/...). The dan documentation is REST only (a file). */
@Resolver()
export class GradeResolver extends ListQueries(GRADE_LIST_DOORS) {
  @Query(() => [BeltType], { description: 'GET /v1/grados/cinturones: the belt ladder, by valor' })
  async belts(@Ctx() ctx: GraphContext) {
    return ctx.services.grades.belts(ctx);
  }

  @Query(() => [TitleType], { description: 'GET /v1/grados/titulos' })
  async titles(@Ctx() ctx: GraphContext) {
    return ctx.services.grades.titles(ctx);
  }

  @Query(() => GradeRecordType, {
    description: "GET /v1/grados/gradoactual and tituloactual: a member's record",
  })
  async memberGradeRecord(@Arg('memberId', () => Int) memberId: number, @Ctx() ctx: GraphContext) {
    return ctx.services.grades.record(ctx, memberId);
  }

  @Query(() => GradeReadinessType, {
    description: 'Readiness for the next full belt: time in grade, attended session hours against nhoras',
  })
  async gradeReadiness(@Arg('memberId', () => Int) memberId: number, @Ctx() ctx: GraphContext) {
    return ctx.services.grades.readiness(ctx, memberId);
  }

  @Mutation(() => GradeRecordType, {
    description:
      "The whole wanted state of a member's belts and titles (POST /v1/grados/ins, delGrado, mod, tituloins, " +
      'titulodel, titulomod in one): the differences are applied in one transaction, all or nothing',
  })
  async saveMemberGrades(
    @Arg('memberId', () => Int) memberId: number,
    @Arg('input', () => GradeRecordInput) input: GradeRecordInput,
    @Ctx() ctx: GraphContext,
  ) {
    return ctx.services.grades.saveRecord(ctx, memberId, input);
  }

  @Mutation(() => Int, {
    description:
      'POST /v1/grados/validarGrado or validarTitulo: validates a pending entry or undoes it; the new status',
  })
  async toggleGradeValidation(
    @Arg('kind', () => GradeEntryKind) kind: GradeEntryKind,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: GraphContext,
  ) {
    return ctx.services.grades.toggleValidation(ctx, kind, id);
  }

  @Mutation(() => MessageType, {
    description: 'POST /v1/grados/delUnGrado or delUnTitulo: pending entries only',
  })
  async deleteGradeEntry(
    @Arg('kind', () => GradeEntryKind) kind: GradeEntryKind,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: GraphContext,
  ): Promise<MessageType> {
    await ctx.services.grades.deleteEntry(ctx, kind, id);
    return {
      message: translate(ctx.lang, kind === GradeEntryKind.GRADE ? 'grades.deleted' : 'grades.titleDeleted'),
    };
  }
}

/** A member's readiness as a field, one statement per page of members. */
@Resolver(() => MemberType)
export class MemberReadinessResolver {
  @FieldResolver(() => GradeReadinessType, {
    nullable: true,
    description: "Readiness for the next belt; null unless you manage this member's grades",
  })
  async gradeReadiness(
    @Root() member: MemberRecord,
    @Ctx() ctx: GraphContext,
  ): Promise<GradeReadiness | null> {
    const holder = { memberId: member.id, dojoId: member.dojoId, associationId: member.associationId };
    if (!ctx.caller || !managesGradesOf(ctx.caller, holder)) return null;
    return ctx.loaders.gradeReadiness.load(member.id);
  }
}
