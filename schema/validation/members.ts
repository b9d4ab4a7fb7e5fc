import { MAIL_PATTERN, type FieldError } from './auth';

// Member rules of part 1 §3 and §5, shared by the server (authoritative) and the web form.

/** Maximum lengths of §3 (dni follows the database column; §3 gives none). */
export const MEMBER_MAX_LENGTHS = {
  dni: 20,
  firstName: 50,
  lastName: 50,
  mail: 50,
  memberNumber: 15,
  address: 150,
  city: 50,
  province: 50,
  phone: 9,
  notes: 250,
} as const;

/** Two digits, a capital letter and four digits: the association's serie and a number. */
export const MEMBER_NUMBER_PATTERN = /^\d{2}[A-Z]\d{4}$/;

/**
 * Member list orders by a private field (mail, age, latest fee): only for those who see the
 * members' private data (administrators over them); for others an order would reveal the field.
 */
export const PRIVATE_MEMBER_ORDERS: readonly string[] = ['mail', 'edad', 'ultima_cuota'];
export const EARLIEST_BIRTH_DATE = '1900-01-01';
/** Age from which a member counts as adult ('A'); younger members are 'N' (niño). */
export const ADULT_AGE = 18;

/** The member form under its domain (and GraphQL) names, which are also the field names of errors. */
export type MemberFields = {
  dni?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  mail?: string | null;
  memberNumber?: string | null;
  birthDate?: string | null;
  address?: string | null;
  city?: string | null;
  province?: string | null;
  phone?: string | null;
  notes?: string | null;
  dojoId?: number | null;
  associationId?: number | null;
};

const blankToNull = (value: string | null | undefined) => (value ?? '').trim() || null;

/** The longest ISO timestamp ('2000-01-31T23:59:59.999999+01:00') with room to spare. */
const MAX_DATE_LENGTH = 40;

/** A date as YYYY-MM-DD, also when sent as a full ISO timestamp; null when it is no date. */
export function parseDate(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text.length > MAX_DATE_LENGTH) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const valid = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return valid ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** Today as YYYY-MM-DD in the local calendar. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 'A' (adult, 18 or older on `today`) or 'N' (child), from a YYYY-MM-DD birth date. */
export function ageGroup(birthDate: string, today: string): 'A' | 'N' {
  const [y, m, d] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  return age >= ADULT_AGE ? 'A' : 'N';
}

/** The values as they are saved: trimmed, dni upper-case, empty optional texts stored as none. */
export function normaliseMember(input: MemberFields) {
  return {
    dni: (input.dni ?? '').trim().toUpperCase(),
    firstName: (input.firstName ?? '').trim(),
    lastName: (input.lastName ?? '').trim(),
    mail: blankToNull(input.mail),
    memberNumber: blankToNull(input.memberNumber),
    birthDate: parseDate(input.birthDate),
    address: blankToNull(input.address),
    city: blankToNull(input.city),
    province: blankToNull(input.province),
    phone: blankToNull(input.phone),
    notes: blankToNull(input.notes),
    dojoId: input.dojoId || null,
    associationId: input.associationId || null,
  };
}

/**
 * Every broken field at once, each tied to its field (§5, messages word for word). Whether the
 * dojo belongs to the association, and uniqueness, need the database: the server adds those.
 */
export function memberErrors(input: MemberFields, today: string): FieldError[] {
  const v = normaliseMember(input);
  const errors: FieldError[] = [];
  const tooLong = (field: keyof typeof MEMBER_MAX_LENGTHS, value: string | null) => {
    const max = MEMBER_MAX_LENGTHS[field];
    if (value && value.length > max) errors.push({ field, key: 'common.tooLong', params: { max } });
  };
  if (!v.dni) errors.push({ field: 'dni', key: 'members.dniInvalid' });
  else tooLong('dni', v.dni);
  if (!v.firstName) errors.push({ field: 'firstName', key: 'common.nameRequired' });
  else tooLong('firstName', v.firstName);
  if (!v.lastName) errors.push({ field: 'lastName', key: 'members.lastNameRequired' });
  else tooLong('lastName', v.lastName);
  if (!(input.birthDate ?? '').trim()) {
    errors.push({ field: 'birthDate', key: 'members.birthDateRequired' });
  } else if (!v.birthDate || v.birthDate < EARLIEST_BIRTH_DATE || v.birthDate >= today) {
    errors.push({ field: 'birthDate', key: 'members.birthDateInvalid' });
  }
  // Length before pattern: an over-long text is refused as such, without being scanned.
  if (v.mail && v.mail.length <= MEMBER_MAX_LENGTHS.mail && !MAIL_PATTERN.test(v.mail)) {
    errors.push({ field: 'mail', key: 'members.mailInvalid' });
  } else tooLong('mail', v.mail);
  if (v.memberNumber && !MEMBER_NUMBER_PATTERN.test(v.memberNumber)) {
    errors.push({ field: 'memberNumber', key: 'members.numberFormat' });
  }
  tooLong('address', v.address);
  tooLong('city', v.city);
  tooLong('province', v.province);
  tooLong('phone', v.phone);
  tooLong('notes', v.notes);
  if (!v.dojoId) errors.push({ field: 'dojoId', key: 'members.dojoRequired' });
  if (!v.associationId) errors.push({ field: 'associationId', key: 'members.associationRequired' });
  return errors;
}
