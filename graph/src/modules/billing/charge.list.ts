import { defineList, searchColumns } from '../common/list/definition';
import { raw, sql, type Sql } from '../common/sql';
import type { ChargeKindCode, ChargeStatusCode } from './charge.entity';

/** Which charges a list covers: what the caller sees (chargeScope) and the screen's filters. */
export type ChargeScope = {
  visible: Sql;
  status?: ChargeStatusCode | null;
  kind?: ChargeKindCode | null;
  year?: number | null;
  associationId?: number | null;
  dojoId?: number | null;
  /** OPEN or RETURNED past its due date. */
  overdue?: boolean | null;
  /** The caller's own: what they pay (their dojo's, association's or their own). */
  payerOf?: Sql | null;
};

function scope(s: ChargeScope): Sql[] {
  const parts = [s.visible];
  if (s.status) parts.push(sql`c.estado = ${s.status}`);
  if (s.kind) parts.push(sql`c.tipo = ${s.kind}`);
  if (s.year) parts.push(sql`c.anio = ${s.year}`);
  if (s.associationId) parts.push(sql`c.cf_asoc = ${s.associationId}`);
  if (s.dojoId) parts.push(sql`c.cf_dojo = ${s.dojoId}`);
  if (s.overdue) parts.push(raw(`c.estado in ('OPEN', 'RETURNED') and c.vence < current_date`));
  if (s.payerOf) parts.push(s.payerOf);
  return parts;
}

/** A charge as both doors list it; names of issuer and payer are put in words by the service. */
export type ChargeRow = {
  id: number;
  kind: ChargeKindCode;
  year: number;
  status: ChargeStatusCode;
  amountCents: number;
  reference: string;
  associationId: number;
  associationName: string;
  dojoId: number | null;
  dojoName: string | null;
  issuerAssociationId: number | null;
  issuerDojoId: number | null;
  issuerName: string | null;
  payerAssociationId: number | null;
  payerDojoId: number | null;
  payerMemberId: number | null;
  payerName: string;
  batchId: number | null;
  enrolmentId: number | null;
  dueDate: string | null;
  paidAt: string | null;
  createdAt: string;
  reason: string | null;
};

export const CHARGE_SELECT = `c.id, c.tipo, c.anio, c.estado, c.importe_cent, c.referencia, c.cf_asoc,
  sa.nombre as asociacion, c.cf_dojo, sd.nombre as dojo, c.emisor_asoc, c.emisor_dojo,
  coalesce(ed.nombre, ea.nombre) as emisor, c.pagador_asoc, c.pagador_dojo, c.pagador_asociado,
  coalesce(pd.nombre, pa.nombre, pm.nombre || ' ' || pm.apellido) as pagador, c.cf_remesa,
  c.cf_inscripcion, to_char(c.vence, 'YYYY-MM-DD') as vence, c.pagado_en, c.creado, c.motivo`;

export const CHARGE_JOINS = `join asociacion sa on sa.id_asoc = c.cf_asoc
  left join dojo sd on sd.id_dojo = c.cf_dojo
  left join asociacion ea on ea.id_asoc = c.emisor_asoc
  left join dojo ed on ed.id_dojo = c.emisor_dojo
  left join asociacion pa on pa.id_asoc = c.pagador_asoc
  left join dojo pd on pd.id_dojo = c.pagador_dojo
  left join asociado pm on pm.id_aso = c.pagador_asociado`;

const iso = (value: unknown): string | null => (value ? new Date(value as string).toISOString() : null);

export function toChargeRow(r: Record<string, any>): ChargeRow {
  return {
    id: r.id,
    kind: r.tipo,
    year: r.anio,
    status: r.estado,
    amountCents: r.importe_cent,
    reference: r.referencia,
    associationId: r.cf_asoc,
    associationName: r.asociacion,
    dojoId: r.cf_dojo,
    dojoName: r.dojo,
    issuerAssociationId: r.emisor_asoc,
    issuerDojoId: r.emisor_dojo,
    issuerName: r.emisor,
    payerAssociationId: r.pagador_asoc,
    payerDojoId: r.pagador_dojo,
    payerMemberId: r.pagador_asociado,
    payerName: r.pagador ?? '',
    batchId: r.cf_remesa,
    enrolmentId: r.cf_inscripcion,
    dueDate: r.vence,
    paidAt: iso(r.pagado_en),
    createdAt: iso(r.creado)!,
    reason: r.motivo,
  };
}

/**
 * The charges a caller sees, newest first by default; sorted by id, year, amount, status or due
 * date; searched by reference or payer. A dojo's members' own fees make this a list of millions in
 * a large federation: every scope leads an index (cargo_asoc_index, cargo_dojo_index, the payer's).
 */
export const CHARGE_LIST = defineList<ChargeScope, ChargeRow>({
  table: 'cargo c',
  key: { sql: 'c.id', type: 'integer' },
  columns: {
    id: { sql: 'c.id', type: 'integer' },
    anio: { sql: 'c.anio', type: 'integer' },
    importe: { sql: 'c.importe_cent', type: 'integer' },
    estado: 'c.estado',
    vence: { sql: "coalesce(c.vence, date '9999-12-31')", type: 'date' },
  },
  defaultOrder: 'id DESC',
  pageSizes: [15, 50, 100],
  scope,
  search: searchColumns(['c.referencia']),
  select: CHARGE_SELECT,
  selectJoin: CHARGE_JOINS,
  toRow: toChargeRow,
});
