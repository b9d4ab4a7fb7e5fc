import { useLocation, useSearchParams } from 'react-router';
import { useT } from '../../i18n/hooks/useT';
import type { SignInNotice } from '../hooks/useSetFirstPassword';
import { AuthLayout } from './AuthLayout';
import { FirstPasswordStep } from './FirstPasswordStep';
import { SignInForm } from './SignInForm';

/**
 * What /{lang}/app/* shows without a session, whatever the path: the validation link of a new
 * member points into the app (/{lang}/app/asociados/usuario/{numAcae}?mail=...&valCode=...).
 */
export function SignInScreen() {
  const { t } = useT();
  const [params] = useSearchParams();
  const location = useLocation();
  const mail = params.get('mail') ?? '';
  const code = params.get('valCode') ?? '';
  if (mail && code) return <FirstPasswordStep key={`${mail} ${code}`} mail={mail} code={code} />;
  // Set after a first password: "Contraseña guardada. Ya puedes iniciar sesión."
  const notice = (location.state as { notice?: SignInNotice } | null)?.notice;
  return (
    <AuthLayout title={t('web.auth.title')}>
      <SignInForm initialMail={mail} notice={notice} />
    </AuthLayout>
  );
}
