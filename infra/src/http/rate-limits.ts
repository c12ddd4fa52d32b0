// Rate limits of both APIs, counted by rate-limiter-flexible (its memory store in one process, its Postgres store
// where every replica must share one count). This module only turns a refusal into the 429 the error handler answers,
// with `Retry-After`, so every limit in the product says "wait N seconds" the same way.
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequests } from '@app/domain/shared/errors';

/** Whole seconds until `refusal`'s window lets the key in again (at least 1, so `Retry-After` never says 0). */
export function secondsToWait(refusal: RateLimiterRes): number {
  return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
}

/**
 * Counts `points` against `key`; over the limit, throws TooManyRequests with `message(seconds)` and those seconds as
 * `Retry-After`. Any other failure (the store unreachable) is thrown as it is: a limit never fails open silently.
 */
export async function consumeOrRefuse(
  limiter: RateLimiterAbstract,
  key: string,
  message: (seconds: number) => string,
  points = 1,
): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      const seconds = secondsToWait(error);
      throw new TooManyRequests(message(seconds), seconds);
    }
    throw error;
  }
}
