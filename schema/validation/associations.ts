import type { FieldError } from './auth';

// Association rules of part 1 §3 and §5, shared by the server (authoritative) and the web form.

export const ASSOCIATION_NAME_MAX_LENGTH = 100;
export const ASSOCIATION_ZONE_MAX_LENGTH = 100;
/** Two digits and a capital letter: the prefix of the association's member numbers. */
export const ASSOCIATION_SERIES_PATTERN = /^\d{2}[A-Z]$/;

/** The form's fields under their domain (and GraphQL) names, which errors name too. */
export type AssociationFields = {
  name?: string | null;
  zone?: string | null;
  series?: string | null;
};

/** The form's values as they are saved: trimmed, an empty zone stored as none. */
export function normaliseAssociation(input: AssociationFields) {
  return {
    name: (input.name ?? '').trim(),
    zone: (input.zone ?? '').trim() || null,
    series: (input.series ?? '').trim(),
  };
}

/**
 * Every broken field at once, each tied to its field. Uniqueness needs the database
 * and is checked by the server on top of these.
 */
export function associationErrors(input: AssociationFields): FieldError[] {
  const { name, zone, series } = normaliseAssociation(input);
  const errors: FieldError[] = [];
  if (!name) errors.push({ field: 'name', key: 'common.nameRequired' });
  else if (name.length > ASSOCIATION_NAME_MAX_LENGTH) {
    errors.push({ field: 'name', key: 'common.tooLong', params: { max: ASSOCIATION_NAME_MAX_LENGTH } });
  }
  if (zone && zone.length > ASSOCIATION_ZONE_MAX_LENGTH) {
    errors.push({ field: 'zone', key: 'common.tooLong', params: { max: ASSOCIATION_ZONE_MAX_LENGTH } });
  }
  // The pattern is anchored and fixed-length: linear, whatever the length of the text.
  if (!ASSOCIATION_SERIES_PATTERN.test(series)) {
    errors.push({ field: 'series', key: 'associations.serieFormat' });
  }
  return errors;
}
