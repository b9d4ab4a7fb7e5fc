import type { EntityManager } from '@mikro-orm/postgresql';
import { seesCourse, type CourseRef } from '@federa/schema/permissions';
import { courseStatus } from '@federa/schema/validation/courses';
import type { Caller } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { first, raw, sql } from '../common/sql';

/** A course as every courses service needs it first: its rules' view plus where and when. */
export type CourseAccess = CourseRef & {
  id: number;
  title: string;
  city: string;
  associationId: number;
  startDate: string | null;
  endDate: string | null;
  clausesActive: boolean;
  /** The database's calendar day, which decides the status. */
  today: string;
};

type Row = Omit<CourseAccess, 'status' | 'validated'> & { validatedBy: number | null };

/**
 * Loads a course the caller may see, or answers NOT_FOUND (an unvalidated course of another
 * organiser does not exist for them). `lock` takes the row's lock inside the caller's
 * transaction, so that a validation cannot slip between a rule's check and the write it allows.
 */
export async function loadCourse(
  em: EntityManager,
  caller: Caller,
  id: number,
  options: { lock?: boolean } = {},
): Promise<CourseAccess> {
  const row = await first<Row>(
    em,
    sql`select c.id_curso as id, c.titulo as title, c.ciudad as city, c.cf_organiz as "organiserId",
        d.cf_asoc as "associationId", c.fecha_ini::text as "startDate", c.fecha_fin::text as "endDate",
        c.act_clau as "clausesActive", c.cf_val_admi as "validatedBy", current_date::text as today
      from curso c join dojo d on d.id_dojo = c.cf_organiz
      where c.id_curso = ${id} ${raw(options.lock ? 'for update of c' : '')}`,
  );
  if (!row) throw DomainError.notFound();
  const { validatedBy, ...rest } = row;
  const course: CourseAccess = {
    ...rest,
    validated: validatedBy !== null,
    status: courseStatus(row.startDate, row.endDate, row.today),
  };
  if (!seesCourse(caller, course)) throw DomainError.notFound();
  return course;
}
