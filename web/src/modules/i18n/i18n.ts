import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import es from '@federa/schema/i18n/catalogue/es';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '@federa/schema/i18n/languages';
import { withAllPluralForms } from '@federa/schema/i18n/plurals';

// One tree per language, shared with the server: its messages (auth.*, common.*) and the screen
// texts of this client (web.*). Spanish, the source and fallback language, is bundled; English
// and French are fetched when a route first asks for them, so a sign-in carries one language.
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { es: { translation: withAllPluralForms(es, 'es') } },
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  // React escapes what it renders; escaping here too would show &amp; and the like.
  interpolation: { escapeValue: false },
  // An unknown key shows the key itself (part 3 §4), which is i18next's own behaviour.
  returnEmptyString: false,
  // Screens render again when a language's texts arrive (see loadLanguage).
  react: { bindI18nStore: 'added' },
});

const loaders: Record<Exclude<Lang, 'es'>, () => Promise<{ default: typeof es }>> = {
  en: () => import('@federa/schema/i18n/catalogue/en'),
  fr: () => import('@federa/schema/i18n/catalogue/fr'),
};

export function isLanguageLoaded(lang: Lang): boolean {
  return i18n.hasResourceBundle(lang, 'translation');
}

/** Fetches a language's texts once; resolves at once when they are already there. */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (lang === 'es' || isLanguageLoaded(lang)) return;
  const { default: tree } = await loaders[lang]();
  i18n.addResourceBundle(lang, 'translation', withAllPluralForms(tree, lang), true, true);
}
