import { COURSE_MODIFIABLE_FIELDS, type CourseFields } from '@federa/schema/validation/courses';
import type { FieldError } from '@federa/schema/validation/auth';
import { DomainError } from '../common/domain-error';

/** What a save carries (GraphQL names): the course's fields, a poster, and a dojo on creation. */
export type CourseInput = CourseFields & {
  /** A data URL; '' removes the poster; the current name keeps it. */
  image?: string | null;
  /** The organising dojo, on creation only, and only from the national administrator. */
  dojoId?: number | null;
};

export type CourseField = (typeof COURSE_MODIFIABLE_FIELDS)[keyof typeof COURSE_MODIFIABLE_FIELDS];
const FIELDS = Object.values(COURSE_MODIFIABLE_FIELDS) as CourseField[];

/** The most names `modificar` may carry: each field once, and a few more to name in a refusal. */
export const MODIFIED_FIELDS_MAX = 20;

/**
 * `modificar` (REST names) as the fields a change examines and writes: every name must be a
 * modifiable field (courses.fieldUnknown), and at least one is needed (courses.fieldsRequired).
 */
export function namedFields(modificar: readonly unknown[] | undefined): CourseField[] {
  if (!modificar || modificar.length === 0) {
    throw DomainError.invalid([{ field: 'modificar', key: 'courses.fieldsRequired' }]);
  }
  const errors: FieldError[] = [];
  const fields = new Set<CourseField>();
  for (const name of modificar.slice(0, MODIFIED_FIELDS_MAX)) {
    // Named back as sent only when a string or a number: String() of JSON's objects and arrays
    // can throw (a `toString` that is no function) or overflow the stack (arrays nested deep).
    const text = typeof name === 'string' || typeof name === 'number' ? String(name).slice(0, 40) : '?';
    if (Object.hasOwn(COURSE_MODIFIABLE_FIELDS, text)) {
      fields.add(COURSE_MODIFIABLE_FIELDS[text as keyof typeof COURSE_MODIFIABLE_FIELDS]);
    } else errors.push({ field: 'modificar', key: 'courses.fieldUnknown', params: { field: text } });
  }
  if (modificar.length > MODIFIED_FIELDS_MAX) {
    errors.push({ field: 'modificar', key: 'courses.fieldUnknown', params: { field: '…' } });
  }
  if (errors.length) throw DomainError.invalid(errors);
  return [...fields];
}

/** GraphQL's update: the fields sent (omitted ones are left as they are). */
export const sentFields = (input: CourseInput): CourseField[] =>
  FIELDS.filter((field) => input[field] !== undefined);

/**
 * The named fields of `input`, each present (a named field that was not sent is examined as
 * empty), and nothing else: what `courseErrors` examines and the save writes.
 */
export function pickFields(input: CourseInput, fields: readonly CourseField[]): CourseInput {
  const picked: Record<string, unknown> = {};
  for (const field of fields) picked[field] = input[field] ?? null;
  return picked as CourseInput;
}
