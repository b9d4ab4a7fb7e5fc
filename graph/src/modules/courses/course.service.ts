import {
  createsCourses,
  editsCourse,
  enrolmentOpen,
  managesCourse,
  marksPayment,
  validatesCourses,
} from '@federa/schema/permissions';
import { onReader } from '../../database/reader';
import { requireCaller, type Caller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import type { FileStore } from '../common/file-store';
import { POSTER_IMAGE } from './course.images';
import { removeImage } from '../common/images';
import type { ImageSlot } from '../common/image-upload';
import { listPage, listPosition, type ListPage } from '../common/list/engine';
import { parseList, parseOrder, type ListRequest } from '../common/list/request';
import { run, sql } from '../common/sql';
import { Member } from '../members/member.entity';
import { refOfMember, seesPrivateData } from '../members/member.rules';
import { loadCourse } from './course-access';
import { editable, saveCourse } from './course-save';
import { pickFields, sentFields, type CourseField, type CourseInput } from './course-input';
import { COURSE_LIST, PUBLIC_COURSE_LIST, seenByOf, type CourseRow, type CourseScope } from './course.list';
import {
  courseHasEnrolments,
  coursesOf,
  enrolledAmong,
  selectCourse,
  sessionsOfCourses,
  type CourseSessionRow,
} from './course.queries';

/** A course with what the caller may do with it. */
export type CourseView = CourseRow & {
  canEdit: boolean;
  canValidate: boolean;
  manages: boolean;
  canEnrol: boolean;
  marksPayment: boolean;
};

/** A course as the modal reads it: with its sessions and whether the caller is enrolled. */
export type CourseRecord = CourseView & { sessions: CourseSessionRow[]; enrolled: boolean };

export const viewOf = (caller: Caller, row: CourseRow): CourseView => ({
  ...row,
  canEdit: editsCourse(caller, row),
  canValidate: validatesCourses(caller),
  manages: managesCourse(caller, row),
  canEnrol: enrolmentOpen(caller, row),
  marksPayment: marksPayment(caller, row),
});

/** listCursos: its orders (REST names), newest end date first by default. */
const MY_COURSES_ORDERS = {
  columns: {
    titulo: 'c.titulo',
    fechaIni: 'c.fecha_ini',
    fechaFin: 'c.fecha_fin',
    ciudad: 'c.ciudad',
    nombre: 'd.nombre',
  },
  defaultOrder: 'fechaFin DESC',
};
export const MY_COURSES_MAX = 200;
const MY_COURSES_DEFAULT = 100;

/** Courses of part 2: the list, the course, saves, deletes, validation, 'Mis cursos', the public list. */
export class CourseService {
  readonly posterSlot: ImageSlot;

  constructor(files: FileStore) {
    this.posterSlot = { folder: files.folder(POSTER_IMAGE.folder), kind: POSTER_IMAGE };
  }

  async list(
    ctx: RequestContext,
    request: ListRequest,
    associationId?: number | null,
  ): Promise<ListPage<CourseView>> {
    const caller = requireCaller(ctx);
    const scope: CourseScope = { seenBy: seenByOf(caller), associationId };
    const page = await listPage(
      ctx.em,
      COURSE_LIST,
      scope,
      parseList(COURSE_LIST, request, { allowAll: true }),
    );
    return { ...page, items: page.items.map((row) => viewOf(caller, row)) };
  }

  async position(
    ctx: RequestContext,
    id: number,
    request: ListRequest,
    associationId?: number | null,
  ): Promise<number> {
    const caller = requireCaller(ctx);
    const { order, search } = parseList(COURSE_LIST, request, { allowAll: true });
    const scope: CourseScope = { seenBy: seenByOf(caller), associationId };
    return listPosition(ctx.em, COURSE_LIST, scope, id, order, search);
  }

  /** One course the caller sees; any other, existing or not, is not found. */
  async get(ctx: RequestContext, id: number): Promise<CourseView> {
    const caller = requireCaller(ctx);
    await loadCourse(ctx.em, caller, id);
    const row = await selectCourse(ctx.em, id);
    if (!row) throw DomainError.notFound();
    return viewOf(caller, row);
  }

  /** GET /cursos/ver: the course with its sessions and whether the caller is enrolled. */
  async record(ctx: RequestContext, id: number): Promise<CourseRecord> {
    const course = await this.get(ctx, id);
    const [sessions, enrolled] = await Promise.all([
      sessionsOfCourses(ctx.em, [id]),
      this.enrolledAmong(ctx, [id]),
    ]);
    return { ...course, sessions: sessions.get(id) ?? [], enrolled: enrolled.has(id) };
  }

  /** asiste: which of these courses the caller is enrolled in. */
  async enrolledAmong(ctx: RequestContext, ids: readonly number[]): Promise<Set<number>> {
    return enrolledAmong(ctx.em, requireCaller(ctx).memberId, ids);
  }

  /** Created unvalidated, for the session's dojo (the national administrator may name another). */
  async create(ctx: RequestContext, input: CourseInput): Promise<CourseView> {
    const caller = requireCaller(ctx);
    if (!createsCourses(caller)) throw DomainError.forbidden();
    const fields = [
      'title',
      'city',
      'details',
      'clausesActive',
      'clauses',
      'image',
      'sessions',
      'memberPriceCents',
      'otherPriceCents',
    ] as const;
    const id = await saveCourse(ctx, this.posterSlot, null, {
      ...pickFields(input, fields),
      clausesActive: input.clausesActive ?? false,
      dojoId: input.dojoId,
    });
    return this.get(ctx, id);
  }

  /**
   * Only `fields` (REST's `modificar`, GraphQL's fields sent) are examined and written, by the
   * course's managers while it is unvalidated.
   */
  async update(
    ctx: RequestContext,
    id: number,
    input: CourseInput,
    fields: readonly CourseField[] = sentFields(input),
  ): Promise<CourseView> {
    const caller = requireCaller(ctx);
    await editable(ctx, caller, id, 'courses.saveFailed');
    await saveCourse(ctx, this.posterSlot, id, pickFields(input, fields));
    return this.get(ctx, id);
  }

  /**
   * Part 2 §4: a validated course stays; so does one with enrolments (its history). Otherwise it
   * goes with its sessions, then its poster file.
   */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    const caller = requireCaller(ctx);
    await editable(ctx, caller, id, 'courses.deleteFailed');
    const poster = await ctx.em.transactional(async (em) => {
      await editable({ ...ctx, em }, caller, id, 'courses.deleteFailed', true);
      if (await courseHasEnrolments(em, id)) {
        throw new DomainError('CONFLICT', 'courses.hasEnrolments', { title: 'courses.deleteFailed' });
      }
      const [row] = await run<{ imagen: string | null }>(
        em,
        sql`delete from curso where id_curso = ${id} returning imagen`,
      );
      return row?.imagen ?? null;
    });
    await removeImage(this.posterSlot.folder, poster);
  }

  /** Validates or unvalidates: the national administrator only, who is recorded (cf_val_admi). */
  async toggleValidation(ctx: RequestContext, id: number): Promise<CourseView> {
    const caller = requireCaller(ctx);
    await loadCourse(ctx.em, caller, id);
    if (!validatesCourses(caller)) throw DomainError.forbidden();
    await ctx.em.transactional(async (em) => {
      await loadCourse(em, caller, id, { lock: true });
      await run(
        em,
        sql`update curso set cf_val_admi = case when cf_val_admi is null then ${caller.memberId}::int end
            where id_curso = ${id}`,
      );
    });
    return this.get(ctx, id);
  }

  /**
   * listCursos: the caller's courses (enrolled in, or organised by the dojo they administer), or
   * those organised in an association, or another member's (enrolled in: the member view), for
   * those who see that member's private data only, as any member lookup (not found otherwise);
   * only the courses the caller sees.
   */
  async myCourses(
    ctx: RequestContext,
    query: {
      associationId?: number | null;
      memberId?: number | null;
      orderBy?: string | null;
      limit?: number | null;
    },
  ): Promise<CourseView[]> {
    const caller = requireCaller(ctx);
    const other = query.memberId && query.memberId !== caller.memberId ? query.memberId : null;
    if (other) {
      const member = await ctx.em.findOne(Member, other);
      if (!member || !seesPrivateData(caller, refOfMember(member))) throw DomainError.notFound();
    }
    const limit = query.limit ?? MY_COURSES_DEFAULT;
    if (!Number.isInteger(limit) || limit < 1 || limit > MY_COURSES_MAX) {
      throw DomainError.invalid([{ field: 'limit', key: 'list.pageSizeInvalid' }]);
    }
    const order = parseOrder(MY_COURSES_ORDERS, query.orderBy);
    const column = MY_COURSES_ORDERS.columns[order.column as keyof typeof MY_COURSES_ORDERS.columns];
    const rows = await coursesOf(ctx.em, {
      memberId: other ?? caller.memberId,
      // Another member's courses are those they are enrolled in, never the caller's dojo's.
      ownDojoId: !other && caller.roles.dojoAdmin ? caller.dojoId : null,
      associationId: other ? null : query.associationId || null,
      seenBy: seenByOf(caller),
      order: `${column} ${order.desc ? 'desc nulls last' : 'asc nulls last'}`,
      limit,
    });
    return rows.map((row) => viewOf(caller, row));
  }

  /** GET /cursos/public: anyone, validated courses ending today or later, soonest first. */
  async publicList(ctx: RequestContext, request: ListRequest): Promise<ListPage<CourseRow>> {
    const parsed = parseList(PUBLIC_COURSE_LIST, request);
    // The public pages read from the read replica when there is one (ADR 0025).
    return onReader(ctx.em, (em) => listPage(em, PUBLIC_COURSE_LIST, { upcomingOnly: true }, parsed));
  }
}
