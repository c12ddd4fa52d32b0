// The event store's schema, as ordered steps. A landed step is never edited: change the schema by adding one.
// The event store's README ("Postgres layout") explains the shape: the global order is (transaction_id, global_position)
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

  -- Soft delete (p_tombstone = false) or tombstone. Raises ES001 for a wrong expected version (DETAIL: the actual
  -- revision or 'no_stream') and ES002 for a tombstoned stream. Appends are plain statements (append-statements.ts).
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
  `
  -- Reads of a few event types (a projection's) find them without walking the whole store (reads.ts).
  CREATE INDEX events_event_type_position ON event_store.events (event_type, transaction_id, global_position);
  `,
];
