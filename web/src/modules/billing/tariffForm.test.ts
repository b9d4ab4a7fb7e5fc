import { centsAsTyped } from '../ui/form/money';
import { tariffAmounts, tariffFormErrors, tariffFormValues } from './tariffForm';

describe('the tariff form', () => {
  it('shows stored cents as typed in each language, without float rounding', () => {
    expect(centsAsTyped(123456, 'es')).toBe('1234,56');
    expect(centsAsTyped(123456, 'en')).toBe('1234.56');
    expect(centsAsTyped(5, 'fr')).toBe('0,05');
    // 0.29 * 100 is 28.999… in floating point: the cents must come from integers.
    expect(centsAsTyped(29, 'en')).toBe('0.29');
    expect(tariffFormValues(null, 'es')).toEqual({ adult: '', child: '' });
  });

  it('reads back what it shows, in every language', () => {
    for (const lang of ['es', 'en', 'fr']) {
      const values = tariffFormValues({ adultCents: 4550, childCents: 1999 }, lang);
      expect(tariffFormErrors(values)).toEqual([]);
      expect(tariffAmounts(values)).toEqual({ adultCents: 4550, childCents: 1999 });
    }
  });

  it('refuses what is no amount and what is out of range, field by field', () => {
    expect(tariffFormErrors({ adult: 'doce', child: '' })).toEqual([
      { field: 'adult', key: 'billing.amountInvalid' },
      { field: 'child', key: 'billing.amountInvalid' },
    ]);
    expect(tariffFormErrors({ adult: '100000,01', child: '1.234,56' })).toEqual([
      { field: 'adult', key: 'billing.amountOutOfRange', params: { max: 100000 } },
    ]);
  });
});
