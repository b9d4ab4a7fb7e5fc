import { chargeIdOf } from './chargeIdOf';

describe('chargeIdOf', () => {
  it('reads a charge number or its bank reference, as written or printed', () => {
    expect(chargeIdOf('123')).toBe(123);
    expect(chargeIdOf(' rf18fed123 ')).toBe(123);
    expect(chargeIdOf('RF18 FED1 23')).toBe(123);
  });

  it('names no charge for anything else', () => {
    expect(chargeIdOf('')).toBeNull();
    expect(chargeIdOf('0')).toBeNull();
    expect(chargeIdOf('FED123')).toBeNull();
    expect(chargeIdOf('99999999999')).toBeNull();
  });
});
