import { Slots } from './slots';

/** Work that runs until its test lets it finish. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

const busy = () => new Error('busy');
/** Lets every promise that can settle do so. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('Slots', () => {
  it('runs at most atOnce in all and perCaller for one caller; the rest wait, then start', async () => {
    const slots = new Slots({ atOnce: 3, perCaller: 2, waiting: 10, waitingPerCaller: 10 }, busy);
    const started: string[] = [];
    const jobs = ['ana', 'ana', 'ana', 'luis', 'eva'].map((caller, i) => {
      const h = held();
      const result = slots.run(caller, () => {
        started.push(`${caller}${i}`);
        return h.work();
      });
      return { ...h, result };
    });
    await settle();
    // ana's third waits for her share; luis takes the last slot; eva waits for the total.
    expect(started).toEqual(['ana0', 'ana1', 'luis3']);
    expect(slots.load).toEqual({ running: 3, waiting: 2 });
    jobs[3].finish();
    await settle();
    // The freed slot goes to the first waiter who may start: ana is still at her share.
    expect(started).toEqual(['ana0', 'ana1', 'luis3', 'eva4']);
    jobs[0].finish();
    await settle();
    expect(started).toEqual(['ana0', 'ana1', 'luis3', 'eva4', 'ana2']);
    for (const job of jobs) job.finish();
    await Promise.all(jobs.map((j) => j.result));
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once past the queue, in all and for one caller', async () => {
    const slots = new Slots({ atOnce: 1, perCaller: 1, waiting: 2, waitingPerCaller: 1 }, busy);
    const first = held();
    const running = slots.run('ana', first.work);
    const anaWaits = slots.run('ana', async () => 'ana');
    // ana already waits once: her second wait is refused, while luis may still wait.
    await expect(slots.run('ana', async () => 'again')).rejects.toThrow('busy');
    const luisWaits = slots.run('luis', async () => 'luis');
    // The queue is full (2): eva is refused although she waits for nothing else.
    await expect(slots.run('eva', async () => 'eva')).rejects.toThrow('busy');
    first.finish();
    await expect(Promise.all([running, anaWaits, luisWaits])).resolves.toEqual([undefined, 'ana', 'luis']);
  });

  it('frees the slot of work that fails', async () => {
    const slots = new Slots({ atOnce: 1, perCaller: 1, waiting: 0, waitingPerCaller: 0 }, busy);
    await expect(
      slots.run('ana', async () => {
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    await expect(slots.run('ana', async () => 'next')).resolves.toBe('next');
  });
});
