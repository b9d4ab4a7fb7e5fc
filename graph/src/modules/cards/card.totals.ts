import type { EntityManager } from '@mikro-orm/postgresql';
import { and, first, raw, sql } from '../common/sql';
import { scopeConditions, type MemberScope } from '../members/member.list';

/** How many printable members (with a mail) a scope holds, from the kept totals (asociado_imprimible). */
export async function printableTotal(em: EntityManager, scope: MemberScope): Promise<number> {
  const where = and([raw('true'), ...scopeConditions(scope, 'c')]);
  const row = await first<{ n: number }>(
    em,
    sql`select coalesce(sum(c.n), 0)::int as n from asociado_imprimible c where ${where}`,
  );
  return row!.n;
}
