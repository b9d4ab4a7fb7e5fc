import { dojoErrors, normaliseDojo } from './dojos';

const valid = { nombre: 'Dojo', ciudad: 'Madrid', idAsoc: 1, pais: 'ES', provincia: '28' };

describe('shared dojo rules', () => {
  it('accepts a complete dojo and normalises it', () => {
    expect(dojoErrors(valid)).toEqual([]);
    expect(
      normaliseDojo({ ...valid, nombre: ' Dojo ', pais: 'es', web: '  ', horario: ' L ' }),
    ).toMatchObject({ nombre: 'Dojo', pais: 'ES', web: null, horario: 'L' });
  });

  it('gives every missing required field at once', () => {
    expect(dojoErrors({}).map((e) => e.field)).toEqual(['nombre', 'ciudad', 'idAsoc', 'pais', 'provincia']);
  });

  it('wants http(s) links and a valid mail, and refuses a field once', () => {
    expect(dojoErrors({ ...valid, web: 'http://a.es', maps: 'https://m.es/x' })).toEqual([]);
    expect(dojoErrors({ ...valid, web: 'a.es', maps: `ftp://${'m'.repeat(400)}`, correoE: 'x@' })).toEqual([
      { field: 'web', key: 'dojos.urlInvalid', params: { host: 'https://…' } },
      { field: 'maps', key: 'dojos.urlInvalid', params: { host: 'https://…' } },
      { field: 'correoE', key: 'dojos.mailInvalid' },
    ]);
  });

  it('refuses an over-long text as such before looking at its format', () => {
    const mail = `a@${'.'.repeat(1024 * 1024)}@`;
    const started = performance.now();
    expect(dojoErrors({ ...valid, maps: `ftp://${'m'.repeat(600)}`, correoE: mail })).toEqual([
      { field: 'correoE', key: 'common.tooLong', params: { max: 50 } },
      { field: 'maps', key: 'common.tooLong', params: { max: 500 } },
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('limits the phone to 9 characters', () => {
    expect(dojoErrors({ ...valid, telfcont: '1234567890' })).toEqual([
      { field: 'telfcont', key: 'common.tooLong', params: { max: 9 } },
    ]);
  });
});
