import { describe, expect, it } from 'vitest';
import { measureLag, measureProgress } from './status';

const at = (commit: number, prepare: number) => ({ commit: BigInt(commit), prepare: BigInt(prepare) });

describe('measureLag', () => {
  it('is zero for an empty store and at or past the head', () => {
    expect(measureLag(undefined, undefined)).toBe(0);
    expect(measureLag(at(10, 500), at(10, 500))).toBe(0);
    expect(measureLag(at(11, 400), at(10, 500))).toBe(0);
  });

  it('counts the prepare distance to the head, and the whole store before the first page', () => {
    expect(measureLag(at(9, 380), at(10, 500))).toBe(120);
    expect(measureLag(undefined, at(10, 500))).toBe(500);
  });

  it('never goes negative when a later transaction holds a lower sequence value', () => {
    expect(measureLag(at(9, 600), at(10, 500))).toBe(0);
  });
});

describe('measureProgress', () => {
  it('is the share of the store processed, rounded down to a tenth of a percent', () => {
    expect(measureProgress(undefined, at(10, 500))).toBe(0);
    expect(measureProgress(at(5, 1), at(10, 3))).toBe(33.3);
    expect(measureProgress(at(9, 499), at(10, 500))).toBe(99.8);
  });

  it('is 100 at the head and for an empty store', () => {
    expect(measureProgress(at(10, 500), at(10, 500))).toBe(100);
    expect(measureProgress(undefined, undefined)).toBe(100);
  });
});
