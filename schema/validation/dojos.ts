import { MAIL_PATTERN, type FieldError } from './auth';

// Dojo rules of part 1 §3 and §5, shared by the server (authoritative) and the web form.

/** Maximum lengths of §3; web and maps follow the database columns (§3 gives none). */
export const DOJO_MAX_LENGTHS = {
  name: 50,
  city: 50,
  address: 50,
  phone: 9,
  contactPerson: 50,
  email: 50,
  schedule: 150,
  web: 255,
  maps: 500,
} as const;

/** web and maps must be absolute http(s) links, scheme in lower case (the database checks the same). */
export const URL_PATTERN = /^https?:\/\/\S+$/;
/** The example shown in 'Introduce una URL válida ({{host}})'. */
export const URL_EXAMPLE = 'https://…';

/** The form's fields under their domain (and GraphQL) names, which are also the field names of errors. */
export type DojoFields = {
  name?: string | null;
  city?: string | null;
  associationId?: number | null;
  country?: string | null;
  province?: string | null;
  web?: string | null;
  maps?: string | null;
  address?: string | null;
  phone?: string | null;
  contactPerson?: string | null;
  email?: string | null;
  schedule?: string | null;
};

const blankToNull = (value: string | null | undefined) => (value ?? '').trim() || null;

/** The values as they are saved: trimmed, empty optional texts stored as none. */
export function normaliseDojo(input: DojoFields) {
  return {
    name: (input.name ?? '').trim(),
    city: (input.city ?? '').trim(),
    associationId: input.associationId || null,
    country: (input.country ?? '').trim().toUpperCase(),
    province: (input.province ?? '').trim(),
    web: blankToNull(input.web),
    maps: blankToNull(input.maps),
    address: blankToNull(input.address),
    phone: blankToNull(input.phone),
    contactPerson: blankToNull(input.contactPerson),
    email: blankToNull(input.email),
    schedule: blankToNull(input.schedule),
  };
}

/**
 * Every broken field at once, each tied to its field. Whether the country and province exist,
 * and the duplicate name, need the database and are checked by the server on top of these.
 */
export function dojoErrors(input: DojoFields): FieldError[] {
  const dojo = normaliseDojo(input);
  const errors: FieldError[] = [];
  if (!dojo.name) errors.push({ field: 'name', key: 'common.nameRequired' });
  if (!dojo.city) errors.push({ field: 'city', key: 'dojos.cityRequired' });
  if (!dojo.associationId) errors.push({ field: 'associationId', key: 'dojos.associationRequired' });
  if (!dojo.country) errors.push({ field: 'country', key: 'dojos.countryRequired' });
  if (!dojo.province) errors.push({ field: 'province', key: 'dojos.provinceRequired' });
  // Length before pattern: an over-long text is refused as too long below, without being scanned.
  const fits = (field: keyof typeof DOJO_MAX_LENGTHS, value: string) =>
    value.length <= DOJO_MAX_LENGTHS[field];
  for (const field of ['web', 'maps'] as const) {
    const url = dojo[field];
    if (url && fits(field, url) && !URL_PATTERN.test(url)) {
      errors.push({ field, key: 'dojos.urlInvalid', params: { host: URL_EXAMPLE } });
    }
  }
  if (dojo.email && fits('email', dojo.email) && !MAIL_PATTERN.test(dojo.email)) {
    errors.push({ field: 'email', key: 'dojos.mailInvalid' });
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
