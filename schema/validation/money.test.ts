import { MAX_PRICE_CENTS, formatCents, parseCents, priceError } from './money';

describe('amounts typed in any of the three languages', () => {
  it.each([
    ['12', 1200],
    ['12,5', 1250],
    ['12.50', 1250],
    ['0,05', 5],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1 234,56 €', 123456],
    ['1.234', 123400],
    ['12,345', 1234500],
    ['999999999', 99999999900],
  ])('%s is %d cents', (text, cents) => {
    expect(parseCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1,2,3', '-5', '12.5.6', '1e3', '0x10', '9'.repeat(17), '12,,5'])(
    '%s is no amount',
    (text) => {
      expect(parseCents(text)).toBeNull();
    },
  );
});

describe('amounts shown', () => {
  it("in the language's format, from exact cents", () => {
    expect(formatCents(123456, 'es')).toBe('1234,56\u00a0€');
    expect(formatCents(123456, 'en')).toBe('€1,234.56');
    expect(formatCents(5, 'fr')).toBe('0,05\u00a0€');
    expect(formatCents(-1005, 'en')).toBe('-€10.05');
  });
});

describe('a price', () => {
  it('is whole cents from 0 to the maximum', () => {
    expect(priceError('p', 0)).toBeNull();
    expect(priceError('p', MAX_PRICE_CENTS)).toBeNull();
    expect(priceError('p', 12.5)).toEqual({ field: 'p', key: 'billing.amountInvalid' });
    expect(priceError('p', '12')).toEqual({ field: 'p', key: 'billing.amountInvalid' });
    expect(priceError('p', -1)?.key).toBe('billing.amountOutOfRange');
    expect(priceError('p', MAX_PRICE_CENTS + 1)).toEqual({
      field: 'p',
      key: 'billing.amountOutOfRange',
      params: { max: 100000 },
    });
  });
});
