import { DomainError } from './domain-error';
import { orderSql, parseListRequest, parseOrder, searchSql, type ListDefinition } from './list';

const def: ListDefinition = {
  columns: { nombre: { sql: 'a.nombre' }, numAcae: { sql: 'a.num_acae' } },
  defaultOrder: 'nombre',
  key: 'a.id',
  search: ['a.nombre', 'a.apellido'],
  alwaysLast: ['numAcae'],
};

function refusal(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof DomainError ? error.options.fields?.[0]?.key : String(error);
  }
  return undefined;
}

describe('list requests', () => {
  it('reads ini, pag, orden and filtro with their defaults', () => {
    expect(parseListRequest(def, {})).toEqual({
      offset: 0,
      limit: 15,
      order: { column: 'nombre', desc: false },
      search: '',
    });
    expect(parseListRequest(def, { ini: '30', pag: '50', orden: 'numAcae DESC', filtro: '  José ' })).toEqual(
      {
        offset: 30,
        limit: 50,
        order: { column: 'numAcae', desc: true },
        search: 'José',
      },
    );
    expect(parseListRequest(def, { pag: 'ALL' }, { allowAll: true }).limit).toBeNull();
  });

  it('refuses unknown columns, odd page sizes and negative offsets', () => {
    expect(refusal(() => parseListRequest(def, { orden: 'nombre; drop table asociado' }))).toBe(
      'list.orderInvalid',
    );
    expect(refusal(() => parseListRequest(def, { orden: 'psw_hash' }))).toBe('list.orderInvalid');
    expect(refusal(() => parseListRequest(def, { orden: 'constructor' }))).toBe('list.orderInvalid');
    expect(refusal(() => parseListRequest(def, { pag: '16' }))).toBe('list.pageSizeInvalid');
    expect(refusal(() => parseListRequest(def, { pag: 'ALL' }))).toBe('list.pageSizeInvalid');
    expect(refusal(() => parseListRequest(def, { ini: '-1' }))).toBe('list.offsetInvalid');
  });

  it('keeps empty member numbers last in both directions and breaks ties by key', () => {
    expect(orderSql(def, { column: 'numAcae', desc: true })).toBe('a.num_acae desc nulls last, a.id desc');
    expect(orderSql(def, { column: 'nombre', desc: false })).toBe('a.nombre asc nulls last, a.id asc');
  });

  it('searches every word in any column, with LIKE wildcards escaped', () => {
    const params: unknown[] = [];
    const sql = searchSql(def, 'jose 50%', params);
    expect(sql).toBe(
      '(f_unaccent(lower(a.nombre)) like f_unaccent(lower(?)) or f_unaccent(lower(a.apellido)) like f_unaccent(lower(?))) and ' +
        '(f_unaccent(lower(a.nombre)) like f_unaccent(lower(?)) or f_unaccent(lower(a.apellido)) like f_unaccent(lower(?)))',
    );
    expect(params).toEqual(['%jose%', '%jose%', '%50\\%%', '%50\\%%']);
    expect(searchSql(def, '', [])).toBe('true');
  });

  it('reads an order in linear time, and refuses one longer than any column name', () => {
    expect(parseOrder(def, '  numAcae   desc ')).toEqual({ column: 'numAcae', desc: true });
    expect(parseOrder(def, 'nombre ASC')).toEqual({ column: 'nombre', desc: false });
    expect(refusal(() => parseOrder(def, 'nombreDESC'))).toBe('list.orderInvalid');
    expect(refusal(() => parseOrder(def, 'nombre DESC DESC'))).toBe('list.orderInvalid');
    const megabyte = 1024 * 1024;
    const started = performance.now();
    expect(refusal(() => parseOrder(def, `nombre${' '.repeat(megabyte)}!`))).toBe('list.orderInvalid');
    expect(refusal(() => parseListRequest(def, { orden: `nombre${' '.repeat(megabyte)}!` }))).toBe(
      'list.orderInvalid',
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
