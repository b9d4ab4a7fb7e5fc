import { useParams } from 'react-router';
import { DEFAULT_LANG, isLang, type Lang } from '@federa/schema/i18n/languages';

/** The language of the current route (/{lang}/...): the route is the one source of truth. */
export function useLang(): Lang {
  const { lang } = useParams();
  return isLang(lang) ? lang : DEFAULT_LANG;
}
