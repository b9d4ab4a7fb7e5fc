import type { EntityManager } from '@mikro-orm/postgresql';
import { isCalendarDay } from '@federa/schema/validation/sepa';
import type { SepaCreditor } from '../billing/billing.settings';
import { recordPayments } from '../billing/charge-states';
import { collectedBy } from '../billing/charge.scope';
import { requireCaller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { parseList, type ListRequest } from '../common/list/request';
import { first, intArray, run, sql } from '../common/sql';
import { creditorForRemittance } from './creditor';
import { collectsFor, creditorOf, remittanceScope, type CreditorKey } from './sepa.scope';

export type RemittanceView = {
  id: number;
  creditorAssociationId: number | null;
  creditorId: string;
  creditorName: string;
  collectionDate: string;
  debitCount: number;
  amountCents: number;
  firstCount: number;
  recurrentCount: number;
  returnedCount: number;
  createdAt: Date;
  fileUrl: string;
};

/** How far ahead a collection may be asked for: a year, past which no charge is planned. */
const MAX_DAYS_AHEAD = 365;
const REMITTANCE_LIST = { columns: { id: true }, defaultOrder: 'id DESC', pageSizes: [15, 50, 100] } as const;

export const REMITTANCE_SELECT = sql`
  select r.id, r.cf_asoc as "creditorAssociationId", r.identificador as "creditorId", r.acreedor as "creditorName",
    r.fecha_cobro::text as "collectionDate", r.n_adeudos as "debitCount", r.importe_cent::float8 as "amountCents",
    r.creado as "createdAt",
    (select count(*)::int from adeudo a where a.cf_remesa = r.id and a.secuencia = 'FRST') as "firstCount",
    (select count(*)::int from adeudo a where a.cf_remesa = r.id and a.secuencia = 'RCUR') as "recurrentCount",
    (select count(*)::int from adeudo a where a.cf_remesa = r.id and a.estado = 'RETURNED') as "returnedCount"
  from remesa_sepa r`;

export const fileUrlOf = (id: number) => `/v1/pagos/remesas/${id}.xml`;
// The driver answers a timestamptz as text through `run`.
const viewOf = (row: Omit<RemittanceView, 'fileUrl'>): RemittanceView => ({
  ...row,
  createdAt: new Date(row.createdAt),
  fileUrl: fileUrlOf(row.id),
});

export async function listRemittances(ctx: RequestContext, request: ListRequest) {
  const caller = requireCaller(ctx);
  const where = remittanceScope(caller);
  const page = parseList(REMITTANCE_LIST, { offset: request.offset, limit: request.limit });
  const [counted] = await run<{ n: number }>(
    ctx.em,
    sql`select count(*)::int as n from remesa_sepa r where ${where}`,
  );
  const rows = await run<Omit<RemittanceView, 'fileUrl'>>(
    ctx.em,
    sql`${REMITTANCE_SELECT} where ${where} order by r.id desc offset ${page.offset} limit ${page.limit!}`,
  );
  return { items: rows.map(viewOf), returned: rows.length, total: counted.n };
}

const mandateOfCharge = (
  creditor: CreditorKey,
) => sql`m.activo and coalesce(m.acreedor_asoc, 0) = ${creditor ?? 0}
  and (m.pagador_asoc = c.pagador_asoc or m.pagador_dojo = c.pagador_dojo or m.pagador_asociado = c.pagador_asociado)`;

/**
 * Presents to the bank, for `collectionDate`, every charge of the creditor that is due by then
 * (OPEN, or RETURNED and payable again) and whose payer has an active mandate with it: one
 * transaction writes the remittance, a debit per charge with the sequence type its mandate stood
 * at, and a SEPA payment per charge (the charge is PAID from its presentation; a return puts it
 * back). The mandates used become RCUR for the next remittance.
 */
export async function createRemittance(
  ctx: RequestContext,
  national: SepaCreditor | undefined,
  input: { collectionDate: string; creditorAssociationId?: number | null },
): Promise<RemittanceView> {
  const caller = requireCaller(ctx);
  const date = (input.collectionDate ?? '').trim();
  const creditor = creditorOf(caller, input.creditorAssociationId);
  return ctx.em.transactional(async (em) => {
    const [{ today, last }] = await run<{ today: string; last: string }>(
      em,
      sql`select current_date::text as today, (current_date + ${MAX_DAYS_AHEAD}::int)::text as last`,
    );
    if (date.length !== 10 || !isCalendarDay(date) || date <= today || date > last)
      throw DomainError.invalid([{ field: 'collectionDate', key: 'sepa.collectionDateInvalid' }]);
    const account = await creditorForRemittance(em, national, creditor);
    // Locked in id order, so that two remittances (or a payment at the gateway) take turns; one
    // waiting finds the charge PAID and leaves it.
    const charges = await run<{ id: number }>(
      em,
      sql`select c.id from cargo c join mandato m on ${mandateOfCharge(creditor)}
          where c.estado in ('OPEN', 'RETURNED') and c.importe_cent > 0
            and coalesce(c.vence, c.creado::date) <= ${date}::date and ${collectedBy(creditor)}
          order by c.id for update of c, m`,
    );
    if (!charges.length) throw new DomainError('CONFLICT', 'sepa.nothingToCollect');
    const [remittance] = await run<{ id: number }>(
      em,
      sql`insert into remesa_sepa (cf_asoc, identificador, acreedor, iban_cobro, bic, fecha_cobro, n_adeudos, importe_cent, cf_autor)
          values (${creditor}, ${account.id}, ${account.name.slice(0, 70)}, ${account.iban}, ${account.bic ?? null},
            ${date}, 0, 0, ${caller.memberId})
          returning id`,
    );
    const debits = await run<{ id: number; chargeId: number; amountCents: number }>(
      em,
      sql`with picked as (
            select nextval('adeudo_id_seq')::int as id, c.id as charge, m.id as mandate, c.importe_cent, m.secuencia,
              c.referencia, m.titular, m.iban, m.bic, m.referencia as mandate_reference, m.firmado, c.cf_asoc, c.cf_dojo
            from cargo c join mandato m on ${mandateOfCharge(creditor)}
            where c.id = any(${intArray(charges.map((c) => c.id))}) order by c.id)
          insert into adeudo (id, cf_remesa, cf_cargo, cf_mandato, importe_cent, secuencia, extremo, titular, iban, bic,
            referencia, firmado, cf_asoc, cf_dojo)
          select p.id, ${remittance.id}, p.charge, p.mandate, p.importe_cent, p.secuencia, left(p.referencia, 23) || '-' || p.id,
            p.titular, p.iban, p.bic, p.mandate_reference, p.firmado, p.cf_asoc, p.cf_dojo
          from picked p order by p.id
          returning id, cf_cargo as "chargeId", importe_cent as "amountCents"`,
    );
    // One set of statements for every debit: a payment each, its charge paid, invoices numbered.
    const payments = (
      await recordPayments(
        em,
        debits.map((debit) => ({
          chargeId: debit.chargeId,
          method: 'SEPA' as const,
          amountCents: debit.amountCents,
          authorId: caller.memberId,
        })),
      )
    ).map((paid) => paid.paymentId);
    await run(
      em,
      sql`update adeudo a set cf_pago = p.pago from unnest(${intArray(debits.map((d) => d.id))},
            ${intArray(payments)}) as p(adeudo, pago) where a.id = p.adeudo`,
    );
    await run(
      em,
      sql`update mandato set secuencia = 'RCUR' where secuencia = 'FRST'
            and id in (select cf_mandato from adeudo where cf_remesa = ${remittance.id})`,
    );
    await run(
      em,
      sql`update remesa_sepa r set n_adeudos = t.n, importe_cent = t.total
          from (select count(*)::int as n, sum(importe_cent)::bigint as total from adeudo where cf_remesa = ${remittance.id}) t
          where r.id = ${remittance.id}`,
    );
    return viewOf(
      (await first<Omit<RemittanceView, 'fileUrl'>>(
        em,
        sql`${REMITTANCE_SELECT} where r.id = ${remittance.id}`,
      ))!,
    );
  });
}

/** A remittance the caller sees, for its file; forbidden unless they collect for its creditor. */
export async function remittanceToCollect(em: EntityManager, ctx: RequestContext, id: number) {
  const caller = requireCaller(ctx);
  const row = await first<{ creditor: CreditorKey }>(
    em,
    sql`select r.cf_asoc as creditor from remesa_sepa r where r.id = ${id} and ${remittanceScope(caller)}`,
  );
  if (!row) throw DomainError.notFound();
  if (!collectsFor(caller, row.creditor)) throw DomainError.forbidden();
  return row;
}
