import { describe, expect, it } from 'vitest';
import { CandidateIndex, type PairSide } from './candidate-index';

const idea = (id: number, bands: number[]): PairSide => ({ id, key: `text-${id}`, shingles: new Uint32Array([id]), bands, categories: ['fintech'], batchNumber: 1 });
/** Each candidate's id with the bands it shares, by id. */
const shared = (sides: PairSide[]) => sides.map((side) => [side.id, side.bands]).sort(([a], [b]) => (a as number) - (b as number));

describe('the candidate index', () => {
  it('answers the ideas sharing a band with those entering, each with the bands it shares', () => {
    const index = new CandidateIndex();
    index.add(idea(1, [10, 20, 30]));
    index.add(idea(2, [20, 40, -2_147_483_648]));
    index.add(idea(3, [50]));
    expect(shared(index.candidates([idea(9, [20, 30, -2_147_483_648])], new Set()))).toEqual([
      [1, [20, 30]],
      [2, [20, -2_147_483_648]],
    ]);
    // Its other fields come along.
    expect(index.candidates([idea(9, [50])], new Set())[0]).toMatchObject({ id: 3, key: 'text-3', categories: ['fintech'], batchNumber: 1 });
  });

  it('leaves out the excluded ideas, and the removed ones', () => {
    const index = new CandidateIndex();
    for (const id of [1, 2, 3]) index.add(idea(id, [7, 100 + id]));
    expect(shared(index.candidates([idea(9, [7])], new Set([2])))).toEqual([
      [1, [7]],
      [3, [7]],
    ]);
    index.remove(1);
    index.remove(3);
    index.remove(42);
    expect(shared(index.candidates([idea(9, [7, 101])], new Set()))).toEqual([[2, [7]]]);
    index.remove(2);
    expect(index.candidates([idea(9, [7, 102])], new Set())).toEqual([]);
    expect(index.size).toBe(0);
  });

  it('replaces an idea added again (its new bands only), and keeps none without bands', () => {
    const index = new CandidateIndex();
    index.add(idea(1, [10, 10, 11]));
    index.add(idea(1, [12]));
    index.add(idea(2, []));
    expect(index.size).toBe(1);
    expect(index.candidates([idea(9, [10, 11])], new Set())).toEqual([]);
    expect(shared(index.candidates([idea(9, [12])], new Set()))).toEqual([[1, [12]]]);
  });
});
