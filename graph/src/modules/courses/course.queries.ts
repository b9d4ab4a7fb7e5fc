import type { EntityManager } from '@mikro-orm/postgresql';
import { first, intArray, raw, run, sql } from '../common/sql';
import {
  COURSE_COLUMNS,
  COURSE_JOINS,
  organisedIn,
  seenCondition,
  toCourseRow,
  type CourseRow,
} from './course.list';

/** A session or event as both doors show it (aSesion). */
export type CourseSessionRow = {
  id: number;
  courseId: number;
  date: string;
  startTime: string;
  endTime: string;
  description: string;
  kind: 'S' | 'E';
  priceCents: number;
};

/** One course as lists show it, or null. */
export async function selectCourse(em: EntityManager, id: number): Promise<CourseRow | null> {
  const row = await first(
    em,
    sql`select ${raw(COURSE_COLUMNS)} from curso c ${raw(COURSE_JOINS)} where c.id_curso = ${id}`,
  );
  return row ? toCourseRow(row) : null;
}

/** The sessions and events of each course, by date and start time (HH:MM). */
export async function sessionsOfCourses(em: EntityManager, ids: readonly number[]) {
  const rows = await run<Record<string, any>>(
    em,
    sql`select id_ses, cf_curso, fecha::text as fecha, to_char(hora_ini, 'HH24:MI') as ini,
               to_char(hora_fin, 'HH24:MI') as fin, descripcion, tipo, precio_cent
        from curso_sesion where cf_curso = any(${intArray(ids)}) order by fecha, hora_ini, id_ses`,
  );
  const byCourse = new Map<number, CourseSessionRow[]>();
  for (const r of rows) {
    const list = byCourse.get(r.cf_curso) ?? [];
    list.push({
      id: r.id_ses,
      courseId: r.cf_curso,
      date: r.fecha,
      startTime: r.ini,
      endTime: r.fin,
      description: r.descripcion,
      kind: r.tipo,
      priceCents: r.precio_cent,
    });
    byCourse.set(r.cf_curso, list);
  }
  return byCourse;
}

/** Which of these courses the member is enrolled in (asiste). */
export async function enrolledAmong(
  em: EntityManager,
  memberId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await run<{ cf_curso: number }>(
    em,
    sql`select cf_curso from inscripcion where cf_asociado = ${memberId} and cf_curso = any(${intArray(ids)})`,
  );
  return new Set(rows.map((r) => r.cf_curso));
}

/** Whether anyone is enrolled in the course: its history, which keeps it. */
export async function courseHasEnrolments(em: EntityManager, id: number): Promise<boolean> {
  const row = await first(em, sql`select 1 from inscripcion where cf_curso = ${id} limit 1`);
  return row !== undefined;
}

/** The caller's own courses or an association's, newest end date first (listCursos). */
export async function coursesOf(
  em: EntityManager,
  query: {
    memberId: number;
    ownDojoId: number | null;
    associationId: number | null;
    seenBy: { all: boolean; dojoId: number | null };
    order: string;
    limit: number;
  },
): Promise<CourseRow[]> {
  const { memberId, ownDojoId, associationId, seenBy, order, limit } = query;
  const whose = associationId
    ? organisedIn(associationId)
    : sql`(c.id_curso in (select i.cf_curso from inscripcion i where i.cf_asociado = ${memberId})
          or c.cf_organiz = ${ownDojoId ?? 0})`;
  const rows = await run(
    em,
    sql`select ${raw(COURSE_COLUMNS)} from curso c ${raw(COURSE_JOINS)}
        where ${whose} and ${seenCondition(seenBy)} order by ${raw(order)}, c.id_curso desc limit ${limit}`,
  );
  return rows.map(toCourseRow);
}
