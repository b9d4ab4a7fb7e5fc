import type { FieldError } from '@federa/schema/validation/auth';
import { parseCents, priceError } from '@federa/schema/validation/money';

// An amount of money in a form is the text a person types in their language ('12,50' in es,
// '12.50' in en); the rules read it as integer cents with the shared parseCents and bound it with
// priceError, so the form refuses what the server would.

/** The language's decimal sign, as its number format writes it. */
function decimalSign(lang: string): string {
  return new Intl.NumberFormat(lang).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? ',';
}

/**
 * Cents as a person would type them in the language ('1234,50' in es, '1234.50' in en): built
 * from the whole euros and the cents, so no float is rounded on the way.
 */
export function centsAsTyped(cents: number, lang: string): string {
  const euros = Math.trunc(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `${euros}${decimalSign(lang)}${rest}`;
}

/** The cents a typed amount holds; a blank one is `blank` (0 where nothing typed means free). */
export function typedCents(text: string, blank: number | null = null): number | null {
  return text.trim() === '' ? blank : parseCents(text);
}

/** The typed amount's error under `field`: not an amount, or out of range. */
export function amountError(field: string, text: string, blank: number | null = null): FieldError | null {
  const cents = typedCents(text, blank);
  if (cents === null) return { field, key: 'billing.amountInvalid' };
  return priceError(field, cents);
}
