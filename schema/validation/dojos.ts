import { MAIL_PATTERN, type FieldError } from './auth';

// Dojo rules of part 1 §3 and §5, shared by the server (authoritative) and the web form.

/** Maximum lengths of §3; web and maps follow the database columns (§3 gives none). */
export const DOJO_MAX_LENGTHS = {
  nombre: 50,
  ciudad: 50,
  direccion: 50,
  telfcont: 9,
  persocont: 50,
  correoE: 50,
  horario: 150,
  web: 255,
  maps: 500,
} as const;

/** web and maps must be absolute http(s) links, scheme in lower case (the database checks the same). */
export const URL_PATTERN = /^https?:\/\/\S+$/;
/** The example shown in 'Introduce una URL válida ({{host}})'. */
export const URL_EXAMPLE = 'https://…';

/** The form's fields under their modal names (§2), which are also the field names of errors. */
export type DojoFields = {
  nombre?: string | null;
  ciudad?: string | null;
  idAsoc?: number | null;
  pais?: string | null;
  provincia?: string | null;
  web?: string | null;
  maps?: string | null;
  direccion?: string | null;
  telfcont?: string | null;
  persocont?: string | null;
  correoE?: string | null;
  horario?: string | null;
};

const blankToNull = (value: string | null | undefined) => (value ?? '').trim() || null;

/** The values as they are saved: trimmed, empty optional texts stored as none. */
export function normaliseDojo(input: DojoFields) {
  return {
    nombre: (input.nombre ?? '').trim(),
    ciudad: (input.ciudad ?? '').trim(),
    idAsoc: input.idAsoc || null,
    pais: (input.pais ?? '').trim().toUpperCase(),
    provincia: (input.provincia ?? '').trim(),
    web: blankToNull(input.web),
    maps: blankToNull(input.maps),
    direccion: blankToNull(input.direccion),
    telfcont: blankToNull(input.telfcont),
    persocont: blankToNull(input.persocont),
    correoE: blankToNull(input.correoE),
    horario: blankToNull(input.horario),
  };
}

/**
 * Every broken field at once, each tied to its field. Whether the country and province exist,
 * and the duplicate name, need the database and are checked by the server on top of these.
 */
export function dojoErrors(input: DojoFields): FieldError[] {
  const dojo = normaliseDojo(input);
  const errors: FieldError[] = [];
  if (!dojo.nombre) errors.push({ field: 'nombre', key: 'common.nameRequired' });
  if (!dojo.ciudad) errors.push({ field: 'ciudad', key: 'dojos.cityRequired' });
  if (!dojo.idAsoc) errors.push({ field: 'idAsoc', key: 'dojos.associationRequired' });
  if (!dojo.pais) errors.push({ field: 'pais', key: 'dojos.countryRequired' });
  if (!dojo.provincia) errors.push({ field: 'provincia', key: 'dojos.provinceRequired' });
  // Length before pattern: an over-long text is refused as too long below, without being scanned.
  const fits = (field: keyof typeof DOJO_MAX_LENGTHS, value: string) =>
    value.length <= DOJO_MAX_LENGTHS[field];
  for (const field of ['web', 'maps'] as const) {
    const url = dojo[field];
    if (url && fits(field, url) && !URL_PATTERN.test(url)) {
      errors.push({ field, key: 'dojos.urlInvalid', params: { host: URL_EXAMPLE } });
    }
  }
  if (dojo.correoE && fits('correoE', dojo.correoE) && !MAIL_PATTERN.test(dojo.correoE)) {
    errors.push({ field: 'correoE', key: 'dojos.mailInvalid' });
  }
  for (const [field, max] of Object.entries(DOJO_MAX_LENGTHS)) {
    const value = dojo[field as keyof typeof DOJO_MAX_LENGTHS];
    // A field already refused for its format is not refused twice.
    if (value && value.length > max && !errors.some((e) => e.field === field)) {
      errors.push({ field, key: 'common.tooLong', params: { max } });
    }
  }
  return errors;
}
