import PDFDocument from 'pdfkit';
import { translate, type Lang } from '@federa/schema/i18n';
import { printable } from '../courses/course-export.pdf';
import { PERSONAL_LIST_MAX, type PersonalData, type PersonalList } from './member.personal-data';

const SECTIONS = [
  'fees',
  'grades',
  'titles',
  'enrolments',
  'reportTemplates',
  'contactMessages',
  'recordHistory',
  'actions',
] as const;

function value(raw: unknown): string {
  if (raw === null || raw === undefined || raw === '') return '—';
  if (raw instanceof Date) return raw.toISOString().slice(0, 10);
  if (typeof raw === 'object') return JSON.stringify(raw);
  return String(raw);
}

/** The export as a person reads it: A4, the record, then each list, one line per entry. */
export function personalDataPdf(data: PersonalData, lang: Lang): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: 'Federa' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const name = `${value(data.member.nombre)} ${value(data.member.apellido)}`;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(printable(t('personalData.title', { name })));
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(printable(t('personalData.generated', { date: new Date().toISOString().slice(0, 10) })));
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(printable(t('personalData.member')));
  doc.font('Helvetica').fontSize(10);
  for (const [key, raw] of Object.entries(data.member)) doc.text(printable(`${key}: ${value(raw)}`));
  for (const section of SECTIONS) {
    const list: PersonalList = data[section];
    doc.moveDown();
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(printable(t(`personalData.${section}`)));
    doc.font('Helvetica').fontSize(9);
    if (list.rows.length === 0) doc.text(printable(t('personalData.none')));
    for (const row of list.rows)
      doc.text(
        printable(
          Object.entries(row)
            .map(([key, raw]) => `${key}: ${value(raw)}`)
            .join(' · '),
        ),
      );
    if (list.more) doc.text(printable(t('personalData.more', { count: PERSONAL_LIST_MAX })));
  }
  doc.end();
  return done;
}
