import type { CardLabels, PrintedCard } from './cardDocument';

/** The page to the worker: rows as they are fetched, then the end with what the drawing needs. */
export type ToWorker =
  { type: 'cards'; cards: PrintedCard[] } | { type: 'end'; origin: string; labels: CardLabels };

/** The worker to the page: the drawing starts, cards drawn so far, the file, or what failed. */
export type FromWorker =
  | { type: 'drawing'; total: number }
  | { type: 'progress'; drawn: number; total: number }
  | { type: 'done'; pdf: ArrayBuffer }
  | { type: 'error'; message: string };
