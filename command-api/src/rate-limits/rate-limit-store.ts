// Where the command API's rate limits count: one Postgres table read and written by rate-limiter-flexible, so a limit
// holds across every command API replica behind the proxy and across restarts (docs/decisions.md "Sign-in limits").
// Each limit is a limiter with its own key prefix; infra's consumeOrRefuse turns a refusal into 429 + Retry-After.
import type pg from 'pg';
import { RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { COMMAND_API_SCHEMA } from '../idempotency/idempotency.table';

export const RATE_LIMITS_TABLE = 'rate_limits';

export const HOUR_SECONDS = 60 * 60;

export interface LimiterOptions {
  /** Names the limit; keys of different limits never meet. */
  keyPrefix: string;
  /** Points (attempts) a key may use within a window. */
  points: number;
  /** The window in seconds, from the key's first point; a fixed window, not a sliding one. */
  duration: number;
}

export type CreateLimiter = (options: LimiterOptions) => RateLimiterAbstract;

/** Limiters counting in `command_api.rate_limits` through the service's pool (the table comes from its migration). */
export function postgresLimiters(pool: pg.Pool): CreateLimiter {
  return (options) =>
    new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: 'pool',
      schemaName: COMMAND_API_SCHEMA,
      tableName: RATE_LIMITS_TABLE,
      tableCreated: true,
    });
}
