import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import type { FieldError } from './auth';

// SEPA Core direct debit (issue 30): the mandate form's and the creditor form's rules, run by the
// web for early feedback and by the sepa service, which decides. Every text is bounded before a
// pattern or a checksum looks at it, and every pattern is linear.

/** What the columns hold; the XML's Max35Text, Max70Text and IBAN2007Identifier fit in them. */
export const SEPA_LIMITS = { iban: 34, bic: 11, reference: 35, name: 70, creditorId: 35 } as const;

/** A typed IBAN may carry spaces in groups of four: never longer than this before they go. */
const TYPED_IBAN_MAX = 50;

/** The EPC's restricted set for identifiers (mandate reference, end-to-end id): no space. */
const IDENTIFIER = /^[A-Za-z0-9+?/\-:().,']{1,35}$/;
const IBAN_SHAPE = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;
const BIC_SHAPE = /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;
/** Country, check digits, the creditor's business code (ZZZ when none), the national identifier. */
const CREDITOR_ID_SHAPE = /^([A-Z]{2})([0-9]{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The ISO 20022 reason codes of a returned or refused direct debit that a person may enter. */
export const RETURN_REASONS = [
  'AC01', // wrong account number
  'AC04', // account closed
  'AC06', // account blocked
  'AG01', // transaction forbidden on this account
  'AG02', // invalid operation code
  'AM04', // insufficient funds
  'AM05', // duplicate collection
  'BE05', // unknown creditor
  'FF01', // invalid file format
  'MD01', // no mandate
  'MD02', // mandate data missing or wrong
  'MD06', // refund requested by the debtor
  'MD07', // debtor deceased
  'MS02', // refused by the debtor, no reason given
  'MS03', // reason not specified by the bank
  'RC01', // wrong BIC
  'RR01',
  'RR02',
  'RR03',
  'RR04', // regulatory reasons
  'SL01', // specific service of the debtor's bank
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const isReturnReason = (value: string): value is ReturnReason =>
  value.length === 4 && (RETURN_REASONS as readonly string[]).includes(value);

/** The IBAN as the bank file writes it (no spaces, capitals); null when it cannot be one. */
export function normalIban(typed: string | null | undefined): string | null {
  const text = (typed ?? '').trim();
  if (!text || text.length > TYPED_IBAN_MAX) return null;
  return electronicFormatIBAN(text);
}

/** Whether a normalised IBAN is one: shape, its country's length and format, and mod 97. */
export function isIban(iban: string): boolean {
  return iban.length <= SEPA_LIMITS.iban && IBAN_SHAPE.test(iban) && isValidIBAN(iban);
}

/**
 * The IBAN as people other than its owner and its collectors see it: the country, check digits
 * and the last four characters, the rest as asterisks in groups of four (ES91 **** … **** 1332).
 */
export function maskIban(iban: string): string {
  const groups: string[] = [iban.slice(0, 4)];
  const hidden = Math.max(0, iban.length - 8);
  for (let i = 0; i < hidden; i += 4) groups.push('*'.repeat(Math.min(4, hidden - i)));
  groups.push(iban.slice(-4));
  return groups.join(' ');
}

/** ISO 7064 MOD 97-10 of a text of digits and capitals (A = 10 … Z = 35), digit by digit. */
function mod97(text: string): number {
  let rest = 0;
  for (const char of text) {
    const value = parseInt(char, 36);
    rest = value < 10 ? (rest * 10 + value) % 97 : (rest * 100 + value) % 97;
  }
  return rest;
}

/**
 * A SEPA creditor identifier (EPC262-08): country, two check digits over the national identifier
 * and the country (the business code left out), the business code, the national identifier. A
 * Spanish one carries a NIF: nine characters (ES + 2 + 3 + 9 = 16).
 */
export function isCreditorId(id: string): boolean {
  if (id.length > SEPA_LIMITS.creditorId) return false;
  const parts = CREDITOR_ID_SHAPE.exec(id);
  if (!parts) return false;
  const [, country, check, national] = parts;
  if (country === 'ES' && national.length !== 9) return false;
  return 98 - mod97(`${national}${country}00`) === Number(check);
}

export const isMandateReference = (reference: string): boolean =>
  IDENTIFIER.test(reference) &&
  !reference.startsWith('/') &&
  !reference.endsWith('/') &&
  !reference.includes('//');

/** A calendar day that exists (2026-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

export type MandateInput = {
  debtorName: string | null;
  iban: string | null;
  bic?: string | null;
  reference: string | null;
  signedOn: string | null;
};

export type CreditorInput = {
  creditorId: string | null;
  name: string | null;
  iban: string | null;
  bic?: string | null;
};

function nameErrors(field: string, value: string | null | undefined, errors: FieldError[]): void {
  const name = (value ?? '').trim();
  if (!name) errors.push({ field, key: 'common.nameRequired' });
  else if (name.length > SEPA_LIMITS.name)
    errors.push({ field, key: 'common.tooLong', params: { max: SEPA_LIMITS.name } });
}

function accountErrors(input: { iban: string | null; bic?: string | null }, errors: FieldError[]): void {
  const typed = (input.iban ?? '').trim();
  const iban = normalIban(typed);
  if (!typed) errors.push({ field: 'iban', key: 'sepa.ibanRequired' });
  else if (!iban || !isIban(iban)) errors.push({ field: 'iban', key: 'sepa.ibanInvalid' });
  else if (!isSEPACountry(iban.slice(0, 2))) errors.push({ field: 'iban', key: 'sepa.ibanNotSepa' });
  const bic = (input.bic ?? '').trim().toUpperCase();
  if (bic && (bic.length > SEPA_LIMITS.bic || !BIC_SHAPE.test(bic) || !isValidBIC(bic)))
    errors.push({ field: 'bic', key: 'sepa.bicInvalid' });
}

/** The mandate form's errors; `today` is the day the rules count from (the database's). */
export function mandateErrors(input: MandateInput, today: string): FieldError[] {
  const errors: FieldError[] = [];
  nameErrors('debtorName', input.debtorName, errors);
  accountErrors(input, errors);
  const reference = (input.reference ?? '').trim();
  if (!reference) errors.push({ field: 'reference', key: 'sepa.referenceRequired' });
  else if (reference.length > SEPA_LIMITS.reference || !isMandateReference(reference))
    errors.push({ field: 'reference', key: 'sepa.referenceInvalid', params: { max: SEPA_LIMITS.reference } });
  const signed = (input.signedOn ?? '').trim();
  if (!signed) errors.push({ field: 'signedOn', key: 'sepa.signedRequired' });
  else if (signed.length > 10 || !isCalendarDay(signed))
    errors.push({ field: 'signedOn', key: 'sepa.signedInvalid' });
  else if (signed > today) errors.push({ field: 'signedOn', key: 'sepa.signedInFuture' });
  return errors;
}

/** The association creditor form's errors. */
export function creditorErrors(input: CreditorInput): FieldError[] {
  const errors: FieldError[] = [];
  const id = (input.creditorId ?? '').trim().toUpperCase();
  if (!id) errors.push({ field: 'creditorId', key: 'sepa.creditorIdRequired' });
  else if (!isCreditorId(id)) errors.push({ field: 'creditorId', key: 'sepa.creditorIdInvalid' });
  nameErrors('name', input.name, errors);
  accountErrors(input, errors);
  return errors;
}
