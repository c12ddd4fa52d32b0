import { describe, expect, it } from 'vitest';
import { intersectInto, unionInto } from './bitset';

const random = (length: number, seed: number) => {
  let state = seed;
  return Uint32Array.from({ length }, () => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0));
};

describe('intersectInto', () => {
  it('is the AND of 1 to 8 sources, word by word, a missing word reading as 0', () => {
    const sources = Array.from({ length: 8 }, (_, index) => random(100, index + 1));
    for (let count = 1; count <= 8; count++) {
      const target = new Uint32Array(100).fill(0xffffffff);
      intersectInto(target, sources.slice(0, count));
      const expected = Uint32Array.from({ length: 100 }, (_, word) => sources.slice(0, count).reduce((bits, source) => bits & source[word]!, 0xffffffff));
      expect(target).toEqual(expected);
    }
    const target = new Uint32Array(100).fill(0xffffffff);
    intersectInto(target, [sources[0]!, sources[1]!.subarray(0, 60)]);
    expect([...target.subarray(60)].every((word) => word === 0)).toBe(true);
    expect(target[10]).toBe((sources[0]![10]! & sources[1]![10]!) >>> 0);
  });
});

describe('unionInto', () => {
  it('is the OR of two sources, a missing word reading as 0', () => {
    const a = random(10, 3);
    const b = random(4, 4);
    const target = new Uint32Array(10);
    unionInto(target, a, b);
    expect(target).toEqual(Uint32Array.from({ length: 10 }, (_, word) => (a[word]! | (b[word] ?? 0)) >>> 0));
  });
});
