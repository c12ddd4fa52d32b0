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
};
