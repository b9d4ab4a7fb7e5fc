import { useState, type FormEvent } from 'react';
import { newPasswordErrors } from '@federa/schema/validation/auth';
import { useT } from '../../i18n/hooks/useT';
import { FormMessage } from '../../ui/components/FormMessage';
import { TextField } from '../../ui/components/TextField';
import { useFieldErrors } from '../../ui/hooks/useFieldErrors';
import { useSetFirstPassword } from '../hooks/useSetFirstPassword';

type FirstPasswordFormProps = { mail: string; code: string; intro: string };

export function FirstPasswordForm({ mail, code, intro }: FirstPasswordFormProps) {
  const { t } = useT();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const fields = useFieldErrors<'password' | 'confirmation'>();
  const { setFirstPassword, loading, error } = useSetFirstPassword(mail, code);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fields.accept(newPasswordErrors(password, confirmation)))
      void setFirstPassword(password, confirmation);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      {error ? (
        <FormMessage kind="error">{error}</FormMessage>
      ) : (
        <FormMessage kind="info">{intro}</FormMessage>
      )}
      <p className="account-mail">
        {t('web.auth.account')} <strong>{mail}</strong>
      </p>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" value={mail} autoComplete="username" readOnly hidden />
      <TextField
        id="psw"
        type="password"
        label={t('web.auth.newPassword')}
        hint={t('web.auth.passwordHint')}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        error={fields.errors.password && t(fields.errors.password)}
        inputRef={fields.inputRef('password')}
      />
      <TextField
        id="psw2"
        type="password"
        label={t('web.auth.repeatPassword')}
        value={confirmation}
        onChange={setConfirmation}
        autoComplete="new-password"
        error={fields.errors.confirmation && t(fields.errors.confirmation)}
        inputRef={fields.inputRef('confirmation')}
      />
      <button type="submit" className="button button--primary" disabled={loading}>
        {loading ? t('web.auth.saving') : t('web.auth.savePassword')}
      </button>
    </form>
  );
}
