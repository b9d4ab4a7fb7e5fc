import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { CONTACT_FIELDS, CONTACT_LIMITS, contactErrors } from '@federa/schema/validation/contact';
import { useT } from '../../i18n/hooks/useT';
import { sendContact, type ContactDraft, type ContactField } from '../sendContact';

/** Part 3 §9: the success message shows for 3 s. */
export const SENT_SHOWN_MS = 3000;

const EMPTY: ContactDraft = { nombre: '', email: '', mensaje: '', website: '' };
/** The contact form (part 3 §2, §4, §5): nothing is sent while a field shows its message. */
export function ContactForm() {
  const { t, lang } = useT();
  const id = useId();
  const [draft, setDraft] = useState<ContactDraft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), SENT_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const handleChange = (field: keyof ContactDraft, value: string) => {
    setDraft((was) => ({ ...was, [field]: value }));
    if (field !== 'website') setErrors((was) => ({ ...was, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const missing: Partial<Record<ContactField, string>> = {};
    const problems = contactErrors({ name: draft.nombre, email: draft.email, message: draft.mensaje });
    for (const problem of problems)
      missing[CONTACT_FIELDS[problem.field as keyof typeof CONTACT_FIELDS]] ??= t(
        problem.key,
        problem.params,
      );
    setErrors(missing);
    setProblem(null);
    setSent(false);
    if (Object.keys(missing).length) return;
    setSending(true);
    const answer = await sendContact(draft, lang);
    setSending(false);
    if (answer.ok) {
      setDraft(EMPTY);
      setSent(true);
      return;
    }
    setErrors(answer.fields);
    setProblem(answer.message ?? (Object.keys(answer.fields).length ? null : t('web.public.contact.failed')));
  };

  const field = (name: ContactField, label: string, input: (props: object) => ReactNode) => {
    const errorId = `${id}-${name}-error`;
    return (
      <div className="contact-field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {input({
          id: `${id}-${name}`,
          name,
          value: draft[name],
          'aria-invalid': errors[name] ? true : undefined,
          'aria-describedby': errors[name] ? errorId : undefined,
          onChange: (event: { target: { value: string } }) => handleChange(name, event.target.value),
        })}
        {errors[name] && (
          <p id={errorId} className="field-error">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="contact-form" noValidate onSubmit={handleSubmit}>
      {field('nombre', t('web.public.contact.name'), (props) => (
        <input {...props} type="text" autoComplete="name" maxLength={CONTACT_LIMITS.name} />
      ))}
      {field('email', t('web.public.contact.email'), (props) => (
        <input {...props} type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} />
      ))}
      {field('mensaje', t('web.public.contact.message'), (props) => (
        <textarea {...props} rows={5} maxLength={CONTACT_LIMITS.message} />
      ))}
      {/* A field people never see: only a robot fills it, and the server then keeps nothing. */}
      <div className="contact-trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('web.public.contact.trap')}</label>
        <input
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={draft.website}
          onChange={(event) => handleChange('website', event.target.value)}
        />
      </div>
      <div className="contact-actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? t('web.public.contact.sending') : t('web.public.contact.send')}
        </button>
        <p role="status" className={sent ? 'contact-sent' : 'contact-status'}>
          {sent ? t('contact.sent') : ''}
        </p>
      </div>
      {problem && (
        <p role="alert" className="form-message form-message--error">
          {problem}
        </p>
      )}
    </form>
  );
}
