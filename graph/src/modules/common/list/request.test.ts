import { DomainError } from '../domain-error';
import { raw, sql } from '../sql';
import { searchColumns } from './definition';
import { keysOf } from './engine';
import { beforeParts, decodeCursor, encodeCursor, orderBySql, sortKeys } from './keys';
import { fromRest, parseList, parseOrder } from './request';

const def = { columns: { nombre: 'a.nombre', numAcae: 'a.num_acae' }, defaultOrder: 'nombre' };

function refusal(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof DomainError ? error.options.fields?.[0]?.key : String(error);
  }
  return undefined;
}

const rest = (params: Parameters<typeof fromRest>[0], allowAll = false) =>
  parseList(def, fromRest(params), { allowAll });

describe('list requests', () => {
  it('reads ini, pag, orden and filtro with their defaults', () => {
    expect(rest({})).toEqual({
      offset: 0,
      limit: 15,
      order: { column: 'nombre', desc: false },
      search: '',
      boundedCount: false,
    });
    expect(rest({ ini: '30', pag: '50', orden: 'numAcae DESC', filtro: '  José ' })).toEqual({
      offset: 30,
      limit: 50,
      order: { column: 'numAcae', desc: true },
      search: 'José',
      boundedCount: false,
    });
    expect(rest({ pag: 'ALL' }, true).limit).toBeNull();
  });

  // Issue 29: a bounded count is the caller's choice (acotar=1); nTot stays exact otherwise.
  it('reads acotar: 1 or true asks for a bounded count, anything else an exact one', () => {
    expect(rest({ acotar: '1' }).boundedCount).toBe(true);
    expect(rest({ acotar: 'true' }).boundedCount).toBe(true);
    for (const acotar of [undefined, '', '0', 'false', 'si', ['1']]) {
      expect(rest({ acotar }).boundedCount).toBe(false);
    }
  });

  it('refuses unknown columns, odd page sizes and negative offsets', () => {
    expect(refusal(() => rest({ orden: 'nombre; drop table asociado' }))).toBe('list.orderInvalid');
    expect(refusal(() => rest({ orden: 'psw_hash' }))).toBe('list.orderInvalid');
    expect(refusal(() => rest({ orden: 'constructor' }))).toBe('list.orderInvalid');
    expect(refusal(() => rest({ orden: { nombre: 1 } }))).toBe('list.orderInvalid');
    expect(refusal(() => rest({ pag: '16' }))).toBe('list.pageSizeInvalid');
    expect(refusal(() => rest({ pag: 'ALL' }))).toBe('list.pageSizeInvalid');
    expect(refusal(() => rest({ pag: 'all' }, true))).toBe('list.pageSizeInvalid');
    expect(refusal(() => rest({ ini: '-1' }))).toBe('list.offsetInvalid');
    expect(refusal(() => rest({ ini: 'x' }))).toBe('list.offsetInvalid');
    expect(refusal(() => parseList(def, { limit: 'all' }))).toBe('list.pageSizeInvalid');
  });

  it('keeps empty values last ascending and first descending, and breaks ties by key', () => {
    const keys = (desc: boolean) =>
      sortKeys([], { sql: 'a.num_acae', nullable: true }, 'a.id', { column: 'x', desc });
    expect(orderBySql(keys(true)).compile().text).toBe('a.num_acae desc nulls first, a.id desc nulls first');
    expect(orderBySql(keys(false)).compile().text).toBe('a.num_acae asc nulls last, a.id asc nulls last');
    const led = sortKeys(['(a.num_acae is null)'], 'a.nombre', 'a.id', { column: 'x', desc: true });
    expect(orderBySql(led).compile().text).toMatch(/^\(a\.num_acae is null\) asc nulls last, a\.nombre desc/);
  });

  it("reads an order held by a joined table under that table's own lead and key", () => {
    const list = {
      ...def,
      key: 'a.id',
      lead: ['(a.num_acae is null)'],
      orderKeys: { anio: { lead: ['u.sin_numero'], key: 'u.cf_asociado' } },
      columns: { ...def.columns, anio: 'u.anio' },
    } as unknown as Parameters<typeof keysOf>[0];
    const text = (column: string) => orderBySql(keysOf(list, { column, desc: false })).compile().text;
    expect(text('anio')).toBe(
      'u.sin_numero asc nulls last, u.anio asc nulls last, u.cf_asociado asc nulls last',
    );
    expect(text('nombre')).toBe(
      '(a.num_acae is null) asc nulls last, a.nombre asc nulls last, a.id asc nulls last',
    );
  });

  it('names the rows before a row as ranges of the order', () => {
    const keys = sortKeys([], 'a.nombre', { sql: 'a.id', type: 'integer' }, { column: 'x', desc: false });
    const parts = beforeParts(keys, ['Ana', '7']).map((p) => p.compile());
    expect(parts).toEqual([{ text: '(a.nombre, a.id) < (?, ?)', params: ['Ana', '7'] }]);
  });

  it('searches every word in any column, with the words bound, never written into SQL', () => {
    const search = searchColumns(['a.nombre', 'a.apellido'])(sql`f_unaccent(lower(${'jose'}))`);
    expect(search.compile()).toEqual({
      text: '(f_unaccent(lower(a.nombre)) like f_unaccent(lower(?)) or f_unaccent(lower(a.apellido)) like f_unaccent(lower(?)))',
      params: ['jose', 'jose'],
    });
    expect(raw('true').compile().params).toEqual([]);
  });

  it('reads back only its own cursors, with values of the keys types', () => {
    const order = { column: 'x', desc: false };
    const keys = sortKeys([], { sql: 'a.nac', type: 'date' }, { sql: 'a.id', type: 'integer' }, order);
    const cursor = encodeCursor(order, ['1980-02-29', '12']);
    expect(decodeCursor(cursor, order, keys)).toEqual(['1980-02-29', '12']);
    expect(refusal(() => decodeCursor(cursor, { column: 'x', desc: true }, keys))).toBe('list.cursorInvalid');
    expect(refusal(() => decodeCursor(encodeCursor(order, ['1981-02-29', '12']), order, keys))).toBe(
      'list.cursorInvalid',
    );
    expect(refusal(() => decodeCursor(encodeCursor(order, ['1980-02-29', 'x']), order, keys))).toBe(
      'list.cursorInvalid',
    );
    expect(refusal(() => decodeCursor('not a cursor', order, keys))).toBe('list.cursorInvalid');
  });

  it('reads an order in linear time, and refuses one longer than any column name', () => {
    expect(parseOrder(def, '  numAcae   desc ')).toEqual({ column: 'numAcae', desc: true });
    expect(parseOrder(def, 'nombre ASC')).toEqual({ column: 'nombre', desc: false });
    expect(refusal(() => parseOrder(def, 'nombreDESC'))).toBe('list.orderInvalid');
    expect(refusal(() => parseOrder(def, 'nombre DESC DESC'))).toBe('list.orderInvalid');
    const megabyte = 1024 * 1024;
    const started = performance.now();
    expect(refusal(() => parseOrder(def, `nombre${' '.repeat(megabyte)}!`))).toBe('list.orderInvalid');
    expect(refusal(() => rest({ orden: `nombre${' '.repeat(megabyte)}!` }))).toBe('list.orderInvalid');
    // Not a speed target: a pattern that backtracks takes hours on a megabyte, a linear one
    // milliseconds; ten seconds tells them apart on the busiest machine.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
