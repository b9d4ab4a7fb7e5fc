import { Worker } from 'node:worker_threads';
import { DomainError } from './domain-error';
import { Slots, type SlotLimits } from './slots';

/**
 * Work too long to run between two requests (reading a spreadsheet, drawing a PDF) runs in a worker
 * thread: the requests go on while it runs, it has its own heap that it cannot outgrow, and a time
 * to finish in. The worker's code is plain JavaScript given as text (it runs outside the compiled
 * server and the tests' transform alike) and answers with one message.
 */
export type WorkerJob = {
  /** CommonJS source run with `eval`; it reads `workerData` and posts one answer. */
  source: string;
  workerData: unknown;
  heapMb: number;
  seconds: number;
};

/** The worker crashed, ran out of memory or time, or ended without answering. */
export class WorkerFailed extends Error {
  constructor() {
    super('worker: no answer');
  }
}

/**
 * Workers of one kind (each holds its own heap) as `Slots` let them: a bounded number at once and
 * per caller, a bounded queue behind them; past it the caller is told to come back rather than
 * queued without end.
 */
export class WorkerSlots {
  private readonly slots: Slots;

  constructor(limits: SlotLimits) {
    this.slots = new Slots(
      limits,
      () => new DomainError('SERVICE_UNAVAILABLE', 'common.unavailable', { retryAfterSeconds: 10 }),
    );
  }

  run<T>(caller: string | number, job: WorkerJob): Promise<T> {
    return this.slots.run(caller, () => inWorker<T>(job));
  }
}

function inWorker<T>(job: WorkerJob): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(job.source, {
      eval: true,
      workerData: job.workerData,
      resourceLimits: { maxOldGenerationSizeMb: job.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    const timer = setTimeout(() => void worker.terminate(), job.seconds * 1000);
    let answered = false;
    worker.once('message', (answer: T) => {
      answered = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    });
    const failed = () => {
      clearTimeout(timer);
      if (!answered) reject(new WorkerFailed());
    };
    worker.once('error', failed);
    worker.once('exit', failed);
  });
}
