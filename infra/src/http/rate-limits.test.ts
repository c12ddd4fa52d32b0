import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { TooManyRequests } from '@app/domain/shared/errors';
import { consumeOrRefuse } from './rate-limits';

describe('consumeOrRefuse', () => {
  it('lets a key in up to its points, then refuses with the seconds to wait', async () => {
    const limiter = new RateLimiterMemory({ points: 2, duration: 60 });
    const message = (seconds: number) => `Try again in ${seconds} seconds.`;
    await consumeOrRefuse(limiter, 'a', message);
    await consumeOrRefuse(limiter, 'a', message);
    const refusal = await consumeOrRefuse(limiter, 'a', message).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TooManyRequests);
    expect((refusal as TooManyRequests).retryAfterSeconds).toBe(60);
    expect((refusal as TooManyRequests).message).toBe('Try again in 60 seconds.');
    // Another key has its own count.
    await expect(consumeOrRefuse(limiter, 'b', message)).resolves.toBeUndefined();
  });

  it('passes on a failure of the store itself', async () => {
    const broken = new RateLimiterMemory({ points: 1, duration: 60 });
    broken.consume = () => Promise.reject(new Error('store down'));
    await expect(consumeOrRefuse(broken, 'a', String)).rejects.toThrow('store down');
  });
});
