import type { FieldError } from './auth';

// Fee batch rules of part 2 §5 and §9, shared by the server (authoritative) and the web form.

/** The year selector offers 50 years, from next year going back (part 2 §2.7, §9). */
export const FEE_YEAR_SPAN = 50;
/** The most members one batch may name: a dojo's roll, bounded before it is examined. */
export const FEE_BATCH_MAX_MEMBERS = 5000;
/** The most batches one bulk validation may name. */
export const FEE_VALIDATION_MAX_BATCHES = 1000;
/** Adult from the year a member turns 18. */
export const ADULT_AGE = 18;

/**
 * The type filter of part 2 §2.6 (REST `tipo`, the web's select): validated at a level (dojo,
 * asoc, admin), or waiting for it (no_dojo, no_asoc, no_admin: validated up to the level below).
 */
export const FEE_BATCH_STATUSES = {
  dojo: 'VALIDATED_BY_DOJO',
  asoc: 'VALIDATED_BY_ASSOCIATION',
  admin: 'VALIDATED_NATIONALLY',
  no_dojo: 'WAITING_FOR_DOJO',
  no_asoc: 'WAITING_FOR_ASSOCIATION',
  no_admin: 'WAITING_FOR_NATIONAL',
} as const;
export type FeeBatchStatus = (typeof FEE_BATCH_STATUSES)[keyof typeof FEE_BATCH_STATUSES];

/** The years a batch may be for, newest first, given today's year. */
export function feeYears(currentYear: number): number[] {
  return Array.from({ length: FEE_YEAR_SPAN }, (_, i) => currentYear + 1 - i);
}

/** 'A' adult or 'N' child in a year, by the age reached that year; no birth date counts as adult. */
export function feeKind(birthYear: number | null | undefined, year: number): 'A' | 'N' {
  return birthYear == null || year - birthYear >= ADULT_AGE ? 'A' : 'N';
}

/** A batch's year: required, and one of the years the selector offers. */
export function feeYearError(year: number | null | undefined, currentYear: number): FieldError | null {
  if (year === null || year === undefined) return { field: 'year', key: 'fees.yearRequired' };
  if (!feeYears(currentYear).includes(year)) {
    const range = { from: currentYear + 2 - FEE_YEAR_SPAN, to: currentYear + 1 };
    return { field: 'year', key: 'fees.yearInvalid', params: range };
  }
  return null;
}

/** The batch form's fields under their GraphQL names, which errors name too. */
export type FeeBatchFields = { year?: number | null; memberIds?: readonly number[] | null };

/**
 * Every broken field at once. Whether each member may be in the batch (their dojo, another batch
 * of the year) needs the database and is checked by the server on top of these.
 */
export function feeBatchErrors(input: FeeBatchFields, currentYear: number): FieldError[] {
  const errors: FieldError[] = [];
  const { memberIds } = input;
  const yearError = feeYearError(input.year, currentYear);
  if (yearError) errors.push(yearError);
  if (!memberIds || memberIds.length === 0) errors.push({ field: 'memberIds', key: 'fees.membersRequired' });
  else if (memberIds.length > FEE_BATCH_MAX_MEMBERS) {
    errors.push({ field: 'memberIds', key: 'fees.tooManyMembers', params: { max: FEE_BATCH_MAX_MEMBERS } });
  }
  return errors;
}

/**
 * Part 2 §4 and §5: a bulk validation acts on batches at one validation state and of one year.
 * Answers the message key of the first rule broken, or null.
 */
export function bulkValidationError(
  batches: readonly { state: number; year: number }[],
): 'fees.mixedStates' | 'fees.mixedYears' | null {
  if (batches.some((b) => b.state !== batches[0].state)) return 'fees.mixedStates';
  if (batches.some((b) => b.year !== batches[0].year)) return 'fees.mixedYears';
  return null;
}
