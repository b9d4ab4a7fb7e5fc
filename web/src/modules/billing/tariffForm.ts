import type { FieldError } from '@federa/schema/validation/auth';
import { parseCents } from '@federa/schema/validation/money';
import { amountError, centsAsTyped } from '../ui/form/money';
import type { ServerFields } from '../ui/form/useForm';

/** The tariff form: each amount as typed, in the language's format ('12,50' in es). */
export type TariffFormValues = { adult: string; child: string };

export const tariffFormValues = (
  tariff: { adultCents: number; childCents: number } | null,
  lang: string,
) => ({
  adult: tariff ? centsAsTyped(tariff.adultCents, lang) : '',
  child: tariff ? centsAsTyped(tariff.childCents, lang) : '',
});

/** The shared money rules over what was typed: read as cents (parseCents), then bounded (priceError). */
export function tariffFormErrors(values: TariffFormValues): FieldError[] {
  return (['adult', 'child'] as const).flatMap((field) => amountError(field, values[field]) ?? []);
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
