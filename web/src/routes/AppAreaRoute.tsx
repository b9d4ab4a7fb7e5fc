import { lazy, Suspense } from 'react';
import { useMatch, useSearchParams } from 'react-router';
import { ApolloSession } from '../modules/api/ApolloSession';
import { SignInScreen } from '../modules/auth/components/SignInScreen';
import { useToken } from '../modules/session/hooks/useToken';
import { Loading } from '../modules/ui/components/Loading';

// The signed-in part is loaded only once there is a session, so the sign-in screen stays light.
const SignedInRoutes = lazy(() =>
  import('./SignedInRoutes').then((module) => ({ default: module.SignedInRoutes })),
);
// So is the card check, asked only by a card's address.
const CardCheckGate = lazy(() =>
  import('../modules/memberView/components/CardCheckGate').then((module) => ({
    default: module.CardCheckGate,
  })),
);

/**
 * /{lang}/app/*: sign-in without a session (any path), the application shell with one. Without a
 * session, a member view address with a valCode may be a card's: it gets the card check first.
 */
export function AppAreaRoute() {
  return (
    <ApolloSession>
      <AppArea />
    </ApolloSession>
  );
}

/** The area itself, under whatever Apollo client is given (tests give their own). */
export function AppArea() {
  const token = useToken();
  const memberView = useMatch('/:lang/app/asociados/usuario/:numAcae');
  const code = useSearchParams()[0].get('valCode');
  const memberNumber = memberView?.params.numAcae;
  if (!token) {
    if (!memberNumber || !code) return <SignInScreen />;
    return (
      <Suspense fallback={<Loading />}>
        <CardCheckGate key={`${memberNumber} ${code}`} memberNumber={memberNumber} code={code} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <SignedInRoutes />
    </Suspense>
  );
}
