import type { MessageKey } from '../i18n';

// Sign-in and password rules shared by the server (authoritative) and the web forms (early feedback).

// A pragmatic address check: something@something.tld, no spaces. The spec asks for "a standard
// email pattern"; RFC 5322 in full accepts addresses no mail server here would deliver to.
// The domain splits at its first dot after its first character, so every character has one way
// to match and the test runs in linear time; the same addresses as /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/,
// which backtracked in time growing with the square of the length (a 300 kB sign-in froze the
// server for two minutes). Callers still check MAIL_MAX_LENGTH first.
export const MAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]{2,}$/;
export const MAIL_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 72; // bcrypt ignores what lies beyond 72 bytes

/** A refusal tied to one field; params fill the message's placeholders (e.g. {{max}}). */
export type FieldError = { field: string; key: MessageKey; params?: Record<string, string | number> };

export function loginErrors(
  mail: string | null | undefined,
  password: string | null | undefined,
): FieldError[] {
  const errors: FieldError[] = [];
  const m = (mail ?? '').trim();
  if (!m) errors.push({ field: 'mail', key: 'auth.mailRequired' });
  // No account has a longer address (the column holds 50), so a longer one is simply invalid.
  else if (m.length > MAIL_MAX_LENGTH || !MAIL_PATTERN.test(m)) {
    errors.push({ field: 'mail', key: 'auth.mailInvalid' });
  }
  if (!password) errors.push({ field: 'password', key: 'auth.passwordRequired' });
  return errors;
}

/** At least 6 non-space characters, with at least one letter and one digit. */
export function isStrongEnough(password: string): boolean {
  const visible = password.replace(/\s/g, '');
  return (
    visible.length >= PASSWORD_MIN_LENGTH &&
    new TextEncoder().encode(password).length <= PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(password) &&
    /\d/.test(password)
  );
}

/** The first-password form: both fields, equal, strong enough (in that order, one message). */
export function newPasswordErrors(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): FieldError[] {
  if (!password || !confirmation) return [{ field: 'password', key: 'auth.passwordAndConfirmationRequired' }];
  if (password !== confirmation) return [{ field: 'confirmation', key: 'auth.passwordMismatch' }];
  if (!isStrongEnough(password)) return [{ field: 'password', key: 'auth.passwordWeak' }];
  return [];
}
