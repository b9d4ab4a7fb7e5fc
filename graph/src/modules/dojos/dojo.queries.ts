import type { EntityManager } from '@mikro-orm/postgresql';
import { orderSql, pageSql, searchSql, type ListDefinition, type ListRequest } from '../common/list';
import { first, sql } from '../common/sql';
import { dojoHasCourses } from '../courses/course-history';
import { dojoHasFeeBatches } from '../fees/fee-history';
import { dojoHasMembers } from '../members/member-history';
import type { DojoSource } from './dojo.types';

/** A dojo as lists and `ver` answer it: the record, its association's name and its member count. */
export type DojoRow = DojoSource & {
  association: { id: number; name: string };
  country: { id: number; code: string };
  province: { id: number; code: string };
  memberCount: number;
};

// Kept by triggers on the members (migration Migration20261123104500): a few rows per dojo.
const MEMBER_COUNT = '(select coalesce(sum(c.n), 0) from asociado_cuenta c where c.cf_dojo = d.id_dojo)';

/** The dojo list of part 1 §2: columns nombre, ciudad, asoc, nAsociados, visible; default nombre. */
export const DOJO_LIST: ListDefinition = {
  columns: {
    nombre: { sql: 'd.nombre' },
    ciudad: { sql: 'd.ciudad' },
    asoc: { sql: 'a.nombre' },
    nAsociados: { sql: MEMBER_COUNT },
    // The answer's own name for the count, accepted as a synonym.
    numAsoc: { sql: MEMBER_COUNT },
    visible: { sql: 'd.visible' },
  },
  defaultOrder: 'nombre',
  key: 'd.id_dojo',
  search: ['d.nombre', 'd.ciudad', 'a.nombre'],
};

/** The public list (part 3 §7): visible dojos, ordered by name or city. */
export const PUBLIC_DOJO_LIST: ListDefinition = {
  columns: { nombre: { sql: 'd.nombre' }, ciudad: { sql: 'd.ciudad' } },
  defaultOrder: 'nombre',
  key: 'd.id_dojo',
  search: ['d.nombre', 'd.ciudad'],
};

/** Which dojos a list covers: one association (0 or none means all), visible ones only. */
export type DojoScope = { associationId?: number | null; visibleOnly?: boolean };

const FROM = 'from dojo d join asociacion a on a.id_asoc = d.cf_asoc';

function whereSql(def: ListDefinition, request: ListRequest, scope: DojoScope, params: unknown[]): string {
  const parts: string[] = [];
  if (scope.associationId) {
    parts.push('d.cf_asoc = ?');
    params.push(scope.associationId);
  }
  if (scope.visibleOnly) parts.push('d.visible');
  parts.push(searchSql(def, request.search, params));
  return parts.join(' and ');
}

const ROW_COLUMNS = `d.id_dojo, d.nombre, d.ciudad, d.cf_asoc, a.nombre as asoc, d.cf_pais, p.codigo as pais,
  d.cf_provincia, pr.codigo as provincia, d.web, d.maps, d.direccion, d.telfcont, d.persocont,
  d.correo_e, d.horario, d.avatar, d.visible, ${MEMBER_COUNT}::int as num_asoc`;
const ROW_JOINS = `join asociacion a on a.id_asoc = d.cf_asoc
  join pais p on p.id_pais = d.cf_pais
  join provincia pr on pr.id_provincia = d.cf_provincia`;

type RawRow = Record<string, unknown> & { id_dojo: number };

function toRow(r: RawRow): DojoRow {
  return {
    id: r.id_dojo,
    name: r.nombre as string,
    city: r.ciudad as string,
    association: { id: r.cf_asoc as number, name: r.asoc as string },
    country: { id: r.cf_pais as number, code: (r.pais as string).trim() },
    province: { id: r.cf_provincia as number, code: (r.provincia as string).trim() },
    web: r.web as string | null,
    maps: r.maps as string | null,
    address: r.direccion as string | null,
    phone: r.telfcont as string | null,
    contactPerson: r.persocont as string | null,
    email: r.correo_e as string | null,
    schedule: r.horario as string | null,
    logo: r.avatar as string | null,
    visible: r.visible as boolean,
    memberCount: r.num_asoc as number,
  };
}

/**
 * One page: a deferred join (the page's keys first, walking the order's index, then only those
 * rows' data), re-applying the order outside. Column names come from the definition, never input.
 */
export async function selectDojoPage(
  em: EntityManager,
  def: ListDefinition,
  request: ListRequest,
  scope: DojoScope,
): Promise<DojoRow[]> {
  const params: unknown[] = [];
  const order = orderSql(def, request.order);
  const where = whereSql(def, request, scope, params);
  const page = pageSql(request, params);
  const rows: RawRow[] = await em.getConnection().execute(
    `select ${ROW_COLUMNS}
     from (select d.id_dojo ${FROM} where ${where} order by ${order} ${page}) k
     join dojo d on d.id_dojo = k.id_dojo
     ${ROW_JOINS}
     order by ${order}`,
    params,
  );
  return rows.map(toRow);
}

export async function countDojos(
  em: EntityManager,
  def: ListDefinition,
  request: ListRequest,
  scope: DojoScope,
): Promise<number> {
  const params: unknown[] = [];
  const where = whereSql(def, request, scope, params);
  const [row] = await em.getConnection().execute(`select count(*)::int as n ${FROM} where ${where}`, params);
  return (row as { n: number }).n;
}

/** 0-based position of a dojo under the list's order and filter, -1 when it is not in the list. */
export async function dojoPosition(
  em: EntityManager,
  def: ListDefinition,
  request: ListRequest,
  scope: DojoScope,
  id: number,
): Promise<number> {
  const params: unknown[] = [];
  const where = whereSql(def, request, scope, params);
  params.push(id);
  const [row] = await em.getConnection().execute(
    `select pos from (
       select d.id_dojo, row_number() over (order by ${orderSql(def, request.order)}) - 1 as pos
       ${FROM} where ${where}
     ) r where r.id_dojo = ?`,
    params,
  );
  return row ? Number((row as { pos: number | string }).pos) : -1;
}

export async function selectDojoRow(em: EntityManager, id: number): Promise<DojoRow | null> {
  const [row] = await em
    .getConnection()
    .execute(`select ${ROW_COLUMNS} from dojo d ${ROW_JOINS} where d.id_dojo = ?`, [id]);
  return row ? toRow(row as RawRow) : null;
}

/** Another dojo of the association with this name, ignoring case and accents; null when free. */
export async function dojoIdWithName(
  em: EntityManager,
  name: string,
  associationId: number,
  exceptId: number,
): Promise<number | null> {
  const row = await first<{ id_dojo: number }>(
    em,
    sql`select id_dojo from dojo
     where cf_asoc = ${associationId} and id_dojo <> ${exceptId}
       and f_unaccent(lower(btrim(nombre))) = f_unaccent(lower(btrim(${name})))
     order by id_dojo limit 1`,
  );
  return row ? row.id_dojo : null;
}

/** Whether anything keeps the dojo's history: members, fee batches or courses it organised. */
export async function dojoHasHistory(em: EntityManager, id: number): Promise<boolean> {
  // Each domain answers for its own records.
  return (
    (await dojoHasMembers(em, id)) || (await dojoHasFeeBatches(em, id)) || (await dojoHasCourses(em, id))
  );
}
