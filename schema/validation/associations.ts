import type { FieldError } from './auth';

// Association rules of part 1 §3 and §5, shared by the server (authoritative) and the web form.

export const ASSOCIATION_NAME_MAX_LENGTH = 100;
export const ASSOCIATION_ZONE_MAX_LENGTH = 100;
/** Two digits and a capital letter: the prefix of the association's member numbers. */
export const ASSOCIATION_SERIES_PATTERN = /^\d{2}[A-Z]$/;

export type AssociationFields = {
  nombre?: string | null;
  zona?: string | null;
  serie?: string | null;
};

/** The form's values as they are saved: trimmed, an empty zone stored as none. */
export function normaliseAssociation(input: AssociationFields) {
  return {
    nombre: (input.nombre ?? '').trim(),
    zona: (input.zona ?? '').trim() || null,
    serie: (input.serie ?? '').trim(),
  };
}

/**
 * Every broken field at once, each tied to its field (REST names). Uniqueness needs the database
 * and is checked by the server on top of these.
 */
export function associationErrors(input: AssociationFields): FieldError[] {
  const { nombre, zona, serie } = normaliseAssociation(input);
  const errors: FieldError[] = [];
  if (!nombre) errors.push({ field: 'nombre', key: 'common.nameRequired' });
  else if (nombre.length > ASSOCIATION_NAME_MAX_LENGTH) {
    errors.push({ field: 'nombre', key: 'common.tooLong', params: { max: ASSOCIATION_NAME_MAX_LENGTH } });
  }
  if (zona && zona.length > ASSOCIATION_ZONE_MAX_LENGTH) {
    errors.push({ field: 'zona', key: 'common.tooLong', params: { max: ASSOCIATION_ZONE_MAX_LENGTH } });
  }
  if (!ASSOCIATION_SERIES_PATTERN.test(serie)) {
    errors.push({ field: 'serie', key: 'associations.serieFormat' });
  }
  return errors;
}
