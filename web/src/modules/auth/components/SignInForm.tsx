import { useState, type FormEvent } from 'react';
import { loginErrors } from '@federa/schema/validation/auth';
import { useT } from '../../i18n/hooks/useT';
import { FormMessage } from '../../ui/components/FormMessage';
import { TextField } from '../../ui/components/TextField';
import { useFieldErrors } from '../../ui/hooks/useFieldErrors';
import type { SignInNotice } from '../hooks/useSetFirstPassword';
import { useSignIn } from '../hooks/useSignIn';

type SignInFormProps = { initialMail?: string; notice?: SignInNotice };

export function SignInForm({ initialMail = '', notice }: SignInFormProps) {
  const { t } = useT();
  const [mail, setMail] = useState(initialMail);
  const [password, setPassword] = useState('');
  const fields = useFieldErrors<'mail' | 'password'>();
  const { signIn, loading, error } = useSignIn();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fields.accept(loginErrors(mail, password))) void signIn(mail, password);
  };

  const message = error ? { kind: 'error' as const, text: error } : notice;
  return (
    <form onSubmit={handleSubmit} noValidate>
      {message?.text && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <TextField
        id="mail"
        type="email"
        label={t('web.auth.mail')}
        value={mail}
        onChange={setMail}
        autoComplete="username"
        error={fields.errors.mail && t(fields.errors.mail)}
        inputRef={fields.inputRef('mail')}
      />
      <TextField
        id="psw"
        type="password"
        label={t('web.auth.password')}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        error={fields.errors.password && t(fields.errors.password)}
        inputRef={fields.inputRef('password')}
      />
      <button type="submit" className="button button--primary" disabled={loading}>
        {loading ? t('web.auth.signingIn') : t('web.auth.signIn')}
      </button>
    </form>
  );
}
