import { translate, type Lang } from '@federa/schema/i18n';
import { printable } from '../common/pdf-text';
import { DomainError } from '../common/domain-error';
import { nextTurn, ROWS_PER_TURN } from '../common/file-stream';
import { WorkerFailed, WorkerSlots } from '../common/worker-slots';
import { PERSONAL_LIST_MAX, type PersonalList } from '../common/personal-data';
import type { PersonalData } from './member.personal-data';

/**
 * Entries a section prints, the newest: a page a line, a history of a thousand saves made a file
 * nobody reads. The JSON export keeps its own cap (PERSONAL_LIST_MAX).
 */
export const PDF_SECTION_MAX = 200;

/**
 * pdfkit lays out text synchronously (a long line with no space is broken letter by letter): one
 * person's history held every other request for seconds (issue 26). Drawn in a worker, each with
 * its own heap and a time to finish in; two at once as the import's sheets, one per caller.
 */
const drawings = new WorkerSlots({ atOnce: 2, perCaller: 1, waiting: 8, waitingPerCaller: 2 });
const PDF_HEAP_MB = 128;
const PDF_SECONDS = 30;

/** What the worker draws: a style and a line of text the standard fonts can print. */
type Style = 'title' | 'note' | 'heading' | 'field' | 'line' | 'gap';
type Block = [Style, string];

function value(raw: unknown): string {
  if (raw === null || raw === undefined || raw === '') return '—';
  if (raw instanceof Date) return raw.toISOString().slice(0, 10);
  if (typeof raw === 'object') return JSON.stringify(raw);
  return String(raw);
}

/** The texts of the export, in order; the rows leave the event loop free every few. */
async function blocksOf(data: PersonalData, lang: Lang): Promise<Block[]> {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const name = `${value(data.member.nombre)} ${value(data.member.apellido)}`;
  const blocks: Block[] = [
    ['title', printable(t('personalData.title', { name }))],
    ['note', printable(t('personalData.generated', { date: new Date().toISOString().slice(0, 10) }))],
    ['gap', ''],
    ['heading', printable(t('personalData.member'))],
  ];
  for (const [key, raw] of Object.entries(data.member))
    blocks.push(['field', printable(`${key}: ${value(raw)}`)]);
  // The sections in the modules' order; one the caller is not shown (contactMessages) is not
  // in the data at all, so it is left out rather than printed empty.
  for (const [section, part] of Object.entries(data)) {
    if (section === 'member') continue;
    const list = part as PersonalList;
    blocks.push(['gap', ''], ['heading', printable(t(`personalData.${section}`))]);
    if (list.rows.length === 0) blocks.push(['line', printable(t('personalData.none'))]);
    const printed = list.rows.slice(0, PDF_SECTION_MAX);
    for (const [i, row] of printed.entries()) {
      if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
      const line = Object.entries(row)
        .map(([key, raw]) => `${key}: ${value(raw)}`)
        .join(' · ');
      blocks.push(['line', printable(line)]);
    }
    const left = list.rows.length - printed.length;
    if (list.more) {
      blocks.push([
        'note',
        printable(t('personalData.pdfMoreThan', { count: left, max: PERSONAL_LIST_MAX })),
      ]);
    } else if (left > 0) blocks.push(['note', printable(t('personalData.pdfMore', { count: left }))]);
  }
  return blocks;
}

/**
 * The export as a person reads it: A4, the record, then each list, one line per entry; the
 * drawing's share of the workers counted for `caller`.
 */
export async function personalDataPdf(
  data: PersonalData,
  lang: Lang,
  caller: string | number,
): Promise<Buffer> {
  const blocks = await blocksOf(data, lang);
  let answer: { pdf?: Uint8Array };
  try {
    answer = await drawings.run(caller, {
      source: PDF_DRAWER,
      workerData: { pdfkit: require.resolve('pdfkit'), blocks },
      heapMb: PDF_HEAP_MB,
      seconds: PDF_SECONDS,
    });
  } catch (error) {
    if (error instanceof WorkerFailed) throw new DomainError('SERVICE_UNAVAILABLE', 'common.unavailable');
    throw error;
  }
  if (!answer.pdf) throw new DomainError('SERVICE_UNAVAILABLE', 'common.unavailable');
  return Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength);
}

/** The worker: the blocks drawn with pdfkit's standard fonts, the file answered whole. */
const PDF_DRAWER = `
const { parentPort, workerData } = require('node:worker_threads');
const PDFDocument = require(workerData.pdfkit);
const STYLES = {
  title: ['Helvetica-Bold', 16],
  note: ['Helvetica', 9],
  heading: ['Helvetica-Bold', 12],
  field: ['Helvetica', 10],
  line: ['Helvetica', 9],
};
const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: 'Federa' } });
const chunks = [];
doc.on('data', (chunk) => chunks.push(chunk));
doc.on('error', () => parentPort.postMessage({}));
doc.on('end', () => parentPort.postMessage({ pdf: Buffer.concat(chunks) }));
for (const [style, text] of workerData.blocks) {
  if (style === 'gap') doc.moveDown();
  else doc.font(STYLES[style][0]).fontSize(STYLES[style][1]).text(text);
}
doc.end();
`;
