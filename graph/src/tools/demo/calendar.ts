// Dates as whole day numbers (days since 1970-01-01, on the UTC calendar): integer arithmetic
// is cheap for a million members, and nothing depends on the machine's time zone once `today`
// has been turned into a day.

const MS_PER_DAY = 86_400_000;

/** The calendar date of `date` as the people using the app see it (local time), as a day number. */
export function dayOf(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / MS_PER_DAY;
}

export function dayFromYmd(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

export function yearOf(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

/** The same month and day `years` later (29 February becomes 1 March). */
export function addYears(day: number, years: number): number {
  const d = new Date(day * MS_PER_DAY);
  return Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate()) / MS_PER_DAY;
}

// Birth dates, grades and fees reuse a few tens of thousands of distinct days millions of times.
const isoCache = new Map<number, string>();

/** 'YYYY-MM-DD', the text form PostgreSQL reads into a date. */
export function isoDay(day: number): string {
  let text = isoCache.get(day);
  if (text === undefined) {
    text = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    isoCache.set(day, text);
  }
  return text;
}

function two(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** A timestamptz literal at `seconds` after midnight UTC of `day`. */
export function isoTimestamp(day: number, seconds: number): string {
  const s = Math.max(0, Math.min(86_399, Math.floor(seconds)));
  return `${isoDay(day)} ${two(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}+00`;
}

/** 'HH:MM:00' for a time of day given in minutes. */
export function timeOfDay(minutes: number): string {
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}:00`;
}
