import { DEFAULT_LANG, isLang, type Lang } from '@federa/schema/i18n/languages';

/** The language of a path /{lang}/...: Spanish, the source language, when it names none. */
export function routeLanguage(pathname: string): Lang {
  const first = pathname.split('/', 2)[1];
  return isLang(first) ? first : DEFAULT_LANG;
}
