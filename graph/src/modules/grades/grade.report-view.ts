import type { Caller } from '../common/caller';
import { and, sql } from '../common/sql';
import { seenScope } from './grade.list';
import { scopeConditions } from '../members/member.list';
import { MEMBER_OF_ROW_FIELDS } from '../members/member.report-view';
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

const MEMBER = `join asociado a on a.id_aso = x.cf_asociado join dojo d on d.id_dojo = a.cf_dojo
  join asociacion s on s.id_asoc = a.cf_asoc`;

/** Grades (`grados`): every belt entry the grade list shows the caller; validated when estado >= 0. */
export const gradesView: ViewSpec = {
  code: 'grados',
  from: `grado x join cinturon c on c.idcinturon = x.cf_cinturon ${MEMBER}`,
  key: 'x.idgrado',
  scope: seenEntries,
  fields: [
    ...MEMBER_OF_ROW_FIELDS,
    { key: 'grado', type: 'cinturon', groupable: true, select: 'c.descripcion', compare: 'c.valor' },
    { key: 'valorGrado', type: 'entero', functions: AGGREGATE_RANGE, select: 'c.valor' },
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
  from: `asociado_titulo x join titulo t on t.idtitulo = x.cf_titulo ${MEMBER}`,
  key: 'x.idasoc_titulo',
  scope: seenEntries,
  fields: [
    ...MEMBER_OF_ROW_FIELDS,
    { key: 'titulo', type: 'titulo', groupable: true, select: 't.descripcion', compare: 't.valor' },
    { key: 'valorTitulo', type: 'entero', functions: AGGREGATE_RANGE, select: 't.valor' },
    { key: 'anio', type: 'entero', groupable: true, select: 'extract(year from x.fecha)::int' },
    SINCE_ENTRY,
    { key: 'validado', type: 'bool', groupable: true, select: '(x.estado >= 0)' },
  ],
};
