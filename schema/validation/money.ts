import type { FieldError } from './auth';

// Money (issue 30): integer cents of euros everywhere, never floating point; shown with the
// language's number format.

/** The most one price or tariff may be: 100,000.00 €. */
export const MAX_PRICE_CENTS = 10_000_000;
/** A typed amount is examined only up to this length. */
const MAX_AMOUNT_TEXT = 16;

/** 1234 → "12,34 €" (es), "€12.34" (en), "12,34 €" (fr). */
export function formatCents(cents: number, lang: string): string {
  // As an exact decimal string (Intl reads it without a float): "-12.05", never -12.049999.
  const abs = Math.abs(cents);
  const exact = `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(
    exact as unknown as number,
  );
}

/**
 * Cents from an amount as a person types it in any of the three languages ("12", "12,5", "12.50",
 * "1.234,56", "1,234.56", "1 234,56"), or null. The last separator followed by one or two digits
 * is the decimal one; the others group thousands. Digits are read as text: no float arithmetic.
 */
export function parseCents(text: string): number | null {
  if (text.length > MAX_AMOUNT_TEXT) return null;
  const cleaned = text.trim().replace(/[\s\u00a0\u202f€]/g, '');
  if (!/^\d{1,9}([.,]\d{3})*([.,]\d{1,2})?$/.test(cleaned) && !/^\d{1,9}([.,]\d{1,2})?$/.test(cleaned))
    return null;
  const decimal = /[.,](\d{1,2})$/.exec(cleaned);
  const whole = (decimal ? cleaned.slice(0, decimal.index) : cleaned).replace(/[.,]/g, '');
  const fraction = decimal ? decimal[1].padEnd(2, '0') : '00';
  if (whole.length > 9) return null;
  return Number(whole) * 100 + Number(fraction);
}

/** A price in cents: a whole number from 0 to MAX_PRICE_CENTS. */
export function priceError(field: string, cents: unknown): FieldError | null {
  if (typeof cents !== 'number' || !Number.isInteger(cents)) return { field, key: 'billing.amountInvalid' };
  if (cents < 0 || cents > MAX_PRICE_CENTS)
    return { field, key: 'billing.amountOutOfRange', params: { max: MAX_PRICE_CENTS / 100 } };
  return null;
}
