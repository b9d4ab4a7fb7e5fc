import type { Caller } from '../common/caller';
import { raw, sql, type Sql } from '../common/sql';

/**
 * The charges a caller sees, as a condition on `cargo` under `alias` (issue 30, "who sees what"):
 * the national administrator every charge; an association administrator those of their
 * association and its dojos (settlements included); a dojo administrator those their dojo pays or
 * is owed; everyone their own. The list, the record, the receipt, the payments and the reports
 * all ask this one rule.
 */
export function chargeScope(caller: Caller, alias = 'c'): Sql {
  const a = raw(alias);
  if (caller.roles.admin) return sql`true`;
  const own = sql`${a}.pagador_asociado = ${caller.memberId}`;
  if (caller.roles.associationAdmin) return sql`(${a}.cf_asoc = ${caller.associationId} or ${own})`;
  if (caller.roles.dojoAdmin)
    return sql`(${a}.pagador_dojo = ${caller.dojoId} or ${a}.emisor_dojo = ${caller.dojoId} or ${own})`;
  return own;
}

/**
 * Who acts for a charge's issuer (refunds, returns, matching by hand): the national
 * administrator; an association administrator for their association's charges (settlements are
 * the federation's); a dojo administrator for what their dojo is owed.
 */
export function collectsScope(caller: Caller, alias = 'c'): Sql {
  const a = raw(alias);
  if (caller.roles.admin) return sql`true`;
  const parts: Sql[] = [];
  if (caller.roles.associationAdmin) parts.push(sql`${a}.emisor_asoc = ${caller.associationId}`);
  if (caller.roles.dojoAdmin) parts.push(sql`${a}.emisor_dojo = ${caller.dojoId}`);
  if (!parts.length) return sql`false`;
  return parts.length === 1 ? parts[0] : sql`(${parts[0]} or ${parts[1]})`;
}

/**
 * The charges an account holder collects (`holder`: an association, or null for the national
 * federation): those it issues, and for an association those its dojos issue too. Money in its
 * account (a remittance it presents, a statement of its account) pays these and no other.
 */
export function collectedBy(holder: number | null, alias = 'c'): Sql {
  const c = raw(alias);
  if (holder === null) return sql`(${c}.emisor_asoc is null and ${c}.emisor_dojo is null)`;
  return sql`(${c}.emisor_asoc = ${holder}
    or exists (select 1 from dojo d where d.id_dojo = ${c}.emisor_dojo and d.cf_asoc = ${holder}))`;
}
