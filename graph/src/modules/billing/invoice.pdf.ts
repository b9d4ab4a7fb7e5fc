import type PDFDocument from 'pdfkit';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { translate, type Lang } from '@federa/schema/i18n';
import { formatCents } from '@federa/schema/validation/money';
import { drained, nextTurn, ROWS_PER_TURN } from '../common/file-stream';
import { loadPdfKit } from '../common/heavy-modules';
import { printable } from '../common/pdf-text';

/** A party of the document: the issuer (federation, association or dojo) or the payer. */
export type InvoiceParty = { name: string; taxId?: string; address?: string; city?: string };

/** One printed line: a member's share, or a group of them ("Licencia nacional adulto × 1.843"). */
export type InvoiceItem = { description: string; quantity: number; unitCents: number; totalCents: number };

/**
 * What a charge's document prints. `paymentRequest` is a charge not yet numbered (unpaid, never
 * downloaded); an invoice or a credit note always carries its number.
 */
export type InvoiceDocument = {
  lang: Lang;
  kind: 'invoice' | 'creditNote' | 'paymentRequest';
  number?: string;
  issuedAt: Date;
  issuer: InvoiceParty;
  payer: InvoiceParty;
  /** ISO 11649 creditor reference, what a bank transfer quotes. */
  reference: string;
  items: InvoiceItem[];
  totalCents: number;
  status: 'OPEN' | 'PAID' | 'CANCELLED' | 'RETURNED';
  paidAt?: Date;
  /** The invoice a credit note corrects. */
  correctsNumber?: string;
  /** IBAN for transfers, when known. */
  bankAccount?: string;
};

// A4 portrait in points, with the standard PDF fonts (WinAnsi: Spanish and French accents, €).
const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER = 20;
const BOTTOM = PAGE.height - PAGE.margin - FOOTER;
const COLUMNS = [
  { key: 'description', width: 259, align: 'left' },
  { key: 'quantity', width: 60, align: 'right' },
  { key: 'unit', width: 85, align: 'right' },
  { key: 'amount', width: 95, align: 'right' },
] as const;
const GAP = 6;
const ROW_FONT = 9;
/** A line's description wraps to this many lines at most, then ends in an ellipsis. */
const DESCRIPTION_LINES = 3;
/** Characters of any one text kept before it is measured: layout time grows with the length. */
const TEXT_MAX = 400;
/** Room the total, the status and the transfer instructions need under the last row. */
const CLOSING_HEIGHT = 150;
/** Invoices are dated on the federation's clock (Spain's), not the server's. */
const TIME_ZONE = 'Europe/Madrid';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Text the standard fonts print: the thin spaces Intl puts in French numbers ("1 234,50 €")
 * become a no-break space, which WinAnsi has, rather than a `?`.
 */
function pdfText(text: string): string {
  return printable(text.slice(0, TEXT_MAX).replace(/[\u2000-\u200a\u202f\u205f]/g, '\u00a0'));
}

function formatDate(lang: Lang, date: Date): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: TIME_ZONE }).format(date);
}

/** Refuses a document that would print wrong amounts: cents not whole, lines not adding up. */
function checked(doc: InvoiceDocument): void {
  const amounts = [doc.totalCents, ...doc.items.flatMap((i) => [i.unitCents, i.totalCents])];
  if (!amounts.every(Number.isSafeInteger)) throw new Error('invoice: amounts must be whole cents');
  if (!doc.items.every((i) => Number.isFinite(i.quantity))) throw new Error('invoice: bad quantity');
  const sum = doc.items.reduce((total, i) => total + i.totalCents, 0);
  if (sum !== doc.totalCents) throw new Error('invoice: the lines do not add up to the total');
  if (doc.kind !== 'paymentRequest' && !doc.number) throw new Error('invoice: a number is needed');
}

/** One line in `width`: cut with an ellipsis when wider (the cut found by halving, not char by char). */
function fit(pdf: Doc, text: string, width: number): string {
  const shown = pdfText(text);
  if (pdf.widthOfString(shown) <= width) return shown;
  let low = 0;
  let high = shown.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (pdf.widthOfString(`${shown.slice(0, mid)}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return `${shown.slice(0, low).trimEnd()}…`;
}

/**
 * Writes the charge's document to `out` as pdfkit draws it: the issuer, the title, number, date
 * and reference, the payer, the lines (a table that runs over as many pages as it needs, its
 * heading repeated), the total, and what is left to do (paid, or how to pay by transfer). Every
 * few lines the event loop is let go, and a slow reader holds a page, not the file.
 */
export async function renderInvoicePdf(doc: InvoiceDocument, out: Writable): Promise<void> {
  checked(doc);
  const { lang } = doc;
  const t = (key: string, params?: Record<string, string | number>) =>
    pdfText(translate(lang, `billing.invoice.${key}`, params));
  const title = t(`title.${doc.kind}`);
  const heading = doc.number ? `${title} ${pdfText(doc.number)}` : title;
  const PDFKit = await loadPdfKit();
  const pdf = new PDFKit({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: false,
    info: { Title: heading, Creator: 'Federa' },
  });
  pdf.pipe(out);
  const left = PAGE.margin;
  let pageNumber = 0;

  const line = (text: string, x: number, y: number, width: number, size = 9, bold = false) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    pdf.text(fit(pdf, text, width), x, y, { lineBreak: false });
    return y + size * 1.35;
  };

  const party = (p: InvoiceParty, x: number, y: number, width: number): number => {
    y = line(p.name, x, y, width, 11, true);
    for (const text of [p.taxId && t('taxId', { taxId: p.taxId }), p.address, p.city])
      if (text) y = line(text, x, y, width);
    return y;
  };

  const tableHead = (y: number): number => {
    pdf.font('Helvetica-Bold').fontSize(ROW_FONT);
    let x = left;
    for (const c of COLUMNS) {
      pdf.text(fit(pdf, t(c.key), c.width - GAP), x, y, {
        width: c.width - GAP,
        align: c.align,
        lineBreak: false,
      });
      x += c.width;
    }
    y += ROW_FONT * 1.5;
    pdf
      .moveTo(left, y)
      .lineTo(left + WIDTH, y)
      .lineWidth(0.7)
      .stroke();
    return y + GAP;
  };

  /** A new page: the whole head on the first, the title and number on the next; the page's number below. */
  const startPage = (withTable: boolean): number => {
    pdf.addPage();
    pageNumber++;
    pdf.fillColor('#555555');
    line(t('page', { page: pageNumber }), left + WIDTH - 120, BOTTOM + 8, 120, 8);
    line(heading, left, BOTTOM + 8, WIDTH - 130, 8);
    pdf.fillColor('black');
    let y = PAGE.margin;
    if (pageNumber > 1) y = line(heading, left, y, WIDTH, 11, true) + GAP * 2;
    else {
      const half = WIDTH / 2 - 10;
      pdf.fillColor('#555555');
      let l = line(t('issuer'), left, y, half, 8);
      pdf.fillColor('black');
      l = party(doc.issuer, left, l, half);
      const rx = left + WIDTH / 2 + 10;
      let r = line(title, rx, y, half, 18, true) + 4;
      if (doc.number) r = line(t('number', { number: doc.number }), rx, r, half, 10, true);
      r = line(t('date', { date: formatDate(lang, doc.issuedAt) }), rx, r, half, 10);
      r = line(t('reference', { reference: doc.reference }), rx, r, half, 10);
      if (doc.correctsNumber) r = line(t('corrects', { number: doc.correctsNumber }), rx, r, half, 10);
      y = Math.max(l, r) + 18;
      pdf.fillColor('#555555');
      y = line(t('payer'), left, y, WIDTH, 8);
      pdf.fillColor('black');
      y = party(doc.payer, left, y, WIDTH) + 18;
    }
    return withTable ? tableHead(y) : y;
  };

  const descriptionWidth = COLUMNS[0].width - GAP;
  const drawItem = (item: InvoiceItem, y: number): number => {
    pdf.font('Helvetica').fontSize(ROW_FONT);
    const description = pdfText(item.description);
    const height = Math.min(
      pdf.heightOfString(description, { width: descriptionWidth }),
      pdf.currentLineHeight(true) * DESCRIPTION_LINES,
    );
    if (y + height > BOTTOM) y = startPage(true);
    pdf.font('Helvetica').fontSize(ROW_FONT);
    pdf.text(description, left, y, { width: descriptionWidth, height, ellipsis: true });
    const cells = [
      new Intl.NumberFormat(lang).format(item.quantity),
      formatCents(item.unitCents, lang),
      formatCents(item.totalCents, lang),
    ];
    let x = left + COLUMNS[0].width;
    cells.forEach((text, i) => {
      const width = COLUMNS[i + 1].width - GAP;
      pdf.text(fit(pdf, text, width), x, y, { width, align: 'right', lineBreak: false });
      x += COLUMNS[i + 1].width;
    });
    return y + height + GAP;
  };

  let y = startPage(true);
  for (const [i, item] of doc.items.entries()) {
    if (i > 0 && i % ROWS_PER_TURN === 0) {
      await nextTurn();
      await drained(out);
    }
    y = drawItem(item, y);
  }

  if (y + CLOSING_HEIGHT > BOTTOM) y = startPage(false);
  pdf
    .moveTo(left, y)
    .lineTo(left + WIDTH, y)
    .lineWidth(0.7)
    .stroke();
  y += GAP;
  const amountX = left + WIDTH - COLUMNS[3].width;
  pdf.font('Helvetica-Bold').fontSize(11);
  pdf.text(t('total'), left, y, { width: amountX - left - GAP, align: 'right', lineBreak: false });
  pdf.text(fit(pdf, formatCents(doc.totalCents, lang), COLUMNS[3].width - GAP), amountX, y, {
    width: COLUMNS[3].width - GAP,
    align: 'right',
    lineBreak: false,
  });
  y += 30;
  for (const text of closingLines(doc, t)) {
    pdf.font('Helvetica').fontSize(10);
    const shown = pdfText(text);
    pdf.text(shown, left, y, { width: WIDTH });
    y += pdf.heightOfString(shown, { width: WIDTH }) + 4;
  }
  pdf.end();
  await finished(out);
}

/**
 * Below the total, what the reader is to know or do: where the charge stands and, while it is
 * owed, how to pay by transfer. A credit note owes nothing (its invoice is named in the head).
 */
function closingLines(doc: InvoiceDocument, t: (key: string, params?: Record<string, string>) => string) {
  if (doc.kind === 'creditNote') return [];
  const owed = doc.status === 'OPEN' || doc.status === 'RETURNED';
  const lines: string[] = [];
  if (doc.status === 'OPEN') lines.push(t('statusOpen'));
  if (doc.status === 'RETURNED') lines.push(t('statusReturned'));
  if (doc.status === 'CANCELLED') lines.push(t('statusCancelled'));
  if (doc.status === 'PAID')
    lines.push(
      doc.paidAt ? t('statusPaid', { date: formatDate(doc.lang, doc.paidAt) }) : t('statusPaidUndated'),
    );
  if (owed) {
    lines.push(t('transfer', { reference: doc.reference }));
    if (doc.bankAccount) lines.push(t('bankAccount', { iban: doc.bankAccount }));
  }
  if (doc.kind === 'paymentRequest') lines.push(t('notAnInvoice'));
  return lines;
}
