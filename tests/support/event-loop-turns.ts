/**
 * Whether a long writer (an export, a file drawn row by row) lets the server answer other calls as
 * it goes: rows that note how far they were read, and a neighbour that runs at every turn of the
 * event loop (as another request would) and notes how far the writer got each time. No timing.
 */

/** `rows` as they are, telling the highest index read so far. */
export function watchedRows<T>(rows: T[]): { rows: T[]; read: () => number } {
  let read = 0;
  const watched = new Proxy(rows, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) read = Math.max(read, Number(key) + 1);
      return Reflect.get(target, key, receiver);
    },
  });
  return { rows: watched, read: () => read };
}

/** The most rows `work` read between two turns of the event loop. */
export async function mostReadBetweenTurns(read: () => number, work: () => Promise<void>): Promise<number> {
  let seen = 0;
  let most = 0;
  let writing = true;
  const neighbour = () => {
    most = Math.max(most, read() - seen);
    seen = read();
    if (writing) setImmediate(neighbour);
  };
  setImmediate(neighbour);
  try {
    await work();
  } finally {
    writing = false;
  }
  return Math.max(most, read() - seen);
}
