import { translate } from '../i18n';
import { associationErrors, normaliseAssociation } from './associations';

describe('association rules (shared with the web form)', () => {
  it('trims and stores an empty zone as none', () => {
    expect(normaliseAssociation({ name: ' A ', zone: '  ', series: ' 01A ' })).toEqual({
      name: 'A',
      zone: null,
      series: '01A',
    });
  });

  it('accepts a valid association', () => {
    expect(associationErrors({ name: 'Norte', zone: 'z'.repeat(100), series: '12Z' })).toEqual([]);
  });

  it('gives every broken field at once, with the length limit as a parameter', () => {
    expect(associationErrors({ name: 'n'.repeat(101), zone: 'z'.repeat(101), series: '12z' })).toEqual([
      { field: 'name', key: 'common.tooLong', params: { max: 100 } },
      { field: 'zone', key: 'common.tooLong', params: { max: 100 } },
      { field: 'series', key: 'associations.serieFormat' },
    ]);
    expect(associationErrors({})).toEqual([
      { field: 'name', key: 'common.nameRequired' },
      { field: 'series', key: 'associations.serieFormat' },
    ]);
  });
});

// The rules that need no database, with their Spanish messages word for word: the doors only map
// names and codes (tests/integration/associations/rules.test.ts checks that once per door).
describe('associationErrors refuses each broken field with its message', () => {
  const messages = (values: Parameters<typeof associationErrors>[0]) =>
    associationErrors(values).map((e) => [e.field, translate('es', e.key, e.params)]);

  it.each(['', '   '])('requires the name (%p)', (name) => {
    expect(messages({ name, series: '12Z' })).toEqual([['name', 'El nombre es requerido.']]);
  });

  it.each(['', '1A', '01a', '001A', 'A01', '01AB', '٠١A'])('refuses the series %p', (series) => {
    expect(messages({ name: 'Norte', series })).toEqual([['series', 'Formato incorrecto para la serie']]);
  });

  it('limits name and zone to 100 characters', () => {
    expect(messages({ name: 'n'.repeat(101), zone: 'z'.repeat(101), series: '12Z' })).toEqual([
      ['name', 'El campo no puede superar 100 caracteres.'],
      ['zone', 'El campo no puede superar 100 caracteres.'],
    ]);
  });
});
