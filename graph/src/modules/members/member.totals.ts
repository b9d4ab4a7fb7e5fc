import type { EntityManager } from '@mikro-orm/postgresql';
import { and, first, raw, sql, type Sql } from '../common/sql';
import { scopeConditions, type MemberScope } from './member.list';

/**
 * Counts read from the totals the database keeps (asociado_cuenta, asociado_tramo: migration
 * Migration20261123104500) rather than counted over the members, for lists without a search.
 */

/** Which totals table serves a scope, and its condition (one association, one dojo, or both). */
export function totalsFor(scope: MemberScope): { table: Sql; where: Sql } {
  const parts = scopeConditions(scope, 'c');
  if (!parts.length) return { table: raw('asociado_tramo c'), where: raw('true') };
  return { table: raw('asociado_cuenta c'), where: and(parts) };
}

const memberScopeSql = (scope: MemberScope): Sql => and([raw('true'), ...scopeConditions(scope, 'a')]);

/** How many members a scope holds, from the kept totals. */
export async function scopeTotal(em: EntityManager, scope: MemberScope): Promise<number> {
  const { table, where } = totalsFor(scope);
  const row = await first<{ n: number }>(
    em,
    sql`select coalesce(sum(c.n), 0)::int as n from ${table} where ${where}`,
  );
  return row!.n;
}

/**
 * 0-based position under the default order (numbered by number, numberless last by id), no
 * search: the kept totals of the tramos before the member's, plus the members of its own tramo
 * before it, counted on the order's index within that one tramo (a serie holds at most 10,000
 * numbers, an id block 10,000 ids). -1 when the member is not in the scope.
 */
export async function defaultOrderPosition(
  em: EntityManager,
  scope: MemberScope,
  id: number,
): Promise<number> {
  const inScope = memberScopeSql(scope);
  const found = await first<{ num_acae: string | null; serie: string | null; tramo: string }>(
    em,
    sql`select a.num_acae, left(a.num_acae, 3) as serie, federa_tramo(a.num_acae, a.id_aso) as tramo
     from asociado a
     where a.id_aso = ${id} and ${inScope}`,
  );
  if (!found) return -1;
  const { num_acae: number, serie, tramo } = found;
  const totals = totalsFor(scope);
  // Within the tramo: its members sort after its own lower bound, so the range starts there.
  const within =
    number === null
      ? sql`a.num_acae is null and a.id_aso >= ${Math.floor(id / 10_000) * 10_000} and a.id_aso < ${id}`
      : sql`a.num_acae >= ${serie} and a.num_acae < ${number} and left(a.num_acae, 3) = ${serie}`;
  const row = await first<{ n: number }>(
    em,
    sql`select ((select coalesce(sum(c.n), 0) from ${totals.table} where ${totals.where} and c.tramo < ${tramo})
            + (select count(*) from asociado a where ${inScope} and ${within}))::int as n`,
  );
  return row!.n;
}

/**
 * Where a walk of the default order (number ascending, numberless last by id) may start to reach
 * the row at `offset` without walking the rows before it: the kept totals place every tramo, the
 * last tramo starting at or before `offset` holds it, and `from` is a range of the order's index
 * beginning at that tramo's first row; `before` rows of the scope precede it.
 */
export async function defaultOrderStart(
  em: EntityManager,
  scope: MemberScope,
  offset: number,
): Promise<{ from: Sql; before: number } | undefined> {
  const { table, where } = totalsFor(scope);
  const here = await first<{ tramo: string; before: number }>(
    em,
    sql`select tramo, before from (
          select c.tramo, (sum(sum(c.n)) over (order by c.tramo) - sum(c.n))::int as before
          from ${table} where ${where} group by c.tramo) placed
        where before <= ${offset} order by tramo desc limit 1`,
  );
  if (!here) return undefined;
  const { tramo, before } = here;
  // A numbered tramo '0' || serie: every member from its serie on, the numberless ones included
  // (a row comparison: false < true decides before the empty number is compared). A numberless
  // one '1' || id block: numberless members from the block's first id.
  const from = tramo.startsWith('0')
    ? sql`((a.num_acae is null), a.num_acae) >= (false, ${tramo.slice(1)})`
    : sql`(a.num_acae is null) and a.num_acae is null and a.id_aso >= ${Number(tramo.slice(1)) * 10_000}`;
  return { from, before };
}
