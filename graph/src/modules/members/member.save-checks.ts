import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldError } from '@federa/schema/validation/auth';
import {
  MEMBER_MAX_LENGTHS,
  MEMBER_NUMBER_PATTERN,
  type normaliseMember,
} from '@federa/schema/validation/members';
import { fromDatabaseError } from '../common/database-errors';
import { DomainError } from '../common/domain-error';

/** The save rules of members (§5) that need the database, and how a refused save is told (§8). */

type Normalised = ReturnType<typeof normaliseMember>;

const SERIES_CAPACITY = 9999;

/**
 * The rules that need the database: the dojo's association, unique mail and number, and a number
 * being given (`newNumber`: typed on create, or for a member who has none yet) in the serie of the
 * member's association (a number of another serie would take that association's numbers).
 */
export async function databaseErrors(
  em: EntityManager,
  v: Normalised,
  id: number,
  newNumber: boolean,
): Promise<FieldError[]> {
  const [row] = await em.execute<{ dojo_ok: boolean; serie: string | null; mail: boolean; num: boolean }[]>(
    `select exists (select 1 from dojo where id_dojo = ? and cf_asoc = ?) as dojo_ok,
            (select serie from asociacion where id_asoc = ?) as serie,
            exists (select 1 from asociado where lower(mail) = lower(?) and id_aso <> ?) as mail,
            exists (select 1 from asociado where num_acae = ? and id_aso <> ?) as num`,
    [v.cfDojo ?? 0, v.cfAsoc ?? 0, v.cfAsoc ?? 0, v.mail ?? '', id, v.numAcae ?? '', id],
  );
  const errors: FieldError[] = [];
  if (v.cfAsoc && row.serie === null) errors.push({ field: 'cfAsoc', key: 'members.associationRequired' });
  else if (v.cfAsoc && v.cfDojo && !row.dojo_ok) {
    errors.push({ field: 'cfDojo', key: 'members.dojoNotInAssociation' });
  }
  if (v.mail && row.mail) errors.push({ field: 'mail', key: 'members.duplicateMail' });
  const wellFormed =
    !!v.numAcae && v.numAcae.length <= MEMBER_MAX_LENGTHS.numAcae && MEMBER_NUMBER_PATTERN.test(v.numAcae);
  if (newNumber && wellFormed && row.serie !== null && !v.numAcae!.startsWith(row.serie)) {
    errors.push({ field: 'numAcae', key: 'members.numberOutsideSeries', params: { serie: row.serie } });
  } else if (v.numAcae && row.num) {
    errors.push({ field: 'numAcae', key: 'members.duplicateNumber' });
  }
  return errors;
}

/**
 * The association's serie followed by the first free four-digit number after the last one this
 * function gave (`ultimo_num_acae`, which started at the highest number used in the serie), so
 * that given numbers are not given again and a card once printed names one member only. A number
 * typed by hand ahead of it is stepped over; only when every number above it is taken (a 9999
 * typed by hand, say) does it look for the first free one from the start, rather than refuse
 * while the serie still has room. The association's row lock serialises two saves in it.
 */
export async function nextNumber(em: EntityManager, associationId: number): Promise<string> {
  // The first free number after `after` is one past a number that is `after` itself or a taken
  // one, and is not taken: only the (usually no) numbers taken past `after` are candidates, each
  // tried on the unique index.
  const firstFreeAfter = (after: string, below: string) => `(
    select c.n + 1 from (
      select ${after} as n
      union all
      select substr(a.num_acae, 4)::int from asociado a
      where a.num_acae > s.serie || lpad((${after})::text, 4, '0') and a.num_acae <= s.serie || '9999'
    ) c
    where c.n + 1 < ${below} and not exists (
      select 1 from asociado a where a.num_acae = s.serie || lpad((c.n + 1)::text, 4, '0'))
    order by c.n limit 1)`;
  const [row] = await em.execute<{ serie: string; n: number }[]>(
    `with s as (
       select serie, ultimo_num_acae as last from asociacion where id_asoc = ? for no key update),
     free as (
       select coalesce(${firstFreeAfter('s.last', String(SERIES_CAPACITY + 1))},
                       ${firstFreeAfter('0', 's.last')}) as n from s)
     update asociacion set ultimo_num_acae = free.n from s, free where id_asoc = ? and free.n is not null
     returning s.serie, free.n`,
    [associationId, associationId],
  );
  if (!row) throw DomainError.invalid([{ field: 'numAcae', key: 'members.seriesFull' }]);
  return `${row.serie}${String(row.n).padStart(4, '0')}`;
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
