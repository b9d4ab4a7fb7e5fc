import { requireCaller, type Caller, type RequestContext } from '../common/caller';
import { first, sql, type Sql } from '../common/sql';

/**
 * GET /v1/cursos/warnings (part 3 §6 and §7): courses waiting for national validation, counted
 * for global administrators only (validating a course is theirs alone, part 2 §6): courses not yet
 * validated (cf_val_admi null) that have not ended, i.e. whose last session (fecha_fin) is today
 * or later in the database's calendar, or that have no session dated yet (fecha_fin null). A past
 * unvalidated course never took place and waits for nobody. Anyone else: 0.
 *
 * The FROM and WHERE of those rows (`curso c`), or null when the caller waits for none: the badge and the
 * validations inbox both read it.
 */
export function coursesWaiting(caller: Caller): Sql | null {
  if (!caller.roles.admin) return null;
  return sql`from curso c where c.cf_val_admi is null and (c.fecha_fin is null or c.fecha_fin >= current_date)`;
}

export async function countCourseWarnings(ctx: RequestContext): Promise<number> {
  const waiting = coursesWaiting(requireCaller(ctx));
  if (!waiting) return 0;
  const row = await first<{ n: number }>(ctx.em, sql`select count(*)::int as n ${waiting}`);
  return row!.n;
}
