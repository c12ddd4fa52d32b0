import { describe, expect, it } from 'vitest';
import { popcount, setBit, wordsFor } from './bitset';
import { pageOfMatches, SortedOrder } from './sorted-order';

// A fixed pseudo-random sequence, so a failure repeats.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

describe('pageOfMatches', () => {
  const count = 5000;
  const next = random(7);
  const keys = Array.from({ length: count }, () => Math.floor(next() * 1000));
  const sorted = new SortedOrder((a, b) => keys[a]! - keys[b]! || a - b).current(count);
  const inOrder = [...sorted.order];

  function filterOf(density: number): Uint32Array {
    const bits = new Uint32Array(wordsFor(count));
    for (let slot = 0; slot < count; slot++) if (next() < density) setBit(bits, slot);
    return bits;
  }

  it('gives the same pages as the order filtered, from either end, at any depth and density', () => {
    for (const density of [0, 0.001, 0.02, 0.5, 1]) {
      const filter = filterOf(density);
      const matches = inOrder.filter((slot) => (filter[slot >>> 5]! >>> (slot & 31)) & 1);
      const total = popcount(filter);
      for (const descending of [false, true]) {
        const expected = descending ? [...matches].reverse() : matches;
        for (const skip of [0, 7, Math.floor(total / 2), Math.max(0, total - 60), Math.max(0, total - 3), total, total + 10]) {
          for (const limit of [1, 50, 100]) {
            const page = pageOfMatches(sorted, filter, total, undefined, { skip, limit, descending });
            expect(page, `density ${density}, skip ${skip}, limit ${limit}, descending ${descending}`).toEqual(expected.slice(skip, skip + limit));
            const listed = pageOfMatches(sorted, filter, total, matches, { skip, limit, descending });
            expect(listed).toEqual(expected.slice(skip, skip + limit));
          }
        }
      }
    }
  });
});
