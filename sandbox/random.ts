// A small seeded PRNG. Each company draws from its own stream (seed + company key), so a company's data does not
// depend on how many companies come before it: the demo companies are the same at any dataset size.

/** FNV-1a over a string, for deriving stream seeds from text keys. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Random {
  private state: number;

  constructor(seed: number, key = "") {
    this.state = (hashText(`${seed}:${key}`) ^ 0x9e3779b9) >>> 0;
  }

  /** mulberry32: fast, and good enough for test data. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += weightOf(item);
    let target = this.next() * total;
    for (const item of items) {
      target -= weightOf(item);
      if (target < 0) return item;
    }
    return items[items.length - 1];
  }

  /** `count` distinct items (or all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    if (count * 4 < items.length) {
      // Few from many: draw indexes rather than copying a long list for every call.
      const taken = new Set<number>();
      while (taken.size < count) taken.add(Math.floor(this.next() * items.length));
      return [...taken].map((index) => items[index]);
    }
    const copy = items.slice();
    const result: T[] = [];
    while (result.length < count && copy.length) {
      const index = Math.floor(this.next() * copy.length);
      result.push(copy[index]);
      copy[index] = copy[copy.length - 1];
      copy.pop();
    }
    return result;
  }

  digits(count: number): string {
    let text = "";
    for (let index = 0; index < count; index += 1) text += String(Math.floor(this.next() * 10));
    return text;
  }

  letters(count: number): string {
    let text = "";
    for (let index = 0; index < count; index += 1) text += String.fromCharCode(65 + Math.floor(this.next() * 26));
    return text;
  }
}
