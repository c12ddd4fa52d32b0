import { describe, expect, it } from 'vitest';
import { hasBit, setBit, slotsOf, wordsFor } from './bitset';
import { TrigramIndex, type SearchAnswer } from './trigram-index';

// A fixed pseudo-random sequence, so a failure repeats.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

// Words of very different frequencies, so some trigrams are held by most texts (kept as bitsets) and some by few
// (kept as encoded lists), with non-ASCII ones among them.
const COMMON = ['the', 'with', 'data', 'platform', 'and'];
const RARE = ['ledger', 'farm', 'café', 'ω-meter', 'tutor', 'robot', 'solar', 'zebra', 'quartz', 'geno', 'naïve'];

function textOf(next: () => number): string {
  const words: string[] = [];
  const length = 3 + Math.floor(next() * 12);
  for (let index = 0; index < length; index++) {
    const pool = next() < 0.7 ? COMMON : RARE;
    words.push(pool[Math.floor(next() * pool.length)]! + (next() < 0.1 ? String(Math.floor(next() * 1000)) : ''));
  }
  return words.join(' ');
}

function termOf(next: () => number, texts: string[]): string {
  const roll = next();
  if (roll < 0.1) return ['a', 'e ', 'ω', 'zz', 'é'][Math.floor(next() * 5)]!;
  if (roll < 0.2) return ['zzz', 'qqqq', 'ledger farm café', 'the the the the'][Math.floor(next() * 4)]!;
  // A piece of some text: its length decides whether it is one trigram, several, or a scan.
  const text = texts[Math.floor(next() * texts.length)]!;
  const from = Math.floor(next() * text.length);
  return text.slice(from, from + 1 + Math.floor(next() * 14)) || 'x';
}

const slotsIn = (answer: SearchAnswer): number[] => ('slots' in answer ? [...answer.slots] : slotsOf(answer.bits));
const scan = (texts: string[], term: string): number[] => texts.flatMap((text, slot) => (text.includes(term) ? [slot] : []));

describe('TrigramIndex', () => {
  it('finds exactly the texts a plain includes scan finds: built, changed since the build, rebuilt, and kept answers', () => {
    const next = random(11);
    const texts = Array.from({ length: 3000 }, () => textOf(next));
    const index = new TrigramIndex({ deferBuild: true });
    texts.forEach((text, slot) => index.set(slot, text));
    index.maintain();
    index.rebuild();
    const terms = Array.from({ length: 300 }, () => termOf(next, texts));
    const expectAll = () => {
      for (const term of terms) {
        const answer = index.find(term);
        const expected = scan(texts, term);
        expect(slotsIn(answer), term).toEqual(expected);
        expect(answer.count, term).toBe(expected.length);
      }
    };
    expectAll();
    // A few changed texts (kept answers patched), then many (kept answers dropped, changed texts checked directly),
    // then new slots; then all of it rebuilt.
    for (const changes of [20, 400]) {
      for (let change = 0; change < changes; change++) {
        const slot = Math.floor(next() * (texts.length + 5));
        texts[slot] = textOf(next);
        index.set(slot, texts[slot]);
        for (let gap = 0; gap < slot; gap++) if (texts[gap] === undefined) index.set(gap, (texts[gap] = textOf(next)));
      }
      index.maintain();
      expectAll();
    }
    index.rebuild();
    expectAll();
  });

  it('checks only the filtered texts when the filter holds far fewer than the candidates, and does not keep that answer', () => {
    const next = random(5);
    const texts = Array.from({ length: 20_000 }, () => textOf(next));
    const index = new TrigramIndex();
    texts.forEach((text, slot) => index.set(slot, text));
    index.rebuild();
    const filter = new Uint32Array(wordsFor(texts.length));
    for (let slot = 0; slot < texts.length; slot++) if (next() < 0.05) setBit(filter, slot);
    const within = () => ({ bits: filter, count: slotsOf(filter).length });
    for (const term of ['platform', 'with', ' data', 'and ']) {
      const all = scan(texts, term);
      expect(all.length).toBeGreaterThan(8192);
      const narrowed = index.find(term, within);
      expect(narrowed.count).toBeLessThan(all.length / 4);
      expect(slotsIn(narrowed).filter((slot) => hasBit(filter, slot))).toEqual(all.filter((slot) => hasBit(filter, slot)));
      // Not kept: without a filter, the whole answer.
      expect(slotsIn(index.find(term))).toEqual(all);
    }
  });

  it('holds its postings in under 2 bytes per text and distinct trigram', () => {
    const next = random(3);
    const texts = Array.from({ length: 20_000 }, () => textOf(next));
    const index = new TrigramIndex();
    texts.forEach((text, slot) => index.set(slot, text));
    index.rebuild();
    let pairs = 0;
    for (const text of texts) pairs += new Set(Array.from({ length: Math.max(0, text.length - 2) }, (_, at) => text.slice(at, at + 3))).size;
    expect(index.postingBytes).toBeLessThan(pairs * 2);
  });
});
