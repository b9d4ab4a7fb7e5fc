import { useTranslation } from 'react-i18next';
import { useLang } from './useLang';

/** Translations in the route's language, without mutating the shared i18next instance. */
export function useT() {
  const lang = useLang();
  const { t } = useTranslation(undefined, { lng: lang });
  return { t, lang };
}
