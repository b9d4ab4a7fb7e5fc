import type { EntityManager } from '@mikro-orm/postgresql';
import { translate, type Lang } from '@federa/schema/i18n';
import type { SendFile } from '../common/file-stream';
import { first, run, sql } from '../common/sql';
import type { PaymentSettings } from './billing.settings';
import { chargeLines } from './charge-lines';
import { issueInvoice } from './charge-states';
import { renderInvoicePdf, type InvoiceDocument, type InvoiceParty } from './invoice.pdf';

/** How an invoice number is printed: serie, year, number (F2026-000123, R2026-000004). */
export const invoiceNumber = (series: string, year: number, number: number): string =>
  `${series}${year}-${String(number).padStart(6, '0')}`;

type Party = { name: string | null; city: string | null; address: string | null };

async function party(
  em: EntityManager,
  kind: 'asoc' | 'dojo' | 'member',
  id: number | null,
): Promise<Party | undefined> {
  if (id === null) return undefined;
  if (kind === 'asoc')
    return first<Party>(
      em,
      sql`select nombre as name, null as city, null as address from asociacion where id_asoc = ${id}`,
    );
  if (kind === 'dojo')
    return first<Party>(
      em,
      sql`select nombre as name, ciudad as city, direccion as address from dojo where id_dojo = ${id}`,
    );
  return first<Party>(
    em,
    sql`select nombre || ' ' || apellido as name, ciudad as city, null as address from asociado where id_aso = ${id}`,
  );
}

const asParty = (p: Party | undefined, fallback: string): InvoiceParty => ({
  name: p?.name ?? fallback,
  city: p?.city ?? undefined,
  address: p?.address ?? undefined,
});

/**
 * The charge's document, in `lang`: its credit note when it has one, else its invoice. A charge
 * never issued gets its invoice number now (the first download issues it), unless it is cancelled:
 * then it prints as a payment request without a number.
 */
export async function chargeDocument(
  em: EntityManager,
  chargeId: number,
  lang: Lang,
  settings: PaymentSettings,
): Promise<InvoiceDocument> {
  await em.transactional(async (tx) => {
    const status = await first<{ estado: string }>(tx, sql`select estado from cargo where id = ${chargeId}`);
    if (status && status.estado !== 'CANCELLED') await issueInvoice(tx, chargeId, 'F');
  });
  const c = (await first<Record<string, any>>(
    em,
    sql`select id, importe_cent, estado, referencia, pagado_en, emisor_asoc, emisor_dojo, pagador_asoc, pagador_dojo, pagador_asociado
        from cargo where id = ${chargeId}`,
  ))!;
  const invoices = await run<{ serie: 'F' | 'R'; anio: number; numero: number; emitida: string }>(
    em,
    sql`select serie, anio, numero, emitida from factura where cf_cargo = ${chargeId} order by serie`,
  );
  const invoice = invoices.find((i) => i.serie === 'F');
  const credit = invoices.find((i) => i.serie === 'R');
  const shown = credit ?? invoice;
  const federation = settings.sepaCreditor?.name ?? translate(lang, 'billing.federation');
  const issuer = (await party(em, 'dojo', c.emisor_dojo)) ??
    (await party(em, 'asoc', c.emisor_asoc)) ?? { name: federation, city: null, address: null };
  const payer =
    (await party(em, 'dojo', c.pagador_dojo)) ??
    (await party(em, 'asoc', c.pagador_asoc)) ??
    (await party(em, 'member', c.pagador_asociado));
  const lines = await chargeLines(em, chargeId, lang);
  const sign = credit ? -1 : 1;
  return {
    lang,
    kind: credit ? 'creditNote' : invoice ? 'invoice' : 'paymentRequest',
    number: shown ? invoiceNumber(shown.serie, shown.anio, shown.numero) : undefined,
    issuedAt: shown ? new Date(shown.emitida) : new Date(),
    issuer: asParty(issuer, federation),
    payer: asParty(payer, ''),
    reference: c.referencia,
    items: lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitCents: sign * l.unitCents,
      totalCents: sign * l.totalCents,
    })),
    totalCents: sign * c.importe_cent,
    status: c.estado,
    paidAt: c.pagado_en ? new Date(c.pagado_en) : undefined,
    correctsNumber: credit && invoice ? invoiceNumber('F', invoice.anio, invoice.numero) : undefined,
    bankAccount: !c.emisor_asoc && !c.emisor_dojo ? settings.sepaCreditor?.iban : undefined,
  };
}

/** The document as a download: `<number or reference>.pdf`. */
export async function sendChargeDocument(doc: InvoiceDocument, send: SendFile): Promise<void> {
  await send({
    name: `${doc.number ?? doc.reference}.pdf`,
    type: 'application/pdf',
    write: (out) => renderInvoicePdf(doc, out),
  });
}
