import type { EnrolmentSearchColumn } from '@federa/schema/validation/courses';
import { COUNT_BOUND, defineList } from '../common/list/definition';
import { join, raw, sql, type Sql } from '../common/sql';
import { byDefaultOrder } from '../members/member.list';
import { defaultOrderStart, scopeTotal } from '../members/member.totals';
import { LATEST_FEE_JOIN } from '../members/member.latest-fee';

/**
 * The members of a course's enrolment table (listAlum, part 2 §2.10), on the list engine and the
 * member table's indexes, for a million members: ordered by number (numberless last) through
 * the member list's number index, searched through the members' trigram index.
 */

/**
 * Whose rows a caller gets: `everyone` (the national administrator), or those their `reach`
 * (enrolment-reach.ts) lets in and, for the course's managers, whoever is enrolled in it.
 * `enrolledOnly` keeps the enrolled, `memberId` one member.
 */
export type EnrolmentScope = {
  courseId: number;
  everyone: boolean;
  reach?: Sql[];
  withEnrolled?: boolean;
  enrolledOnly?: boolean;
  memberId?: number;
  column: EnrolmentSearchColumn;
};

export type EnrolmentMemberRow = {
  memberId: number;
  number: string | null;
  firstName: string;
  lastName: string;
  dojoId: number;
  dojoName: string;
  associationId: number;
  birthDate: string;
  lastFeeYear: number | null;
  avatar: string;
};

// The course's enrolled as an array computed once (an InitPlan): an `= any` of it is an index
// condition the planner can OR with the others, where `in (select ...)` would be a filter.
const enrolledIn = (courseId: number) =>
  sql`a.id_aso = any(array(select i.cf_asociado from inscripcion i where i.cf_curso = ${courseId}))`;

function scope(s: EnrolmentScope): Sql[] {
  const parts: Sql[] = [];
  if (!s.everyone) {
    const reach: Sql[] = [...(s.reach ?? [])];
    if (s.withEnrolled) reach.push(enrolledIn(s.courseId));
    parts.push(sql`(${join(reach, ' or ', 'false')})`);
  }
  if (s.enrolledOnly) parts.push(enrolledIn(s.courseId));
  if (s.memberId !== undefined) parts.push(sql`a.id_aso = ${s.memberId}`);
  return parts;
}

/**
 * The member's searched text without the mail: the table shows number, name, surname and dojo,
 * and a manager lists members of other dojos whose mail is not theirs to search by.
 */
const SHOWN_TEXT = `federa_busqueda_asociado(a.num_acae, a.nombre, a.apellido, null,
  (select sd.nombre from dojo sd where sd.id_dojo = a.cf_dojo))`;

/**
 * Each column's check, run on the rows the kept text's index found. 'All columns' is a match in
 * the kept text that the mail alone does not explain: one unaccenting of the mail per row found,
 * the shown text built only where the mail matches too (and, read by the planner as a near-certain
 * filter, the estimate of the matches stays the trigram index's).
 */
const COLUMN_CHECK: Record<Exclude<EnrolmentSearchColumn, 'DOJO'>, (pattern: Sql) => Sql> = {
  ALL: (p) =>
    sql`(a.mail is null or f_unaccent(lower(a.mail)) not like ${p} or ${raw(SHOWN_TEXT)} like ${p})`,
  NUMBER: (p) => sql`f_unaccent(lower(coalesce(a.num_acae, ''))) like ${p}`,
  FIRST_NAME: (p) => sql`f_unaccent(lower(a.nombre)) like ${p}`,
  LAST_NAME: (p) => sql`f_unaccent(lower(a.apellido)) like ${p}`,
};

/**
 * One searched word in the chosen column. The members' kept text (`busqueda`: number, names, mail
 * and dojo) holds every column, so its trigram index finds the candidates and the column's check
 * decides; a dojo is matched by name once per dojo (its own trigram index), then its members by
 * their dojo. Below three letters no trigram index serves: the planner is kept off it (`|| ''`).
 */
function searchWord(pattern: Sql, word: string, s: EnrolmentScope): Sql {
  if (s.column === 'DOJO') {
    // A semi-join, not `= any(array(...))`: the planner then knows how many members the dojos
    // found hold, and walks the number index for a page of a common word rather than sorting them.
    return sql`a.cf_dojo in (select sd.id_dojo from dojo sd where f_unaccent(lower(sd.nombre)) like ${pattern})`;
  }
  const kept = [...word].length < 3 ? "(a.busqueda || '')" : 'a.busqueda';
  return sql`(${raw(kept)} like ${pattern} and ${COLUMN_CHECK[s.column](pattern)})`;
}

const NUMBERLESS = '(a.num_acae is null)';

/** The national administrator's whole table: every member, as the kept totals count them. */
const allMembers = (s: EnrolmentScope) => s.everyone && !s.enrolledOnly && s.memberId === undefined;

export const ENROLMENT_LIST = defineList<EnrolmentScope, EnrolmentMemberRow>({
  table: 'asociado a',
  key: { sql: 'a.id_aso', type: 'integer' },
  // Ordered by number only (part 2 §2.10 has no sortable columns).
  columns: { numAcae: { sql: 'a.num_acae', nullable: true } },
  defaultOrder: 'numAcae',
  pageSizes: [15, 50, 100],
  lead: [{ sql: NUMBERLESS, type: 'boolean' }],
  scope,
  search: searchWord,
  select: `a.id_aso, a.num_acae, a.nombre, a.apellido, a.cf_dojo, d.nombre as dojo, a.cf_asoc,
    a.fecha_nacimiento::text as nacimiento, u.anio as ultima_cuota, a.avatar`,
  selectJoin: `join dojo d on d.id_dojo = a.cf_dojo ${LATEST_FEE_JOIN}`,
  toRow: (r) => ({
    memberId: r.id_aso,
    number: r.num_acae,
    firstName: r.nombre,
    lastName: r.apellido,
    dojoId: r.cf_dojo,
    dojoName: r.dojo,
    associationId: r.cf_asoc,
    birthDate: r.nacimiento,
    lastFeeYear: r.ultima_cuota,
    avatar: r.avatar,
  }),
  // Everyone, unsearched: the members' kept total rather than a count of a million rows, and a
  // deep page starts at the tramo holding it.
  keptTotal: (em, s) => (allMembers(s) ? scopeTotal(em, {}) : Promise.resolve(undefined)),
  startAt: (em, s, request) =>
    allMembers(s) && byDefaultOrder(request) ? defaultOrderStart(em, {}, request.offset) : undefined,
  filterFirstBelow: 10_000,
  countBound: COUNT_BOUND,
});
