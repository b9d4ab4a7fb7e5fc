import { lazy, Suspense } from 'react';
import { SignInScreen } from '../modules/auth/components/SignInScreen';
import { useT } from '../modules/i18n/hooks/useT';
import { useToken } from '../modules/session/hooks/useToken';

// The signed-in part is loaded only once there is a session, so the sign-in screen stays light.
const SignedInFrame = lazy(() =>
  import('../modules/shell/components/SignedInFrame').then((module) => ({ default: module.SignedInFrame })),
);

/** /{lang}/app/*: sign-in without a session (any path), the signed-in frame with one. */
export function AppAreaRoute() {
  const { t } = useT();
  const token = useToken();
  if (!token) return <SignInScreen />;
  return (
    <Suspense
      fallback={
        <p role="status" className="loading">
          {t('web.frame.loading')}
        </p>
      }
    >
      <SignedInFrame />
    </Suspense>
  );
}
