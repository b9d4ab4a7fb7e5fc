import {
  AGGREGATE_RANGE,
  AGGREGATE_YEARS,
  adultOf,
  ageAggregates,
  ageOf,
  type FieldSpec,
  type ViewSpec,
} from '../common/report-view';
import { and } from '../common/sql';
import { LATEST_FEE_JOIN } from './member.latest-fee';
import { scopeConditions } from './member.list';
import { visibleScope } from './member.rules';

/**
 * A dojo's and an association's name columns for rows that hold the dojo and association ids in
 * `dojoId` and `associationId` (read through the joins `needs`), the names joined as `d` and `s`.
 * Grouped, the rows are grouped by those ids and each group reads its name once.
 */
export function placeFields(dojoId: string, associationId: string, needs: readonly string[]): FieldSpec[] {
  return [
    {
      key: 'dojo',
      type: 'distinc',
      groupable: true,
      select: 'd.nombre',
      groupKey: dojoId,
      needs: ['dojo'],
      perGroup: { select: `(select gd.nombre from dojo gd where gd.id_dojo = ${dojoId})`, needs },
    },
    {
      key: 'asociacion',
      type: 'distinc',
      groupable: true,
      select: 's.nombre',
      groupKey: associationId,
      needs: ['association'],
      perGroup: {
        select: `(select gs.nombre from asociacion gs where gs.id_asoc = ${associationId})`,
        needs,
      },
    },
  ];
}

/**
 * Who a row of another domain's view belongs to (grades, titles, fees, enrolments): the member as
 * `a` through the view's join `member`, and the dojo and association ids of the row's place read
 * through `placeNeeds`: the same columns, in the same order. The view says how its joins `member`,
 * `dojo` and `association` reach its row, and which they read in turn (`joinNeeds`).
 */
export function memberOfRowFields(
  dojoId: string,
  associationId: string,
  placeNeeds: readonly string[],
): FieldSpec[] {
  return [
    { key: 'numAcae', type: 'texto', select: 'a.num_acae', needs: ['member'] },
    { key: 'nombre', type: 'texto', select: 'a.nombre', needs: ['member'] },
    { key: 'apellido', type: 'texto', select: 'a.apellido', needs: ['member'] },
    ...placeFields(dojoId, associationId, placeNeeds),
  ];
}

/**
 * Members (`asociados`): one row per member, active or not, of the caller's place. Every join is
 * made only when a field asks for it (the last grade, title and validated fee are per-member
 * subqueries), so a count of members by dojo reads asociado and dojo alone.
 */
export const membersView: ViewSpec = {
  code: 'asociados',
  from: `asociado a`,
  joins: {
    dojo: `join dojo d on d.id_dojo = a.cf_dojo`,
    association: `join asociacion s on s.id_asoc = a.cf_asoc`,
    place: `join pais p on p.id_pais = d.cf_pais join provincia pr on pr.id_provincia = d.cf_provincia`,
    grade: `left join lateral (select c.descripcion, c.valor from grado x join cinturon c on c.idcinturon = x.cf_cinturon
      where x.cf_asociado = a.id_aso and x.estado >= 0 order by c.valor desc limit 1) ug on true`,
    title: `left join lateral (select t.descripcion, t.valor from asociado_titulo x join titulo t on t.idtitulo = x.cf_titulo
      where x.cf_asociado = a.id_aso and x.estado >= 0 order by t.valor desc limit 1) ut on true`,
    validatedFee: `left join lateral (select max(c.anio)::int as anio from cuota c join remesa r on r.id_rem = c.cf_remesa
      where c.cf_asociado = a.id_aso and r.cf_asoc_val_admi is not null) uc on true`,
    latestFee: LATEST_FEE_JOIN,
  },
  joinNeeds: { place: ['dojo'] },
  key: 'a.id_aso',
  // The member list's rows; an administrator sees the private columns of each (`seesPrivateData`).
  scope: (caller) => and(scopeConditions(visibleScope(caller), 'a')),
  fields: [
    { key: 'numAcae', type: 'texto', select: 'a.num_acae' },
    { key: 'nombre', type: 'texto', select: 'a.nombre' },
    { key: 'apellido', type: 'texto', select: 'a.apellido' },
    { key: 'dni', type: 'texto', select: 'a.dni' },
    { key: 'mail', type: 'texto', select: 'a.mail' },
    { key: 'telefono', type: 'texto', select: 'a.telefono' },
    { key: 'ciudad', type: 'texto', groupable: true, select: 'a.ciudad' },
    { key: 'provincia', type: 'null_distinc', groupable: true, select: 'a.provincia' },
    ...placeFields('a.cf_dojo', 'a.cf_asoc', []),
    {
      key: 'paisDojo',
      type: 'distinc',
      groupable: true,
      select: 'p.nombre',
      groupKey: 'p.id_pais',
      needs: ['dojo', 'place'],
    },
    {
      key: 'provinciaDojo',
      type: 'distinc',
      groupable: true,
      select: 'pr.nombre',
      groupKey: 'pr.id_provincia',
      needs: ['dojo', 'place'],
    },
    {
      key: 'edad',
      type: 'edad',
      groupable: true,
      functions: AGGREGATE_RANGE,
      select: ageOf('a.fecha_nacimiento'),
      date: 'a.fecha_nacimiento',
      aggregates: ageAggregates('a.fecha_nacimiento'),
    },
    {
      key: 'adulto',
      type: 'bool',
      groupable: true,
      select: adultOf('a.fecha_nacimiento'),
    },
    {
      key: 'ultima_cuota',
      type: 'entero',
      groupable: true,
      functions: AGGREGATE_YEARS,
      select: 'u.anio::int',
      needs: ['latestFee'],
    },
    {
      key: 'ultimaCuotaValidada',
      type: 'entero',
      groupable: true,
      functions: AGGREGATE_YEARS,
      select: 'uc.anio',
      needs: ['validatedFee'],
    },
    {
      key: 'ultimogrado',
      type: 'cinturon',
      groupable: true,
      select: 'ug.descripcion',
      compare: 'ug.valor',
      needs: ['grade'],
    },
    {
      key: 'valorultimogrado',
      type: 'entero',
      functions: AGGREGATE_RANGE,
      select: 'ug.valor',
      needs: ['grade'],
    },
    {
      key: 'ultimotitulo',
      type: 'titulo',
      groupable: true,
      select: 'ut.descripcion',
      compare: 'ut.valor',
      needs: ['title'],
    },
    {
      key: 'valorultimotitulo',
      type: 'entero',
      functions: AGGREGATE_RANGE,
      select: 'ut.valor',
      needs: ['title'],
    },
    { key: 'cuentaValidada', type: 'bool', groupable: true, select: 'a.validado' },
    { key: 'activo', type: 'bool', groupable: true, select: 'a.activo' },
    {
      key: 'diasAlta',
      type: 'tiempo',
      functions: AGGREGATE_RANGE,
      select: '(current_date - a.creado::date)',
      date: 'a.creado::date',
    },
  ],
};
