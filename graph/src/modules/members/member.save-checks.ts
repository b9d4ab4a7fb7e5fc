import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldError } from '../../../../schema/validation/auth';
import type { normaliseMember } from '../../../../schema/validation/members';
import { fromDatabaseError } from '../common/database-errors';
import { DomainError } from '../common/domain-error';

/** The save rules of members (§5) that need the database, and how a refused save is told (§8). */

type Normalised = ReturnType<typeof normaliseMember>;

const SERIES_CAPACITY = 9999;
// Namespace of the advisory lock that serialises number generation within an association.
const NUMBER_LOCK = 'federa.asociado.num_acae';

/** The rules that need the database: the dojo's association, unique mail and number. */
export async function databaseErrors(em: EntityManager, v: Normalised, id: number): Promise<FieldError[]> {
  const [row] = await em.execute<{ dojo_ok: boolean; asoc_ok: boolean; mail: boolean; num: boolean }[]>(
    `select exists (select 1 from dojo where id_dojo = ? and cf_asoc = ?) as dojo_ok,
            exists (select 1 from asociacion where id_asoc = ?) as asoc_ok,
            exists (select 1 from asociado where lower(mail) = lower(?) and id_aso <> ?) as mail,
            exists (select 1 from asociado where num_acae = ? and id_aso <> ?) as num`,
    [v.cfDojo ?? 0, v.cfAsoc ?? 0, v.cfAsoc ?? 0, v.mail ?? '', id, v.numAcae ?? '', id],
  );
  const errors: FieldError[] = [];
  if (v.cfAsoc && !row.asoc_ok) errors.push({ field: 'cfAsoc', key: 'members.associationRequired' });
  else if (v.cfAsoc && v.cfDojo && !row.dojo_ok) {
    errors.push({ field: 'cfDojo', key: 'members.dojoNotInAssociation' });
  }
  if (v.mail && row.mail) errors.push({ field: 'mail', key: 'members.duplicateMail' });
  if (v.numAcae && row.num) errors.push({ field: 'numAcae', key: 'members.duplicateNumber' });
  return errors;
}

/**
 * The association's serie followed by the next four-digit number after the highest one used
 * in that serie (by any member, also one who moved to another association since). Numbers are
 * never reused, so a card once printed names one member only. Serialised per association
 * within the save's transaction, so that two saves never pick the same number.
 */
export async function nextNumber(em: EntityManager, associationId: number): Promise<string> {
  await em.execute('select pg_advisory_xact_lock(hashtext(?), ?)', [NUMBER_LOCK, associationId]);
  const [row] = await em.execute<{ serie: string; last: string | null }[]>(
    `select s.serie, (select max(num_acae) from asociado
                      where num_acae between s.serie || '0000' and s.serie || '9999') as last
     from asociacion s where s.id_asoc = ?`,
    [associationId],
  );
  const next = row.last ? Number(row.last.slice(-4)) + 1 : 1;
  if (next > SERIES_CAPACITY) {
    throw DomainError.invalid([{ field: 'numAcae', key: 'members.seriesFull' }]);
  }
  return `${row.serie}${String(next).padStart(4, '0')}`;
}

/** A race lost to another save arrives as the database's unique rule: the same field error. */
function uniqueError(error: unknown): unknown {
  if (!(error instanceof UniqueConstraintViolationException)) return error;
  const constraint = (error as { constraint?: string }).constraint;
  if (constraint === 'asociado_mail_lower_unique') {
    return DomainError.invalid([{ field: 'mail', key: 'members.duplicateMail' }]);
  }
  if (constraint === 'asociado_num_acae_unique') {
    return DomainError.invalid([{ field: 'numAcae', key: 'members.duplicateNumber' }]);
  }
  return error;
}

/**
 * §8: a refused member save shows the dialog 'Error' over its message. A refusal the service
 * foresaw keeps its message; any other database refusal says the member could not be saved,
 * rather than a generic conflict. Anything else (a bug, a lost connection) stays an error.
 */
export function saveRefusal(error: unknown): unknown {
  const known = uniqueError(error);
  if (known instanceof DomainError) {
    return new DomainError(known.code, known.key, {
      ...known.options,
      title: known.options.title ?? 'members.saveFailedTitle',
    });
  }
  const refused = fromDatabaseError(known);
  if (!refused) return known;
  return new DomainError(refused.code, 'members.saveFailed', { title: 'members.saveFailedTitle' });
}
