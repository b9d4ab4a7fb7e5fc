import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '@federa/schema/permissions';
import { defineList, type PageQuery } from '../common/list/definition';
import type { ListOrder } from '../common/list/request';
import { and, first, raw, sql, type Sql } from '../common/sql';

/**
 * Grades and titles in one list (part 2 §2.12): a grade's key is its idgrado, a title's the
 * negated idasoc_titulo, so that one integer key orders and pages both. Each branch of the union
 * reads one table, so that the planner merges their date indexes for a page (a branch with a join
 * is planned on its own, and was read whole and sorted). The belt or title (REF: its
 * description, valor and, for a belt, nhoras as `needed`) is joined only by the order by
 * description and to read a page's rows: joined to every entry, its kind comparison made the
 * planner expect a few hundred entries out of 1.87 million and sort them all.
 */
const ENTRIES = `(
  select g.idgrado as id, 'grade' as kind, g.idgrado as entry_id, g.cf_asociado, g.fecha, g.estado,
         g.cf_validador, g.validado_en, g.cf_cinturon as cf_ref
    from grado g
  union all
  select -t.idasoc_titulo, 'title', t.idasoc_titulo, t.cf_asociado, t.fecha, t.estado,
         t.cf_validador, t.validado_en, t.cf_titulo
    from asociado_titulo t) e`;

const REF = `join (select 'grade' as kind, idcinturon as ref, descripcion, valor, nhoras as needed from cinturon
        union all select 'title', idtitulo, descripcion, valor, null from titulo) r
    on r.kind = e.kind and r.ref = e.cf_ref`;

const MEMBER = 'join asociado a on a.id_aso = e.cf_asociado';

/** Whose entries a list covers (none: every member's), and the "meets the hours" filter. */
export type GradeListScope = {
  memberId?: number;
  dojoId?: number;
  associationId?: number;
  meetsHours?: boolean;
};

/** The validation list's rows a caller sees: the widest area any of their roles gives, else their own. */
export function seenScope(actor: Actor): GradeListScope {
  if (actor.roles.admin) return {};
  if (actor.roles.associationAdmin) return { associationId: actor.associationId };
  if (actor.roles.dojoAdmin) return { dojoId: actor.dojoId };
  return { memberId: actor.memberId };
}

function scope(s: GradeListScope): Sql[] {
  const parts: Sql[] = [];
  if (s.memberId !== undefined) parts.push(sql`e.cf_asociado = ${s.memberId}`);
  // Members by their area, so that a count or a page by date reads the entries alone.
  if (s.dojoId !== undefined) {
    parts.push(sql`e.cf_asociado in (select m.id_aso from asociado m where m.cf_dojo = ${s.dojoId})`);
  }
  if (s.associationId !== undefined) {
    parts.push(sql`e.cf_asociado in (select m.id_aso from asociado m where m.cf_asoc = ${s.associationId})`);
  }
  // A pending belt whose member attended its nhoras of course sessions since the belt below it:
  // the requests a validator weighs. Kept in grado_horas_cumplidas (Migration20261128030000) for
  // the pending belts, rather than summing every pending belt's hours on every page. Read as an
  // array of keys, so that every order reads those few belts by key and sorts them, where walking
  // the order's index (the oldest first) skipped most of the federation's history.
  if (s.meetsHours) {
    parts.push(
      raw(`e.kind = 'grade' and e.estado < 0
           and e.entry_id = any(array(select h.idgrado from grado_horas_cumplidas h))`),
    );
  }
  return parts;
}

/**
 * The entries of an area (the federation, an association, a dojo) from the kept per-dojo counts
 * (grado_cuenta), and the federation's belts that meet their hours from the kept ones
 * (grado_horas_cumplidas); a member's own entries, and an area's belts that meet their hours,
 * are counted over the entries.
 */
async function keptTotal(em: EntityManager, s: GradeListScope): Promise<number | undefined> {
  const area = s.dojoId !== undefined || s.associationId !== undefined;
  if (s.memberId !== undefined || (s.meetsHours && area)) return undefined;
  if (s.meetsHours) {
    const row = await first<{ n: number }>(em, sql`select count(*)::int as n from grado_horas_cumplidas`);
    return row!.n;
  }
  const where = [raw('true')];
  if (s.dojoId !== undefined) where.push(sql`c.cf_dojo = ${s.dojoId}`);
  if (s.associationId !== undefined) where.push(sql`c.cf_asoc = ${s.associationId}`);
  const row = await first<{ n: number }>(
    em,
    sql`select coalesce(sum(c.n), 0)::int as n from grado_cuenta c where ${and(where)}`,
  );
  return row!.n;
}

/**
 * Where an entry falls in the federation's unsearched list by date: the entries of the days
 * before it in the order, from the kept per-day counts (grado_fecha_cuenta), and those of its
 * own day before it by key. Counting the entries dated after it read up to 1.87 million rows.
 */
function byDay(
  em: EntityManager,
  s: GradeListScope,
  id: number,
  order: ListOrder,
  search: string,
): Promise<number> | undefined {
  const area = s.memberId !== undefined || s.dojoId !== undefined || s.associationId !== undefined;
  if (order.column !== 'fecha' || search || area || s.meetsHours) return undefined;
  const before = raw(order.desc ? '>' : '<');
  return (async () => {
    const entry = await first<{ fecha: string }>(
      em,
      sql`select to_char(e.fecha, 'YYYY-MM-DD') as fecha from ${raw(ENTRIES)} where e.id = ${id}`,
    );
    if (!entry) return -1;
    const row = await first<{ n: number }>(
      em,
      sql`select ((select coalesce(sum(c.n), 0) from grado_fecha_cuenta c where c.fecha ${before} ${entry.fecha}::date)
          + (select count(*) from ${raw(ENTRIES)} where e.fecha = ${entry.fecha}::date and e.id ${before} ${id}))::int as n`,
    );
    return row!.n;
  })();
}

/** A row of the validation list (part 2 §3 "list row"), in English. */
export type GradeListRow = {
  kind: 'grade' | 'title';
  id: number;
  memberId: number;
  memberNumber: string | null;
  firstName: string;
  lastName: string;
  dojoId: number;
  associationId: number;
  description: string;
  date: string;
  status: number;
  value: number;
  validatorId: number | null;
  validatorFirstName: string | null;
  validatorLastName: string | null;
  validatedAt: string | null;
};

export function toGradeListRow(r: Record<string, any>): GradeListRow {
  return {
    kind: r.kind,
    id: r.entry_id,
    memberId: r.cf_asociado,
    memberNumber: r.num_acae,
    firstName: r.nombre,
    lastName: r.apellido,
    dojoId: r.cf_dojo,
    associationId: r.cf_asoc,
    description: r.descripcion,
    date: r.fecha,
    status: r.estado,
    value: r.valor,
    validatorId: r.cf_validador,
    validatorFirstName: r.nombre2,
    validatorLastName: r.apellido2,
    validatedAt: r.validado_en ? new Date(r.validado_en).toISOString() : null,
  };
}

/**
 * Part 2 §2.12: sorted by name, description and date (default date descending), page size 15,
 * searched by the member's name and number and the belt or title.
 */
export const GRADE_LIST = defineList<GradeListScope, GradeListRow>({
  table: ENTRIES,
  key: { sql: 'e.id', type: 'integer' },
  // Joined only to sort by name: the scope and the search find members through their own indexes.
  joinFor: { a: MEMBER, r: REF },
  columns: {
    nombre: ['a.nombre', 'a.apellido'],
    descripcion: 'r.descripcion',
    fecha: { sql: 'e.fecha', type: 'date' },
  },
  defaultOrder: 'fecha DESC',
  pageSizes: [15, 50, 100],
  scope,
  // A word matches the member (number, names, mail, dojo: their kept search text, through its
  // trigram index; every caller of this list sees its members' mail) or the belt or title, matched
  // in the small cinturon and titulo tables once rather than unaccented on every entry.
  // The grades' members as an array of keys, built once: the grades' branch of the union then
  // reads its entries by member and by belt (a BitmapOr of indexes) rather than testing all 1.85
  // million grades against a set rebuilt for each branch and each parallel worker. The 26,000
  // titles keep a hashed set: no index reads them by member or title at once, and testing each
  // against an array compares it with every element (1.3 s for "garcia").
  search: (pattern) =>
    sql`((e.kind = 'grade' and e.cf_asociado = any(array(
              select m.id_aso from asociado m where m.busqueda like ${pattern})))
        or (e.kind = 'title' and e.cf_asociado in (select m.id_aso from asociado m where m.busqueda like ${pattern}))
        or (e.kind = 'grade' and e.cf_ref = any(array(
              select c.idcinturon from cinturon c where f_unaccent(lower(c.descripcion)) like ${pattern})))
        or (e.kind = 'title' and e.cf_ref = any(array(
              select x.idtitulo from titulo x where f_unaccent(lower(x.descripcion)) like ${pattern}))))`,
  select: `e.kind, e.entry_id, e.cf_asociado, a.num_acae, a.nombre, a.apellido, a.cf_dojo, a.cf_asoc,
    r.descripcion, to_char(e.fecha, 'YYYY-MM-DD') as fecha, e.estado, r.valor, e.cf_validador, v.nombre as nombre2, v.apellido as apellido2,
    e.validado_en`,
  selectJoin: `${REF} ${MEMBER} left join asociado v on v.id_aso = e.cf_validador`,
  selectByKeyArray: true,
  toRow: toGradeListRow,
  keptTotal,
  quickPosition: byDay,
  quickPage: searchedPage,
});

/**
 * The whole federation's list sorted by name, unsearched: the members walked in name order
 * (asociado_nombre_apellido_index), each one's entries read by member and put in key order
 * within a name, so that a page reads its members' entries and stops. Joining every entry to its
 * member to sort them all took 8.5 s at a million members. A scope, the hours filter or a search
 * keeps the general plan: their entries are found first and are few enough to sort.
 */
const byMemberName = (query: PageQuery): Sql | undefined => {
  const { keys, where, order, request } = query;
  if (request.search) return searchedPage(query);
  if (!keys[0].sql.startsWith('a.')) return undefined;
  const page = request.limit === null ? sql`` : sql`limit ${request.limit}`;
  return sql`select e.id from asociado a cross join lateral (
               select g.idgrado as id from grado g where g.cf_asociado = a.id_aso
               union all
               select -t.idasoc_titulo from asociado_titulo t where t.cf_asociado = a.id_aso) e
             where ${where} order by ${order} offset ${request.offset} ${page}`;
};

/**
 * Matches up to this many are gathered and sorted (a few milliseconds); more are dense enough in
 * any order that walking its index meets a page of them within a few hundred entries.
 */
const GATHER_BELOW = 50_000;

/**
 * A searched page with few matches, in every order: the matches gathered first through the
 * member, belt and title indexes (the search's key arrays), then sorted. Walking the order's
 * index instead tested each entry against the member array one element at a time: 0.85 s for
 * "garcia" (24,900 grades among 1.87 million entries), 2-20 s for rarer words.
 */
function searchedPage({ keys, where, order, request, total }: PageQuery): Sql | undefined {
  if (!request.search || total === undefined || total > GATHER_BELOW) return undefined;
  const joins = [
    keys.some((k) => k.sql.startsWith('a.')) ? MEMBER : '',
    keys.some((k) => k.sql.startsWith('r.')) ? REF : '',
  ];
  const page = request.limit === null ? sql`` : sql`limit ${request.limit}`;
  return sql`with matches as materialized (select * from ${raw(ENTRIES)} where ${where})
             select e.id from matches e ${raw(joins.join(' '))} order by ${order} offset ${request.offset} ${page}`;
}

const GRADE_LIST_EVERY_MEMBER = defineList<GradeListScope, GradeListRow>({
  ...GRADE_LIST,
  quickPage: byMemberName,
});

/** The list's definition for a scope: the federation's, unfiltered, walks names by member. */
export const gradeListFor = (s: GradeListScope) =>
  s.memberId === undefined && s.dojoId === undefined && s.associationId === undefined && !s.meetsHours
    ? GRADE_LIST_EVERY_MEMBER
    : GRADE_LIST;
