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
