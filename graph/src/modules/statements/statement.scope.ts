import type { Caller } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { raw, sql, type Sql } from '../common/sql';

/**
 * Whose statements: the holder of the account, the national federation (`null`) or an
 * association. The national administrator imports the federation's and sees every one; an
 * association administrator imports and sees their association's. Nobody else reconciles.
 */
export type StatementOwner = number | null;

/** The owner a statement `caller` imports belongs to: the national federation's before an association's. */
export function ownerOfImport(caller: Caller): StatementOwner {
  if (caller.roles.admin) return null;
  if (caller.roles.associationAdmin) return caller.associationId;
  throw DomainError.forbidden('statements.forbidden');
}

/** The statements (and lines) `caller` sees and acts on, as a condition on `alias`.cf_asoc. */
export function statementScope(caller: Caller, alias = 'x'): Sql {
  if (caller.roles.admin) return sql`true`;
  if (caller.roles.associationAdmin) return sql`${raw(alias)}.cf_asoc = ${caller.associationId}`;
  throw DomainError.forbidden('statements.forbidden');
}

/**
 * The charges money in the owner's account pays: those it issues, and for an association those
 * its dojos issue too (an association collects its dojos' charges, as its SEPA remittances do).
 * A line never pays a charge owed to another account's holder, whatever reference it quotes.
 */
export function chargesPaidInto(owner: StatementOwner, alias = 'c'): Sql {
  const c = raw(alias);
  if (owner === null) return sql`(${c}.emisor_asoc is null and ${c}.emisor_dojo is null)`;
  return sql`(${c}.emisor_asoc = ${owner}
    or exists (select 1 from dojo d where d.id_dojo = ${c}.emisor_dojo and d.cf_asoc = ${owner}))`;
}
