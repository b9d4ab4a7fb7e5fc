import { catalogueKeys, catalogues, translate, type Catalogue } from './index';
import { LANGUAGES } from './languages';
import { PLURAL_FORMS, pluralBase, withAllPluralForms } from './plurals';

// The rule: a number that says how many of something is `{{count}}`, and a text with it is written
// in every plural form (`_one`, `_other`) in every language, so that no screen, PDF or answer
// reads "1 dojos". Every other interpolated value is named below with what it is; a new one must
// be added here (a count under another name, `{{days}}`, `{{seconds}}`, fails until it is a count).
const NOT_COUNTS: Record<string, string> = {
  // Limits fixed in schema/ (length, rows, batches…), several by construction, never 0 or 1.
  max: 'a limit',
  maxRows: 'a limit',
  maxColumns: 'a limit',
  maxMegabytes: 'a size in MB (a unit: "5 MB")',
  // Numbers that name or place something rather than count it.
  n: 'an ordinal (Grupo 2, Sesión 3)',
  page: 'a page number',
  current: 'a position (Evento 2 de 5)',
  from: 'a position or date of a range',
  to: 'a position or date of a range',
  total: 'the whole a position is of (2 de 5), or a figure after a label',
  done: 'how far a progress is (3 de 10)',
  line: 'a line number of a file',
  year: 'a year',
  month: 'a month name',
  id: 'an identifier',
  reference: 'a payment reference (RF18FED123)',
  taxId: 'a tax identifier (NIF)',
  iban: 'a bank account number',
  batch: 'a batch identifier',
  code: "a gateway's or bank's code (SIS0057, AC04)",
  status: 'an HTTP status',
  number: 'a figure after a label (Asociados de X: 12)',
  paid: 'a figure after a label (Pagados: 3 de 7)',
  attended: 'a figure after a label (Asistidos: 3 de 7), or hours done of those needed',
  enrolled: 'the whole a figure is of (3 de 7)',
  length: 'a length of a limit (12/500 caracteres: the noun goes with the limit)',
  stated: 'a figure after a label (what a bank file states: Registros según el registro 88: 12)',
  found: 'a figure after a label (what the file holds: En el fichero: 11)',
  matched: 'a figure after a label (Conciliados con cargos: 2)',
  amount: 'an amount of money, formatted',
  chargeAmount: 'an amount of money, formatted',
  position: 'a position in a fixed-width record',
  order: 'an ordinal (record 23 number 02)',
  element: "an XML element's name",
  value: 'a text of a file, quoted',
  adults: 'a counted text already (tickedAdults)',
  children: 'a counted text already (tickedChildren)',
  // Words: names, places, dates, fields and the like.
  ...Object.fromEntries(
    [
      'association',
      'author',
      'belt',
      'city',
      'column',
      'columns',
      'country',
      'currency',
      'account',
      'date',
      'dojo',
      'end',
      'event',
      'field',
      'filter',
      'groups',
      'host',
      'label',
      'level',
      'measure',
      'member',
      'name',
      'place',
      'province',
      'row',
      'serie',
      'session',
      'start',
      'statusText',
      'title',
      'type',
    ].map((word) => [word, 'a word, a name or a date']),
  ),
};

const VARIABLE = /\{\{\s*(\w+)[^}]*\}\}/g;

function leaves(tree: Catalogue): [string, string][] {
  return catalogueKeys(tree).map((key) => [
    key,
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string,
  ]);
}

describe.each(LANGUAGES)('the %s catalogue', (lang) => {
  const all = leaves(catalogues[lang]);
  const keys = new Set(all.map(([key]) => key));

  it('writes every count as {{count}}, in its plural forms, and names what every other value is', () => {
    const wrong: string[] = [];
    for (const [key, text] of all) {
      for (const [, name] of text.matchAll(VARIABLE)) {
        if (name === 'count') {
          if (pluralBase(key) === null) wrong.push(`${key}: {{count}} without _one/_other forms`);
        } else if (!(name in NOT_COUNTS)) {
          wrong.push(`${key}: {{${name}}} is neither {{count}} nor named in NOT_COUNTS`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('writes each counted text in every form, _one and _other, and not also bare', () => {
    const wrong: string[] = [];
    for (const key of keys) {
      const base = pluralBase(key);
      if (base === null) continue;
      if (keys.has(base)) wrong.push(`${base}: both bare and counted`);
      for (const form of PLURAL_FORMS) if (!keys.has(`${base}_${form}`)) wrong.push(`${base}: no _${form}`);
      if (!(PLURAL_FORMS as readonly string[]).includes(key.slice(base.length + 1)))
        wrong.push(`${key}: only ${PLURAL_FORMS.join(' and ')} are written (the rest fall back to _other)`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('a counted text', () => {
  it("takes the form of the language's rule: French counts 0 as one, Spanish and English do not", () => {
    const marker = (lang: 'es' | 'en' | 'fr', count: number) =>
      translate(lang, 'web.public.map.countryMarker', { country: 'Países Bajos', count });
    expect([0, 1, 2].map((n) => marker('es', n))).toEqual([
      'Países Bajos: 0 dojos',
      'Países Bajos: 1 dojo',
      'Países Bajos: 2 dojos',
    ]);
    expect([0, 1, 2].map((n) => marker('en', n))).toEqual([
      'Países Bajos: 0 dojos',
      'Países Bajos: 1 dojo',
      'Países Bajos: 2 dojos',
    ]);
    expect([0, 1, 2].map((n) => marker('fr', n))).toEqual([
      'Países Bajos : 0 dojo',
      'Países Bajos : 1 dojo',
      'Países Bajos : 2 dojos',
    ]);
  });

  it("falls back to _other for a form the catalogue leaves out (Spanish 'many', a million)", () => {
    expect(translate('es', 'members.importDone', { count: 1_000_000 })).toBe(
      'Se han importado 1000000 asociados.',
    );
    const filled = withAllPluralForms({ a: { n_one: 'uno', n_other: 'otros' } }, 'fr');
    expect(filled).toEqual({ a: { n_one: 'uno', n_other: 'otros', n_many: 'otros' } });
  });

  it("writes a count as the language does with i18next's number format ({{count, number}})", () => {
    expect(translate('es', 'web.reportTemplates.export.xlsx', { count: 12_345 })).toBe(
      '12.345 filas: se exportarán a una hoja de cálculo (Documento.xlsx).',
    );
    expect(translate('en', 'web.reportTemplates.export.xlsx', { count: 1 })).toBe(
      '1 row: it will be exported to a spreadsheet (Documento.xlsx).',
    );
  });

  it('reads the server answers in the singular too', () => {
    expect(translate('es', 'auth.tooManyAttempts', { count: 1 })).toBe(
      'Demasiados intentos de acceso. Vuelve a intentarlo dentro de 1 segundo.',
    );
    expect(translate('fr', 'members.importProblems', { count: 0 })).toBe(
      'Le fichier présente 0 problème : corrigez-le avant d’importer.',
    );
    // The verb agrees too: one entry left out of the personal-data PDF.
    expect(translate('es', 'personalData.pdfMore', { count: 1 })).toBe(
      'Y 1 más: véase en la exportación JSON.',
    );
  });
});
