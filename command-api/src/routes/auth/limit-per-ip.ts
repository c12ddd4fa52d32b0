import type { FastifyRequest } from 'fastify';
import { TooManyRequests } from '@app/domain/shared/errors';
import type { RateLimiter } from '../../http/rate-limiter';

export const HOUR_MS = 60 * 60 * 1000;

/** Counts one more request from the client's IP at `now`; throws 429 with `message` once the IP is over its limit. */
export function limitPerIp(limiter: RateLimiter, request: FastifyRequest, now: Date, message: (seconds: number) => string): void {
  const wait = limiter.hit(request.ip, now.getTime());
  if (wait !== undefined) throw new TooManyRequests(message(wait), wait);
}
