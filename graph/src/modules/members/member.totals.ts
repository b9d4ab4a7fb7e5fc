import type { EntityManager } from '@mikro-orm/postgresql';
import { and, first, raw, sql, type Sql } from '../common/sql';
import { scopeConditions, type MemberScope } from './member.list';

/**
 * Counts read from the totals the database keeps (asociado_cuenta, asociado_tramo: migration
 * Migration20261123104500) rather than counted over the members, for lists without a search.
 */

/** Which totals table serves a scope, and its condition (one association, one dojo, or both). */
function totalsFor(scope: MemberScope): { table: Sql; where: Sql } {
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
