// An append to several streams (EventStore.appendToStreams) is one short transaction of three statements: the existing
// streams' rows locked in id order (two batches over the same streams wait for each other instead of deadlocking),
// one statement that claims every stream's revisions and inserts every event, and COMMIT, or ROLLBACK when a stream's
// expectation did not hold, so a clash on one stream writes nothing on any. The claim is the single append's
// (append-statements.ts) per expectation kind, over all the streams at once: a batch costs a few round trips and one
// commit, where as many one-stream appends cost a round trip and a commit each.
import type pg from 'pg';
import type { AppendResult, StreamAppend } from '../event-store';
import { assertAppendable } from '../new-events';
import { findEarlierAppend, rejectionOf } from './append';
import { storedShape, toAppendResult, type AppendedRow } from './append-statements';
import { isUniqueViolation } from './store-errors';

// $1: [{ stream, kind ('any' | 'no_stream' | 'stream_exists' | 'revision'), expected, events }] in the caller's order.
// A stream created here is inserted; one that exists is updated when its expectation holds (the rows inserted in this
// statement are not visible to its UPDATE). The events go in the caller's order, so positions ascend in it. One row
// per claimed stream: its last event.
const APPEND_TO_STREAMS = `WITH input AS (
    SELECT batch.ordinality AS ord, batch.value->>'stream' AS stream_id, batch.value->>'kind' AS kind,
           (batch.value->>'expected')::bigint AS expected, jsonb_array_length(batch.value->'events')::bigint AS n,
           batch.value->'events' AS events
    FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS batch
  ), created AS (
    INSERT INTO event_store.streams (stream_id, version)
    SELECT stream_id, n - 1 FROM input WHERE kind IN ('any', 'no_stream')
    ON CONFLICT (stream_id) DO NOTHING
    RETURNING stream_id, version
  ), moved AS (
    UPDATE event_store.streams s SET version = s.version + input.n, soft_deleted = false
    FROM input
    WHERE s.stream_id = input.stream_id AND NOT s.tombstoned AND CASE input.kind
      WHEN 'any' THEN true
      WHEN 'no_stream' THEN s.soft_deleted
      WHEN 'stream_exists' THEN NOT s.soft_deleted
      ELSE s.version = input.expected END
    RETURNING s.stream_id, s.version
  ), claimed AS (
    SELECT * FROM created UNION ALL SELECT * FROM moved
  ), inserted AS (
    INSERT INTO event_store.events (stream_id, stream_revision, event_id, event_type, schema_version, data, metadata)
    SELECT input.stream_id, claimed.version - input.n + event.ordinality, (event.value->>'id')::uuid,
           event.value->>'type', (event.value->>'schemaVersion')::integer, event.value->'data', event.value->'metadata'
    FROM input JOIN claimed USING (stream_id), jsonb_array_elements(input.events) WITH ORDINALITY AS event
    ORDER BY input.ord, event.ordinality
    RETURNING stream_id, stream_revision, transaction_id, global_position
  )
  SELECT DISTINCT ON (stream_id) stream_id, stream_revision, transaction_id, global_position
  FROM inserted ORDER BY stream_id, global_position DESC`;

export async function appendEventsToStreams(pool: pg.Pool, appends: readonly StreamAppend[]): Promise<AppendResult[]> {
  for (const append of appends) assertAppendable(append.events);
  // No event id twice across the streams either.
  assertAppendable(appends.flatMap((append) => append.events));
  const streams = appends.map((append) => append.stream);
  if (new Set(streams).size !== streams.length) throw new RangeError('appendToStreams names a stream twice');
  const outcome = await inOneTransaction(pool, appends);
  if (outcome.results) return outcome.results;
  // Nothing was written: a whole repeat returns its first results, anything else is the clash it met.
  const earlier = await Promise.all(appends.map((append) => findEarlierAppend(pool, append.stream, append.events)));
  if (earlier.every((result) => result !== undefined)) return earlier;
  if (earlier.some((result) => result !== undefined)) {
    throw new Error('appendToStreams: some of these event ids were already used by another append');
  }
  if (!outcome.clash) throw outcome.error;
  throw await rejectionOf(pool, outcome.clash.stream, outcome.clash.expectedRevision ?? 'any');
}

type Outcome = { results: AppendResult[] } | { results?: undefined; clash?: StreamAppend; error?: unknown };

async function inOneTransaction(pool: pg.Pool, appends: readonly StreamAppend[]): Promise<Outcome> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    try {
      await client.query({
        name: 'event_store_lock_streams',
        text: 'SELECT FROM event_store.streams WHERE stream_id = ANY ($1::text[]) ORDER BY stream_id FOR UPDATE',
        values: [appends.map((append) => append.stream)],
      });
      const { rows } = await client.query<AppendedRow & { stream_id: string }>({
        name: 'event_store_append_to_streams',
        text: APPEND_TO_STREAMS,
        values: [JSON.stringify(appends.map(toInput))],
      });
      const claimed = new Map(rows.map((row) => [row.stream_id, toAppendResult(row)]));
      const clash = appends.find((append) => !claimed.has(append.stream));
      await client.query(clash ? 'ROLLBACK' : 'COMMIT');
      return clash ? { clash } : { results: appends.map((append) => claimed.get(append.stream)!) };
    } catch (error) {
      await client.query('ROLLBACK');
      // A repeat racing its twin, or the backstop behind the streams rows: told apart by the caller.
      if (isUniqueViolation(error, 'events_event_id_key') || isUniqueViolation(error, 'events_stream_revision_key')) return { error };
      throw error;
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}

function toInput({ stream, events, expectedRevision = 'any' }: StreamAppend) {
  const revision = typeof expectedRevision === 'bigint';
  return {
    stream,
    kind: revision ? 'revision' : expectedRevision,
    expected: revision ? expectedRevision.toString() : null,
    events: events.map(storedShape),
  };
}
