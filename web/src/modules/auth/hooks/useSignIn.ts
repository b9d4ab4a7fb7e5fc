import { graphql } from '../../../generated/gql';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Lang } from '@federa/schema/i18n/languages';
import { describeError } from '../../api/describeError';
import { useT } from '../../i18n/hooks/useT';

const SignInMutation = graphql(`
  mutation SignIn($mail: String!, $password: String!) {
    signIn(mail: $mail, password: $password) {
      token
      user {
        id
        firstName
        lastName
      }
    }
  }
`);

/** Signs in; the token link stores the returned token, then the user goes to the app's home. */
export function useSignIn() {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(SignInMutation);
  const [failure, setFailure] = useState<{ text: string; lang: Lang }>();

  const signIn = async (mail: string, password: string) => {
    setFailure(undefined);
    try {
      await mutate({ variables: { mail: mail.trim(), password } });
      navigate(`/${lang}/app/inicio`, { replace: true });
    } catch (error) {
      setFailure({ text: describeError(error, t), lang });
    }
  };

  // The server's message is in the language of the request: after a switch it is dropped.
  return { signIn, loading, error: failure?.lang === lang ? failure.text : undefined };
}
