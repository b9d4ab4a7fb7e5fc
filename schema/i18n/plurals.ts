// Counted texts: a message that says how many of something (`{{count}}`) is written once per
// plural form, `key_one` and `key_other` (i18next's names), and the language's own rule picks the
// form: Intl.PluralRules, as i18next does on the web, so the server's PDFs, exports and answers
// agree with the screens (French counts 0 as singular, Spanish does not).
import type { Lang } from './languages';

/** The forms a catalogue writes for every counted text. */
export const PLURAL_FORMS = ['one', 'other'] as const;

/** Every form Intl.PluralRules may answer, as i18next appends it to a key. */
const ALL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

const rules = new Map<Lang, Intl.PluralRules>();
function ruleOf(lang: Lang): Intl.PluralRules {
  let rule = rules.get(lang);
  if (!rule) rules.set(lang, (rule = new Intl.PluralRules(lang)));
  return rule;
}

/** The form `count` takes in `lang` ('one', 'many', 'other'...). */
export const pluralForm = (lang: Lang, count: number): Intl.LDMLPluralRule => ruleOf(lang).select(count);

/** A dotted key's plural base: `web.public.map.countryMarker_one` → `web.public.map.countryMarker`. */
export type PluralBase<K extends string> = K extends `${infer Base}_${(typeof ALL_FORMS)[number]}` ? Base : K;

const FORM_SUFFIX = new RegExp(`_(${ALL_FORMS.join('|')})$`);

/** The key without its plural form, or null when it names no form. */
export function pluralBase(key: string): string | null {
  const match = FORM_SUFFIX.exec(key);
  return match ? key.slice(0, match.index) : null;
}

/**
 * A catalogue tree with every form the language's rule can answer: Spanish and French also have
 * a 'many' (a million and up, "1 000 000 de dojos"), which no count here reaches and which the
 * catalogues leave to `_other` rather than write three times. i18next, finding no form, would
 * show the bare key; this fills the missing forms from `_other` before it gets the tree.
 */
export function withAllPluralForms<T>(tree: T, lang: Lang): T {
  const forms = ruleOf(lang).resolvedOptions().pluralCategories;
  const fill = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    const entries = Object.entries(node as Record<string, unknown>).map(([k, v]) => [k, fill(v)] as const);
    const out: Record<string, unknown> = Object.fromEntries(entries);
    for (const [key, value] of entries) {
      const base = key.endsWith('_other') ? key.slice(0, -'_other'.length) : null;
      if (base === null) continue;
      for (const form of forms) if (!(`${base}_${form}` in out)) out[`${base}_${form}`] = value;
    }
    return out;
  };
  return fill(tree) as T;
}
