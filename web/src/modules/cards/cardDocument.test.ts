import fs from 'node:fs';
import path from 'node:path';
import type { Content, ContentQr, ContentText, TDocumentDefinitions } from 'pdfmake/interfaces';
import { CARD_HEIGHT_MM, CARD_NAME_MAX, CARD_WIDTH_MM } from '@federa/schema/validation/cards';
import { CARD_HEIGHT_PT, CARD_WIDTH_PT, cardDocument, type PrintedCard } from './cardDocument';

// pdfmake's Node printer lays the document out as the worker's browser build does: the pages it
// makes are the pages of the file.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const PdfPrinter = require('pdfmake') as new (fonts: object) => {
  createPdfKitDocument: (doc: TDocumentDefinitions) => { _pdfMakePages: unknown[]; end: () => void };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const vfs = require('pdfmake/build/vfs_fonts') as Record<string, string>;

const font = (name: string) => Buffer.from(vfs[name], 'base64');
const printer = new PdfPrinter({
  Roboto: { normal: font('Roboto-Regular.ttf'), bold: font('Roboto-Medium.ttf') },
});
const avatar = `data:image/jpeg;base64,${fs
  .readFileSync(path.join(__dirname, '../../../../graph/assets/default.jpg'))
  .toString('base64')}`;
const labels = {
  federation: 'Federación',
  number: 'Nº',
  dojo: 'Dojo',
  fee: 'Cuota',
  noFee: '—',
  check: 'Comprobar',
};

const card = (id: number, over: Partial<PrintedCard> = {}): PrintedCard => ({
  id,
  memberNumber: `01A${String(id).padStart(4, '0')}`,
  firstName: 'Lucía',
  lastName: 'Herrero Vidal',
  dojoName: 'Dojo Central',
  associationName: 'Asociación 1',
  avatar: 'default.jpg',
  validatedFeeYear: 2026,
  checkLink: `/es/app/asociados/usuario/01A${String(id).padStart(4, '0')}?mail=m${id}%40demo.federa&valCode=c${id}`,
  ...over,
});
const options = { origin: 'https://federa.example', labels, images: new Map([['default.jpg', avatar]]) };

/** Every node of the content, depth first. */
function nodes(content: Content): Content[] {
  if (Array.isArray(content)) return content.flatMap(nodes);
  if (typeof content !== 'object' || content === null) return [content];
  const children = ['stack', 'columns'].flatMap(
    (key) => (content as unknown as Record<string, Content[] | undefined>)[key] ?? [],
  );
  return [content, ...children.flatMap(nodes)];
}

describe('cardDocument (part 2 §2.2, §9)', () => {
  it('is a page of 103.6 × 71.98 mm in points, landscape', () => {
    const doc = cardDocument([card(1)], options);
    expect(doc.pageSize).toEqual({ width: CARD_WIDTH_PT, height: CARD_HEIGHT_PT });
    expect(CARD_WIDTH_PT).toBeCloseTo((CARD_WIDTH_MM * 72) / 25.4, 6);
    expect(CARD_WIDTH_PT).toBeCloseTo(293.67, 2);
    expect(CARD_HEIGHT_PT).toBeCloseTo(204.04, 2);
    expect(CARD_HEIGHT_MM).toBe(71.98);
    expect(doc.pageOrientation).toBe('landscape');
  });

  it('lays out two pages per member, front and back, even with long names and dojos', () => {
    const cards = [
      card(1),
      card(2, {
        dojoName: 'Asociación Deportiva y Cultural de Aikido Tradicional de la Ribera Alta del Ebro',
      }),
      card(3, { avatar: 'missing.png', validatedFeeYear: null }),
    ];
    const pdf = printer.createPdfKitDocument(cardDocument(cards, options));
    expect(pdf._pdfMakePages).toHaveLength(6);
    pdf.end();
  });

  it("puts in each back's QR code the member view address with the card's code", () => {
    const doc = cardDocument([card(1), card(2)], options);
    const qrs = nodes(doc.content).filter(
      (node): node is ContentQr => typeof node === 'object' && 'qr' in node,
    );
    expect(qrs.map((qr) => qr.qr)).toEqual([
      'https://federa.example/es/app/asociados/usuario/01A0001?mail=m1%40demo.federa&valCode=c1',
      'https://federa.example/es/app/asociados/usuario/01A0002?mail=m2%40demo.federa&valCode=c2',
    ]);
  });

  it('prints the name formatted by part 2 §5 when it is over 30 characters', () => {
    const long = card(4, {
      firstName: 'María del Carmen Josefa',
      lastName: 'Fernández-Villaverde Castellanos',
    });
    const texts = nodes(cardDocument([long], options).content).flatMap((node) =>
      typeof node === 'object' && 'text' in node ? [String((node as ContentText).text)] : [],
    );
    expect(texts).toContain('M. C. J. Fernández-Villaverde');
    expect(texts.some((text) => text.includes('María'))).toBe(false);
    expect([...'M. C. J. Fernández-Villaverde'].length).toBeLessThanOrEqual(CARD_NAME_MAX);
  });

  it('shares one image between the cards of one avatar, and leaves out a missing one', () => {
    const doc = cardDocument([card(1), card(2), card(3, { avatar: 'missing.png' })], options);
    expect(Object.keys(doc.images ?? {})).toEqual(['av0']);
  });
});
