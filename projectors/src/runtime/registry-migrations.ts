// The runtime's own tables, as dated migrations (never edited once landed; change them by adding one).
import { sql, type Migration } from 'kysely';

export const registryMigrations: Record<string, Migration> = {
  '2025-11-22-registry': {
    async up(db) {
      // Readers (the query API) only ever see this schema: one view per table of each projection's active version.
      await sql`CREATE SCHEMA IF NOT EXISTS read`.execute(db);
      // One row per generation: a copy of a projection version built from position zero into its own schema.
      await sql`
        CREATE TABLE projections.registry (
          id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          name               text NOT NULL,
          version            integer NOT NULL,
          generation         integer NOT NULL,
          schema_name        text NOT NULL UNIQUE,
          -- The tables exposed as read views, so a switch knows which views the previous version owned.
          tables             text[] NOT NULL,
          status             text NOT NULL CHECK (status IN ('building', 'active', 'retired')),
          -- Positions are unsigned 64-bit for KurrentDB, so numeric rather than bigint. NULL: nothing read yet.
          checkpoint_commit  numeric(20, 0),
          checkpoint_prepare numeric(20, 0),
          events_applied     bigint NOT NULL DEFAULT 0,
          created_at         timestamptz NOT NULL DEFAULT now(),
          updated_at         timestamptz NOT NULL DEFAULT now(),
          activated_at       timestamptz,
          retired_at         timestamptz,
          -- Stamped by the process holding the runner lock, for the admin view.
          heartbeat_at       timestamptz,
          runner             text,
          -- Set while the handler keeps failing on a page (it is retried with backoff), cleared by the next commit.
          last_error         text,
          failing_since      timestamptz,
          UNIQUE (name, version, generation),
          CHECK ((checkpoint_commit IS NULL) = (checkpoint_prepare IS NULL))
        )`.execute(db);
      await sql`CREATE UNIQUE INDEX registry_one_active ON projections.registry (name) WHERE status = 'active'`.execute(db);
    },
  },
  '2026-11-24-stuck-and-skipped-events': {
    async up(db) {
      // The event the handler throws on when it throws on one event alone (set with last_error, cleared with it).
      await sql`
        ALTER TABLE projections.registry
          ADD COLUMN stuck_event_id         text,
          ADD COLUMN stuck_event_type       text,
          ADD COLUMN stuck_stream_id        text,
          ADD COLUMN stuck_position_commit  numeric(20, 0),
          ADD COLUMN stuck_position_prepare numeric(20, 0)`.execute(db);
      // Events an operator told a projection to pass over (npm run projections:skip), for every generation and
      // version of it to come; each one has its ProjectionEventSkipped audit event in the store.
      await sql`
        CREATE TABLE projections.skipped_events (
          name             text NOT NULL,
          event_id         text NOT NULL,
          event_type       text NOT NULL,
          stream_id        text NOT NULL,
          position_commit  numeric(20, 0) NOT NULL,
          position_prepare numeric(20, 0) NOT NULL,
          error            text NOT NULL,
          reason           text NOT NULL,
          skipped_by       text NOT NULL,
          audit_event_id   text NOT NULL,
          skipped_at       timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (name, event_id)
        )`.execute(db);
    },
  },
  '2026-11-27-indexing-since': {
    async up(db) {
      // Set while a generation's deferred indexes are being built (activation.ts), so the admin view can say so.
      await sql`ALTER TABLE projections.registry ADD COLUMN indexing_since timestamptz`.execute(db);
    },
  },
  '2026-11-28-indexes-built': {
    async up(db) {
      // How many of the deferred indexes being built are done, of how many: the admin's bar moves through them.
      await sql`ALTER TABLE projections.registry ADD COLUMN indexes_built integer, ADD COLUMN indexes_total integer`.execute(db);
    },
  },
};
