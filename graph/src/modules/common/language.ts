import { DEFAULT_LANG, isLang, type Lang } from '@federa/schema/i18n';

/** The first supported language of an Accept-Language header, honouring its q weights. */
export function languageFromHeader(header: string | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find((entry) => isLang(entry.lang))?.lang as Lang | undefined;
}

/** An explicit `lang` (query, argument) wins over the header; Spanish is the default. */
export function resolveLanguage(explicit: unknown, acceptLanguage: string | undefined): Lang {
  if (isLang(explicit)) return explicit;
  return languageFromHeader(acceptLanguage) ?? DEFAULT_LANG;
}
