// The one message catalogue: the server answers with these texts and the web client renders them.
// Spanish is the source language; en and fr must carry exactly the same keys (a test checks it).
import en from './catalogue/en';
import es from './catalogue/es';
import fr from './catalogue/fr';
import type core from './es.json';
import type shared from './web.es.json';
import { DEFAULT_LANG, type Lang } from './languages';
import { pluralForm, type PluralBase } from './plurals';

export { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from './languages';

export type Catalogue = typeof es;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Every message of the server's catalogue and the client's shared texts: a misspelt key is a
 * compile error, not a key on screen. A counted text is named without its form
 * (`members.importDone`, written `_one` and `_other`). The screen areas (web.<area>, found by
 * reading their folder) are not listed by type.
 */
export type MessageKey = PluralBase<Leaves<typeof core & { web: typeof shared }>>;
export const catalogues: Record<Lang, Catalogue> = { es, en, fr };

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A key's text in one language: with a numeric `count`, the form the language's rule picks. */
function textOf(lang: Lang, key: string, count: unknown): string | undefined {
  const tree = catalogues[lang];
  if (typeof count === 'number') {
    const counted = lookup(tree, `${key}_${pluralForm(lang, count)}`) ?? lookup(tree, `${key}_other`);
    if (counted !== undefined) return counted;
  }
  return lookup(tree, key);
}

/**
 * Translates a dotted key; an unknown key falls back to the key itself, as the spec asks. A
 * counted text takes its form from `params.count`, as i18next does on the web.
 */
export function translate(lang: Lang, key: string, params?: Record<string, string | number>): string {
  const text = textOf(lang, key, params?.count) ?? textOf(DEFAULT_LANG, key, params?.count) ?? key;
  if (!params) return text;
  // `{{count, number}}` is i18next's number format: the number as the language writes it (12.345).
  return text.replace(/\{\{\s*(\w+)\s*(,\s*number\s*)?\}\}/g, (whole, name: string, number?: string) => {
    if (!(name in params)) return whole;
    const value = params[name];
    return number && typeof value === 'number' ? new Intl.NumberFormat(lang).format(value) : String(value);
  });
}

/** Every dotted key of a catalogue, used to prove the three languages stay in step. */
export function catalogueKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) =>
    catalogueKeys(v, prefix ? `${prefix}.${k}` : k),
  );
}
