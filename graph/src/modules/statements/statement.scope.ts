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
