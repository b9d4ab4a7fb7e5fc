import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeParts, type SortKey } from '../common/list/keys';
import { first, join, sql } from '../common/sql';

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

/**
 * A member's 0-based position in the whole federation's member list sorted by this year, with no
 * search, or -1 when there is no such member: counted on this table's own index (numberless
 * last, the year with empty years last ascending and first descending, then the member's id,
 * as the list sorts). Through the join to the member rows the count read every member (5 s).
 */
export async function latestFeePosition(em: EntityManager, id: number, desc: boolean): Promise<number> {
  const mine = await first<{ sin_numero: boolean; anio: number | null }>(
    em,
    sql`select sin_numero, anio from cuota_ultima where cf_asociado = ${id}`,
  );
  if (!mine) return -1;
  const keys: SortKey[] = [
    { sql: 'u.sin_numero', desc: false, nullsFirst: false, nullable: false, type: 'boolean' },
    { sql: 'u.anio', desc, nullsFirst: desc, nullable: true, type: 'integer' },
    { sql: 'u.cf_asociado', desc, nullsFirst: desc, nullable: false, type: 'integer' },
  ];
  const parts = beforeParts(keys, [mine.sin_numero, mine.anio, id]);
  const counts = parts.map((part) => sql`(select count(*) from cuota_ultima u where ${part})`);
  const row = await first<{ n: number }>(em, sql`select (${join(counts, ' + ')})::int as n`);
  return row!.n;
}
