import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { CARD_HEIGHT_MM, CARD_WIDTH_MM, cardName, POINTS_PER_MM } from '@federa/schema/validation/cards';

// The pdfmake document of the membership cards (part 2 §2.2, §3 'Card', §9). A pure function of
// the card rows, so that the worker, the bench and the tests all draw the same cards. Type-only
// imports of pdfmake: the main bundle never loads pdfmake itself.

/** What a printed card needs of a MemberCard row. */
export type PrintedCard = {
  id: number;
  memberNumber?: string | null;
  firstName: string;
  lastName: string;
  dojoName: string;
  associationName: string;
  avatar: string;
  validatedFeeYear?: number | null;
  /** The member-view path with mail and card code; the QR code holds origin + this. */
  checkLink?: string | null;
};

/** The printed words, in the language of whoever prints. */
export type CardLabels = {
  federation: string;
  number: string;
  dojo: string;
  fee: string;
  noFee: string;
  /** Under the QR code: what scanning it does. */
  check: string;
};

export type CardDocumentOptions = {
  /** The site's origin: the QR code is an absolute address. */
  origin: string;
  labels: CardLabels;
  /** Avatar file name → JPEG or PNG data URL; a card whose avatar is missing prints without it. */
  images: ReadonlyMap<string, string>;
};

/** Part 2 §9: 103.6 × 71.98 mm in PDF points. */
export const CARD_WIDTH_PT = CARD_WIDTH_MM * POINTS_PER_MM;
export const CARD_HEIGHT_PT = CARD_HEIGHT_MM * POINTS_PER_MM;

const MARGIN = 12;
const AVATAR = 72;
const QR = 150;
const INNER_HEIGHT = CARD_HEIGHT_PT - 2 * MARGIN;

/** The address a card's QR code opens; null when the row has no link (no number or no mail). */
export const cardCheckUrl = (origin: string, card: Pick<PrintedCard, 'checkLink'>): string | null =>
  card.checkLink ? new URL(card.checkLink, origin).href : null;

/**
 * The image dictionary: one entry per picture ('av0', 'av1', …), however many cards or avatar
 * names share it (every member without a photo shows the default one).
 */
function imageKeys(cards: readonly PrintedCard[], images: ReadonlyMap<string, string>) {
  const byData = new Map<string, string>();
  const keys = new Map<string, string>();
  const dictionary: Record<string, string> = {};
  for (const card of cards) {
    const data = images.get(card.avatar);
    if (!data || keys.has(card.avatar)) continue;
    let key = byData.get(data);
    if (!key) {
      key = `av${byData.size}`;
      byData.set(data, key);
      dictionary[key] = data;
    }
    keys.set(card.avatar, key);
  }
  return { keys, dictionary };
}

function front(card: PrintedCard, labels: CardLabels, image: string | undefined, first: boolean): Content {
  const year = card.validatedFeeYear ? String(card.validatedFeeYear) : labels.noFee;
  return {
    // Every card starts a page of its own: the size is the card, the content never spills over.
    pageBreak: first ? undefined : 'before',
    unbreakable: true,
    stack: [
      { text: labels.federation, style: 'federation' },
      { text: card.associationName, style: 'association' },
      {
        columns: [
          image
            ? { image, fit: [AVATAR, AVATAR], width: AVATAR }
            : {
                canvas: [{ type: 'rect', x: 0, y: 0, w: AVATAR, h: AVATAR, lineColor: '#999999' }],
                width: AVATAR,
              },
          {
            width: '*',
            stack: [
              // The shared rule of part 2 §5, applied where the card is drawn, whatever the row carries.
              { text: cardName(card.firstName, card.lastName), style: 'name' },
              { text: `${labels.number} ${card.memberNumber ?? ''}`, style: 'field' },
              { text: `${labels.dojo}: ${card.dojoName}`, style: 'field' },
              { text: `${labels.fee}: ${year}`, style: 'year' },
            ],
          },
        ],
        columnGap: 10,
        margin: [0, 8, 0, 0],
      },
    ],
  };
}

function back(card: PrintedCard, options: CardDocumentOptions): Content {
  const url = cardCheckUrl(options.origin, card);
  return {
    pageBreak: 'before',
    unbreakable: true,
    columns: [
      url ? { qr: url, fit: QR, eccLevel: 'M', width: QR } : { text: '', width: QR },
      {
        width: '*',
        stack: [
          { text: options.labels.check, style: 'field' },
          { text: card.memberNumber ?? '', style: 'name', margin: [0, 6, 0, 0] },
        ],
        margin: [0, (INNER_HEIGHT - QR) / 2 + 20, 0, 0],
      },
    ],
    columnGap: 10,
    margin: [0, (INNER_HEIGHT - QR) / 2, 0, 0],
  };
}

/**
 * The cards' document: one page the size of a card per side, front then back, member after
 * member (part 2 §9: two pages per member). Landscape because the card is wider than tall.
 */
export function cardDocument(
  cards: readonly PrintedCard[],
  options: CardDocumentOptions,
): TDocumentDefinitions {
  const { keys, dictionary } = imageKeys(cards, options.images);
  const content: Content[] = [];
  cards.forEach((card, index) => {
    content.push(front(card, options.labels, keys.get(card.avatar), index === 0));
    content.push(back(card, options));
  });
  return {
    pageSize: { width: CARD_WIDTH_PT, height: CARD_HEIGHT_PT },
    pageOrientation: 'landscape',
    pageMargins: MARGIN,
    info: { title: options.labels.federation },
    images: dictionary,
    content,
    defaultStyle: { font: 'Roboto', fontSize: 8 },
    styles: {
      federation: { fontSize: 9, bold: true, color: '#1f3a5f' },
      association: { fontSize: 7, color: '#555555' },
      name: { fontSize: 11, bold: true, margin: [0, 0, 0, 4] },
      field: { fontSize: 8, margin: [0, 0, 0, 2] },
      year: { fontSize: 10, bold: true, color: '#1f3a5f', margin: [0, 4, 0, 0] },
    },
  };
}
