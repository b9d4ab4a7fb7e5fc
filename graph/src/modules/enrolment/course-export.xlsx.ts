import type ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { translate, type Lang } from '@federa/schema/i18n';
import type { CourseAccess } from '../courses/course-access';
import { formatDay, sessionLabel } from './course-export.names';
import type { ExportEntry, ExportMember, ExportSession } from './course-export.rows';
import { drained, FORMULA_START, nextTurn, ROWS_PER_TURN } from '../common/file-stream';
import { loadExcel } from '../common/heavy-modules';

export type Pages = AsyncIterable<ExportMember[]>;

function commitRow(row: ExcelJS.Row): void {
  row.eachCell((cell) => {
    if (typeof cell.value === 'string' && FORMULA_START.test(cell.value)) cell.numFmt = '@';
  });
  row.commit();
}

const BORDER: Partial<ExcelJS.Borders> = {
  top: { style: 'thin' },
  left: { style: 'thin' },
  bottom: { style: 'thin' },
  right: { style: 'thin' },
};

async function openBook(
  out: Writable,
  sheetName: string,
  options: Partial<ExcelJS.AddWorksheetOptions> = {},
) {
  const { stream } = await loadExcel();
  const book = new stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  return { book, sheet: book.addWorksheet(sheetName, options) };
}

const labels = (lang: Lang) => {
  const t = (key: string) => translate(lang, `courses.${key}`);
  return {
    t,
    yesNo: (value: boolean) => t(value ? 'exportYes' : 'exportNo'),
    fixed: [t('exportNumber'), t('exportSurname'), t('exportName'), t('exportDojo')],
  };
};

/**
 * The enrolled members (descargar_alumnosExcel): number, surname, name, dojo, adult or child,
 * clauses accepted (empty when the course asks none), paid, attended. `complete`
 * (descargar_alumnosExcelComp) adds a group of columns per session and event: attended, paid and,
 * for events, how many come; empty where the member did not sign up for it.
 */
export async function writeEnrolledList(
  out: Writable,
  lang: Lang,
  course: CourseAccess,
  sessions: ExportSession[],
  pages: Pages,
  complete: boolean,
): Promise<void> {
  const { t, yesNo, fixed } = labels(lang);
  const { book, sheet } = await openBook(out, t('exportEnrolledSheet'), {
    views: [{ state: 'frozen', ySplit: complete ? 2 : 1, xSplit: 3 }],
  });
  const heads = [...fixed, t('exportAge'), t('exportClauses'), t('exportPaid'), t('exportAttended')];
  const widths = [12, 24, 18, 26, 10, 12, 10, 10];
  const groups = complete ? sessions.map((s) => ({ session: s, width: s.kind === 'E' ? 3 : 2 })) : [];
  sheet.columns = [
    ...widths.map((width) => ({ width })),
    ...groups.flatMap((g) => Array.from({ length: g.width }, () => ({ width: 11 }))),
  ];

  if (complete) {
    // Two heading rows: each session's label over its own columns. Merged before they are
    // committed: the streaming writer cannot reach a row once written.
    const top: (string | null)[] = [...heads];
    const sub: (string | null)[] = heads.map(() => null);
    for (const g of groups) {
      top.push(sessionLabel(lang, g.session), ...Array.from({ length: g.width - 1 }, () => null));
      if (g.session.kind === 'E') sub.push(t('exportAttendees'));
      sub.push(t('exportAttended'), t('exportPaid'));
    }
    const head = sheet.addRow(top);
    const second = sheet.addRow(sub);
    heads.forEach((_, i) => sheet.mergeCells(1, i + 1, 2, i + 1));
    let column = heads.length + 1;
    for (const g of groups) {
      sheet.mergeCells(1, column, 1, column + g.width - 1);
      column += g.width;
    }
    head.font = { bold: true };
    second.font = { bold: true };
    commitRow(head);
    commitRow(second);
  } else {
    const head = sheet.addRow(heads);
    head.font = { bold: true };
    commitRow(head);
  }

  for await (const page of pages) {
    for (const [i, m] of page.entries()) {
      if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
      const values: (string | number | null)[] = [
        m.number,
        m.lastName,
        m.firstName,
        m.dojoName,
        t(m.adult ? 'exportAdult' : 'exportChild'),
        course.clausesActive ? yesNo(m.clauseAccepted) : null,
        yesNo(m.paid),
        yesNo(m.attended),
      ];
      if (complete) {
        const bySession = new Map<number, ExportEntry>(m.entries.map((e) => [e.sessionId, e]));
        for (const g of groups) {
          const e = bySession.get(g.session.id);
          if (g.session.kind === 'E') values.push(e ? e.eventAttendees : null);
          values.push(e ? yesNo(e.attended) : null, e ? yesNo(e.paid) : null);
        }
      }
      commitRow(sheet.addRow(values));
    }
    await drained(out);
  }
  sheet.commit();
  await book.commit();
}

/** The dates line of a sheet: first and last day of the course. */
export function datesLine(lang: Lang, course: CourseAccess): string {
  const from = course.startDate ? formatDay(lang, course.startDate) : '';
  const to = course.endDate ? formatDay(lang, course.endDate) : from;
  return translate(lang, 'courses.exportDates', { from, to });
}

/**
 * The attendance sheet to print and sign (descargar_plantilla_Excel): the course's title, city
 * and dates, then a row per enrolled member with a cell per session to sign in; a dash where they
 * did not sign up for it.
 */
export async function writeSignSheetXlsx(
  out: Writable,
  lang: Lang,
  course: CourseAccess,
  sessions: ExportSession[],
  pages: Pages,
): Promise<void> {
  const { t, fixed } = labels(lang);
  const headRow = 4;
  const { book, sheet } = await openBook(out, t('exportSignSheet'), {
    pageSetup: {
      orientation: 'landscape',
      paperSize: 9,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: `${headRow}:${headRow}`,
    },
    views: [{ state: 'frozen', ySplit: headRow, xSplit: 0 }],
  });
  sheet.columns = [
    { width: 12 },
    { width: 24 },
    { width: 18 },
    { width: 22 },
    ...sessions.map(() => ({ width: 18 })),
  ];

  const title = sheet.addRow([course.title]);
  title.font = { bold: true, size: 14 };
  commitRow(title);
  commitRow(
    sheet.addRow([translate(lang, 'courses.exportCity', { city: course.city }), datesLine(lang, course)]),
  );
  commitRow(sheet.addRow([]));
  const head = sheet.addRow([
    ...fixed,
    ...sessions.map((s) => `${sessionLabel(lang, s)}\n${t('exportSignature')}`),
  ]);
  head.font = { bold: true };
  head.height = 48;
  head.eachCell((cell) => {
    cell.border = BORDER;
    cell.alignment = { wrapText: true, vertical: 'middle' };
  });
  commitRow(head);

  const dash = t('exportNotSignedUp');
  for await (const page of pages) {
    for (const [i, m] of page.entries()) {
      if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
      const signedUp = new Set(m.entries.map((e) => e.sessionId));
      const row = sheet.addRow([
        m.number,
        m.lastName,
        m.firstName,
        m.dojoName,
        ...sessions.map((s) => (signedUp.has(s.id) ? null : dash)),
      ]);
      row.height = 30;
      for (let c = 1; c <= 4 + sessions.length; c++) {
        const cell = row.getCell(c);
        cell.border = BORDER;
        cell.alignment = { vertical: 'middle', horizontal: c > 4 ? 'center' : undefined };
      }
      commitRow(row);
    }
    await drained(out);
  }
  sheet.commit();
  await book.commit();
}
