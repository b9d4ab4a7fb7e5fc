import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CARD_FILE_NAME } from '@federa/schema/validation/cards';
import { saveBlob } from '../../api/downloadFile';
import type { CardLabels } from '../cardDocument';
import type { FromWorker, ToWorker } from '../cardPdfMessages';
import type { PrintSlice } from '../cardSelection';
import { fetchPrintRows, type PrintList } from '../printRows';

export type PdfProgress =
  | { phase: 'idle' }
  | { phase: 'loading'; loaded: number; total: number }
  // drawn is -1 while pdfmake lays the cards out (it tells nothing then), the cards drawn after.
  | { phase: 'drawing'; drawn: number; total: number };

const IDLE: PdfProgress = { phase: 'idle' };

/**
 * The PDF download of part 2 §2.2: rows fetched here, drawn by a worker (cardPdf.worker.ts),
 * saved as carnets-asociados.pdf. `cancel` aborts the fetches and ends the worker: nothing is
 * saved. Failures are only logged (§8) and the progress goes away.
 */
export function useCardPdf() {
  const client = useApolloClient();
  const [progress, setProgress] = useState<PdfProgress>(IDLE);
  const running = useRef<{ worker: Worker; aborter: AbortController } | null>(null);

  const stop = useCallback(() => {
    running.current?.aborter.abort();
    running.current?.worker.terminate();
    running.current = null;
    setProgress(IDLE);
  }, []);
  // Leaving the screen mid-build cancels it too.
  useEffect(() => stop, [stop]);

  const start = useCallback(
    async (list: PrintList, slices: PrintSlice[], total: number, labels: CardLabels) => {
      stop();
      const worker = new Worker(new URL('../cardPdf.worker.ts', import.meta.url), { type: 'module' });
      const aborter = new AbortController();
      const run = { worker, aborter };
      running.current = run;
      const post = (message: ToWorker) => worker.postMessage(message);
      const fail = (error: unknown) => {
        if (running.current !== run) return; // cancelled: not a failure
        console.error('Card PDF failed', error);
        stop();
      };
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const message = event.data;
        if (running.current !== run) return;
        if (message.type === 'drawing') setProgress({ phase: 'drawing', drawn: -1, total: message.total });
        else if (message.type === 'progress')
          setProgress({ phase: 'drawing', drawn: message.drawn, total: message.total });
        else if (message.type === 'error') fail(new Error(message.message));
        else {
          saveBlob(new Blob([message.pdf], { type: 'application/pdf' }), CARD_FILE_NAME);
          stop();
        }
      };
      worker.onerror = (event) => fail(event.message);
      setProgress({ phase: 'loading', loaded: 0, total });
      let loaded = 0;
      try {
        await fetchPrintRows(client, list, slices, aborter.signal, (cards) => {
          loaded += cards.length;
          if (running.current === run) setProgress({ phase: 'loading', loaded, total });
          post({ type: 'cards', cards });
        });
        if (running.current === run) post({ type: 'end', origin: window.location.origin, labels });
      } catch (error) {
        fail(error);
      }
    },
    [client, stop],
  );

  return { progress, start, cancel: stop };
}
