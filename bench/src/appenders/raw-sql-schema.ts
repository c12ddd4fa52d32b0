// The raw-SQL baselines' tables: the same columns, keys and indexes as our store's event_store schema, so the
// baselines pay for the same index maintenance and differ only in how the append is issued.
import type pg from 'pg';

export async function createRawSqlSchema(pool: pg.Pool): Promise<void> {
  await pool.query(`
    CREATE SCHEMA raw_store;
    CREATE TABLE raw_store.streams (
      stream_id text PRIMARY KEY,
      version   bigint NOT NULL
    );
    CREATE TABLE raw_store.events (
      transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
      global_position bigint GENERATED ALWAYS AS IDENTITY,
      stream_id       text NOT NULL,
      stream_revision bigint NOT NULL,
      event_id        uuid NOT NULL,
      event_type      text NOT NULL,
      schema_version  integer NOT NULL,
      data            jsonb NOT NULL,
      metadata        jsonb NOT NULL,
      created_at      timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (transaction_id, global_position),
      UNIQUE (stream_id, stream_revision),
      UNIQUE (event_id)
    );
  `);
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}
