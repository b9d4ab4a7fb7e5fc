import { dojoErrors, normaliseDojo } from './dojos';

const valid = { name: 'Dojo', city: 'Madrid', associationId: 1, country: 'ES', province: '28' };

describe('shared dojo rules', () => {
  it('accepts a complete dojo and normalises it', () => {
    expect(dojoErrors(valid)).toEqual([]);
    expect(
      normaliseDojo({ ...valid, name: ' Dojo ', country: 'es', web: '  ', schedule: ' L ' }),
    ).toMatchObject({ name: 'Dojo', country: 'ES', web: null, schedule: 'L' });
  });

  it('gives every missing required field at once', () => {
    expect(dojoErrors({}).map((e) => e.field)).toEqual([
      'name',
      'city',
      'associationId',
      'country',
      'province',
    ]);
  });

  it('wants http(s) links and a valid mail, and refuses a field once', () => {
    expect(dojoErrors({ ...valid, web: 'http://a.es', maps: 'https://m.es/x' })).toEqual([]);
    expect(dojoErrors({ ...valid, web: 'a.es', maps: `ftp://${'m'.repeat(400)}`, email: 'x@' })).toEqual([
      { field: 'web', key: 'dojos.urlInvalid', params: { host: 'https://…' } },
      { field: 'maps', key: 'dojos.urlInvalid', params: { host: 'https://…' } },
      { field: 'email', key: 'dojos.mailInvalid' },
    ]);
  });

  it('refuses an over-long text as such before looking at its format', () => {
    const mail = `a@${'.'.repeat(1024 * 1024)}@`;
    const started = performance.now();
    expect(dojoErrors({ ...valid, maps: `ftp://${'m'.repeat(600)}`, email: mail })).toEqual([
      { field: 'email', key: 'common.tooLong', params: { max: 50 } },
      { field: 'maps', key: 'common.tooLong', params: { max: 500 } },
    ]);
    // Not a speed target: a pattern that backtracks takes hours on a megabyte, a linear one
    // milliseconds; ten seconds tells them apart on the busiest machine.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('limits the phone to 9 characters', () => {
    expect(dojoErrors({ ...valid, phone: '1234567890' })).toEqual([
      { field: 'phone', key: 'common.tooLong', params: { max: 9 } },
    ]);
  });
});
