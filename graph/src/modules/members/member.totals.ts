import type { EntityManager } from '@mikro-orm/postgresql';
import { scopeConditions, type MemberScope } from './member.list';

/**
 * Counts read from the totals the database keeps (asociado_cuenta, asociado_tramo: migration
 * Migration20261123104500) rather than counted over the members, for lists without a search.
 */

/** Which totals table serves a scope, and its condition (one association, one dojo, or both). */
function totalsFor(scope: MemberScope, params: unknown[]): { table: string; where: string } {
  const parts = scopeConditions(scope, 'c', params);
  if (!parts.length) return { table: 'asociado_tramo c', where: 'true' };
  return { table: 'asociado_cuenta c', where: parts.join(' and ') };
}

function memberScopeSql(scope: MemberScope, params: unknown[]): string {
  return ['true', ...scopeConditions(scope, 'a', params)].join(' and ');
}

/** How many members a scope holds, from the kept totals. */
export async function scopeTotal(em: EntityManager, scope: MemberScope): Promise<number> {
  const params: unknown[] = [];
  const { table, where } = totalsFor(scope, params);
  const [{ n }] = await em.execute<{ n: number }[]>(
    `select coalesce(sum(c.n), 0)::int as n from ${table} where ${where}`,
    params,
  );
  return n;
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
  const params: unknown[] = [id];
  const inScope = memberScopeSql(scope, params);
  const found = await em.execute<{ num_acae: string | null; serie: string | null; tramo: string }[]>(
    `select a.num_acae, left(a.num_acae, 3) as serie, federa_tramo(a.num_acae, a.id_aso) as tramo
     from asociado a
     where a.id_aso = ? and ${inScope}`,
    params,
  );
  if (!found.length) return -1;
  const { num_acae: number, serie, tramo } = found[0];
  const before: unknown[] = [];
  const totals = totalsFor(scope, before);
  before.push(tramo);
  const sameScope = memberScopeSql(scope, before);
  // Within the tramo: its members sort after its own lower bound, so the range starts there.
  const within =
    number === null
      ? 'a.num_acae is null and a.id_aso >= ? and a.id_aso < ?'
      : 'a.num_acae >= ? and a.num_acae < ? and left(a.num_acae, 3) = ?';
  if (number === null) before.push(Math.floor(id / 10_000) * 10_000, id);
  else before.push(serie, number, serie);
  const [{ n }] = await em.execute<{ n: number }[]>(
    `select ((select coalesce(sum(c.n), 0) from ${totals.table} where ${totals.where} and c.tramo < ?)
            + (select count(*) from asociado a where ${sameScope} and ${within}))::int as n`,
    before,
  );
  return n;
}
