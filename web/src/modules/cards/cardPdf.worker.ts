/// <reference lib="webworker" />
// Builds the cards' PDF off the main thread (part 2 §2.2): the page stays responsive while
// thousands of cards are laid out, and a cancel ends this worker, which stops the work at once.
// The only module that imports pdfmake, so that pdfmake never weighs on the app's own chunks.
import pdfMakeModule from 'pdfmake/build/pdfmake';
import vfs from 'pdfmake/build/vfs_fonts';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { loadAvatars } from './avatarImages';
import { cardDocument } from './cardDocument';
import type { ToWorker, FromWorker } from './cardPdfMessages';

// @types/pdfmake describes pdfmake 0.3; the 0.2 build in use takes the fonts' files as the
// fourth argument of createPdf and answers getBuffer through a callback.
type PdfMake02 = {
  createPdf: (
    doc: TDocumentDefinitions,
    tableLayouts?: unknown,
    fonts?: unknown,
    vfs?: unknown,
  ) => {
    getBuffer: (
      done: (buffer: Uint8Array) => void,
      options?: { progressCallback?: (part: number) => void },
    ) => void;
  };
};
const pdfMake = pdfMakeModule as unknown as PdfMake02;

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromWorker, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

const cards: Parameters<typeof cardDocument>[0][number][] = [];
const images = new Map<string, string>();
const aborter = new AbortController();
let avatars: Promise<void> = Promise.resolve();

function build(message: Extract<ToWorker, { type: 'end' }>) {
  const total = cards.length;
  const doc = cardDocument(cards, { origin: message.origin, labels: message.labels, images });
  post({ type: 'drawing', total });
  let shown = -1;
  pdfMake.createPdf(doc, undefined, undefined, vfs).getBuffer(
    (buffer) => {
      const pdf = buffer.buffer.slice(
        buffer.byteOffset,
        buffer.byteOffset + buffer.byteLength,
      ) as ArrayBuffer;
      post({ type: 'done', pdf }, [pdf]);
    },
    {
      // pdfmake tells the share of page items drawn; cards drawn is that share of the cards.
      progressCallback: (part) => {
        const drawn = Math.floor(part * total);
        if (drawn === shown) return;
        shown = drawn;
        post({ type: 'progress', drawn, total });
      },
    },
  );
}

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  try {
    if (message.type === 'cards') {
      cards.push(...message.cards);
      // Avatars are fetched while the next rows arrive; one chain keeps them in order.
      const names = message.cards.map((card) => card.avatar);
      avatars = avatars.then(() => loadAvatars(names, images, aborter.signal));
    } else {
      avatars.then(() => build(message)).catch(fail);
    }
  } catch (error) {
    fail(error);
  }
};

// pdfmake lays the document out inside a promise of its own (its URL resolver) and rethrows what
// fails there (an avatar that looks like a JPEG but is not one, say): an unhandled rejection, which
// never reaches the page's worker.onerror. Told to the page, so that it logs it and lets go.
scope.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  fail(event.reason);
});

function fail(error: unknown) {
  post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
