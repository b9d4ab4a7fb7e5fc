import { lazy, Suspense } from 'react';
import { SignInScreen } from '../modules/auth/components/SignInScreen';
import { useToken } from '../modules/session/hooks/useToken';
import { Loading } from '../modules/ui/components/Loading';

// The signed-in part is loaded only once there is a session, so the sign-in screen stays light.
const SignedInRoutes = lazy(() =>
  import('./SignedInRoutes').then((module) => ({ default: module.SignedInRoutes })),
);

/** /{lang}/app/*: sign-in without a session (any path), the application shell with one. */
export function AppAreaRoute() {
  const token = useToken();
  if (!token) return <SignInScreen />;
  return (
    <Suspense fallback={<Loading />}>
      <SignedInRoutes />
    </Suspense>
  );
}
