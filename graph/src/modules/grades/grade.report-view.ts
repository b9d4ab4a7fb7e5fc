import type { Caller } from '../common/caller';
import { and, sql } from '../common/sql';
import { seenScope } from './grade.list';
import { scopeConditions } from '../members/member.list';
import { memberOfRowFields } from '../members/member.report-view';
import { AGGREGATE_ALL, AGGREGATE_RANGE, type FieldSpec, type ViewSpec } from '../common/report-view';

/** The validation list's entries (`seenScope`: by their member's place), read on the member `a`. */
function seenEntries(caller: Caller) {
  const { memberId, ...place } = seenScope(caller);
  const parts = scopeConditions(place, 'a');
  if (memberId !== undefined) parts.push(sql`a.id_aso = ${memberId}`);
  return and(parts);
}

/** How long ago the entry was dated. */
const SINCE_ENTRY: FieldSpec = {
  key: 'antiguedad',
  type: 'tiempo',
  functions: AGGREGATE_RANGE,
  select: '(current_date - x.fecha)',
  date: 'x.fecha',
};

/**
 * An entry's member, its dojo and its association, each joined only when a column, a filter or the
 * caller's scope reads it: a count of belts by grade reads the entries and the ladder alone. The
 * dojo and association are the member's, kept on the entry (lugar_dojo, lugar_asoc; Migration
 * 20261128090000), so that grouping or filtering by place reads the entries without their members.
 */
const MEMBER_JOINS = {
  member: `join asociado a on a.id_aso = x.cf_asociado`,
  dojo: `join dojo d on d.id_dojo = x.lugar_dojo`,
  association: `join asociacion s on s.id_asoc = x.lugar_asoc`,
};
const MEMBER_OF_ENTRY = memberOfRowFields('x.lugar_dojo', 'x.lugar_asoc', []);

/** Grades (`grados`): every belt entry the grade list shows the caller; validated when estado >= 0. */
export const gradesView: ViewSpec = {
  code: 'grados',
  from: `grado x`,
  joins: { belt: `join cinturon c on c.idcinturon = x.cf_cinturon`, ...MEMBER_JOINS },
  key: 'x.idgrado',
  scope: seenEntries,
  scopeNeeds: ['member'],
  fields: [
    ...MEMBER_OF_ENTRY,
    {
      key: 'grado',
      type: 'cinturon',
      groupable: true,
      select: 'c.descripcion',
      compare: 'c.valor',
      needs: ['belt'],
      groupKey: 'x.cf_cinturon',
      perGroup: {
        select: '(select gc.descripcion from cinturon gc where gc.idcinturon = x.cf_cinturon)',
        compare: '(select gc.valor from cinturon gc where gc.idcinturon = x.cf_cinturon)',
      },
    },
    { key: 'valorGrado', type: 'entero', functions: AGGREGATE_RANGE, select: 'c.valor', needs: ['belt'] },
    { key: 'anio', type: 'entero', groupable: true, select: 'extract(year from x.fecha)::int' },
    SINCE_ENTRY,
    // Hours are whole today; a number (not entero) so that 12,5 hours may be asked for.
    { key: 'nhoras', type: 'numero', functions: AGGREGATE_ALL, select: 'x.nhoras' },
    { key: 'validado', type: 'bool', groupable: true, select: '(x.estado >= 0)' },
  ],
};

/** Titles (`titulos`): every instructor title entry the grade list shows the caller. */
export const titlesView: ViewSpec = {
  code: 'titulos',
  from: `asociado_titulo x`,
  joins: { title: `join titulo t on t.idtitulo = x.cf_titulo`, ...MEMBER_JOINS },
  key: 'x.idasoc_titulo',
  scope: seenEntries,
  scopeNeeds: ['member'],
  fields: [
    ...MEMBER_OF_ENTRY,
    {
      key: 'titulo',
      type: 'titulo',
      groupable: true,
      select: 't.descripcion',
      compare: 't.valor',
      needs: ['title'],
      groupKey: 'x.cf_titulo',
      perGroup: {
        select: '(select gt.descripcion from titulo gt where gt.idtitulo = x.cf_titulo)',
        compare: '(select gt.valor from titulo gt where gt.idtitulo = x.cf_titulo)',
      },
    },
    { key: 'valorTitulo', type: 'entero', functions: AGGREGATE_RANGE, select: 't.valor', needs: ['title'] },
    { key: 'anio', type: 'entero', groupable: true, select: 'extract(year from x.fecha)::int' },
    SINCE_ENTRY,
    { key: 'validado', type: 'bool', groupable: true, select: '(x.estado >= 0)' },
  ],
};
