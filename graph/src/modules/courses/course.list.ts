import type { Actor } from '@federa/schema/permissions';
import { courseStatus, type CourseStatus } from '@federa/schema/validation/courses';
import { defineList } from '../common/list/definition';
import { sql, type Sql } from '../common/sql';

/**
 * Which courses a list covers. `seenBy`: the caller's view (part 2 §6): validated courses, plus
 * every course for the national administrator (`all`) or the unvalidated ones of the dojo they
 * administer (`dojoId`). `associationId`: organised by a dojo of it. `upcomingOnly`: validated
 * and ending today or later (the public list).
 */
export type CourseScope = {
  seenBy?: { all: boolean; dojoId: number | null };
  associationId?: number | null;
  upcomingOnly?: boolean;
};

/** A course as both doors show it; what the caller may do with it is added by the service. */
export type CourseRow = {
  id: number;
  title: string;
  city: string;
  details: string;
  clausesActive: boolean;
  clauses: string | null;
  image: string | null;
  memberPriceCents: number;
  otherPriceCents: number;
  startDate: string | null;
  endDate: string | null;
  organiserId: number;
  organiserName: string;
  associationId: number;
  validatedById: number | null;
  validatedByDojoId: number | null;
  validated: boolean;
  status: CourseStatus;
};

export const COURSE_COLUMNS = `c.id_curso, c.titulo, c.ciudad, c.obs, c.act_clau, c.clau, c.imagen,
  c.precio_socio_cent, c.precio_otros_cent,
  c.fecha_ini::text as "startDate", c.fecha_fin::text as "endDate", c.cf_organiz, d.nombre as dojo,
  d.cf_asoc, c.cf_val_admi, c.cf_val_dojo, current_date::text as today`;
export const COURSE_JOINS = 'join dojo d on d.id_dojo = c.cf_organiz';

export function toCourseRow(r: Record<string, any>): CourseRow {
  return {
    id: r.id_curso,
    title: r.titulo,
    city: r.ciudad,
    details: r.obs,
    clausesActive: r.act_clau,
    clauses: r.clau,
    image: r.imagen,
    memberPriceCents: r.precio_socio_cent,
    otherPriceCents: r.precio_otros_cent,
    startDate: r.startDate,
    endDate: r.endDate,
    organiserId: r.cf_organiz,
    organiserName: r.dojo,
    associationId: r.cf_asoc,
    validatedById: r.cf_val_admi,
    validatedByDojoId: r.cf_val_dojo,
    validated: r.cf_val_admi !== null,
    // The database's calendar day decides, as it does for the list's estado order.
    status: courseStatus(r.startDate, r.endDate, r.today),
  };
}

/** The caller's side of `seesCourse`: every course (`managesCourse` anywhere), or those a dojo they run organises. */
export const seenByOf = (actor: Actor): NonNullable<CourseScope['seenBy']> => ({
  all: actor.roles.admin,
  dojoId: actor.roles.dojoAdmin ? actor.dojoId : null,
});

/**
 * `seesCourse` as a condition on `curso c`: the list, the record's NOT_FOUND, 'Mis cursos' and the
 * report views show the same courses.
 */
export function seenCondition(seenBy: NonNullable<CourseScope['seenBy']>): Sql {
  if (seenBy.all) return sql`true`;
  return seenBy.dojoId
    ? sql`(c.cf_val_admi is not null or c.cf_organiz = ${seenBy.dojoId})`
    : sql`c.cf_val_admi is not null`;
}

/** `managesCourse` as a condition on `curso c`. */
export function managedCondition(actor: Actor): Sql {
  if (actor.roles.admin) return sql`true`;
  return actor.roles.dojoAdmin ? sql`c.cf_organiz = ${actor.dojoId}` : sql`false`;
}

/** Organised in an association: through its dojos (a few hundred ids), so the organiser index serves. */
export const organisedIn = (associationId: number) =>
  sql`c.cf_organiz in (select o.id_dojo from dojo o where o.cf_asoc = ${associationId})`;

function scope(s: CourseScope): Sql[] {
  const parts: Sql[] = [];
  if (s.seenBy && !s.seenBy.all) parts.push(seenCondition(s.seenBy));
  if (s.associationId) parts.push(organisedIn(s.associationId));
  if (s.upcomingOnly) parts.push(sql`c.cf_val_admi is not null and c.fecha_fin >= current_date`);
  return parts;
}

/**
 * Title and city through their trigram indexes; the organiser's name matched once per dojo
 * (through the dojo name's trigram index), not once per course.
 */
const search = (pattern: Sql) =>
  sql`(f_unaccent(lower(c.titulo)) like ${pattern} or f_unaccent(lower(c.ciudad)) like ${pattern}
      or c.cf_organiz in (select m.id_dojo from dojo m where f_unaccent(lower(m.nombre)) like ${pattern}))`;

/** estado as an order: upcoming, running, finished (the course's life, not the labels' alphabet). */
const STATUS_ORDER = `(case when c.fecha_fin < current_date then 2
  when c.fecha_ini <= current_date then 1 else 0 end)`;
const DATE = { sql: 'c.fecha_ini', type: 'date', nullable: true } as const;

/**
 * Part 2 §2.8: title, date, city, organiser and status; default date descending; 15, 50 or 100
 * a page, or every row (pag=ALL).
 */
export const COURSE_LIST = defineList<CourseScope, CourseRow>({
  table: 'curso c',
  key: { sql: 'c.id_curso', type: 'integer' },
  joinFor: { d: COURSE_JOINS },
  columns: {
    titulo: 'c.titulo',
    fecha: DATE,
    ciudad: 'c.ciudad',
    dojo: 'd.nombre',
    estado: [{ sql: STATUS_ORDER, type: 'integer' }, DATE],
  },
  defaultOrder: 'fecha DESC',
  pageSizes: [15, 50, 100],
  scope,
  search,
  select: COURSE_COLUMNS,
  selectJoin: COURSE_JOINS,
  toRow: toCourseRow,
});

/** GET /cursos/public (part 3 §2, §7): validated courses ending today or later, soonest first. */
export const PUBLIC_COURSE_LIST = defineList<CourseScope, CourseRow>({
  ...COURSE_LIST,
  columns: { titulo: 'c.titulo', fecha: DATE, ciudad: 'c.ciudad' },
  defaultOrder: 'fecha',
  search: (pattern) =>
    sql`(f_unaccent(lower(c.titulo)) like ${pattern} or f_unaccent(lower(c.ciudad)) like ${pattern})`,
});
