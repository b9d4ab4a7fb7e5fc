import { PassThrough, type Writable } from 'node:stream';
import { ROWS_PER_TURN } from '../common/file-stream';
import { writeCsv, writeXlsx, type RowBatches } from './report-export';
import type { ReportCell, ReportColumn } from './report.service';

const COLUMNS: ReportColumn[] = [
  { key: 'numAcae', name: 'Número', type: 'entero' },
  { key: 'nombre', name: 'Nombre', type: 'texto' },
];

/** One batch of `n` rows (as the cursor gives 1,000) that tells how many of its rows were read. */
function watchedBatch(n: number) {
  let read = 0;
  const rows: ReportCell[][] = Array.from({ length: n }, (_, i) => [i, `Nombre ${i}`]);
  const batch = new Proxy(rows, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) read = Math.max(read, Number(key) + 1);
      return Reflect.get(target, key, receiver);
    },
  });
  return { batch, read: () => read };
}

/**
 * The most rows a writer reads between two turns of the event loop: a neighbour that runs at every
 * turn (as another request would) notes how far the writer got each time it runs.
 */
async function rowsBetweenTurns(
  write: (out: Writable, lang: 'es', columns: ReportColumn[], batches: RowBatches) => Promise<void>,
): Promise<number> {
  const { batch, read } = watchedBatch(1000);
  const out = new PassThrough();
  out.resume();
  let seen = 0;
  let most = 0;
  let writing = true;
  const neighbour = () => {
    most = Math.max(most, read() - seen);
    seen = read();
    if (writing) setImmediate(neighbour);
  };
  setImmediate(neighbour);
  async function* batches() {
    yield batch;
  }
  await write(out, 'es', COLUMNS, batches());
  writing = false;
  return Math.max(most, read() - seen);
}

describe('the report export lets other requests run as it writes', () => {
  it.each([
    ['CSV', writeCsv],
    ['xlsx', writeXlsx],
  ])('%s: at most ROWS_PER_TURN rows of a 1,000-row batch between turns', async (_, write) => {
    expect(await rowsBetweenTurns(write)).toBeLessThanOrEqual(ROWS_PER_TURN);
  });
});
