import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

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
