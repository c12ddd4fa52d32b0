// The event store's schema, as ordered steps. A landed step is never edited: change the schema by adding one.
// DESIGN.md "Postgres implementation rules" explains the shape: the global order is (transaction_id, global_position)
// and readers only trust transaction ids below the oldest running one, so a late commit is never skipped.

export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE event_store.streams (
    stream_id       text PRIMARY KEY,
    -- Revision of the stream's last event; -1 for a stream tombstoned before it had any.
    version         bigint NOT NULL,
    -- A soft delete hides every revision below this one; appending again continues the numbering.
    truncate_before bigint NOT NULL DEFAULT 0,
    soft_deleted    boolean NOT NULL DEFAULT false,
    tombstoned      boolean NOT NULL DEFAULT false
  );

  CREATE TABLE event_store.events (
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
    CONSTRAINT events_pkey PRIMARY KEY (transaction_id, global_position),
    -- Backstop for the optimistic check on streams.version.
    CONSTRAINT events_stream_revision_key UNIQUE (stream_id, stream_revision),
    -- Makes appends idempotent by client-supplied id.
    CONSTRAINT events_event_id_key UNIQUE (event_id)
  );

  -- One round trip and one implicit transaction per append. p_expected is 'any', 'no_stream', 'stream_exists' or
  -- a revision; p_events is a JSON array of {id, type, schemaVersion, data, metadata}.
  -- ES001 = wrong expected version (DETAIL: the actual revision or 'no_stream'), ES002 = tombstoned.
  -- No NOTIFY in here: a transaction that notifies holds a cluster-wide lock through its commit, which serialises
  -- concurrent appends; the caller notifies after commit instead (wake-ups.ts).
  CREATE FUNCTION event_store.append(
    p_stream_id text,
    p_expected text,
    p_events jsonb,
    OUT next_revision bigint,
    OUT transaction_id xid8,
    OUT global_position bigint
  ) LANGUAGE plpgsql AS $fn$
  DECLARE
    v_count constant bigint := jsonb_array_length(p_events);
    v_stream event_store.streams;
  BEGIN
    CASE p_expected
      WHEN 'any' THEN
        INSERT INTO event_store.streams AS s (stream_id, version) VALUES (p_stream_id, v_count - 1)
        ON CONFLICT (stream_id) DO UPDATE SET version = s.version + v_count, soft_deleted = false
          WHERE NOT s.tombstoned
        RETURNING s.version INTO next_revision;
      WHEN 'no_stream' THEN
        -- A soft-deleted stream reads as absent, so it may be started again; its numbering continues.
        INSERT INTO event_store.streams AS s (stream_id, version) VALUES (p_stream_id, v_count - 1)
        ON CONFLICT (stream_id) DO UPDATE SET version = s.version + v_count, soft_deleted = false
          WHERE s.soft_deleted AND NOT s.tombstoned
        RETURNING s.version INTO next_revision;
      WHEN 'stream_exists' THEN
        UPDATE event_store.streams SET version = version + v_count
        WHERE stream_id = p_stream_id AND NOT soft_deleted AND NOT tombstoned
        RETURNING version INTO next_revision;
      ELSE
        UPDATE event_store.streams SET version = version + v_count, soft_deleted = false
        WHERE stream_id = p_stream_id AND version = p_expected::bigint AND NOT tombstoned
        RETURNING version INTO next_revision;
    END CASE;

    IF next_revision IS NULL THEN
      SELECT * INTO v_stream FROM event_store.streams WHERE stream_id = p_stream_id;
      IF v_stream.tombstoned THEN
        RAISE EXCEPTION USING ERRCODE = 'ES002', MESSAGE = format('stream %s is tombstoned', p_stream_id);
      END IF;
      RAISE EXCEPTION USING ERRCODE = 'ES001',
        MESSAGE = format('stream %s: expected %s', p_stream_id, p_expected),
        DETAIL = coalesce(v_stream.version::text, 'no_stream');
    END IF;

    WITH inserted AS (
      INSERT INTO event_store.events AS e
        (stream_id, stream_revision, event_id, event_type, schema_version, data, metadata)
      SELECT p_stream_id, next_revision - v_count + batch.ordinality, (batch.value->>'id')::uuid, batch.value->>'type',
             (batch.value->>'schemaVersion')::integer, batch.value->'data', batch.value->'metadata'
      FROM jsonb_array_elements(p_events) WITH ORDINALITY AS batch
      ORDER BY batch.ordinality
      RETURNING e.global_position
    )
    SELECT max(inserted.global_position) INTO global_position FROM inserted;
    transaction_id := pg_current_xact_id();
  END
  $fn$;

  -- Soft delete (p_tombstone = false) or tombstone, with the same expectations and error codes as append.
  CREATE FUNCTION event_store.delete_stream(p_stream_id text, p_expected text, p_tombstone boolean)
  RETURNS void LANGUAGE plpgsql AS $fn$
  DECLARE
    v_stream event_store.streams;
    v_exists boolean;
  BEGIN
    SELECT * INTO v_stream FROM event_store.streams WHERE stream_id = p_stream_id FOR UPDATE;
    v_exists := FOUND;
    IF v_stream.tombstoned THEN
      RAISE EXCEPTION USING ERRCODE = 'ES002', MESSAGE = format('stream %s is tombstoned', p_stream_id);
    END IF;
    -- Parenthesised: PL/pgSQL would otherwise end the IF condition at the CASE's first THEN.
    IF (CASE p_expected
         WHEN 'any' THEN false
         WHEN 'no_stream' THEN v_exists AND NOT v_stream.soft_deleted
         WHEN 'stream_exists' THEN NOT v_exists OR v_stream.soft_deleted
         ELSE NOT v_exists OR v_stream.version <> p_expected::bigint
       END) THEN
      RAISE EXCEPTION USING ERRCODE = 'ES001',
        MESSAGE = format('stream %s: expected %s', p_stream_id, p_expected),
        DETAIL = coalesce(v_stream.version::text, 'no_stream');
    END IF;

    IF p_tombstone THEN
      -- A stream that never existed can be tombstoned too, so its name can never be used.
      INSERT INTO event_store.streams AS s (stream_id, version, tombstoned) VALUES (p_stream_id, -1, true)
      ON CONFLICT (stream_id) DO UPDATE SET tombstoned = true
        WHERE v_exists OR p_expected = 'any';
      IF NOT FOUND THEN
        -- The stream was created between our read and this write: it no longer matches 'no_stream'.
        RAISE EXCEPTION USING ERRCODE = 'ES001',
          MESSAGE = format('stream %s: expected %s', p_stream_id, p_expected),
          DETAIL = (SELECT version::text FROM event_store.streams WHERE stream_id = p_stream_id);
      END IF;
    ELSIF v_exists THEN
      UPDATE event_store.streams SET soft_deleted = true, truncate_before = version + 1
      WHERE stream_id = p_stream_id;
    END IF;
  END
  $fn$;
  `,
];
