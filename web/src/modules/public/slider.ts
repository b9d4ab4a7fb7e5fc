/** Part 3 §2 / §9: the slider shows at most 3 cards. */
export const CARDS_SHOWN = 3;

/**
 * The indices of the cards shown around the selected one: the selected card in the middle, the
 * first three at the start and the last three at the end (part 3 §2).
 */
export function shownCards(selected: number, count: number): number[] {
  const size = Math.min(CARDS_SHOWN, count);
  const start = Math.max(0, Math.min(selected - Math.floor(size / 2), count - size));
  return Array.from({ length: size }, (_, i) => start + i);
}

const dayMonthFormats = new Map<string, Intl.DateTimeFormat>();

/** A date 'YYYY-MM-DD' as the language's day and short month, upper case ('07 NOV'). */
export function dayAndMonth(date: string, lang: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const value = new Date(Date.UTC(year!, month! - 1, day!));
  let format = dayMonthFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { day: '2-digit', month: 'short', timeZone: 'UTC' });
    dayMonthFormats.set(lang, format);
  }
  return format.format(value).replace(/\./g, '').toLocaleUpperCase(lang);
}
