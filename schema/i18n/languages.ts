// The languages of every route (/{lang}/...), apart from the catalogues so that the web client
// can know them without loading every language's texts.
export const LANGUAGES = ['es', 'en', 'fr'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'es';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
