import type { MemberFields } from './members';

// The members import of a dojo (issue 16): which columns a file may hold, under which names, and
// how large it may be. Shared by the server (which decides) and the web screen (its template).

/** A file larger than this is refused before it is read: a dojo's members fit in far less. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Members per file: a large dojo has a few hundred; more is a federation's migration. */
export const IMPORT_MAX_ROWS = 2000;
/** Columns per file: the eleven of the form and some room for a mistake to be named. */
export const IMPORT_MAX_COLUMNS = 30;
/** The longest cell kept as it is; a longer one is cut here and then refused by its field's length. */
export const IMPORT_MAX_CELL = 500;
export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export type ImportField = Exclude<keyof MemberFields, 'dojoId' | 'associationId'>;

/**
 * Each column: the form's field, the name the template writes (the spec's REST name, part 1 §7),
 * and the other names a federation's spreadsheet is likely to use (es, en, fr), compared without
 * case, accents, spaces or punctuation.
 */
export const IMPORT_COLUMNS: readonly { field: ImportField; column: string; aliases: readonly string[] }[] = [
  { field: 'dni', column: 'dni', aliases: ['nif', 'nie', 'documento'] },
  { field: 'firstName', column: 'nombre', aliases: ['firstname', 'name', 'prenom'] },
  {
    field: 'lastName',
    column: 'apellido',
    aliases: ['apellidos', 'lastname', 'surname', 'nom', 'nomdefamille'],
  },
  { field: 'mail', column: 'mail', aliases: ['email', 'correo', 'correoelectronico', 'courriel'] },
  {
    field: 'memberNumber',
    column: 'numAcae',
    aliases: ['numero', 'numerodeasociado', 'membernumber', 'number', 'numeroadherent'],
  },
  {
    field: 'birthDate',
    column: 'fechaNacimiento',
    aliases: ['fechadenacimiento', 'birthdate', 'dateofbirth', 'datedenaissance'],
  },
  { field: 'address', column: 'domicilio', aliases: ['direccion', 'address', 'adresse'] },
  { field: 'city', column: 'ciudad', aliases: ['localidad', 'poblacion', 'city', 'ville'] },
  { field: 'province', column: 'provincia', aliases: ['province', 'region'] },
  { field: 'phone', column: 'telefono', aliases: ['phone', 'telephone', 'movil'] },
  { field: 'notes', column: 'obs', aliases: ['observaciones', 'notas', 'notes', 'remarques'] },
];

/** The columns without which no row could be saved. */
export const IMPORT_REQUIRED: readonly ImportField[] = ['dni', 'firstName', 'lastName', 'birthDate'];

/** A heading as compared: lower case, no accents, letters and digits only. */
export function headingKey(heading: string): string {
  return heading
    .slice(0, 100)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const BY_KEY = new Map<string, ImportField>(
  IMPORT_COLUMNS.flatMap(({ field, column, aliases }) =>
    [column, ...aliases].map((name) => [headingKey(name), field] as const),
  ),
);

/** The field a heading names, or null. */
export function fieldOfHeading(heading: string): ImportField | null {
  return BY_KEY.get(headingKey(heading)) ?? null;
}

/**
 * A birth date as the form takes it (YYYY-MM-DD). Spreadsheets of Spain and France write the day
 * first (31/12/1990, 31-12-1990, 31.12.1990): those become ISO; anything else is left for the
 * form's rule to refuse with its own message.
 */
export function importDate(value: string): string {
  const text = value.trim();
  if (text.length > 40) return text;
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (!dayFirst) return text;
  const [, d, m, y] = dayFirst;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}
