import { requireCaller, type RequestContext } from '../auth/caller';
import { run, sql } from '../common/sql';

/**
 * GET /v1/cuotas/warnings (part 3 §6 and §7): fee batches (remesas) waiting for the caller's
 * validation level (part 2 §4: dojo 1, association 2, national 3; a level acts only after the one
 * below). The level is the caller's highest role in force (toggled roles count, as for every
 * permission):
 * - global administrator: batches validated by the association but not nationally
 *   (cf_asoc_val_asoc set, cf_asoc_val_admi null), in every association;
 * - association administrator: batches of the session's association validated by the dojo but not
 *   by the association (cf_asoc_val_dojo set, cf_asoc_val_asoc null);
 * - anyone else: 0 (dojo administrators validate their own batches, which they just made).
 */
export async function countFeeWarnings(ctx: RequestContext): Promise<number> {
  const { roles, associationId } = requireCaller(ctx);
  let rows: { n: number }[];
  if (roles.admin) {
    rows = await run(
      ctx.em,
      sql`select count(*)::int as n from remesa
           where cf_asoc_val_asoc is not null and cf_asoc_val_admi is null`,
    );
  } else if (roles.associationAdmin) {
    rows = await run(
      ctx.em,
      sql`select count(*)::int as n from remesa
           where cf_asoc = ${associationId} and cf_asoc_val_dojo is not null and cf_asoc_val_asoc is null`,
    );
  } else return 0;
  return rows[0].n;
}
