import { AGGREGATE_ALL, type FieldSpec, type ViewSpec } from '../common/report-view';
import { placeFields } from '../members/member.report-view';
import { chargeScope } from './charge.scope';

// The money's report views (issue 30: owed, paid and overdue per association and dojo, by year,
// kind and status). Which charges a caller reports on is billing's one rule, chargeScope, the
// same the charge list and record ask. Amounts are kept in integer cents; a report shows euros,
// and the division is written once here, in exact decimal arithmetic (numeric, never a float),
// so that sums, averages and filters all read euros with two decimals.

/** A cents column as euros: an exact numeric with two decimals. */
const euros = (cents: string) => `(${cents} / 100.0)::numeric(14, 2)`;

/** Owed: open, or returned by the bank (payable again). */
const OWED = `c.estado in ('OPEN', 'RETURNED')`;
const OVERDUE = `(${OWED} and coalesce(c.vence < current_date, false))`;

/** A charge's association and dojo (a settlement has none), joined only when a field reads them. */
const PLACE = {
  association: `join asociacion s on s.id_asoc = c.cf_asoc`,
  dojo: `left join dojo d on d.id_dojo = c.cf_dojo`,
};

/** Where a charge belongs (a settlement has no dojo), its year and kind: both views' first fields. */
const chargeFields: FieldSpec[] = [
  ...placeFields('c.cf_dojo', 'c.cf_asoc', []),
  { key: 'anio', type: 'entero', groupable: true, select: 'c.anio::int' },
  // The codes of the contract (CUOTAS, CUOTA_DOJO, CURSO, LIQUIDACION), as the REST door names them.
  { key: 'tipoCargo', type: 'distinc', groupable: true, select: 'c.tipo' },
  // The charge's bank reference (RF…), what a receipt prints and a transfer quotes.
  { key: 'referencia', type: 'texto', select: 'c.referencia' },
];

const money = (key: string, cents: string): FieldSpec => ({
  key,
  type: 'moneda',
  functions: AGGREGATE_ALL,
  select: euros(cents),
});

/** Charges (`cargos`): one row per charge the caller sees. */
export const chargesView: ViewSpec = {
  code: 'cargos',
  from: `cargo c`,
  joins: PLACE,
  key: 'c.id',
  scope: (caller) => chargeScope(caller, 'c'),
  fields: [
    ...chargeFields,
    { key: 'estadoCargo', type: 'distinc', groupable: true, select: 'c.estado' },
    { key: 'vencido', type: 'bool', groupable: true, select: OVERDUE },
    {
      key: 'diasVencido',
      type: 'entero',
      functions: AGGREGATE_ALL,
      select: `(case when ${OVERDUE} then current_date - c.vence else 0 end)`,
    },
    money('importe', 'c.importe_cent'),
    money('importePendiente', `(case when ${OWED} then c.importe_cent else 0 end)`),
    money('importeVencido', `(case when ${OVERDUE} then c.importe_cent else 0 end)`),
    money('importeCobrado', `(case when c.estado = 'PAID' then c.importe_cent else 0 end)`),
  ],
};

/** Payments (`pagos`): one row per payment of a charge the caller sees. */
export const paymentsView: ViewSpec = {
  code: 'pagos',
  from: `pago p join cargo c on c.id = p.cf_cargo`,
  joins: PLACE,
  key: 'p.id',
  scope: (caller) => chargeScope(caller, 'c'),
  fields: [
    ...chargeFields,
    { key: 'metodoPago', type: 'distinc', groupable: true, select: 'p.metodo' },
    { key: 'estadoPago', type: 'distinc', groupable: true, select: 'p.estado' },
    {
      key: 'anioPago',
      type: 'entero',
      groupable: true,
      select: `extract(year from coalesce(p.confirmado, p.creado))::int`,
    },
    money('importePago', 'p.importe_cent'),
  ],
};
