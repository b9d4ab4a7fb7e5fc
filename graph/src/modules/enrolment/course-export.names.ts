import { translate, type Lang } from '@federa/schema/i18n';
import type { ExportSession } from './course-export.rows';

export type ExportKind = 'list' | 'complete' | 'sheetPdf' | 'sheetXlsx';

const FILE_KEYS = {
  list: 'courses.exportEnrolledFile',
  complete: 'courses.exportCompleteFile',
  sheetPdf: 'courses.exportSheetFile',
  sheetXlsx: 'courses.exportSheetFile',
} as const;

export const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** A calendar day (YYYY-MM-DD) read as such, whatever the server's zone. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The file's name (part 2 §7): the city, the month name of the end date in the caller's language
 * and its year, e.g. `Inscritos Madrid noviembre 2026.xlsx`. Characters a file system or the
 * header would choke on become `_`.
 */
export function exportFileName(
  lang: Lang,
  kind: ExportKind,
  course: { city: string; startDate: string | null; endDate: string | null },
): string {
  const date = course.endDate ?? course.startDate;
  const month = date
    ? new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(day(date))
    : '';
  const year = date ? date.slice(0, 4) : '';
  const base = translate(lang, FILE_KEYS[kind], { city: course.city.trim(), month, year })
    // eslint-disable-next-line no-control-regex -- control characters are among what it replaces
    .replace(/[\u0000-\u001f\u007f"\\/:*?<>|]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base}.${kind === 'sheetPdf' ? 'pdf' : 'xlsx'}`;
}

/** A day as people of the language write it (23/11/2026, 11/23/2026). */
export function formatDay(lang: Lang, date: string): string {
  return new Intl.DateTimeFormat(lang, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day(date));
}

/** A session's heading: its day, its hours and what it is. */
export function sessionLabel(lang: Lang, s: ExportSession): string {
  return `${formatDay(lang, s.date)} ${s.startTime}–${s.endTime} ${s.description}`;
}
