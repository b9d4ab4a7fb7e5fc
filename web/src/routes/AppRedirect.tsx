import { Navigate } from 'react-router';
import { useLang } from '../modules/i18n/hooks/useLang';

/** Redirects within /{lang}/app (absolute, so that an unknown deep path cannot stack them). */
export function AppRedirect({ to }: { to: string }) {
  return <Navigate to={`/${useLang()}/app/${to}`} replace />;
}
