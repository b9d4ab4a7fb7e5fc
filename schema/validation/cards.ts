// Membership card rules of part 2 §3, §4, §5 and §9, shared by the server (the card rows it
// answers) and the web (the preview and the PDF).

/** Part 2 §9: a card is 103.6 × 71.98 mm, landscape, two PDF pages per member (front, back). */
export const CARD_WIDTH_MM = 103.6;
export const CARD_HEIGHT_MM = 71.98;
/** PDF points per millimetre (72 points to the inch). */
export const POINTS_PER_MM = 72 / 25.4;
/** Part 2 §9: the name on a card holds at most 30 characters. */
export const CARD_NAME_MAX = 30;
/** Part 2 §9 and §2.3: the file the download is saved as. */
export const CARD_FILE_NAME = 'carnets-asociados.pdf';
/** Part 2 §2.3: the cards list pages by 15 (default), 50 and 100. */
export const CARD_PAGE_SIZES = [15, 50, 100] as const;
/** How many cards one request fetches or one worker step draws: bounded, whatever "all" holds. */
export const CARD_BATCH = 500;

/** Part 2 §4: a row prints only with a mail (the QR code carries it); others are marked '(*)'. */
export const isPrintable = (row: { mail?: string | null }) => !!row.mail && row.mail.trim() !== '';

// Particles of Spanish, French and English given names: 'María del Carmen' prints as
// 'María C.', not 'María D. C.'.
const PARTICLES = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'y',
  'e',
  'i',
  'da',
  'do',
  'dos',
  'du',
  'des',
  'le',
]);

const initialOf = (word: string) => `${[...word][0].toLocaleUpperCase('es')}.`;
const length = (text: string) => [...text].length;

/**
 * Part 2 §5: extra given names become initials; when the name is still over 30 characters the
 * first name becomes an initial too; whatever remains is cut to 30 characters (by characters, not
 * UTF-16 units, so that an accent is never split).
 */
export function cardName(firstName: string, lastName: string): string {
  // Both are at most 50 characters in the database; the slices bound any other caller too.
  const given = firstName.slice(0, 200).trim().split(/\s+/).filter(Boolean);
  const surname = lastName.slice(0, 200).trim().split(/\s+/).filter(Boolean).join(' ');
  const extra = given.slice(1).filter((word) => !PARTICLES.has(word.toLocaleLowerCase('es')));
  let name = [given[0], ...extra.map(initialOf), surname].filter(Boolean).join(' ');
  if (length(name) > CARD_NAME_MAX && given.length) {
    name = [initialOf(given[0]), ...extra.map(initialOf), surname].filter(Boolean).join(' ');
  }
  return [...name].slice(0, CARD_NAME_MAX).join('').trim();
}
