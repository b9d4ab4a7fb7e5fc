import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldError } from '@federa/schema/validation/auth';
import {
  MEMBER_MAX_LENGTHS,
  MEMBER_NUMBER_PATTERN,
  type normaliseMember,
} from '@federa/schema/validation/members';
import { fromDatabaseError, uniqueFieldError } from '../common/database-errors';
import { DomainError } from '../common/domain-error';
import { raw, run, sql } from '../common/sql';

/** The save rules of members (§5) that need the database, and how a refused save is told (§8). */

type Normalised = ReturnType<typeof normaliseMember>;

/** The form's values as the member's columns (entity property names). */
export function memberColumns(v: Normalised) {
  return {
    dni: v.dni,
    firstName: v.firstName,
    lastName: v.lastName,
    mail: v.mail,
    birthDate: v.birthDate!,
    address: v.address,
    city: v.city,
    province: v.province,
    phone: v.phone,
    notes: v.notes,
    dojo: v.dojoId!,
    association: v.associationId!,
  };
}

/** What a new member starts with besides the form: a validation link to send, no session yet. */
export function newMemberState() {
  return {
    validationCode: crypto.randomBytes(16).toString('hex'),
    validated: false,
    tokenVersion: 0,
    active: true,
    createdAt: new Date(),
  };
}

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
  const [row] = await run<{ dojo_ok: boolean; serie: string | null; mail: boolean; num: boolean }>(
    em,
    sql`select exists (select 1 from dojo where id_dojo = ${v.dojoId ?? 0} and cf_asoc = ${v.associationId ?? 0}) as dojo_ok,
            (select serie from asociacion where id_asoc = ${v.associationId ?? 0}) as serie,
            exists (select 1 from asociado where lower(mail) = lower(${v.mail ?? ''}) and id_aso <> ${id}) as mail,
            exists (select 1 from asociado where num_acae = ${v.memberNumber ?? ''} and id_aso <> ${id}) as num`,
  );
  const errors: FieldError[] = [];
  if (v.associationId && row.serie === null)
    errors.push({ field: 'associationId', key: 'members.associationRequired' });
  else if (v.associationId && v.dojoId && !row.dojo_ok) {
    errors.push({ field: 'dojoId', key: 'members.dojoNotInAssociation' });
  }
  if (v.mail && row.mail) errors.push({ field: 'mail', key: 'members.duplicateMail' });
  const wellFormed =
    !!v.memberNumber &&
    v.memberNumber.length <= MEMBER_MAX_LENGTHS.memberNumber &&
    MEMBER_NUMBER_PATTERN.test(v.memberNumber);
  if (newNumber && wellFormed && row.serie !== null && !v.memberNumber!.startsWith(row.serie)) {
    errors.push({ field: 'memberNumber', key: 'members.numberOutsideSeries', params: { serie: row.serie } });
  } else if (v.memberNumber && row.num) {
    errors.push({ field: 'memberNumber', key: 'members.duplicateNumber' });
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
  const firstFreeAfter = (after: string, below: string) =>
    raw(`(
    select c.n + 1 from (
      select ${after} as n
      union all
      select substr(a.num_acae, 4)::int from asociado a
      where a.num_acae > s.serie || lpad((${after})::text, 4, '0') and a.num_acae <= s.serie || '9999'
    ) c
    where c.n + 1 < ${below} and not exists (
      select 1 from asociado a where a.num_acae = s.serie || lpad((c.n + 1)::text, 4, '0'))
    order by c.n limit 1)`);
  const [row] = await run<{ serie: string; n: number }>(
    em,
    sql`with s as (
       select serie, ultimo_num_acae as last from asociacion where id_asoc = ${associationId} for no key update),
     free as (
       select coalesce(${firstFreeAfter('s.last', String(SERIES_CAPACITY + 1))},
                       ${firstFreeAfter('0', 's.last')}) as n from s)
     update asociacion set ultimo_num_acae = free.n from s, free where id_asoc = ${associationId} and free.n is not null
     returning s.serie, free.n`,
  );
  if (!row) throw DomainError.invalid([{ field: 'memberNumber', key: 'members.seriesFull' }]);
  return `${row.serie}${String(row.n).padStart(4, '0')}`;
}

/**
 * §8: a refused member save shows the dialog 'Error' over its message. A refusal the service
 * foresaw keeps its message; any other database refusal says the member could not be saved,
 * rather than a generic conflict. Anything else (a bug, a lost connection) stays an error.
 */
export function saveRefusal(error: unknown): unknown {
  // A race lost to another save arrives as the database's unique rule: the same field error.
  const known = uniqueFieldError(error) ?? error;
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
