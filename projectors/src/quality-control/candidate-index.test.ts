import { describe, expect, it } from 'vitest';
import { CandidateIndex, type PairSide } from './candidate-index';

const idea = (id: number, bands: number[]): PairSide => ({ id, key: `text-${id}`, shingles: new Uint32Array([id]), bands, categories: ['fintech'], batchNumber: 1 });
/** The ids holding the band, in order. */
const holding = (index: CandidateIndex, band: number) => [...index.holders(band)].map((side) => side.id).sort((a, b) => a - b);

describe('the candidate index', () => {
  it('answers the ideas holding a band key', () => {
    const index = new CandidateIndex();
    index.add(idea(1, [10, 20, 30]));
    index.add(idea(2, [20, 40, -2_147_483_648]));
    index.add(idea(3, [50]));
    expect(holding(index, 20)).toEqual([1, 2]);
    expect(holding(index, -2_147_483_648)).toEqual([2]);
    expect(holding(index, 60)).toEqual([]);
    // The idea as it was added.
    expect(index.holders(50)).toEqual([idea(3, [50])]);
    expect(index.get(3)).toEqual(idea(3, [50]));
  });

  it('leaves out the removed ideas', () => {
    const index = new CandidateIndex();
    for (const id of [1, 2, 3]) index.add(idea(id, [7, 100 + id]));
    expect(holding(index, 7)).toEqual([1, 2, 3]);
    index.remove(1);
    index.remove(3);
    index.remove(42);
    expect(holding(index, 7)).toEqual([2]);
    expect(holding(index, 101)).toEqual([]);
    index.remove(2);
    expect(holding(index, 7)).toEqual([]);
    expect(index.get(2)).toBeUndefined();
    expect(index.size).toBe(0);
  });

  it('replaces an idea added again (its new bands only), and keeps none without bands', () => {
    const index = new CandidateIndex();
    index.add(idea(1, [10, 10, 11]));
    index.add(idea(1, [12]));
    index.add(idea(2, []));
    expect(index.size).toBe(1);
    expect(holding(index, 10)).toEqual([]);
    expect(holding(index, 11)).toEqual([]);
    expect(holding(index, 12)).toEqual([1]);
  });

  it('knows which texts its ideas hold, however many hold one', () => {
    const index = new CandidateIndex();
    index.add({ ...idea(1, [10]), key: 'shared' });
    index.add({ ...idea(2, [11]), key: 'shared' });
    index.add(idea(3, []));
    expect([index.holdsText('shared'), index.holdsText('text-3')]).toEqual([true, false]);
    index.remove(1);
    expect(index.holdsText('shared')).toBe(true);
    index.add({ ...idea(2, [12]), key: 'other' });
    expect([index.holdsText('shared'), index.holdsText('other')]).toEqual([false, true]);
  });
});
