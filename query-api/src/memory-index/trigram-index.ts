// Substring search over the ideas' lower-cased title and description without scanning every text per request.
// Every three consecutive characters (a trigram) of every text are indexed: a text that contains the term contains
// all of the term's trigrams, so intersecting their posting lists gives a candidate set that is then checked with
// `includes`. The postings are one compact array (CSR layout: offsets per trigram into one Int32Array of slots),
// built in two passes over a snapshot of the texts, in slices that yield to the event loop; texts changed since the
// snapshot are checked directly until the next build. Terms shorter than three characters are answered by a scan.
// Answers (a bitset of matching slots) are kept per term and patched as texts change, so repeated terms cost one
// bitset AND.
import { andInto, clearBit, hasBit, popcount, setBit, slotsOf, wordsFor } from './bitset';

/** ASCII trigrams map to a 21-bit code; others get ids from a map. */
const ASCII_CODES = 1 << 21;
/** Bytes of kept answers, and how many changed texts are patched into them before they are all dropped. */
const KEPT_BYTES = 32 * 1024 * 1024;
const PATCHED_TEXTS = 64;
/** Above this many candidates, a search narrowed by other filters checks only those that pass them. */
const NARROW_ABOVE = 8192;
/** Texts per slice of a build between yields to the event loop. */
const BUILD_SLICE = 2000;

/** The matching slots: as a bitset over all slots, or (when that is smaller) as an ascending list. */
export type SearchAnswer = { bits: Uint32Array; count: number } | { slots: Int32Array; count: number };

export interface TrigramIndexOptions {
  /** Rebuild once this share of the texts changed since the last build (default 5%), and at least `minRebuild`. */
  rebuildShare?: number;
  minRebuild?: number;
  /** No build starts by itself until the first `settle` (a bulk load builds once, at the end). */
  deferBuild?: boolean;
}

/** One build of the postings. */
interface Postings {
  termOfCode: Int32Array;
  termOfString: Map<string, number>;
  terms: number;
  offsets: Uint32Array;
  postings: Int32Array;
  /** The postings of trigrams held by more than 1/32 of the texts, also as bitsets (intersected word by word). */
  dense: Map<number, Uint32Array>;
  /** Slots below this were indexed. */
  built: number;
}

const emptyPostings = (): Postings => ({
  termOfCode: new Int32Array(0),
  termOfString: new Map(),
  terms: 0,
  offsets: new Uint32Array(1),
  postings: new Int32Array(0),
  dense: new Map(),
  built: 0,
});

export class TrigramIndex {
  private readonly texts: string[] = [];
  private current: Postings = emptyPostings();
  /** Slots whose text differs from what the current postings indexed (or that came after them). */
  private dirty = new Set<number>();
  private dirtyBits = new Uint32Array(0);
  /** While a build runs: the slots set since its snapshot. */
  private changedDuringBuild: Set<number> | undefined;
  private building: Promise<void> | undefined;
  private readonly answers = new Map<string, SearchAnswer>();
  private keptBytes = 0;
  /** Slots whose text changed since the last `maintain`. */
  private readonly changed = new Set<number>();
  private readonly rebuildShare: number;
  private readonly minRebuild: number;
  private deferBuild: boolean;

  constructor(options: TrigramIndexOptions = {}) {
    this.rebuildShare = options.rebuildShare ?? 0.05;
    this.minRebuild = options.minRebuild ?? 1024;
    this.deferBuild = options.deferBuild ?? false;
  }

  get size(): number {
    return this.texts.length;
  }

  /** Bytes held by the postings, for reports. */
  get postingBytes(): number {
    const { postings, offsets, termOfCode, dense } = this.current;
    let bytes = postings.byteLength + offsets.byteLength + termOfCode.byteLength;
    for (const bits of dense.values()) bytes += bits.byteLength;
    return bytes;
  }

  /** Sets the text of a slot (slots are dense: a new slot is the next one). The text must be lower-cased already. */
  set(slot: number, text: string): void {
    if (this.texts[slot] === text) return;
    this.texts[slot] = text;
    this.changed.add(slot);
    this.changedDuringBuild?.add(slot);
    this.markDirty(slot);
  }

  /**
   * Brings kept answers up to date with the texts set since the last call (patched when few changed, else dropped)
   * and starts a build in the background when enough texts changed. Call after every batch of `set`s.
   */
  maintain(): void {
    if (this.changed.size > PATCHED_TEXTS) {
      this.answers.clear();
      this.keptBytes = 0;
    } else if (this.changed.size > 0) {
      for (const [term, answer] of this.answers) {
        const patched = this.patch(term, answer);
        this.keptBytes += sizeOf(patched) - sizeOf(answer);
        this.answers.set(term, patched);
      }
    }
    this.changed.clear();
    if (!this.deferBuild && !this.building && this.dirty.size > Math.max(this.minRebuild, this.texts.length * this.rebuildShare)) {
      this.rebuildAsync().catch((error: unknown) => console.error('trigram index build failed', error));
    }
  }

  /** Waits for a running build, then builds again if any text changed since (in slices, like rebuildAsync). */
  async settle(): Promise<void> {
    this.deferBuild = false;
    if (this.building) await this.building;
    if (this.dirty.size > 0) await this.rebuildAsync();
  }

  /** Builds the postings now, in one go. */
  rebuild(): void {
    const steps = this.build();
    while (!steps.next().done);
  }

  /** Builds the postings in slices, yielding to the event loop between them; one build at a time. */
  rebuildAsync(): Promise<void> {
    this.building ??= (async () => {
      try {
        const steps = this.build();
        while (!steps.next().done) await new Promise((resolve) => setImmediate(resolve));
      } finally {
        this.building = undefined;
      }
    })();
    return this.building;
  }

  /**
   * The slots whose text contains `term` (lower-cased, non-empty), as a bitset over all slots. When checking every
   * candidate would cost much more than checking those in `within` (the caller's other filters), only those are
   * checked and the answer (exact within `within` only) is not kept.
   */
  find(term: string, within?: () => { bits: Uint32Array; count: number }): SearchAnswer {
    const kept = this.answers.get(term);
    if (kept) {
      this.answers.delete(term);
      this.answers.set(term, kept);
      return kept;
    }
    const texts = this.texts;
    const bits = new Uint32Array(wordsFor(texts.length));
    let count = 0;
    const check = (slot: number) => {
      if (texts[slot]!.includes(term)) {
        setBit(bits, slot);
        count++;
      }
    };
    let keep = true;
    if (term.length < 3) {
      for (let slot = 0; slot < texts.length; slot++) check(slot);
    } else {
      let candidates = this.candidates(term);
      // A three-character term is exactly its one trigram: its postings need no check.
      const exact = term.length === 3;
      if (!exact && candidates.length > NARROW_ABOVE && within) {
        const filter = within();
        if (filter.count * 4 < candidates.length) {
          keep = false;
          candidates = Array.prototype.filter.call(candidates, (slot: number) => ((filter.bits[slot >>> 5]! >>> (slot & 31)) & 1) === 1) as number[];
        }
      }
      for (const slot of candidates) {
        if (this.isDirty(slot)) continue;
        if (exact) {
          setBit(bits, slot);
          count++;
        } else check(slot);
      }
      for (const slot of this.dirty) check(slot);
    }
    const answer: SearchAnswer = count * 32 < texts.length ? { slots: Int32Array.from(slotsOf(bits)), count } : { bits, count };
    if (keep) {
      this.keptBytes += sizeOf(answer);
      this.answers.set(term, answer);
      for (const [oldest, kept] of this.answers) {
        if (this.keptBytes <= KEPT_BYTES) break;
        this.answers.delete(oldest);
        this.keptBytes -= sizeOf(kept);
      }
    }
    return answer;
  }

  private markDirty(slot: number): void {
    if (this.dirty.has(slot)) return;
    this.dirty.add(slot);
    if (wordsFor(slot + 1) > this.dirtyBits.length) {
      const grown = new Uint32Array(Math.max(wordsFor(slot + 1), this.dirtyBits.length * 2));
      grown.set(this.dirtyBits);
      this.dirtyBits = grown;
    }
    setBit(this.dirtyBits, slot);
  }

  private isDirty(slot: number): boolean {
    return (((this.dirtyBits[slot >>> 5] ?? 0) >>> (slot & 31)) & 1) === 1;
  }

  /** A kept answer with the changed texts checked again. */
  private patch(term: string, answer: SearchAnswer): SearchAnswer {
    const matches = 'slots' in answer ? new Set(answer.slots) : undefined;
    let bits = 'bits' in answer ? answer.bits : new Uint32Array(0);
    let { count } = answer;
    if (!matches && bits.length < wordsFor(this.texts.length)) {
      const grown = new Uint32Array(wordsFor(this.texts.length));
      grown.set(bits);
      bits = grown;
    }
    for (const slot of this.changed) {
      const had = matches ? matches.has(slot) : ((bits[slot >>> 5]! >>> (slot & 31)) & 1) === 1;
      const has = this.texts[slot]!.includes(term);
      if (had === has) continue;
      count += has ? 1 : -1;
      if (matches) {
        if (has) matches.add(slot);
        else matches.delete(slot);
      } else if (has) setBit(bits, slot);
      else clearBit(bits, slot);
    }
    return matches ? { slots: Int32Array.from(matches).sort(), count } : { bits, count };
  }

  /** Built slots holding every trigram of the term: the shortest posting list, narrowed by the others. */
  private candidates(term: string): Int32Array | number[] {
    const { offsets, postings, dense } = this.current;
    const ids = [...new Set(termIds(this.current, term, false))];
    if (ids.length === 0 || ids.includes(-1)) return [];
    const length = (id: number) => offsets[id + 1]! - offsets[id]!;
    ids.sort((a, b) => length(a) - length(b));
    const shortest = ids[0]!;
    if (dense.has(shortest)) {
      // Every trigram is common: AND their bitsets.
      const bits = dense.get(shortest)!.slice();
      for (const id of ids.slice(1)) {
        const other = dense.get(id)!;
        for (let index = 0; index < bits.length; index++) bits[index]! &= other[index]!;
      }
      return slotsOf(bits);
    }
    let result: Int32Array | number[] = postings.subarray(offsets[shortest], offsets[shortest + 1]);
    for (const id of ids.slice(1)) {
      if (result.length === 0) break;
      const bits = dense.get(id);
      result = bits
        ? Array.prototype.filter.call(result, (slot: number) => ((bits[slot >>> 5]! >>> (slot & 31)) & 1) === 1) as number[]
        : intersect(result, postings.subarray(offsets[id], offsets[id + 1]));
    }
    return result;
  }

  /** A build over a snapshot of the texts, yielding between slices; installs the result at the end. */
  private *build(): Generator<void> {
    const texts = this.texts.slice();
    this.changedDuringBuild = new Set();
    try {
      const next: Postings = { ...emptyPostings(), termOfCode: new Int32Array(ASCII_CODES).fill(-1) };
      // Pass 1: how many texts hold each trigram (each text counted once per trigram).
      let counts = new Int32Array(4096);
      let lastSlot = new Int32Array(4096).fill(-1);
      for (let slot = 0; slot < texts.length; slot++) {
        if (slot % BUILD_SLICE === BUILD_SLICE - 1) yield;
        for (const term of termIds(next, texts[slot]!, true)) {
          if (term >= counts.length) {
            const size = Math.max(term + 1, counts.length * 2);
            const grownCounts = new Int32Array(size);
            grownCounts.set(counts);
            counts = grownCounts;
            const grownLast = new Int32Array(size).fill(-1);
            grownLast.set(lastSlot);
            lastSlot = grownLast;
          }
          if (lastSlot[term] === slot) continue;
          lastSlot[term] = slot;
          counts[term]!++;
        }
      }
      // Pass 2: each trigram's run of slots, ascending.
      const offsets = new Uint32Array(next.terms + 1);
      for (let term = 0; term < next.terms; term++) offsets[term + 1] = offsets[term]! + counts[term]!;
      const postings = new Int32Array(offsets[next.terms]!);
      const cursor = offsets.slice(0, next.terms);
      lastSlot.fill(-1);
      for (let slot = 0; slot < texts.length; slot++) {
        if (slot % BUILD_SLICE === BUILD_SLICE - 1) yield;
        for (const term of termIds(next, texts[slot]!, false)) {
          if (lastSlot[term] === slot) continue;
          lastSlot[term] = slot;
          postings[cursor[term]!++] = slot;
        }
      }
      const dense = new Map<number, Uint32Array>();
      const words = wordsFor(texts.length);
      for (let term = 0; term < next.terms; term++) {
        if (counts[term]! <= texts.length / 32) continue;
        const bits = new Uint32Array(words);
        for (let index = offsets[term]!; index < offsets[term + 1]!; index++) setBit(bits, postings[index]!);
        dense.set(term, bits);
      }
      this.current = { ...next, offsets, postings, dense, built: texts.length };
      this.dirty = new Set();
      this.dirtyBits = new Uint32Array(wordsFor(this.texts.length));
      for (const slot of this.changedDuringBuild) this.markDirty(slot);
      for (let slot = texts.length; slot < this.texts.length; slot++) this.markDirty(slot);
    } finally {
      this.changedDuringBuild = undefined;
    }
  }
}

/**
 * The term id of every trigram of `text`, in order. `assign` gives unseen trigrams a new id (building); otherwise
 * they are -1.
 */
function termIds(postings: Postings, text: string, assign: boolean): Int32Array {
  const ids = new Int32Array(Math.max(0, text.length - 2));
  const { termOfCode, termOfString } = postings;
  let code = 0;
  let wideUntil = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (char >= 128) wideUntil = index + 3;
    code = ((code << 7) | (char & 127)) & (ASCII_CODES - 1);
    if (index < 2) continue;
    let term: number;
    if (index < wideUntil) {
      const key = text.slice(index - 2, index + 1);
      term = termOfString.get(key) ?? -1;
      if (term < 0 && assign) {
        term = postings.terms++;
        termOfString.set(key, term);
      }
    } else {
      term = termOfCode[code] ?? -1;
      if (term < 0 && assign) {
        term = postings.terms++;
        termOfCode[code] = term;
      }
    }
    ids[index - 2] = term;
  }
  return ids;
}

function sizeOf(answer: SearchAnswer): number {
  return ('slots' in answer ? answer.slots.byteLength : answer.bits.byteLength) + 64;
}

/** Sorted ascending inputs → their common elements, ascending. */
function intersect(small: Int32Array | number[], large: Int32Array): number[] {
  const result: number[] = [];
  if (large.length > small.length * 16) {
    for (const value of small) {
      let low = 0;
      let high = large.length - 1;
      while (low <= high) {
        const middle = (low + high) >>> 1;
        const found = large[middle]!;
        if (found === value) {
          result.push(value);
          break;
        }
        if (found < value) low = middle + 1;
        else high = middle - 1;
      }
    }
    return result;
  }
  let i = 0;
  let j = 0;
  while (i < small.length && j < large.length) {
    const a = small[i]!;
    const b = large[j]!;
    if (a === b) {
      result.push(a);
      i++;
      j++;
    } else if (a < b) i++;
    else j++;
  }
  return result;
}

/**
 * Narrows a query's matches to the slots whose text contains `term`. The matches are `filter` (a bitset, ANDed in
 * place when the answer is one too) or, when already known to be few, `candidates` (slots that `filter` holds); the
 * answer is the candidates left, or undefined when `filter` alone still says which match.
 */
export function narrowToTerm(search: TrigramIndex, term: string, filter: Uint32Array, candidates: number[] | undefined): number[] | undefined {
  const found = search.find(term, () => ({ bits: filter, count: popcount(filter) }));
  if ('slots' in found) {
    const matches = found.slots;
    return candidates ? candidates.filter((slot) => includesSorted(matches, slot)) : (Array.prototype.filter.call(matches, (slot: number) => hasBit(filter, slot)) as number[]);
  }
  if (candidates) return candidates.filter((slot) => hasBit(found.bits, slot));
  andInto(filter, found.bits);
  return undefined;
}

/** Is `value` in the ascending array? */
function includesSorted(values: Int32Array, value: number): boolean {
  let low = 0;
  let high = values.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = values[middle]!;
    if (found === value) return true;
    if (found < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
