import { PassThrough } from 'node:stream';
import { mostReadBetweenTurns, watchedRows } from '../../../../tests/support/event-loop-turns';
import { ROWS_PER_TURN } from '../common/file-stream';
import { writeDanSheet } from './grade-docs';

// The dan-grade documentation (issue 26's pattern): a batch of 500 requests drawn into the
// workbook in one go held every other call; it now lets them run as the course exports do.

it('reads at most ROWS_PER_TURN requests of a 500-request batch between turns of the event loop', async () => {
  const { rows, read } = watchedRows(
    Array.from({ length: 500 }, (_, i) => ({
      idgrado: i + 1,
      num_acae: `01A${i}`,
      nombre: `Nombre ${i}`,
      dojo: 'Dojo',
      asociacion: 'Asociación',
      solicitado: '1º Dan',
      fecha: '2026-01-01',
      actual: '1º Kyu',
      fecha_actual: '2024-01-01',
      anios: 2,
      nhoras: 100,
    })),
  );
  const out = new PassThrough();
  out.resume();
  async function* batches() {
    yield rows;
  }
  expect(await mostReadBetweenTurns(read, () => writeDanSheet(out, 'es', batches()))).toBeLessThanOrEqual(
    ROWS_PER_TURN,
  );
});
