import { MAIL_PATTERN, type FieldError } from './auth';

// The public contact form (part 3 §5), checked by the page for early feedback and by the server,
// which decides. Lengths are checked before the address pattern (linear anyway, see MAIL_PATTERN).

/** The columns of mensaje_contacto hold at most these. */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export type ContactInput = { name: string; email: string; message: string };

/** The form's field names, as the legacy call and the page name them. */
export const CONTACT_FIELDS = { name: 'nombre', email: 'email', message: 'mensaje' } as const;

export function contactErrors(input: Partial<Record<keyof ContactInput, string | null>>): FieldError[] {
  const errors: FieldError[] = [];
  const name = (input.name ?? '').trim();
  const email = (input.email ?? '').trim();
  const message = (input.message ?? '').trim();
  if (!name) errors.push({ field: 'name', key: 'contact.nameRequired' });
  else if (name.length > CONTACT_LIMITS.name)
    errors.push({ field: 'name', key: 'contact.tooLong', params: { max: CONTACT_LIMITS.name } });
  if (!email) errors.push({ field: 'email', key: 'contact.emailRequired' });
  else if (email.length > CONTACT_LIMITS.email)
    errors.push({ field: 'email', key: 'contact.tooLong', params: { max: CONTACT_LIMITS.email } });
  else if (!MAIL_PATTERN.test(email)) errors.push({ field: 'email', key: 'contact.emailInvalid' });
  if (!message) errors.push({ field: 'message', key: 'contact.messageRequired' });
  else if (message.length > CONTACT_LIMITS.message)
    errors.push({ field: 'message', key: 'contact.tooLong', params: { max: CONTACT_LIMITS.message } });
  return errors;
}
