import { requireCaller, type RequestContext } from '../auth/caller';
import { run, sql } from '../common/sql';

/**
 * GET /v1/cursos/warnings (part 3 §6 and §7): courses waiting for national validation, counted
 * for global administrators only (validating a course is theirs alone, part 2 §6): courses not yet
 * validated (cf_val_admi null) that have not ended, i.e. whose last session (fecha_fin) is today
 * or later in the database's calendar, or that have no session dated yet (fecha_fin null). A past
 * unvalidated course never took place and waits for nobody. Anyone else: 0.
 */
export async function countCourseWarnings(ctx: RequestContext): Promise<number> {
  const { roles } = requireCaller(ctx);
  if (!roles.admin) return 0;
  const rows = await run<{ n: number }>(
    ctx.em,
    sql`select count(*)::int as n from curso
      where cf_val_admi is null and (fecha_fin is null or fecha_fin >= current_date)`,
  );
  return rows[0].n;
}
