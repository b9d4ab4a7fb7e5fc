import type { FieldError } from '@federa/schema/validation/auth';
import { parseCents, priceError } from '@federa/schema/validation/money';
import type { ServerFields } from '../ui/form/useForm';

/** The tariff form: each amount as typed, in the language's format ('12,50' in es). */
export type TariffFormValues = { adult: string; child: string };

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

export const tariffFormValues = (
  tariff: { adultCents: number; childCents: number } | null,
  lang: string,
) => ({
  adult: tariff ? centsAsTyped(tariff.adultCents, lang) : '',
  child: tariff ? centsAsTyped(tariff.childCents, lang) : '',
});

/** The shared money rules over what was typed: read as cents (parseCents), then bounded (priceError). */
export function tariffFormErrors(values: TariffFormValues): FieldError[] {
  return (['adult', 'child'] as const).flatMap((field) => {
    const cents = parseCents(values[field]);
    if (cents === null) return [{ field, key: 'billing.amountInvalid' }];
    const error = priceError(field, cents);
    return error ? [error] : [];
  });
}

/** The amounts the server is sent; only called once tariffFormErrors found nothing. */
export const tariffAmounts = (values: TariffFormValues) => ({
  adultCents: parseCents(values.adult) ?? 0,
  childCents: parseCents(values.child) ?? 0,
});

/** The server names the amounts `adultCents` and `childCents`. */
export const TARIFF_SERVER_FIELDS: ServerFields<TariffFormValues> = {
  adultCents: 'adult',
  childCents: 'child',
};
