/**
 * What the local gateway remembers, as Redsys does: the orders it authorised and how much of
 * each it gave back, so that an order is not paid twice (SIS0051) and a refund of an unknown
 * operation (SIS0054) or of more than was paid (SIS0057) is refused. In memory: a development
 * gateway that forgets on restart, at most `capacity` orders (the oldest go first).
 */
export class GatewayLedger {
  private readonly orders = new Map<string, { amountCents: number; refundedCents: number }>();

  constructor(private readonly capacity = 10_000) {}

  has(order: string): boolean {
    return this.orders.has(order);
  }

  authorise(order: string, amountCents: number): void {
    if (this.orders.size >= this.capacity) this.orders.delete(this.orders.keys().next().value!);
    this.orders.set(order, { amountCents, refundedCents: 0 });
  }

  /** Gives back part or all of an order: null when allowed, else Redsys's code. */
  refund(order: string, amountCents: number): string | null {
    const entry = this.orders.get(order);
    if (!entry) return 'SIS0054';
    if (entry.refundedCents + amountCents > entry.amountCents) return 'SIS0057';
    entry.refundedCents += amountCents;
    return null;
  }
}
