import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentMethodCode, PaymentStatusCode } from '../billing/payment.entity';
import { intArray, run, sql } from '../common/sql';

/** A payment of a charge, as its charge's record lists it. */
export type PaymentRow = {
  id: number;
  chargeId: number;
  method: PaymentMethodCode;
  amountCents: number;
  status: PaymentStatusCode;
  createdAt: Date;
  confirmedAt: Date | null;
};

// Moments as ISO 8601 text (the connection hands timestamps over as PostgreSQL's own text).
const PAYMENT_COLUMNS = sql`select p.id, p.cf_cargo as "chargeId", p.metodo as method, p.importe_cent as "amountCents",
  p.estado as status, to_json(p.creado) #>> '{}' as "createdAt", to_json(p.confirmado) #>> '{}' as "confirmedAt"
  from pago p`;

type RawRow = Omit<PaymentRow, 'createdAt' | 'confirmedAt'> & {
  createdAt: string;
  confirmedAt: string | null;
};

const fromRaw = (row: RawRow): PaymentRow => ({
  ...row,
  createdAt: new Date(row.createdAt),
  confirmedAt: row.confirmedAt === null ? null : new Date(row.confirmedAt),
});

export async function paymentsByIds(em: EntityManager, ids: readonly number[]): Promise<PaymentRow[]> {
  const rows = await run<RawRow>(
    em,
    sql`${PAYMENT_COLUMNS} where p.id = any(${intArray([...ids])}) order by p.id`,
  );
  return rows.map(fromRaw);
}

/**
 * The payments of charges the caller has already been shown (the Charge type's field, through
 * DataLoader): one query for a page of charges, newest first within each.
 */
export async function paymentsOfCharges(
  em: EntityManager,
  chargeIds: readonly number[],
): Promise<Map<number, PaymentRow[]>> {
  const rows = await run<RawRow>(
    em,
    sql`${PAYMENT_COLUMNS} where p.cf_cargo = any(${intArray([...chargeIds])}) order by p.cf_cargo, p.id desc`,
  );
  const byCharge = new Map<number, PaymentRow[]>();
  for (const row of rows.map(fromRaw))
    byCharge.set(row.chargeId, [...(byCharge.get(row.chargeId) ?? []), row]);
  return byCharge;
}
