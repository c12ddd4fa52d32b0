import { describe, expect, it } from 'vitest';
import { createFailureDelay, createRateLimiter } from './rate-limiter';

describe('rate limiter', () => {
  it('allows the limit within the window, then tells how long to wait, then allows again', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    expect([0, 1_000, 2_000].map((time) => limiter.hit('a', time))).toEqual([undefined, undefined, undefined]);
    expect(limiter.hit('a', 10_000)).toBe(50);
    expect(limiter.hit('b', 10_000)).toBeUndefined();
    expect(limiter.hit('a', 60_001)).toBeUndefined();
  });

  it('tells whether a key is blocked without counting an attempt', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000 });
    expect(limiter.blocked('a', 0)).toBeUndefined();
    expect(limiter.blocked('a', 0)).toBeUndefined();
    limiter.hit('a', 0);
    expect(limiter.blocked('a', 1_000)).toBe(9);
  });
});

describe('failure delay', () => {
  const delay = () => createFailureDelay({ free: 3, firstMs: 500, maxMs: 5_000, windowMs: 60_000 });

  it('answers the first failures at once, then doubles the wait per failure up to the cap', () => {
    const failures = delay();
    expect(Array.from({ length: 9 }, (_, i) => failures.fail('a', i * 1_000))).toEqual([0, 0, 0, 500, 1_000, 2_000, 4_000, 5_000, 5_000]);
    expect(failures.fail('b', 9_000)).toBe(0);
  });

  it('counts only the failures within the window', () => {
    const failures = delay();
    expect([0, 10_000, 20_000, 30_000].map((time) => failures.fail('a', time))).toEqual([0, 0, 0, 500]);
    expect(failures.fail('a', 65_000)).toBe(500); // the failure at 0 aged out: still four in the window
    expect(failures.fail('a', 85_000)).toBe(0); // those at 10 s and 20 s aged out too: three
  });

  it('keeps the cap, however many failures a key collects', () => {
    const failures = delay();
    for (let i = 0; i < 1_000; i++) failures.fail('a', i);
    expect(failures.fail('a', 1_000)).toBe(5_000);
  });
});
