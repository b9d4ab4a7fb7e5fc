import { memberOfRowFields, placeFields } from '../members/member.report-view';
import { seenCondition } from './fee-batch.list';
import { AGGREGATE_ALL, AGGREGATE_RANGE, AGGREGATE_YEARS, type ViewSpec } from '../common/report-view';

const LEVEL = `(case when r.cf_asoc_val_admi is not null then 3 when r.cf_asoc_val_asoc is not null then 2
  when r.cf_asoc_val_dojo is not null then 1 else 0 end)`;

/** A batch's dojo and association (`r`), joined only when a column or filter reads them. */
const BATCH_PLACE = {
  dojo: `join dojo d on d.id_dojo = r.cf_dojo`,
  association: `join asociacion s on s.id_asoc = r.cf_asoc`,
};

/** Fee batches (`remesas`): one row per batch the fee list shows the caller; counts kept per batch. */
export const feeBatchesView: ViewSpec = {
  code: 'remesas',
  from: `remesa r`,
  joins: BATCH_PLACE,
  key: 'r.id_rem',
  scope: seenCondition,
  fields: [
    ...placeFields('r.cf_dojo', 'r.cf_asoc', []),
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
  from: `cuota c`,
  joins: {
    member: `join asociado a on a.id_aso = c.cf_asociado`,
    batch: `join remesa r on r.id_rem = c.cf_remesa`,
    ...BATCH_PLACE,
  },
  joinNeeds: { dojo: ['batch'], association: ['batch'] },
  // 2.26 M fees in 50,000 batches: a grouped report reads each batch's kept counts of adults'
  // and children's fees, and its year, which the database keeps equal to its fees' (triggers
  // federa_remesa_cuentas and cuota_anio_de_remesa), rather than every fee.
  rollup: {
    from: `(select b.id_rem as cf_remesa, b.anio, k.tipo, k.n_rows from remesa b
      cross join lateral (values ('A', b.num_ad), ('N', b.num_ni)) k(tipo, n_rows) where k.n_rows > 0) c`,
    unless: ['member'],
  },
  key: 'c.id_cuota',
  scope: seenCondition,
  scopeNeeds: ['batch'],
  fields: [
    ...memberOfRowFields('r.cf_dojo', 'r.cf_asoc', ['batch']),
    { key: 'anio', type: 'entero', groupable: true, functions: AGGREGATE_YEARS, select: 'c.anio::int' },
    { key: 'adulto', type: 'bool', groupable: true, select: `(c.tipo = 'A')` },
    {
      key: 'validado',
      type: 'bool',
      groupable: true,
      select: '(r.cf_asoc_val_admi is not null)',
      needs: ['batch'],
    },
  ],
};
