import { WorkerFailed, WorkerSlots } from './worker-slots';

const job = (source: string, seconds = 20) => ({ source, workerData: 21, heapMb: 32, seconds });
const ANSWER = `const { parentPort, workerData } = require('node:worker_threads'); parentPort.postMessage(workerData * 2);`;

describe('WorkerSlots', () => {
  it('answers what the worker posts', async () => {
    await expect(
      new WorkerSlots({ atOnce: 1, perCaller: 1, waiting: 1, waitingPerCaller: 1 }).run(1, job(ANSWER)),
    ).resolves.toBe(42);
  });

  it('fails a worker that throws, ends without answering or outlives its time', async () => {
    const slots = new WorkerSlots({ atOnce: 3, perCaller: 3, waiting: 0, waitingPerCaller: 0 });
    await expect(slots.run(1, job('throw new Error("no")'))).rejects.toBeInstanceOf(WorkerFailed);
    await expect(slots.run(1, job('process.exit(0)'))).rejects.toBeInstanceOf(WorkerFailed);
    await expect(slots.run(1, job('setInterval(() => {}, 1000)', 0.2))).rejects.toBeInstanceOf(WorkerFailed);
  });

  it('refuses a caller past their share of the queue, and lets the others in', async () => {
    const slots = new WorkerSlots({ atOnce: 1, perCaller: 1, waiting: 2, waitingPerCaller: 1 });
    const running = slots.run(1, job(ANSWER));
    const queued = slots.run(1, job(ANSWER));
    await expect(slots.run(1, job(ANSWER))).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      key: 'common.unavailable',
    });
    const other = slots.run(2, job(ANSWER));
    await expect(Promise.all([running, queued, other])).resolves.toEqual([42, 42, 42]);
  });
});
