import {
  creditorErrors,
  isCreditorId,
  isMandateReference,
  isReturnReason,
  mandateErrors,
  maskIban,
  normalIban,
  SEPA_LIMITS,
} from './sepa';

const TODAY = '2026-11-28';
// The IBAN of the ECBS's register example for Spain and the Bundesbank's sample creditor identifier.
const ES_IBAN = 'ES9121000418450200051332';
const good = {
  debtorName: 'Dojo Sakura',
  iban: 'ES91 2100 0418 4502 0005 1332',
  bic: 'CAIXESBBXXX',
  reference: 'FED-2026/0001',
  signedOn: '2026-11-01',
};

describe('the SEPA mandate rules', () => {
  it('takes a well-formed mandate, the IBAN typed in groups or lower case', () => {
    expect(mandateErrors(good, TODAY)).toEqual([]);
    expect(mandateErrors({ ...good, iban: ES_IBAN.toLowerCase(), bic: null }, TODAY)).toEqual([]);
    expect(normalIban(' es91 2100 0418 4502 0005 1332 ')).toBe(ES_IBAN);
  });

  it('asks for every field but the BIC', () => {
    expect(
      mandateErrors({ debtorName: ' ', iban: '', bic: '', reference: null, signedOn: '' }, TODAY),
    ).toEqual([
      { field: 'debtorName', key: 'common.nameRequired' },
      { field: 'iban', key: 'sepa.ibanRequired' },
      { field: 'reference', key: 'sepa.referenceRequired' },
      { field: 'signedOn', key: 'sepa.signedRequired' },
    ]);
  });

  it('refuses an IBAN with a wrong check digit, a wrong length, junk, or outside SEPA', () => {
    const ibanKey = (iban: string) => mandateErrors({ ...good, iban }, TODAY)[0]?.key;
    expect(ibanKey('ES9221000418450200051332')).toBe('sepa.ibanInvalid');
    expect(ibanKey('ES912100041845020005133')).toBe('sepa.ibanInvalid');
    expect(ibanKey('ES91-2100-0418')).toBe('sepa.ibanInvalid');
    expect(ibanKey(`ES91${'1'.repeat(60)}`)).toBe('sepa.ibanInvalid');
    // Brazil has IBANs, but is not in SEPA: its accounts cannot be debited.
    expect(ibanKey('BR1800360305000010009795493C1')).toBe('sepa.ibanNotSepa');
  });

  it('checks the BIC when given', () => {
    expect(mandateErrors({ ...good, bic: 'CAIX' }, TODAY)).toEqual([
      { field: 'bic', key: 'sepa.bicInvalid' },
    ]);
    expect(mandateErrors({ ...good, bic: 'CAIXESBB' }, TODAY)).toEqual([]);
    expect(mandateErrors({ ...good, bic: 'X'.repeat(40) }, TODAY)[0].key).toBe('sepa.bicInvalid');
  });

  it('bounds the reference to 1–35 characters of the SEPA identifier set', () => {
    const referenceKey = (reference: string) => mandateErrors({ ...good, reference }, TODAY)[0]?.key;
    expect(referenceKey('A'.repeat(SEPA_LIMITS.reference))).toBeUndefined();
    expect(referenceKey('A'.repeat(SEPA_LIMITS.reference + 1))).toBe('sepa.referenceInvalid');
    expect(referenceKey('ÑANDÚ-1')).toBe('sepa.referenceInvalid');
    expect(referenceKey('two words')).toBe('sepa.referenceInvalid');
    expect(referenceKey('<x>&')).toBe('sepa.referenceInvalid');
    expect(isMandateReference('/A')).toBe(false);
    expect(isMandateReference('A/')).toBe(false);
    expect(isMandateReference('A//B')).toBe(false);
    expect(isMandateReference("A/B-C?:().,'+")).toBe(true);
  });

  it('bounds the name', () => {
    expect(mandateErrors({ ...good, debtorName: 'n'.repeat(71) }, TODAY)).toEqual([
      { field: 'debtorName', key: 'common.tooLong', params: { max: 70 } },
    ]);
  });

  it('takes a signature date that exists and is not in the future', () => {
    const dateKey = (signedOn: string) => mandateErrors({ ...good, signedOn }, TODAY)[0]?.key;
    expect(dateKey(TODAY)).toBeUndefined();
    expect(dateKey('2026-11-29')).toBe('sepa.signedInFuture');
    expect(dateKey('2026-02-30')).toBe('sepa.signedInvalid');
    expect(dateKey('28/11/2026')).toBe('sepa.signedInvalid');
    expect(dateKey('2026-11-28T00:00:00Z')).toBe('sepa.signedInvalid');
  });
});

describe('the SEPA creditor identifier', () => {
  it('checks the digits over the national identifier and the country, not the business code', () => {
    expect(isCreditorId('DE98ZZZ09999999999')).toBe(true);
    expect(isCreditorId('DE98ABC09999999999')).toBe(true);
    expect(isCreditorId('DE97ZZZ09999999999')).toBe(false);
    expect(isCreditorId('ES42ZZZG28012345')).toBe(true);
    expect(isCreditorId('ES43ZZZG28012345')).toBe(false);
  });

  it('wants a nine-character NIF for a Spanish one, and nothing longer than 35', () => {
    expect(isCreditorId('ES17ZZZG2801234')).toBe(false);
    expect(isCreditorId(`DE98ZZZ${'9'.repeat(40)}`)).toBe(false);
    expect(isCreditorId('es42zzzg28012345')).toBe(false);
  });

  it('gives the creditor form its errors', () => {
    const creditor = { creditorId: 'es42zzzg28012345', name: 'Asociación', iban: ES_IBAN, bic: null };
    expect(creditorErrors(creditor)).toEqual([]);
    expect(creditorErrors({ ...creditor, creditorId: 'ES43ZZZG28012345' })).toEqual([
      { field: 'creditorId', key: 'sepa.creditorIdInvalid' },
    ]);
    expect(creditorErrors({ creditorId: '', name: '', iban: '' }).map((e) => e.key)).toEqual([
      'sepa.creditorIdRequired',
      'common.nameRequired',
      'sepa.ibanRequired',
    ]);
  });
});

describe('the IBAN as others see it', () => {
  it('shows the country, the check digits and the last four', () => {
    expect(maskIban(ES_IBAN)).toBe('ES91 **** **** **** **** 1332');
    expect(maskIban('DE89370400440532013000')).toBe('DE89 **** **** **** ** 3000');
  });
});

describe('the return reasons', () => {
  it('are the ISO codes', () => {
    expect(isReturnReason('AM04')).toBe(true);
    expect(isReturnReason('MD06')).toBe(true);
    expect(isReturnReason('XX99')).toBe(false);
    expect(isReturnReason('AM04 ')).toBe(false);
  });
});
