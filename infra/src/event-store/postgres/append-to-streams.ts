// An append to several streams (EventStore.appendToStreams) is one transaction: each stream's append statement in
// turn (append-statements.ts, the same optimistic-concurrency claim), committed only when every expectation held, so
// a clash on one stream writes nothing on any. One commit for the batch is what makes it cheap: a one-event append's
// cost is mostly its own commit.
import type pg from 'pg';
import type { AppendResult, StreamAppend } from '../event-store';
import { assertAppendable } from '../new-events';
import { findEarlierAppend, rejectionOf } from './append';
import { appendQuery, toAppendResult, type AppendedRow } from './append-statements';
import { isUniqueViolation } from './store-errors';

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
      // The existing streams' rows locked in one order first, so two batches over the same streams wait for each
      // other instead of deadlocking.
      await client.query({
        name: 'event_store_lock_streams',
        text: 'SELECT FROM event_store.streams WHERE stream_id = ANY ($1::text[]) ORDER BY stream_id FOR UPDATE',
        values: [appends.map((append) => append.stream)],
      });
      const results: AppendResult[] = [];
      for (const append of appends) {
        const { rows } = await client.query<AppendedRow>(appendQuery(append.stream, append.events, append.expectedRevision ?? 'any'));
        const [row] = rows;
        if (!row) {
          await client.query('ROLLBACK');
          return { clash: append };
        }
        results.push(toAppendResult(row));
      }
      await client.query('COMMIT');
      return { results };
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
