import { ADULT_AGE } from '@federa/schema/validation/members';
import { AGGREGATE_ALL, placeScope, type ViewSpec } from '../common/report-view';

const countOf = (condition: string) =>
  `(select count(*)::int from asociado x where x.cf_dojo = d.id_dojo${condition ? ` and ${condition}` : ''})`;

/**
 * Dojos: one row per dojo of the caller's place. The member count is the one the database keeps
 * per dojo (`asociado_cuenta`); adults and children are counted through the member's dojo index
 * only when asked for.
 */
export const dojosView: ViewSpec = {
  code: 'dojos',
  from: `dojo d`,
  joins: {
    association: `join asociacion s on s.id_asoc = d.cf_asoc`,
    country: `join pais p on p.id_pais = d.cf_pais`,
    province: `join provincia pr on pr.id_provincia = d.cf_provincia`,
  },
  key: 'd.id_dojo',
  scope: placeScope('d.cf_asoc', 'd.id_dojo'),
  fields: [
    { key: 'dojo', type: 'texto', select: 'd.nombre' },
    { key: 'ciudad', type: 'texto', groupable: true, select: 'd.ciudad' },
    {
      key: 'asociacion',
      type: 'distinc',
      groupable: true,
      select: 's.nombre',
      groupKey: 's.id_asoc',
      needs: ['association'],
    },
    {
      key: 'pais',
      type: 'distinc',
      groupable: true,
      select: 'p.nombre',
      groupKey: 'p.id_pais',
      needs: ['country'],
    },
    {
      key: 'provincia',
      type: 'distinc',
      groupable: true,
      select: 'pr.nombre',
      groupKey: 'pr.id_provincia',
      needs: ['province'],
    },
    { key: 'visible', type: 'bool', groupable: true, select: 'd.visible' },
    {
      key: 'nAsociados',
      type: 'entero',
      functions: AGGREGATE_ALL,
      select: '(select coalesce(sum(k.n), 0)::int from asociado_cuenta k where k.cf_dojo = d.id_dojo)',
    },
    {
      key: 'nAdultos',
      type: 'entero',
      functions: AGGREGATE_ALL,
      select: countOf(`x.fecha_nacimiento <= current_date - interval '${ADULT_AGE} years'`),
    },
    {
      key: 'nNinos',
      type: 'entero',
      functions: AGGREGATE_ALL,
      select: countOf(`x.fecha_nacimiento > current_date - interval '${ADULT_AGE} years'`),
    },
  ],
};
