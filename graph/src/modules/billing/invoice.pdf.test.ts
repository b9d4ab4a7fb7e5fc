import { execFileSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { renderInvoicePdf, type InvoiceDocument } from './invoice.pdf';

// The charge's document as its reader gets it: the PDF read back with poppler's pdftotext (the
// personal-data tests read theirs the same way), as laid out (a table row stays one line), white
// space of any kind taken as one.

async function pdfOf(doc: InvoiceDocument): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await renderInvoicePdf(doc, out);
  return Buffer.concat(chunks);
}

const textOf = (pdf: Buffer, page?: number): string =>
  execFileSync('pdftotext', ['-layout', ...(page ? ['-f', `${page}`, '-l', `${page}`] : []), '-', '-'], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString()
    .replace(/\s+/g, ' ');

const pagesOf = (pdf: Buffer): number =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())![1]);

const invoice: InvoiceDocument = {
  lang: 'es',
  kind: 'invoice',
  number: 'F2026-000123',
  issuedAt: new Date('2026-03-05T10:00:00Z'),
  issuer: {
    name: 'Asociación Castellano-Manchega de Aikido',
    taxId: 'G12345678',
    address: 'Calle Mayor, 1',
    city: 'Toledo',
  },
  payer: { name: 'Dojo Zanshin Móstoles', address: 'Av. de la Constitución, 23', city: 'Móstoles' },
  reference: 'RF18FED123',
  items: [
    {
      description: 'Licencia nacional adulto × 1843',
      quantity: 1843,
      unitCents: 3050,
      totalCents: 5_621_150,
    },
    { description: 'Cuota de la asociación, niño', quantity: 2, unitCents: 1234, totalCents: 2468 },
  ],
  totalCents: 5_623_618,
  status: 'OPEN',
  bankAccount: 'ES91 2100 0418 4502 0005 1332',
};

const creditNote: InvoiceDocument = {
  ...invoice,
  lang: 'fr',
  kind: 'creditNote',
  number: 'R2026-000004',
  issuedAt: new Date('2026-04-30T23:30:00Z'),
  correctsNumber: 'F2026-000123',
  items: [
    { description: 'Licence nationale adulte', quantity: 1, unitCents: -123_456, totalCents: -123_456 },
  ],
  totalCents: -123_456,
  status: 'CANCELLED',
};

describe('the invoice PDF', () => {
  it('prints an invoice in Spanish: number, date, parties, lines, total and how to pay', async () => {
    const text = textOf(await pdfOf(invoice));
    for (const expected of [
      'Factura',
      'Número: F2026-000123',
      'Fecha: 5 de marzo de 2026',
      'Referencia: RF18FED123',
      'Emisor Asociación Castellano-Manchega de Aikido',
      'NIF: G12345678',
      'Destinatario Dojo Zanshin Móstoles Av. de la Constitución, 23 Móstoles',
      'Concepto Cantidad Precio unitario Importe',
      'Licencia nacional adulto × 1843 1843 30,50 € 56.211,50 €',
      'Cuota de la asociación, niño 2 12,34 € 24,68 €',
      'Total 56.236,18 €',
      'Pendiente de pago.',
      'Para pagar por transferencia, indique como concepto la referencia RF18FED123.',
      'Cuenta (IBAN): ES91 2100 0418 4502 0005 1332',
      'Página 1',
    ])
      expect(text).toContain(expected);
  });

  it('prints a credit note in French with its negative total and the invoice it corrects', async () => {
    const text = textOf(await pdfOf(creditNote));
    for (const expected of [
      'Facture rectificative',
      'Numéro : R2026-000004',
      // 23:30 UTC on the 30th is already 1 May on the federation's clock.
      'Date : 1 mai 2026',
      'Référence : RF18FED123',
      'Rectifie la facture F2026-000123',
      'Émetteur Asociación Castellano-Manchega de Aikido',
      'Désignation Quantité Prix unitaire Montant',
      // The thin space Intl puts in French thousands prints as a space, not as a "?".
      'Licence nationale adulte 1 -1 234,56 € -1 234,56 €',
      'Total -1 234,56 €',
    ])
      expect(text).toContain(expected);
    // Nothing is owed on a credit note: no status, no transfer to make.
    expect(text).not.toMatch(/virement|Annulé|\?/);
  });

  it('prints the same credit note in Spanish and an invoice in French', async () => {
    const es = textOf(await pdfOf({ ...creditNote, lang: 'es' }));
    expect(es).toContain('Factura rectificativa');
    expect(es).toContain('Número: R2026-000004');
    expect(es).toContain('Rectifica la factura F2026-000123');
    expect(es).toContain('Total -1234,56 €');
    const fr = textOf(await pdfOf({ ...invoice, lang: 'fr' }));
    expect(fr).toContain('Numéro : F2026-000123');
    expect(fr).toContain('Total 56 236,18 €');
    expect(fr).toContain('En attente de paiement.');
    expect(fr).toContain('Pour payer par virement, indiquez la référence RF18FED123 en libellé.');
  });

  it('says when a charge was paid, and that a payment request is no invoice yet', async () => {
    const paid = textOf(
      await pdfOf({ ...invoice, lang: 'en', status: 'PAID', paidAt: new Date('2026-03-07T09:00:00Z') }),
    );
    expect(paid).toContain('Number: F2026-000123');
    expect(paid).toContain('Total €56,236.18');
    expect(paid).toContain('Paid on March 7, 2026.');
    expect(paid).not.toContain('bank transfer');

    const request = textOf(
      await pdfOf({ ...invoice, kind: 'paymentRequest', number: undefined, status: 'RETURNED' }),
    );
    expect(request).toContain('Solicitud de pago');
    expect(request).not.toContain('Número');
    expect(request).toContain('Devuelto por el banco: pendiente de pago.');
    expect(request).toContain('indique como concepto la referencia RF18FED123');
    expect(request).toContain('Este documento no es una factura: la factura se emite con el pago.');
  });

  it('runs hundreds of lines over numbered pages, each headed, the total after the last line', async () => {
    const items = Array.from({ length: 600 }, (_, i) => ({
      description: `Cuota de ${'Núñez '.repeat(i % 7 === 0 ? 30 : 1)}nº ${i + 1}.`,
      quantity: 1,
      unitCents: 1000 + i,
      totalCents: 1000 + i,
    }));
    const totalCents = items.reduce((sum, item) => sum + item.totalCents, 0);
    const pdf = await pdfOf({ ...invoice, items, totalCents });
    const pages = pagesOf(pdf);
    expect(pages).toBeGreaterThan(10);
    for (let page = 1; page <= pages; page++) {
      const text = textOf(pdf, page);
      expect(text).toContain(`Página ${page}`);
      expect(text).toContain('Factura F2026-000123');
      if (page < pages) expect(text).toContain('Concepto Cantidad Precio unitario Importe');
    }
    const text = textOf(pdf);
    for (const item of items.filter((_, i) => i % 7 !== 0)) expect(text).toContain(item.description);
    expect(text.match(/nº \d+\./g)).toHaveLength(600 - Math.ceil(600 / 7));
    expect(totalCents).toBe(779_700);
    expect(textOf(pdf, pages)).toContain('Total 7797,00 €');
    expect(text.indexOf('nº 600.')).toBeLessThan(text.indexOf('Total 7797,00 €'));
  });

  it('lets other work run while it draws a long document', async () => {
    const items = Array.from({ length: 2000 }, (_, i) => ({
      description: `Licencia ${i}`,
      quantity: 1,
      unitCents: 100,
      totalCents: 100,
    }));
    let turns = 0;
    let drawing = true;
    const other = () => {
      turns++;
      if (drawing) setImmediate(other);
    };
    setImmediate(other);
    await pdfOf({ ...invoice, items, totalCents: 200_000 });
    drawing = false;
    // A turn for the others every 25 lines at least: 80 in all.
    expect(turns).toBeGreaterThanOrEqual(2000 / 25 - 1);
  });

  it('refuses amounts that are not whole cents, lines that do not add up, an invoice without number', async () => {
    await expect(pdfOf({ ...invoice, totalCents: 5_623_618.5 })).rejects.toThrow('whole cents');
    await expect(pdfOf({ ...invoice, totalCents: 5_623_619 })).rejects.toThrow('do not add up');
    await expect(pdfOf({ ...invoice, number: undefined })).rejects.toThrow('a number is needed');
    await expect(pdfOf({ ...creditNote, number: '' })).rejects.toThrow('a number is needed');
  });
});
