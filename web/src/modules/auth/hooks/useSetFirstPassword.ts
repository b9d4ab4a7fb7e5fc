import { graphql } from '../../../generated/gql';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Lang } from '@federa/schema/i18n/languages';
import { describeError } from '../../api/describeError';
import { useT } from '../../i18n/hooks/useT';

const SetFirstPasswordMutation = graphql(`
  mutation SetFirstPassword($input: FirstPasswordInput!) {
    setFirstPassword(input: $input) {
      message
    }
  }
`);

/**
 * A line for the sign-in screen: the server's text, or a catalogue key (then it follows a
 * language switch).
 */
export type SignInNotice = { kind: 'success' | 'error' | 'info'; text: string };

/** Sets the first password, then sends the user to the sign-in screen with the mail filled in. */
export function useSetFirstPassword(mail: string, code: string) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(SetFirstPasswordMutation);
  const [failure, setFailure] = useState<{ text: string; lang: Lang }>();

  const setFirstPassword = async (password: string, confirmation: string) => {
    setFailure(undefined);
    try {
      const { data } = await mutate({ variables: { input: { mail, code, password, confirmation } } });
      const notice: SignInNotice = { kind: 'success', text: data?.setFirstPassword.message ?? '' };
      navigate(`/${lang}/app?${new URLSearchParams({ mail })}`, { replace: true, state: { notice } });
    } catch (error) {
      setFailure({ text: describeError(error, t), lang });
    }
  };

  return { setFirstPassword, loading, error: failure?.lang === lang ? failure.text : undefined };
}
