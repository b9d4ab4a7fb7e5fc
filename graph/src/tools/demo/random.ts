/**
 * A small seeded PRNG (sfc32) with the helpers the demo generator needs. Math.random is never
 * used, so one seed (and one `today`) always yields the same federation.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    // splitmix32 spreads a small integer seed over the 128-bit state; nearby seeds would
    // otherwise start sfc32 in nearly identical states.
    let s = seed >>> 0;
    const mix = (): number => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    for (let i = 0; i < 12; i++) this.uint32();
  }

  /**
   * An independent stream for one part of the data (members, fees, courses...), so that changing
   * how one table is generated does not reshuffle the others.
   */
  fork(label: string): Random {
    return new Random(hashString(label, this.uint32()));
  }

  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick on an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** An index drawn with the given (non-negative) weights. */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i] as number;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** Fisher-Yates, in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }

  /** Fisher-Yates for typed arrays, which the member allocation uses for a million slots. */
  shuffleInts(items: Int32Array): Int32Array {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = items[i] as number;
      items[i] = items[j] as number;
      items[j] = tmp;
    }
    return items;
  }

  /** A day number (see calendar.ts) in [from, to], both included. */
  dayBetween(from: number, to: number): number {
    return to <= from ? from : this.int(from, to);
  }

  /** A Date between two dates, for callers that do not work in day numbers. */
  dateBetween(from: Date, to: Date): Date {
    return new Date(from.getTime() + Math.floor(this.next() * (to.getTime() - from.getTime())));
  }

  /** Lower-case hexadecimal characters, e.g. for validation codes. */
  hex(length: number): string {
    let out = '';
    while (out.length < length) out += this.uint32().toString(16).padStart(8, '0');
    return out.slice(0, length);
  }

  /** A string of decimal digits (leading zeros allowed). */
  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += String(Math.floor(this.next() * 10));
    return out;
  }
}

/** FNV-1a over a label, mixed with a number: a stable seed for `fork`. */
export function hashString(text: string, salt = 0): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
