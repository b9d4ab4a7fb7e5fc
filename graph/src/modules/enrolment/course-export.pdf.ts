import type PDFDocument from 'pdfkit';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { translate, type Lang } from '@federa/schema/i18n';
import type { CourseAccess } from '../courses/course-access';
import { formatDay } from './course-export.names';
import type { ExportMember, ExportSession } from './course-export.rows';
import { drained, nextTurn, ROWS_PER_TURN } from '../common/file-stream';
import { loadPdfKit } from '../common/heavy-modules';
import { printable } from '../common/pdf-text';
import { datesLine, type Pages } from './course-export.xlsx';

// A4 landscape in points, with the standard PDF fonts (nothing to ship or embed).
const PAGE = { width: 841.89, height: 595.28, margin: 36 };
const TABLE_TOP = 84;
const HEAD_HEIGHT = 42;
const ROW_HEIGHT = 24;
const FOOTER = 20;
const FIXED = [
  { key: 'exportNumber', width: 60 },
  { key: 'exportMember', width: 190 },
  { key: 'exportDojo', width: 120 },
] as const;
/** Sessions side by side on one page: more go to a further pass over the members. */
const SESSIONS_PER_PART = 6;

type Doc = InstanceType<typeof PDFDocument>;

/** One line in a cell: cut with an ellipsis when wider than it. */
function cellText(doc: Doc, text: string, x: number, y: number, width: number): void {
  let shown = printable(text);
  if (doc.widthOfString(shown) > width) {
    while (shown.length > 1 && doc.widthOfString(`${shown}…`) > width) shown = shown.slice(0, -1);
    shown = `${shown.trimEnd()}…`;
  }
  doc.text(shown, x, y, { lineBreak: false });
}

/**
 * The attendance sheet to print and sign (descargar_plantilla), drawn as the members arrive: the
 * course's title, city and dates on every page, then a row per enrolled member (by surname) with
 * a cell per session to sign, a dash where they did not sign up for it. More sessions than fit a
 * page make further passes, each with its share of sessions. pdfkit writes each page out as the
 * next begins, so the file is never whole in memory.
 */
export async function writeSignSheetPdf(
  out: Writable,
  lang: Lang,
  course: CourseAccess,
  sessions: ExportSession[],
  members: () => Pages,
): Promise<void> {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(lang, `courses.${key}`, params);
  const PDFKit = await loadPdfKit();
  const doc = new PDFKit({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE.margin,
    autoFirstPage: false,
    info: { Title: printable(course.title), Creator: 'Federa' },
  });
  doc.pipe(out);
  const parts: ExportSession[][] = [];
  for (let i = 0; i < sessions.length; i += SESSIONS_PER_PART)
    parts.push(sessions.slice(i, i + SESSIONS_PER_PART));
  if (!parts.length) parts.push([]);

  const fixedWidth = FIXED.reduce((sum, c) => sum + c.width, 0);
  const tableWidth = PAGE.width - 2 * PAGE.margin;
  const bottom = PAGE.height - PAGE.margin - FOOTER;
  let pageNumber = 0;

  const startPage = (part: ExportSession[], partIndex: number): number => {
    doc.addPage();
    pageNumber++;
    const left = PAGE.margin;
    doc.font('Helvetica-Bold').fontSize(14);
    cellText(doc, course.title, left, PAGE.margin, tableWidth);
    doc.font('Helvetica').fontSize(10);
    let line = `${t('exportCity', { city: course.city })}    ${datesLine(lang, course)}`;
    if (parts.length > 1) {
      const from = partIndex * SESSIONS_PER_PART + 1;
      line += `    ${t('exportSessionsPart', { from, to: from + part.length - 1, total: sessions.length })}`;
    }
    cellText(doc, line, left, PAGE.margin + 22, tableWidth);
    cellText(doc, t('exportPage', { page: pageNumber }), PAGE.width - PAGE.margin - 80, bottom + 8, 80);

    const sessionWidth = part.length ? Math.min(130, (tableWidth - fixedWidth) / part.length) : 0;
    let x = left;
    doc.font('Helvetica-Bold').fontSize(8);
    for (const c of FIXED) {
      doc.rect(x, TABLE_TOP, c.width, HEAD_HEIGHT).stroke();
      cellText(doc, t(c.key), x + 4, TABLE_TOP + 16, c.width - 8);
      x += c.width;
    }
    for (const s of part) {
      doc.rect(x, TABLE_TOP, sessionWidth, HEAD_HEIGHT).stroke();
      doc.font('Helvetica-Bold').fontSize(7.5);
      cellText(
        doc,
        `${formatDay(lang, s.date)} ${s.startTime}–${s.endTime}`,
        x + 3,
        TABLE_TOP + 4,
        sessionWidth - 6,
      );
      doc.font('Helvetica').fontSize(7.5);
      cellText(doc, s.description, x + 3, TABLE_TOP + 16, sessionWidth - 6);
      cellText(doc, t('exportSignature'), x + 3, TABLE_TOP + 28, sessionWidth - 6);
      x += sessionWidth;
    }
    return TABLE_TOP + HEAD_HEIGHT;
  };

  const drawRow = (m: ExportMember, part: ExportSession[], y: number) => {
    const sessionWidth = part.length ? Math.min(130, (tableWidth - fixedWidth) / part.length) : 0;
    const texts = [m.number ?? '', `${m.lastName}, ${m.firstName}`, m.dojoName];
    let x = PAGE.margin;
    doc.font('Helvetica').fontSize(9);
    FIXED.forEach((c, i) => {
      doc.rect(x, y, c.width, ROW_HEIGHT).stroke();
      cellText(doc, texts[i], x + 4, y + 8, c.width - 8);
      x += c.width;
    });
    const signedUp = new Set(m.entries.map((e) => e.sessionId));
    for (const s of part) {
      doc.rect(x, y, sessionWidth, ROW_HEIGHT).stroke();
      if (!signedUp.has(s.id)) cellText(doc, t('exportNotSignedUp'), x + sessionWidth / 2 - 4, y + 8, 12);
      x += sessionWidth;
    }
  };

  for (const [index, part] of parts.entries()) {
    let y = startPage(part, index);
    for await (const page of members()) {
      for (const [i, m] of page.entries()) {
        if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
        if (y + ROW_HEIGHT > bottom) y = startPage(part, index);
        drawRow(m, part, y);
        y += ROW_HEIGHT;
      }
      await drained(out);
    }
  }
  doc.end();
  await finished(out);
}
