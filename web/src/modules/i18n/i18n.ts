import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogues, DEFAULT_LANG, LANGUAGES } from '../../../../schema/i18n';

// One tree per language, shared with the server: its messages (auth.*, common.*) and the screen
// texts of this client (web.*). Resources are bundled, so no request and no flash of keys.
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: catalogues[lang] }])),
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  // React escapes what it renders; escaping here too would show &amp; and the like.
  interpolation: { escapeValue: false },
  // An unknown key shows the key itself (part 3 §4), which is i18next's own behaviour.
  returnEmptyString: false,
});
