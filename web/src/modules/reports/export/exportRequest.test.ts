import { exportFormat, restConfiguration } from './exportRequest';

describe('the export of a report', () => {
  it('is an xlsx below 10,000 rows and a csv from 10,000 (part 3 §9)', () => {
    expect(exportFormat(0)).toEqual({ kind: 'xlsx', fileName: 'Documento.xlsx' });
    expect(exportFormat(9_999)).toEqual({ kind: 'xlsx', fileName: 'Documento.xlsx' });
    expect(exportFormat(10_000)).toEqual({ kind: 'csv', fileName: 'Documento.csv' });
  });

  it('posts the configuration in the REST names, filter groups and order included', () => {
    const body = restConfiguration({
      view: 'asociados',
      fields: ['nombre', 'dojo'],
      groupBy: [],
      filter: {
        connector: 'O',
        groups: [
          { connector: 'Y', conditions: [{ field: 'edad', operator: '>=', value: '18' }] },
          { connector: 'Y', conditions: [{ field: 'provincia', operator: '=', value: null }] },
        ],
      },
      orderBy: 'nombre DESC',
    });
    expect(body).toEqual({
      vista: 'asociados',
      campos: ['nombre', 'dojo'],
      agregaciones: [],
      filtros: {
        nexo: 'O',
        filtros: [
          { nexo: 'Y', filtros: [{ campo: 'edad', oper: '>=', valor: '18' }] },
          { nexo: 'Y', filtros: [{ campo: 'provincia', oper: '=', valor: '' }] },
        ],
      },
      orden: 'nombre DESC',
    });
    expect(
      restConfiguration({ view: 'dojos', fields: ['dojo'], groupBy: [], filter: null }),
    ).not.toHaveProperty('orden');
  });
});
