import { associationErrors, normaliseAssociation } from './associations';

describe('association rules (shared with the web form)', () => {
  it('trims and stores an empty zone as none', () => {
    expect(normaliseAssociation({ nombre: ' A ', zona: '  ', serie: ' 01A ' })).toEqual({
      nombre: 'A',
      zona: null,
      serie: '01A',
    });
  });

  it('accepts a valid association', () => {
    expect(associationErrors({ nombre: 'Norte', zona: 'z'.repeat(100), serie: '12Z' })).toEqual([]);
  });

  it('gives every broken field at once, with the length limit as a parameter', () => {
    expect(associationErrors({ nombre: 'n'.repeat(101), zona: 'z'.repeat(101), serie: '12z' })).toEqual([
      { field: 'nombre', key: 'common.tooLong', params: { max: 100 } },
      { field: 'zona', key: 'common.tooLong', params: { max: 100 } },
      { field: 'serie', key: 'associations.serieFormat' },
    ]);
    expect(associationErrors({})).toEqual([
      { field: 'nombre', key: 'common.nameRequired' },
      { field: 'serie', key: 'associations.serieFormat' },
    ]);
  });
});
