import type { FieldError } from '@federa/schema/validation/auth';
import { mandateErrors } from '@federa/schema/validation/sepa';
import type { MandateInput } from '../../../generated/graphql';
import type { MandateRow } from './MandatesPanel';

export const PAYER_KINDS = ['DOJO', 'MEMBER', 'ASSOCIATION'] as const;

export type MandateFormValues = {
  payerKind: string;
  payerId: string;
  debtorName: string;
  iban: string;
  bic: string;
  reference: string;
  signedOn: string;
  active: string;
};

export const emptyMandate = (today: string): MandateFormValues => ({
  payerKind: 'DOJO',
  payerId: '',
  debtorName: '',
  iban: '',
  bic: '',
  reference: '',
  signedOn: today,
  active: 'true',
});

export const mandateValues = (m: MandateRow): MandateFormValues => ({
  payerKind: m.payerKind,
  payerId: String(m.payerId),
  debtorName: m.debtorName,
  iban: m.iban,
  bic: m.bic ?? '',
  reference: m.reference,
  signedOn: m.signedOn,
  active: String(m.active),
});

/** The server names the payer's field `payer`. */
export const MANDATE_SERVER_FIELDS = { payer: 'payerId' } as const;

/** The shared rules, and a payer's id that is a whole number. */
export function mandateFormErrors(values: MandateFormValues, today: string): FieldError[] {
  const errors = mandateErrors(values, today);
  if (!/^\d{1,10}$/.test(values.payerId.trim()))
    errors.unshift({ field: 'payerId', key: 'sepa.payerRequired' });
  return errors;
}

export function mandateInput(values: MandateFormValues, id: number | null): MandateInput {
  const payerId = Number(values.payerId.trim());
  return {
    id,
    ...(id === null && {
      payerDojoId: values.payerKind === 'DOJO' ? payerId : null,
      payerMemberId: values.payerKind === 'MEMBER' ? payerId : null,
      payerAssociationId: values.payerKind === 'ASSOCIATION' ? payerId : null,
    }),
    debtorName: values.debtorName.trim(),
    iban: values.iban.trim(),
    bic: values.bic.trim() || null,
    reference: values.reference.trim(),
    signedOn: values.signedOn.trim(),
    active: values.active === 'true',
  };
}
