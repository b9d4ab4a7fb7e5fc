/**
 * How much heavy work (a report's statements, an export's cursor) may run at once: `atOnce` in
 * all and `perCaller` for one caller, with at most `waiting` more waiting their turn, of which
 * `waitingPerCaller` one caller's.
 */
export type SlotLimits = {
  atOnce: number;
  perCaller: number;
  waiting: number;
  waitingPerCaller: number;
};

type Waiter = { caller: string | number; start: () => void };

/**
 * A counting semaphore with a bounded queue, per process: each replica has its own connection
 * pool, and what this keeps is a part of that pool for everyone else (sign-in, the lists). Work
 * waiting here holds no connection; work past the queue is refused at once with `busy()`, so that
 * a burst never becomes a backlog. Waiters start in arrival order, each as soon as both its
 * caller's share and the total allow, so that one caller's queue never holds another's back.
 */
export class Slots {
  private running = 0;
  private readonly runningBy = new Map<string | number, number>();
  private readonly waitingBy = new Map<string | number, number>();
  private readonly queue: Waiter[] = [];

  constructor(
    private readonly limits: SlotLimits,
    private readonly busy: () => Error,
  ) {}

  /** Runs `work` once a slot is free for `caller`, and frees it however the work ends. */
  async run<T>(caller: string | number, work: () => Promise<T>): Promise<T> {
    await this.take(caller);
    try {
      return await work();
    } finally {
      this.release(caller);
    }
  }

  /** What is running and waiting now (the bench and the logs read it). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  private fits(caller: string | number): boolean {
    return this.running < this.limits.atOnce && (this.runningBy.get(caller) ?? 0) < this.limits.perCaller;
  }

  private start(caller: string | number): void {
    this.running++;
    this.runningBy.set(caller, (this.runningBy.get(caller) ?? 0) + 1);
  }

  private take(caller: string | number): Promise<void> {
    if (this.fits(caller)) {
      this.start(caller);
      return Promise.resolve();
    }
    const waiting = this.waitingBy.get(caller) ?? 0;
    if (this.queue.length >= this.limits.waiting || waiting >= this.limits.waitingPerCaller)
      return Promise.reject(this.busy());
    this.waitingBy.set(caller, waiting + 1);
    return new Promise<void>((resolve) => this.queue.push({ caller, start: resolve }));
  }

  private release(caller: string | number): void {
    this.running--;
    const left = (this.runningBy.get(caller) ?? 1) - 1;
    if (left > 0) this.runningBy.set(caller, left);
    else this.runningBy.delete(caller);
    // The queue is short (bounded by `waiting`): one pass finds whoever may start now.
    for (let i = 0; i < this.queue.length && this.running < this.limits.atOnce;) {
      const waiter = this.queue[i];
      if (!this.fits(waiter.caller)) {
        i++;
        continue;
      }
      this.queue.splice(i, 1);
      const still = (this.waitingBy.get(waiter.caller) ?? 1) - 1;
      if (still > 0) this.waitingBy.set(waiter.caller, still);
      else this.waitingBy.delete(waiter.caller);
      this.start(waiter.caller);
      waiter.start();
    }
  }
}
