import { requireCaller, type RequestContext } from '../auth/caller';
import { first, join, sql, type Sql } from '../common/sql';

/**
 * GET /v1/cuotas/warnings (part 3 §6 and §7): fee batches (remesas) waiting for a validation level
 * the caller holds (part 2 §4: a level acts only after the one below), for each level held by the
 * roles in force (toggled roles count, as for every permission), so that the badge counts exactly
 * the rows the list offers to validate:
 * - national administrator: batches validated by the association but not nationally, everywhere;
 * - association administrator: batches of the session's association validated by the dojo but not
 *   by the association;
 * - dojo administrators are not counted (part 3 §7 asks the counter of association and national
 *   administrators only: a dojo validates the batches it has just made).
 */
export async function countFeeWarnings(ctx: RequestContext): Promise<number> {
  const { roles, associationId } = requireCaller(ctx);
  const waiting: Sql[] = [];
  if (roles.admin) waiting.push(sql`(cf_asoc_val_asoc is not null and cf_asoc_val_admi is null)`);
  if (roles.associationAdmin) {
    waiting.push(
      sql`(cf_asoc = ${associationId} and cf_asoc_val_dojo is not null and cf_asoc_val_asoc is null)`,
    );
  }
  if (!waiting.length) return 0;
  const row = await first<{ n: number }>(
    ctx.em,
    sql`select count(*)::int as n from remesa where ${join(waiting, ' or ')}`,
  );
  return row!.n;
}
