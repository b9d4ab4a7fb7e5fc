import type { EntityManager } from '@mikro-orm/postgresql';
import type { MessageKey } from '@federa/schema/i18n';
import {
  changesEnrolment,
  enrolmentOpen,
  managesCourse,
  marksPayment,
  usesEnrolmentTools,
} from '@federa/schema/permissions';
import {
  COURSE_MAX_SESSIONS,
  ENROLMENT_MAX_CHANGES,
  type EnrolmentSearchColumn,
} from '@federa/schema/validation/courses';
import {
  applyEnrolmentChange,
  isRefusal,
  NOT_ENROLLED,
  type EnrolmentChange,
  type EnrolmentEntryState,
  type EnrolmentState,
} from '@federa/schema/validation/enrolment';
import { ageGroup } from '@federa/schema/validation/members';
import { requireCaller, type Caller, type RequestContext } from '../common/caller';
import type { CursorRequest } from '../common/list/doors';
import { DomainError } from '../common/domain-error';
import { checkCursorPageSize, listAfter, listPage } from '../common/list/engine';
import { parseList, parseOrder, parseSearch, type ListRequest } from '../common/list/request';
import { loadCourse, type CourseAccess } from '../courses/course-access';
import { enrolReach } from './enrolment-reach';
import { ENROLMENT_LIST, type EnrolmentMemberRow, type EnrolmentScope } from './enrolment.list';
import {
  countersOf,
  enrolmentsOf,
  lockMembers,
  sessionKinds,
  writeEnrolments,
  type EnrolmentCounters,
} from './enrolment.queries';

/** A row of the enrolment table: the member, their standing, and whether the caller may change it. */
export type EnrolmentRow = Omit<EnrolmentMemberRow, 'birthDate'> &
  Omit<EnrolmentState, 'entries'> & { adult: boolean; entries: EnrolmentEntryState[]; editable: boolean };

export type EnrolmentPage = EnrolmentCounters & {
  items: EnrolmentRow[];
  returned: number;
  total: number;
  totalIsExact: boolean;
};

export type EnrolmentConnection = {
  edges: { cursor: string; node: EnrolmentRow }[];
  hasNextPage: boolean;
  endCursor: string | null;
};

export type EnrolmentQuery = {
  page?: ListRequest;
  column?: EnrolmentSearchColumn | null;
  enrolledOnly?: boolean | null;
  memberId?: number | null;
};

const NO_COUNTERS: EnrolmentCounters = { enrolled: 0, paid: 0, attended: 0, eventTotals: [] };

/** Refusals about who may act rather than what was sent. */
const NOT_ALLOWED: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'courses.memberNotYours',
  'courses.paymentNotYours',
  'courses.paidOrAttended',
]);

/** A broken row of a save: the whole set is refused, naming the row (`changes.4`) and the member. */
function rowRefused(index: number, key: MessageKey, params: Record<string, string | number>): DomainError {
  const field = { field: `changes.${index}`, key, params };
  return new DomainError(NOT_ALLOWED.has(key) ? 'FORBIDDEN' : 'BAD_USER_INPUT', key, {
    fields: [field],
    params,
    title: 'courses.changesFailed',
  });
}

/**
 * Whose rows a caller gets (contract "Enrolment list rows"): those they may enrol (`enrolsMember`:
 * themselves, their dojo, their association, the national administrator everyone) and, for the
 * course's managers, everyone enrolled. A plain member: their own row only.
 */
function scopeOf(caller: Caller, course: CourseAccess, query: EnrolmentQuery): EnrolmentScope {
  const base = { courseId: course.id, column: query.column ?? 'ALL', enrolledOnly: !!query.enrolledOnly };
  const only = query.memberId ?? undefined;
  const reach = enrolReach(caller);
  if (reach === 'everyone') return { ...base, everyone: true, memberId: only };
  return {
    ...base,
    everyone: false,
    memberId: only,
    reach,
    withEnrolled: managesCourse(caller, course),
  };
}

/** listAlum and subirCambios (part 2 §2.10, §4, §6): the enrolment table of a course and its changes. */
/**
 * What enrolments owe (the billing module, issue 30), in the save's transaction: removed ones'
 * charges cancelled, a priced course's new ones charged.
 */
export type EnrolmentCharges = {
  beforeEnrolmentsRemoved(em: EntityManager, enrolmentIds: readonly number[]): Promise<void>;
  chargeEnrolments(em: EntityManager, courseId: number): Promise<void>;
};

export class EnrolmentService {
  constructor(private readonly charges: EnrolmentCharges) {}

  /** A page of the rows the caller may see, ordered by number, with the course-wide counters. */
  async page(ctx: RequestContext, courseId: number, query: EnrolmentQuery = {}): Promise<EnrolmentPage> {
    const caller = requireCaller(ctx);
    const course = await loadCourse(ctx.em, caller, courseId);
    const tools = usesEnrolmentTools(caller);
    const request = parseList(ENROLMENT_LIST, query.page ?? {});
    // The search and the counters are the administrators' tools (part 2 §6).
    const parsed = tools ? request : { ...request, search: '' };
    const scope = scopeOf(caller, course, query);
    const [page, counters] = await Promise.all([
      listPage(ctx.em, ENROLMENT_LIST, scope, parsed),
      tools ? countersOf(ctx.em, course.id) : NO_COUNTERS,
    ]);
    const items = await this.rowsOf(ctx, caller, course, page.items);
    return { ...counters, items, returned: items.length, total: page.total, totalIsExact: page.totalIsExact };
  }

  /**
   * The table by keyset pages (1 to 1000 rows): the offset pages' rows under the same scope and
   * search (an administrator's tool, as there), merged with their stored enrolment; no counters.
   */
  async connection(
    ctx: RequestContext,
    courseId: number,
    request: CursorRequest,
    query: Omit<EnrolmentQuery, 'page'> = {},
  ): Promise<EnrolmentConnection> {
    const caller = requireCaller(ctx);
    const course = await loadCourse(ctx.em, caller, courseId);
    checkCursorPageSize(request.first);
    const order = parseOrder(ENROLMENT_LIST, request.orderBy);
    const search = usesEnrolmentTools(caller) ? parseSearch(request.filter) : '';
    const page = await listAfter(ctx.em, ENROLMENT_LIST, scopeOf(caller, course, query), {
      order,
      search,
      first: request.first,
      after: request.after,
    });
    const items = await this.rowsOf(
      ctx,
      caller,
      course,
      page.rows.map((r) => r.row),
    );
    const edges = items.map((node, i) => ({ cursor: page.rows[i].cursor, node }));
    return { edges, hasNextPage: page.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null };
  }

  /** A page's members with their stored enrolment, and whether the caller may change each. */
  private async rowsOf(
    ctx: RequestContext,
    caller: Caller,
    course: CourseAccess,
    members: EnrolmentMemberRow[],
  ): Promise<EnrolmentRow[]> {
    const stored = members.length
      ? await enrolmentsOf(
          ctx.em,
          course.id,
          members.map((m) => m.memberId),
        )
      : new Map();
    return members.map(({ birthDate, dojoId, associationId, ...member }): EnrolmentRow => {
      const { id: _id, ...state } = stored.get(member.memberId) ?? { id: 0, ...NOT_ENROLLED };
      const editable = changesEnrolment(
        caller,
        course,
        { memberId: member.memberId, dojoId, associationId },
        state.enrolled,
      );
      return {
        ...member,
        dojoId,
        associationId,
        ...state,
        adult: ageGroup(birthDate, course.today) === 'A',
        editable,
      };
    });
  }

  /**
   * Applies every row's changes in one transaction under the course's lock, or none: the first
   * row that breaks a rule refuses the set, naming its member.
   */
  async save(ctx: RequestContext, courseId: number, changes: readonly EnrolmentChange[]): Promise<void> {
    const caller = requireCaller(ctx);
    if (!changes.length) throw DomainError.invalid([{ field: 'changes', key: 'courses.changesRequired' }]);
    if (changes.length > ENROLMENT_MAX_CHANGES) {
      throw DomainError.invalid([
        { field: 'changes', key: 'courses.tooManyChanges', params: { max: ENROLMENT_MAX_CHANGES } },
      ]);
    }
    changes.forEach((change, i) => {
      if ((change.entries?.length ?? 0) > COURSE_MAX_SESSIONS) {
        throw rowRefused(i, 'courses.enrolEntriesTooMany', { member: String(change.memberId) });
      }
    });
    await ctx.em.transactional(async (em) => {
      const course = await loadCourse(em, caller, courseId, { lock: true });
      if (!enrolmentOpen(caller, course)) {
        const key = course.validated ? 'courses.finished' : 'courses.notValidated';
        throw new DomainError('CONFLICT', key, { title: 'courses.changesFailed' });
      }
      const ids = changes.map((c) => c.memberId);
      const members = await lockMembers(em, ids);
      const stored = await enrolmentsOf(em, course.id, ids);
      const sessions = await sessionKinds(em, course.id);
      const context = {
        clausesActive: course.clausesActive,
        marksPayment: marksPayment(caller, course),
        sessions,
      };
      const seen = new Set<number>();
      const wanted = changes.map((change, i) => {
        const member = members.get(change.memberId);
        const before = stored.get(change.memberId);
        // Named by the id sent: a member the caller may not enrol is not theirs to learn the name of.
        if (!member || !changesEnrolment(caller, course, { ...member, memberId: member.id }, !!before)) {
          throw rowRefused(i, 'courses.memberNotYours', { member: String(change.memberId) });
        }
        if (seen.has(member.id)) throw rowRefused(i, 'courses.duplicateMember', { member: member.label });
        seen.add(member.id);
        const after = applyEnrolmentChange(before ?? NOT_ENROLLED, change, context);
        if (isRefusal(after)) throw rowRefused(i, after.key, { ...after.params, member: member.label });
        return { memberId: member.id, before, after };
      });
      const removed = wanted.filter((w) => w.before && !w.after.enrolled).map((w) => w.before!.id);
      await this.charges.beforeEnrolmentsRemoved(em, removed);
      await writeEnrolments(em, course.id, wanted);
      await this.charges.chargeEnrolments(em, course.id);
    });
  }
}
