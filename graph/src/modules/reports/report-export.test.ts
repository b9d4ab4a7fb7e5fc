import { PassThrough, type Writable } from 'node:stream';
import { mostReadBetweenTurns, watchedRows } from '../../../../tests/support/event-loop-turns';
import { ROWS_PER_TURN } from '../common/file-stream';
import { writeCsv, writeXlsx, type RowBatches } from './report-export';
import type { ReportCell, ReportColumn } from './report.service';

const COLUMNS: ReportColumn[] = [
  { key: 'numAcae', name: 'Número', type: 'entero' },
  { key: 'nombre', name: 'Nombre', type: 'texto' },
];

/**
 * The most rows a writer reads of a 1,000-row batch (as the cursor gives) between two turns of the
 * event loop.
 */
async function rowsBetweenTurns(
  write: (out: Writable, lang: 'es', columns: ReportColumn[], batches: RowBatches) => Promise<void>,
): Promise<number> {
  const { rows, read } = watchedRows<ReportCell[]>(
    Array.from({ length: 1000 }, (_, i) => [i, `Nombre ${i}`]),
  );
  const out = new PassThrough();
  out.resume();
  async function* batches() {
    yield rows;
  }
  return mostReadBetweenTurns(read, () => write(out, 'es', COLUMNS, batches()));
}

describe('the report export lets other requests run as it writes', () => {
  it.each([
    ['CSV', writeCsv],
    ['xlsx', writeXlsx],
  ])('%s: at most ROWS_PER_TURN rows of a 1,000-row batch between turns', async (_, write) => {
    expect(await rowsBetweenTurns(write)).toBeLessThanOrEqual(ROWS_PER_TURN);
  });
});

describe('euros (moneda) in the CSV', () => {
  it.each([
    ['es', '12,50;1234,05;3'],
    ['en', '12.50;1234.05;3'],
  ] as const)('%s: always two decimals, in the language’s way', async (lang, line) => {
    const columns: ReportColumn[] = [
      { key: 'sum.importe', name: 'Importe', type: 'moneda' },
      { key: 'avg.importe', name: 'Media', type: 'moneda' },
      { key: 'count', name: 'Número', type: 'entero' },
    ];
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    async function* batches() {
      yield [[12.5, 1234.05, 3]];
    }
    await writeCsv(out, lang, columns, batches());
    expect(text.split('\r\n')[1]).toBe(line);
  });
});
