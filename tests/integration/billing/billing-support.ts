import { recordPayment } from '../../../graph/src/modules/billing/charge-states';
import type { TestServer } from '../../support/test-server';
import { batchAt, newMember } from '../fees/fees-support';

export { batchAt, newMember };

/** The year the billing tests price: far from the demo's years, so no demo tariff or batch meets it. */
export const YEAR = 2031;

/** A date of birth that makes a member a child (under 18) all through YEAR. */
export const CHILD_BIRTH = `${YEAR - 10}-06-01`;
export const ADULT_BIRTH = `${YEAR - 40}-06-01`;

export const CHARGE_FIELDS = `id kind year status amountCents reference associationId dojoId issuerName payerName
  batchId invoiceNumber creditNoteNumber receiptUrl payable collects reason items { description quantity unitCents totalCents }`;

/** A payment recorded as a gateway's notification or a statement would: through billing's one rule. */
export async function pay(t: TestServer, chargeId: number, amountCents: number) {
  const em = t.server.db.orm.em.fork();
  return em.transactional((tx) => recordPayment(tx, { chargeId, method: 'TRANSFER', amountCents }));
}

/** The charges of a batch, straight from the database. */
export async function chargesOfBatch(t: TestServer, batchId: number) {
  return t.sql<{
    id: number;
    tipo: string;
    estado: string;
    importe_cent: number;
    pagador_asociado: number | null;
  }>('select id, tipo, estado, importe_cent, pagador_asociado from cargo where cf_remesa = $1 order by id', [
    batchId,
  ]);
}

/** Sets the three tariffs of YEAR straight in the database (the doors are tested on their own). */
export async function priceYear(
  t: TestServer,
  prices: { national: [number, number]; association?: [number, number]; dojo?: [number, number] },
) {
  await t.sql(
    `insert into tarifa (anio, nivel, adulto_cent, nino_cent) values ($1, 'NACIONAL', $2, $3)
     on conflict (anio, nivel, coalesce(cf_asoc, 0), coalesce(cf_dojo, 0)) do update set adulto_cent = $2, nino_cent = $3`,
    [YEAR, ...prices.national],
  );
  if (prices.association)
    await t.sql(
      `insert into tarifa (anio, nivel, cf_asoc, adulto_cent, nino_cent) values ($1, 'ASOCIACION', 1, $2, $3)
       on conflict (anio, nivel, coalesce(cf_asoc, 0), coalesce(cf_dojo, 0)) do update set adulto_cent = $2, nino_cent = $3`,
      [YEAR, ...prices.association],
    );
  if (prices.dojo)
    await t.sql(
      `insert into tarifa (anio, nivel, cf_asoc, cf_dojo, adulto_cent, nino_cent) values ($1, 'DOJO', 1, 1, $2, $3)
       on conflict (anio, nivel, coalesce(cf_asoc, 0), coalesce(cf_dojo, 0)) do update set adulto_cent = $2, nino_cent = $3`,
      [YEAR, ...prices.dojo],
    );
}
