import { requireCaller, type Caller, type RequestContext } from '../common/caller';
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
 *
 * The FROM and WHERE of those rows (`remesa r`), or null when the caller waits for none: the badge
 * and the validations inbox both read it, so they cannot disagree.
 */
export function feeBatchesWaiting(caller: Caller): Sql | null {
  const { roles, associationId } = caller;
  const waiting: Sql[] = [];
  if (roles.admin) waiting.push(sql`(r.cf_asoc_val_asoc is not null and r.cf_asoc_val_admi is null)`);
  if (roles.associationAdmin) {
    waiting.push(
      sql`(r.cf_asoc = ${associationId} and r.cf_asoc_val_dojo is not null and r.cf_asoc_val_asoc is null)`,
    );
  }
  return waiting.length ? sql`from remesa r where ${join(waiting, ' or ')}` : null;
}

export async function countFeeWarnings(ctx: RequestContext): Promise<number> {
  const waiting = feeBatchesWaiting(requireCaller(ctx));
  if (!waiting) return 0;
  const row = await first<{ n: number }>(ctx.em, sql`select count(*)::int as n ${waiting}`);
  return row!.n;
}
