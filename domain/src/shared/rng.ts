// A small seeded pseudo-random generator (mulberry32) and the draws deterministic content needs: the seed catalog
// derives a stream per idea, document and trend from (seed, id, salt), so one idea's content never depends on how
// many came before it; the local AI provider seeds one from the text of its input, so the same request always
// writes the same content.

/** Mixes integers into a well-spread 32-bit seed (murmur3's finaliser applied to each part in turn). */
export function mixSeed(...parts: number[]): number {
  return mixSeedOf(parts, 0, parts.length);
}

/** mixSeed of `parts[start]` up to `parts[end]` (excluded), without copying them out. */
export function mixSeedOf(parts: ArrayLike<number>, start: number, end: number): number {
  let h = 0x9e3779b9;
  for (let index = start; index < end; index++) {
    h = Math.imul(h ^ (parts[index]! | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/**
 * mulberry32: tiny, fast and good enough for content. A class rather than closures: one object per idea is created
 * a hundred thousand times in the benchmark catalog, and shared prototype methods keep that cheap.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** `count` distinct items in random order (all of them, shuffled, when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    if (count >= items.length) return this.shuffle(items);
    // Partial Fisher-Yates: cheap for a few picks from a long list.
    const copy = [...items];
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  }
}

export function createRng(seed: number): Rng {
  return new Rng(seed);
}

/** cyrb53: a fast, well-spread 53-bit hash of a string. */
function hashText(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A generator seeded by the hash of a text. */
export function textRng(seed: string): Rng {
  return new Rng(hashText(seed) >>> 0);
}
