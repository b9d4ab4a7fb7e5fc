/**
 * Where a member's latest paid year is read: `cuota_ultima` (fees/latest-fee.entity.ts), one row
 * per member, as `u`, for a query whose member is `a`. `u.anio` is the year (null: none paid).
 */
export const LATEST_FEE_JOIN = 'join cuota_ultima u on u.cf_asociado = a.id_aso';

/**
 * The same join for a list ordered by the year: its order starts with (a.num_acae is null), which
 * the row keeps as `sin_numero`; equal through the join, the planner reads the order from the
 * table's index (sin_numero, anio, cf_asociado) instead of sorting every member.
 */
export const LATEST_FEE_ORDER_JOIN = `${LATEST_FEE_JOIN} and u.sin_numero = (a.num_acae is null)`;
