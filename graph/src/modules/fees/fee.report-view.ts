import { MEMBER_OF_ROW_FIELDS } from '../members/member.report-view';
import { seenCondition } from './fee-batch.list';
import { AGGREGATE_ALL, AGGREGATE_RANGE, AGGREGATE_YEARS, type ViewSpec } from '../common/report-view';

const LEVEL = `(case when r.cf_asoc_val_admi is not null then 3 when r.cf_asoc_val_asoc is not null then 2
  when r.cf_asoc_val_dojo is not null then 1 else 0 end)`;

/** Fee batches (`remesas`): one row per batch the fee list shows the caller; counts kept per batch. */
export const feeBatchesView: ViewSpec = {
  code: 'remesas',
  from: `remesa r join dojo d on d.id_dojo = r.cf_dojo join asociacion s on s.id_asoc = r.cf_asoc`,
  key: 'r.id_rem',
  scope: seenCondition,
  fields: [
    { key: 'dojo', type: 'distinc', groupable: true, select: 'd.nombre', groupKey: 'd.id_dojo' },
    { key: 'asociacion', type: 'distinc', groupable: true, select: 's.nombre', groupKey: 's.id_asoc' },
    { key: 'anio', type: 'entero', groupable: true, functions: AGGREGATE_YEARS, select: 'r.anio::int' },
    // 0 none, 1 dojo, 2 association, 3 national (part 2 §4's three levels).
    { key: 'nivelValidacion', type: 'entero', groupable: true, select: LEVEL },
    { key: 'nAdultos', type: 'entero', functions: AGGREGATE_ALL, select: 'r.num_ad' },
    { key: 'nNinos', type: 'entero', functions: AGGREGATE_ALL, select: 'r.num_ni' },
    { key: 'nCuotas', type: 'entero', functions: AGGREGATE_ALL, select: '(r.num_ad + r.num_ni)' },
    {
      key: 'diasCreada',
      type: 'tiempo',
      functions: AGGREGATE_RANGE,
      select: '(current_date - r.creado::date)',
      date: 'r.creado::date',
    },
  ],
};

/** Fees (`cuotas`): one row per member and year paid, in the batches the fee list shows the caller. */
export const feesView: ViewSpec = {
  code: 'cuotas',
  from: `cuota c join remesa r on r.id_rem = c.cf_remesa join asociado a on a.id_aso = c.cf_asociado
    join dojo d on d.id_dojo = r.cf_dojo join asociacion s on s.id_asoc = r.cf_asoc`,
  key: 'c.id_cuota',
  scope: seenCondition,
  fields: [
    ...MEMBER_OF_ROW_FIELDS,
    { key: 'anio', type: 'entero', groupable: true, functions: AGGREGATE_YEARS, select: 'c.anio::int' },
    { key: 'adulto', type: 'bool', groupable: true, select: `(c.tipo = 'A')` },
    { key: 'validado', type: 'bool', groupable: true, select: '(r.cf_asoc_val_admi is not null)' },
  ],
};
