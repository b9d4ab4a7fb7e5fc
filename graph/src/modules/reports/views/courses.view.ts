import type { Caller } from '../../auth/caller';
import {
  AGGREGATE_ALL,
  AGGREGATE_RANGE,
  ageAggregates,
  ageOf,
  placeScope,
  type Scope,
  type ViewSpec,
} from '../report.catalogue';

const enrolled = (condition: string) =>
  `(select count(*)::int from inscripcion i where i.cf_curso = c.id_curso${condition ? ` and ${condition}` : ''})`;

/** Courses (`cursos`): those organised by a dojo of the caller's place. */
export const coursesView: ViewSpec = {
  code: 'cursos',
  from: `curso c join dojo o on o.id_dojo = c.cf_organiz join asociacion s on s.id_asoc = o.cf_asoc`,
  key: 'c.id_curso',
  scope: placeScope('o.cf_asoc', 'o.id_dojo'),
  fields: [
    { key: 'curso', type: 'texto', select: 'c.titulo' },
    { key: 'ciudad', type: 'texto', groupable: true, select: 'c.ciudad' },
    { key: 'organizador', type: 'distinc', groupable: true, select: 'o.nombre', groupKey: 'o.id_dojo' },
    { key: 'asociacion', type: 'distinc', groupable: true, select: 's.nombre', groupKey: 's.id_asoc' },
    { key: 'anio', type: 'entero', groupable: true, select: 'extract(year from c.fecha_ini)::int' },
    { key: 'validado', type: 'bool', groupable: true, select: '(c.cf_val_admi is not null)' },
    { key: 'duracion', type: 'entero', functions: AGGREGATE_ALL, select: '(c.fecha_fin - c.fecha_ini + 1)' },
    { key: 'diasHastaInicio', type: 'entero', select: '(c.fecha_ini - current_date)' },
    { key: 'nInscritos', type: 'entero', functions: AGGREGATE_ALL, select: enrolled('') },
    { key: 'nAsistentes', type: 'entero', functions: AGGREGATE_ALL, select: enrolled('i.asistencia') },
    { key: 'nPagados', type: 'entero', functions: AGGREGATE_ALL, select: enrolled('i.pagado') },
  ],
};

/**
 * Enrolments (`inscripciones`): an administrator sees the enrolments of their place's members and
 * those in the courses their place organises (an organiser follows who comes from elsewhere).
 */
function enrolmentScope(caller: Caller): Scope {
  if (caller.roles.admin) return null;
  if (caller.roles.associationAdmin)
    return {
      where: '(a.cf_asoc = ? or o.cf_asoc = ?)',
      values: [caller.associationId, caller.associationId],
    };
  return { where: '(a.cf_dojo = ? or c.cf_organiz = ?)', values: [caller.dojoId, caller.dojoId] };
}

export const enrolmentsView: ViewSpec = {
  code: 'inscripciones',
  from: `inscripcion i join curso c on c.id_curso = i.cf_curso join dojo o on o.id_dojo = c.cf_organiz
    join asociado a on a.id_aso = i.cf_asociado join dojo d on d.id_dojo = a.cf_dojo
    join asociacion s on s.id_asoc = a.cf_asoc`,
  key: 'i.id_inscripcion',
  scope: enrolmentScope,
  fields: [
    { key: 'curso', type: 'distinc', groupable: true, select: 'c.titulo' },
    { key: 'numAcae', type: 'texto', select: 'a.num_acae' },
    { key: 'nombre', type: 'texto', select: 'a.nombre' },
    { key: 'apellido', type: 'texto', select: 'a.apellido' },
    { key: 'dojo', type: 'distinc', groupable: true, select: 'd.nombre', groupKey: 'd.id_dojo' },
    { key: 'asociacion', type: 'distinc', groupable: true, select: 's.nombre', groupKey: 's.id_asoc' },
    { key: 'anio', type: 'entero', groupable: true, select: 'extract(year from c.fecha_ini)::int' },
    { key: 'pagado', type: 'bool', groupable: true, select: 'i.pagado' },
    { key: 'asistencia', type: 'bool', groupable: true, select: 'i.asistencia' },
    {
      key: 'edad',
      type: 'edad',
      functions: AGGREGATE_RANGE,
      select: ageOf('a.fecha_nacimiento'),
      date: 'a.fecha_nacimiento',
      aggregates: ageAggregates('a.fecha_nacimiento'),
    },
  ],
};
