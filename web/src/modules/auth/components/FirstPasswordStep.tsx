import { graphql } from '../../../generated/gql';
import { useQuery } from '@apollo/client/react';
import { describeError } from '../../api/describeError';
import { useT } from '../../i18n/hooks/useT';
import { AuthLayout } from './AuthLayout';
import { FirstPasswordForm } from './FirstPasswordForm';
import { SignInForm } from './SignInForm';

const ValidationLinkQuery = graphql(`
  query ValidationLink($mail: String!, $code: String!) {
    validationLink(mail: $mail, code: $code) {
      mail
      firstName
      message
    }
  }
`);

type FirstPasswordStepProps = { mail: string; code: string };

/** A validation link is checked first: a spent or wrong one says so and offers the normal sign-in. */
export function FirstPasswordStep({ mail, code }: FirstPasswordStepProps) {
  const { t } = useT();
  const { data, previousData, error, loading } = useQuery(ValidationLinkQuery, {
    variables: { mail, code },
    // A link is spent once used: never answer from the cache.
    fetchPolicy: 'no-cache',
  });
  if (error) {
    return (
      <AuthLayout title={t('web.auth.title')}>
        <SignInForm initialMail={mail} notice={{ kind: 'error', text: describeError(error, t) }} />
      </AuthLayout>
    );
  }
  // On a language switch the link is asked again; the form stays while the new answer comes.
  const link = (data ?? previousData)?.validationLink;
  return (
    <AuthLayout title={t('web.auth.firstPasswordTitle')}>
      {link ? (
        <FirstPasswordForm mail={link.mail} code={code} intro={link.message} />
      ) : (
        loading && <p role="status">{t('web.auth.checkingLink')}</p>
      )}
    </AuthLayout>
  );
}
