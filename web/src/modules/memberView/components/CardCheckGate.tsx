import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { graphql } from '../../../generated/gql';
import { AuthLayout } from '../../auth/components/AuthLayout';
import { SignInScreen } from '../../auth/components/SignInScreen';
import { useT } from '../../i18n/hooks/useT';
import { Loading } from '../../ui/components/Loading';
import { CardCheckScreen } from './CardCheckScreen';

const CardCheckQuery = graphql(`
  query CardCheck($memberNumber: String!, $code: String!) {
    cardCheck(memberNumber: $memberNumber, code: $code) {
      ...CardCheckFields
    }
  }
`);

type CardCheckGateProps = {
  memberNumber: string;
  code: string;
  /** What a refusal leads to: the sign-in screen without a session (a validation link), home with one. */
  refused?: ReactNode;
  /** Shown inside the signed-in shell rather than as a page of its own. */
  signedIn?: boolean;
};

/**
 * Without a session, /{lang}/app/asociados/usuario/{numAcae}?valCode=… is either a card's QR code
 * or a validation link: the card check is asked first; a refusal (a validation code is no card
 * code) leaves the address to the sign-in screen, which takes a validation link to the
 * first-password form.
 */
export function CardCheckGate({
  memberNumber,
  code,
  refused = <SignInScreen />,
  signedIn,
}: CardCheckGateProps) {
  const { t } = useT();
  const { data, previousData, error, loading } = useQuery(CardCheckQuery, {
    variables: { memberNumber, code },
    // A renewed code stops checking at once: never answer from the cache.
    fetchPolicy: 'no-cache',
  });
  const check = (data ?? previousData)?.cardCheck;
  if (check) return <CardCheckScreen check={check} signedIn={signedIn} />;
  if (error || !loading) return refused;
  if (signedIn) return <Loading />;
  return (
    <AuthLayout title={t('web.memberView.checkTitle')}>
      <p role="status">{t('web.auth.checkingLink')}</p>
    </AuthLayout>
  );
}
