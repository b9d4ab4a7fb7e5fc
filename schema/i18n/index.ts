// The one message catalogue: the server answers with these texts and the web client renders them.
// Spanish is the source language; en and fr must carry exactly the same keys (a test checks it).
import esCore from './es.json';
import enCore from './en.json';
import frCore from './fr.json';
import esWeb from './web.es.json';
import enWeb from './web.en.json';
import frWeb from './web.fr.json';
import esAssociations from './web/associations.es.json';
import enAssociations from './web/associations.en.json';
import frAssociations from './web/associations.fr.json';
import esDojos from './web/dojos.es.json';
import enDojos from './web/dojos.en.json';
import frDojos from './web/dojos.fr.json';
import esMembers from './web/members.es.json';
import enMembers from './web/members.en.json';
import frMembers from './web/members.fr.json';

// Server messages (common, auth, ...) and the web client's screen texts (web.*) form one tree.
// Each screen area keeps its texts in its own file (web/<area>.<lang>.json) under web.<area>.
const es = {
  ...esCore,
  web: { ...esWeb, associations: esAssociations, dojos: esDojos, members: esMembers },
};
const en = {
  ...enCore,
  web: { ...enWeb, associations: enAssociations, dojos: enDojos, members: enMembers },
};
const fr = {
  ...frCore,
  web: { ...frWeb, associations: frAssociations, dojos: frDojos, members: frMembers },
};

export const LANGUAGES = ['es', 'en', 'fr'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'es';

export type Catalogue = typeof es;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message of the catalogue: a misspelt key is a compile error, not a key on screen. */
export type MessageKey = Leaves<Catalogue>;
export const catalogues: Record<Lang, Catalogue> = { es, en, fr };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

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
