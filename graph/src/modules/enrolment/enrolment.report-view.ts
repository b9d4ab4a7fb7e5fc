import { seenByOf, seenCondition } from '../courses/course.list';
import { enrolmentsCounted, enrolmentsSeen } from './enrolment-reach';
import { privateDataCondition } from '../members/member.rules';
import { memberOfRowFields } from '../members/member.report-view';
import { sql } from '../common/sql';
import {
  AGGREGATE_ALL,
  AGGREGATE_RANGE,
  adultOf,
  ageAggregates,
  ageOf,
  placeScope,
  type ViewSpec,
} from '../common/report-view';

const organisedInPlace = placeScope('o.cf_asoc', 'o.id_dojo');

/**
 * Courses (`cursos`): those organised by a dojo of the caller's place that the course list shows
 * them (`seesCourse`: an unvalidated course only to its managers). Its counts count the
 * enrolments the caller's enrolment table would (course-wide for those shown its counters).
 */
export const coursesView: ViewSpec = {
  code: 'cursos',
  from: `curso c`,
  joins: {
    organiser: `join dojo o on o.id_dojo = c.cf_organiz`,
    association: `join asociacion s on s.id_asoc = o.cf_asoc`,
    enrolled: (caller) => sql`left join lateral (select count(*)::int as enrolled,
        (count(*) filter (where i.asistencia))::int as attended, (count(*) filter (where i.pagado))::int as paid
      from inscripcion i join asociado a on a.id_aso = i.cf_asociado
      where i.cf_curso = c.id_curso and ${enrolmentsCounted(caller)}) n on true`,
  },
  joinNeeds: { association: ['organiser'] },
  key: 'c.id_curso',
  scopeNeeds: ['organiser'],
  scope: (caller) => {
    const place = organisedInPlace(caller);
    const seen = seenCondition(seenByOf(caller));
    return place ? sql`${place} and ${seen}` : seen;
  },
  fields: [
    { key: 'curso', type: 'texto', select: 'c.titulo' },
    { key: 'ciudad', type: 'texto', groupable: true, select: 'c.ciudad' },
    {
      key: 'organizador',
      type: 'distinc',
      groupable: true,
      select: 'o.nombre',
      groupKey: 'o.id_dojo',
      needs: ['organiser'],
    },
    {
      key: 'asociacion',
      type: 'distinc',
      groupable: true,
      select: 's.nombre',
      groupKey: 's.id_asoc',
      needs: ['association'],
    },
    { key: 'anio', type: 'entero', groupable: true, select: 'extract(year from c.fecha_ini)::int' },
    { key: 'validado', type: 'bool', groupable: true, select: '(c.cf_val_admi is not null)' },
    { key: 'duracion', type: 'entero', functions: AGGREGATE_ALL, select: '(c.fecha_fin - c.fecha_ini + 1)' },
    { key: 'diasHastaInicio', type: 'entero', select: '(c.fecha_ini - current_date)' },
    {
      key: 'nInscritos',
      type: 'entero',
      functions: AGGREGATE_ALL,
      select: 'n.enrolled',
      needs: ['enrolled'],
    },
    {
      key: 'nAsistentes',
      type: 'entero',
      functions: AGGREGATE_ALL,
      select: 'n.attended',
      needs: ['enrolled'],
    },
    { key: 'nPagados', type: 'entero', functions: AGGREGATE_ALL, select: 'n.paid', needs: ['enrolled'] },
  ],
};

/**
 * Enrolments (`inscripciones`): the rows the caller's enrolment tables show them, course by course
 * (`enrolmentsSeen`: the courses' organisers follow who comes from elsewhere). Those tables tell
 * adult from child for everyone; the exact age only where the members domain shows the member's
 * birth date (`pa`, joined where `seesPrivateData` holds, else null).
 */
export const enrolmentsView: ViewSpec = {
  code: 'inscripciones',
  from: `inscripcion i`,
  joins: {
    course: `join curso c on c.id_curso = i.cf_curso`,
    member: `join asociado a on a.id_aso = i.cf_asociado`,
    dojo: `join dojo d on d.id_dojo = a.cf_dojo`,
    association: `join asociacion s on s.id_asoc = a.cf_asoc`,
    private: (caller) =>
      sql`left join asociado pa on pa.id_aso = a.id_aso and ${privateDataCondition(caller)}`,
  },
  joinNeeds: { dojo: ['member'], association: ['member'], private: ['member'] },
  key: 'i.id_inscripcion',
  scope: enrolmentsSeen,
  scopeNeeds: ['course', 'member'],
  fields: [
    { key: 'curso', type: 'distinc', groupable: true, select: 'c.titulo', needs: ['course'] },
    ...memberOfRowFields('a.cf_dojo', 'a.cf_asoc', ['member']),
    {
      key: 'anio',
      type: 'entero',
      groupable: true,
      select: 'extract(year from c.fecha_ini)::int',
      needs: ['course'],
    },
    { key: 'pagado', type: 'bool', groupable: true, select: 'i.pagado' },
    { key: 'asistencia', type: 'bool', groupable: true, select: 'i.asistencia' },
    {
      key: 'adulto',
      type: 'bool',
      groupable: true,
      select: adultOf('a.fecha_nacimiento'),
      needs: ['member'],
    },
    {
      key: 'edad',
      type: 'edad',
      functions: AGGREGATE_RANGE,
      select: ageOf('pa.fecha_nacimiento'),
      date: 'pa.fecha_nacimiento',
      aggregates: ageAggregates('pa.fecha_nacimiento'),
      needs: ['private'],
    },
  ],
};
