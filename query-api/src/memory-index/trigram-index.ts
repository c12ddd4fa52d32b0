// Substring search over the ideas' lower-cased title and description without scanning every text per request.
// Every three consecutive characters (a trigram) of every text are indexed: a text that contains the term contains
// all of the term's trigrams, so intersecting their postings (rarest first) gives a candidate set that is then
// checked with `includes`. A trigram held by more than 1/32 of the texts is kept only as a bitset (smaller than its
// slot list then, and intersected word by word); the others as delta-encoded varints in one byte array (CSR layout:
// byte offsets per trigram), 1-2 bytes a slot instead of 4. Built in two passes over a snapshot of the texts,
// in slices that yield to the event loop; texts changed since the snapshot are checked directly until the next
// build. Terms shorter than three characters are answered by a scan. Answers (a bitset of matching slots) are kept
// per term and patched as texts change, so repeated terms cost one bitset AND.
import { andInto, clearBit, hasBit, popcount, setBit, slotsOf, wordsFor } from './bitset';

/**
 * ASCII trigrams map to a 21-bit code, looked up in pages of 128 codes (a page per two leading characters seen, so
 * the table is a few hundred kB, not the 8 MB of a flat one); others get ids from a map.
 */
const ASCII_CODES = 1 << 21;
const PAGE_BITS = 7;
const PAGE_SIZE = 1 << PAGE_BITS;
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
  /** Per two leading characters, the start of their page in `termOfCode` (-1: none). */
  pageOf: Int32Array;
  termOfCode: Int32Array;
  pages: number;
  termOfString: Map<string, number>;
  terms: number;
  /** How many texts hold each trigram. */
  counts: Int32Array;
  /** Per trigram, its run of `postings` bytes (empty for the dense ones). */
  offsets: Uint32Array;
  /** Each sparse trigram's slots, ascending, as varint gaps (7 bits a byte, high bit set on all but the last). */
  postings: Uint8Array;
  /** The trigrams held by more than 1/32 of the texts, as bitsets over the built slots. */
  dense: (Uint32Array | undefined)[];
  /** Slots below this were indexed. */
  built: number;
}

const emptyPostings = (): Postings => ({
  pageOf: new Int32Array(ASCII_CODES / PAGE_SIZE).fill(-1),
  termOfCode: new Int32Array(0),
  pages: 0,
  termOfString: new Map(),
  terms: 0,
  counts: new Int32Array(0),
  offsets: new Uint32Array(1),
  postings: new Uint8Array(0),
  dense: [],
  built: 0,
});

/** The candidates for a term: a bitset over all slots (owned by the caller), or an ascending list. */
type Candidates = { bits: Uint32Array } | { slots: number[] };

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
    const { postings, offsets, counts, pageOf, termOfCode, dense } = this.current;
    let bytes = postings.byteLength + offsets.byteLength + counts.byteLength + pageOf.byteLength + termOfCode.byteLength;
    for (const bits of dense) bytes += bits?.byteLength ?? 0;
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
    let keep = true;
    if (term.length < 3) {
      for (let slot = 0; slot < texts.length; slot++) {
        if (texts[slot]!.includes(term)) {
          setBit(bits, slot);
          count++;
        }
      }
    } else {
      const found = this.candidates(term, bits);
      // A three-character term is exactly its one trigram: its postings need no check.
      const exact = term.length === 3;
      if ('bits' in found) {
        // The candidates are in `bits` already. Changed texts are checked below, whatever their old text held.
        for (let index = 0; index < bits.length; index++) bits[index]! &= ~(this.dirtyBits[index] ?? 0);
        if (!exact && within && popcount(bits) > NARROW_ABOVE) {
          const filter = within();
          if (filter.count * 4 < popcount(bits)) {
            keep = false;
            andInto(bits, filter.bits);
          }
        }
        count = exact ? popcount(bits) : keepMatches(bits, texts, term);
      } else {
        // A list comes from a rare trigram (held by at most 1/32 of the texts): checked whole, and kept.
        const slots = found.slots;
        for (let index = 0; index < slots.length; index++) {
          const slot = slots[index]!;
          if (this.isDirty(slot) || (!exact && !texts[slot]!.includes(term))) continue;
          setBit(bits, slot);
          count++;
        }
      }
      for (const slot of this.dirty) {
        if (texts[slot]!.includes(term)) {
          setBit(bits, slot);
          count++;
        }
      }
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

  /**
   * Built slots holding every trigram of the term. When every trigram is common: their bitsets ANDed into `into`
   * (zeroed, sized for all slots), and `{ bits: into }`. Else the rarest one's list, narrowed by the others.
   */
  private candidates(term: string, into: Uint32Array): Candidates {
    const { counts, offsets, postings, dense } = this.current;
    const ids = [...new Set(termIds(this.current, term, false))];
    if (ids.length === 0 || ids.includes(-1)) return { slots: [] };
    ids.sort((a, b) => counts[a]! - counts[b]!);
    const rarest = ids[0]!;
    if (dense[rarest]) {
      into.set(dense[rarest]);
      for (const id of ids.slice(1)) andInto(into, dense[id]!);
      return { bits: into };
    }
    let result = decode(postings, offsets[rarest]!, offsets[rarest + 1]!, counts[rarest]!);
    for (const id of ids.slice(1)) {
      if (result.length === 0) break;
      const bits = dense[id];
      result = bits ? result.filter((slot) => hasBit(bits, slot)) : intersect(result, decode(postings, offsets[id]!, offsets[id + 1]!, counts[id]!));
    }
    return { slots: result };
  }

  /** A build over a snapshot of the texts, yielding between slices; installs the result at the end. */
  private *build(): Generator<void> {
    const texts = this.texts.slice();
    this.changedDuringBuild = new Set();
    try {
      const next = emptyPostings();
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
      counts = counts.slice(0, next.terms);
      // Pass 2: each common trigram's bits; each other trigram's run of slots, ascending (as plain slots first, so
      // the runs can be laid out from the counts, then encoded).
      const words = wordsFor(texts.length);
      const dense: (Uint32Array | undefined)[] = [];
      const starts = new Uint32Array(next.terms + 1);
      for (let term = 0; term < next.terms; term++) {
        const isDense = counts[term]! > texts.length / 32;
        if (isDense) dense[term] = new Uint32Array(words);
        starts[term + 1] = starts[term]! + (isDense ? 0 : counts[term]!);
      }
      const slots = new Int32Array(starts[next.terms]!);
      const cursor = starts.slice(0, next.terms);
      lastSlot.fill(-1);
      for (let slot = 0; slot < texts.length; slot++) {
        if (slot % BUILD_SLICE === BUILD_SLICE - 1) yield;
        for (const term of termIds(next, texts[slot]!, false)) {
          if (lastSlot[term] === slot) continue;
          lastSlot[term] = slot;
          const bits = dense[term];
          if (bits) setBit(bits, slot);
          else slots[cursor[term]!++] = slot;
        }
      }
      const offsets = new Uint32Array(next.terms + 1);
      let postings = new Uint8Array(slots.length * 2);
      let length = 0;
      for (let term = 0; term < next.terms; term++) {
        let previous = -1;
        for (let index = starts[term]!; index < starts[term + 1]!; index++) {
          if (length + 5 > postings.length) {
            const grown = new Uint8Array(postings.length * 2 + 5);
            grown.set(postings);
            postings = grown;
          }
          let gap = slots[index]! - previous;
          previous = slots[index]!;
          while (gap >= 128) {
            postings[length++] = (gap & 127) | 128;
            gap >>>= 7;
          }
          postings[length++] = gap;
        }
        offsets[term + 1] = length;
      }
      this.current = { ...next, counts, offsets, postings: postings.slice(0, length), dense, built: texts.length };
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
  const { pageOf, termOfString } = postings;
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
      let page = pageOf[code >>> PAGE_BITS]!;
      term = page < 0 ? -1 : postings.termOfCode[page + (code & (PAGE_SIZE - 1))]!;
      if (term < 0 && assign) {
        if (page < 0) page = addPage(postings, code >>> PAGE_BITS);
        term = postings.terms++;
        postings.termOfCode[page + (code & (PAGE_SIZE - 1))] = term;
      }
    }
    ids[index - 2] = term;
  }
  return ids;
}

/** A page of unassigned codes for two leading characters; its start in `termOfCode`. */
function addPage(postings: Postings, leading: number): number {
  const page = postings.pages++ * PAGE_SIZE;
  if (page === postings.termOfCode.length) {
    const grown = new Int32Array(Math.max(PAGE_SIZE, page * 2)).fill(-1);
    grown.set(postings.termOfCode);
    postings.termOfCode = grown;
  }
  postings.pageOf[leading] = page;
  return page;
}

function sizeOf(answer: SearchAnswer): number {
  return ('slots' in answer ? answer.slots.byteLength : answer.bits.byteLength) + 64;
}

/** The slots of one encoded run of postings (`count` of them), ascending. */
function decode(postings: Uint8Array, from: number, to: number, count: number): number[] {
  const slots = new Array<number>(count);
  let slot = -1;
  let at = 0;
  for (let index = from; index < to; ) {
    let gap = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = postings[index++]!;
      gap |= (byte & 127) << shift;
      shift += 7;
    } while (byte >= 128);
    slot += gap;
    slots[at++] = slot;
  }
  return slots;
}

/** Ascending lists → their common elements, ascending. */
function intersect(a: number[], b: number[]): number[] {
  const result: number[] = [];
  let j = 0;
  for (const value of a) {
    while (j < b.length && b[j]! < value) j++;
    if (b[j] === value) result.push(value);
  }
  return result;
}

/** Clears the bits of slots whose text lacks `term`; the count of those left. */
function keepMatches(bits: Uint32Array, texts: string[], term: string): number {
  let count = 0;
  for (let index = 0; index < bits.length; index++) {
    let word = bits[index]!;
    let kept = word;
    while (word !== 0) {
      const low = word & -word;
      word ^= low;
      if (texts[index * 32 + 31 - Math.clz32(low)]!.includes(term)) count++;
      else kept ^= low;
    }
    bits[index] = kept;
  }
  return count;
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
