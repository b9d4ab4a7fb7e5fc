import type { EntityManager } from '@mikro-orm/postgresql';
import {
  creditorErrors,
  isCreditorId,
  isIban,
  normalIban,
  type CreditorInput,
} from '@federa/schema/validation/sepa';
import type { SepaCreditor } from '../billing/billing.settings';
import { requireCaller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { first, sql } from '../common/sql';
import type { CreditorKey } from './sepa.scope';

/** An association's creditor as its screen shows it. */
export type CreditorView = {
  associationId: number;
  creditorId: string;
  name: string;
  iban: string;
  bic: string | null;
  changedAt: Date;
};

const CREDITOR_COLUMNS = sql`cf_asoc as "associationId", identificador as "creditorId", nombre as name,
  iban_cobro as iban, bic, cambiado as "changedAt"`;

/** The association's creditor, for its administrators and the national one; null when not set. */
export async function readCreditor(ctx: RequestContext, associationId: number): Promise<CreditorView | null> {
  const caller = requireCaller(ctx);
  if (!caller.roles.admin && !(caller.roles.associationAdmin && caller.associationId === associationId))
    throw DomainError.forbidden();
  const row = await first<CreditorView>(
    ctx.em,
    sql`select ${CREDITOR_COLUMNS} from acreedor_sepa where cf_asoc = ${associationId}`,
  );
  return row ?? null;
}

/** Sets the association's creditor: its own administrators only (the account is theirs). */
export async function saveCreditor(
  ctx: RequestContext,
  associationId: number,
  input: CreditorInput,
): Promise<CreditorView> {
  const caller = requireCaller(ctx);
  if (!(caller.roles.associationAdmin && caller.associationId === associationId))
    throw DomainError.forbidden();
  const errors = creditorErrors(input);
  if (errors.length) throw DomainError.invalid(errors);
  const creditorId = input.creditorId!.trim().toUpperCase();
  const bic = input.bic?.trim().toUpperCase() || null;
  return ctx.em.transactional(async (em) => {
    const row = await first<CreditorView>(
      em,
      sql`insert into acreedor_sepa (cf_asoc, identificador, nombre, iban_cobro, bic, cf_autor)
          values (${associationId}, ${creditorId}, ${input.name!.trim()}, ${normalIban(input.iban)}, ${bic}, ${caller.memberId})
          on conflict (cf_asoc) do update set identificador = excluded.identificador, nombre = excluded.nombre,
            iban_cobro = excluded.iban_cobro, bic = excluded.bic, cf_autor = excluded.cf_autor, cambiado = now()
          returning ${CREDITOR_COLUMNS}`,
    );
    return row!;
  });
}

/**
 * The creditor a remittance collects for, as its file names it: the federation's from the
 * settings, an association's from its row. Refused when it is not set, or set wrong (a file with
 * a bad identifier or account is refused by the bank, after the charges were marked presented).
 */
export async function creditorForRemittance(
  em: EntityManager,
  national: SepaCreditor | undefined,
  creditor: CreditorKey,
): Promise<SepaCreditor> {
  const found =
    creditor === null
      ? national
      : await first<SepaCreditor>(
          em,
          sql`select identificador as id, nombre as name, iban_cobro as iban, bic from acreedor_sepa where cf_asoc = ${creditor}`,
        );
  if (!found || !isCreditorId(found.id) || !isIban(found.iban))
    throw new DomainError('CONFLICT', 'sepa.creditorMissing');
  return { ...found, bic: found.bic || undefined };
}
