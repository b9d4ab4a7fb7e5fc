// The one message catalogue: the server answers with these texts and the web client renders them.
// Spanish is the source language; en and fr must carry exactly the same keys (a test checks it).
import en from './catalogue/en';
import es from './catalogue/es';
import fr from './catalogue/fr';
import { DEFAULT_LANG, type Lang } from './languages';

export { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from './languages';

export type Catalogue = typeof es;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message of the catalogue: a misspelt key is a compile error, not a key on screen. */
export type MessageKey = Leaves<Catalogue>;
export const catalogues: Record<Lang, Catalogue> = { es, en, fr };

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translates a dotted key; an unknown key falls back to the key itself, as the spec asks. */
export function translate(lang: Lang, key: string, params?: Record<string, string | number>): string {
  const text = lookup(catalogues[lang], key) ?? lookup(catalogues[DEFAULT_LANG], key) ?? key;
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Every dotted key of a catalogue, used to prove the three languages stay in step. */
export function catalogueKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) =>
    catalogueKeys(v, prefix ? `${prefix}.${k}` : k),
  );
}
