import type { Caller } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { raw, sql, type Sql } from '../common/sql';

// Who sees and who acts on SEPA records (issue 30). A creditor is the national federation (null)
// or an association (its id). Its collectors are the administrators who present its remittances:
// the national administrator for the federation, an association's administrators for theirs. A
// mandate's owners are its payer: the member, the dojo's or the association's administrators.

export type CreditorKey = number | null;

const orOf = (parts: Sql[]): Sql =>
  parts.length ? sql`(${parts.reduce((all, part) => sql`${all} or ${part}`)})` : sql`false`;

/** Whether the caller collects for the creditor. */
export function collectsFor(caller: Caller, creditor: CreditorKey): boolean {
  if (creditor === null) return caller.roles.admin;
  return caller.roles.associationAdmin && caller.associationId === creditor;
}

/** The same, as a condition on a row whose creditor column is `column` (null: the federation). */
export function collectorCondition(caller: Caller, column: string): Sql {
  const c = raw(column);
  const parts: Sql[] = [];
  if (caller.roles.admin) parts.push(sql`${c} is null`);
  if (caller.roles.associationAdmin) parts.push(sql`${c} = ${caller.associationId}`);
  return orOf(parts);
}

/** Whether the caller is the payer of the mandate `alias` (they read their own IBAN). */
export function ownsMandate(caller: Caller, alias = 'm'): Sql {
  const m = raw(alias);
  const parts = [sql`${m}.pagador_asociado = ${caller.memberId}`];
  if (caller.roles.dojoAdmin) parts.push(sql`${m}.pagador_dojo = ${caller.dojoId}`);
  if (caller.roles.associationAdmin) parts.push(sql`${m}.pagador_asoc = ${caller.associationId}`);
  return orOf(parts);
}

/**
 * The mandates a caller sees: the national administrator every one; an association's
 * administrator those of payers in their association and those given to it; a dojo's
 * administrator those of payers in their dojo; everyone their own. Seeing one is not reading its
 * IBAN (`revealsIban`).
 */
export function mandateScope(caller: Caller, alias = 'm'): Sql {
  if (caller.roles.admin) return sql`true`;
  const m = raw(alias);
  const parts = [ownsMandate(caller, alias)];
  if (caller.roles.associationAdmin)
    parts.push(
      sql`${m}.cf_asoc = ${caller.associationId}`,
      sql`${m}.acreedor_asoc = ${caller.associationId}`,
    );
  if (caller.roles.dojoAdmin) parts.push(sql`${m}.cf_dojo = ${caller.dojoId}`);
  return orOf(parts);
}

/** Whether the caller reads the mandate's IBAN in full: its owner, or who collects it. */
export function revealsIban(caller: Caller, alias = 'm'): Sql {
  return orOf([ownsMandate(caller, alias), collectorCondition(caller, `${alias}.acreedor_asoc`)]);
}

/** The remittances a caller sees: the national administrator all; an association's administrator theirs. */
export function remittanceScope(caller: Caller, alias = 'r'): Sql {
  if (caller.roles.admin) return sql`true`;
  if (caller.roles.associationAdmin) return sql`${raw(alias)}.cf_asoc = ${caller.associationId}`;
  throw DomainError.forbidden();
}

/**
 * The creditor a caller acts for: the one asked for, which they must collect for; otherwise the
 * federation for the national administrator, their association for an association's.
 */
export function creditorOf(caller: Caller, asked: number | null | undefined): CreditorKey {
  const creditor =
    asked !== undefined && asked !== null ? asked : caller.roles.admin ? null : caller.associationId;
  if (!collectsFor(caller, creditor)) throw DomainError.forbidden();
  return creditor;
}
