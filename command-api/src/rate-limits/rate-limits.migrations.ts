import type { Kysely, Migration } from 'kysely';
import { RATE_LIMITS_TABLE } from './rate-limit-store';

// Dated, never edited once landed (CONVENTIONS.md); they run in the command API's schema (see app.ts).
export const rateLimitMigrations: Record<string, Migration> = {
  // rate-limiter-flexible's Postgres store reads and writes this table; the columns are exactly the ones it would
  // create itself (RateLimiterPostgres#_getCreateTableStmt). Created here rather than by the library, so no process
  // runs DDL while it serves requests and no limiter can be asked to count before its table exists.
  '2026-11-28-rate-limits': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(RATE_LIMITS_TABLE)
        .addColumn('key', 'varchar(255)', (column) => column.primaryKey())
        .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
        // Milliseconds since the epoch when the key's window ends (the library's Date.now() + duration).
        .addColumn('expire', 'bigint')
        .execute();
      // The library deletes the rows that expired an hour ago every five minutes.
      await db.schema.createIndex('rate_limits_expire').on(RATE_LIMITS_TABLE).column('expire').execute();
    },
  },
};
