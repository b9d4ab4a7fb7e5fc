import { defineList, searchColumns, type ListDefinition } from '../common/list/definition';
import { sql, type Sql } from '../common/sql';
import { MEMBER_COUNT, ROW_COLUMNS, ROW_JOINS, toRow, type DojoRow, type RawRow } from './dojo.queries';

/**
 * Which dojos a list covers: one association (0 or none means all), visible ones only, and for
 * the landing page's cards one country and province (codes, as the map names them).
 */
export type DojoScope = {
  associationId?: number | null;
  visibleOnly?: boolean;
  country?: string | null;
  province?: string | null;
};

function scope(s: DojoScope): Sql[] {
  const parts: Sql[] = [];
  if (s.associationId) parts.push(sql`d.cf_asoc = ${s.associationId}`);
  if (s.visibleOnly) parts.push(sql`d.visible`);
  if (s.country) parts.push(sql`d.cf_pais = (select id_pais from pais where codigo = ${s.country})`);
  if (s.country && s.province)
    parts.push(
      sql`d.cf_provincia = (select id_provincia from provincia where cf_pais = d.cf_pais and btrim(codigo) = ${s.province})`,
    );
  return parts;
}

/** What both dojo lists share: the row, its association (searched and sorted), the scope. */
const DOJO_ROWS = {
  table: 'dojo d',
  key: { sql: 'd.id_dojo', type: 'integer' },
  join: 'join asociacion a on a.id_asoc = d.cf_asoc',
  scope,
  select: ROW_COLUMNS,
  selectJoin: ROW_JOINS,
  toRow: (r) => toRow(r as RawRow),
} satisfies Partial<ListDefinition<DojoScope, DojoRow>>;

/** The dojo list of part 1 §2: columns nombre, ciudad, asoc, nAsociados, visible; default nombre. */
export const DOJO_LIST = defineList<DojoScope, DojoRow>({
  ...DOJO_ROWS,
  columns: {
    nombre: 'd.nombre',
    ciudad: 'd.ciudad',
    asoc: 'a.nombre',
    nAsociados: { sql: MEMBER_COUNT, type: 'number' },
    // The answer's own name for the count, accepted as a synonym.
    numAsoc: { sql: MEMBER_COUNT, type: 'number' },
    visible: { sql: 'd.visible', type: 'boolean' },
  },
  defaultOrder: 'nombre',
  search: searchColumns(['d.nombre', 'd.ciudad', 'a.nombre']),
});

/** The public list (part 3 §7): visible dojos, ordered by name or city. */
export const PUBLIC_DOJO_LIST = defineList<DojoScope, DojoRow>({
  ...DOJO_ROWS,
  columns: { nombre: 'd.nombre', ciudad: 'd.ciudad' },
  defaultOrder: 'nombre',
  search: searchColumns(['d.nombre', 'd.ciudad']),
});
