import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { loginErrors } from '@federa/schema/validation/auth';
import { useT } from '../../i18n/hooks/useT';
import { FormMessage } from '../../ui/components/FormMessage';
import { TextField } from '../../ui/components/TextField';
import { useFieldErrors } from '../../ui/hooks/useFieldErrors';
import { useHydrated } from '../../ui/hooks/useHydrated';
import { takeEarlySubmit } from '../earlySubmit';
import type { SignInNotice } from '../hooks/useSetFirstPassword';
import { useSignIn } from '../hooks/useSignIn';

type SignInFormProps = { initialMail?: string; notice?: SignInNotice };

export function SignInForm({ initialMail = '', notice }: SignInFormProps) {
  const { t } = useT();
  const [mail, setMail] = useState(initialMail);
  const [password, setPassword] = useState('');
  const fields = useFieldErrors<'mail' | 'password'>();
  const { signIn, loading, error } = useSignIn();
  // The prerendered page shows the form before its script: until then the page's own script
  // keeps a submit for React (earlySubmit.ts), and without scripts it cannot be sent.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);

  // A submit kept by the page's script before React had the form (earlySubmit.ts): this handler
  // must not send it a second time should React hand the same event on.
  const sentEarly = useRef<Event | null>(null);

  /** Sends what the fields hold rather than what React last heard: some browsers fill a saved
   * password without telling the page until it is sent. */
  const send = (form: HTMLFormElement) => {
    const [typedMail, typedPassword] = typedValues(form);
    setMail(typedMail);
    setPassword(typedPassword);
    if (fields.accept(loginErrors(typedMail, typedPassword))) void signIn(typedMail, typedPassword);
  };

  // A password manager, or someone quick, may fill the prerendered fields before React takes
  // them over: what they hold becomes the state before the next render would write it over, and
  // a submit made meanwhile is sent now, with it.
  useLayoutEffect(() => {
    const form = formRef.current!;
    const early = takeEarlySubmit();
    if (early) {
      sentEarly.current = early;
      send(form);
      return;
    }
    const [typedMail, typedPassword] = typedValues(form);
    if (typedMail) setMail(typedMail);
    if (typedPassword) setPassword(typedPassword);
    // Once, as React takes the form over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (event.nativeEvent !== sentEarly.current) send(event.currentTarget);
  };

  const message = error ? { kind: 'error' as const, text: error } : notice;
  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
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
      {/* The page's script enables the prerendered button before React has it (earlySubmit.ts). */}
      <button
        type="submit"
        className="button button--primary"
        disabled={loading || !hydrated}
        suppressHydrationWarning
      >
        {loading ? t('web.auth.signingIn') : t('web.auth.signIn')}
      </button>
    </form>
  );
}

function typedValues(form: HTMLFormElement): [mail: string, password: string] {
  const data = new FormData(form);
  return [String(data.get('mail') ?? ''), String(data.get('psw') ?? '')];
}
