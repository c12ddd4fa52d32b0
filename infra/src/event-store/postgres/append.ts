import type pg from 'pg';
import type { AppendResult, ExpectedRevision, NewEvent } from '../event-store';
import { StreamTombstoned, WrongExpectedVersion } from '../errors';
import { assertAppendable } from '../new-events';
import { appendQuery, toAppendResult, type AppendedRow } from './append-statements';
import { isUniqueViolation } from './store-errors';

export async function appendEvents(
  pool: pg.Pool,
  stream: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  assertAppendable(events);
  let appended: AppendedRow | undefined;
  try {
    const { rows } = await pool.query<AppendedRow>(appendQuery(stream, events, expected));
    appended = rows[0];
  } catch (error) {
    // Two identical appends racing: the loser waited for the winner's lock, so the winner has committed by now.
    if (isUniqueViolation(error, 'events_event_id_key')) return await firstResultOf(pool, stream, events);
    // The backstop behind the streams row (someone wrote events without moving it): still a concurrency clash.
    if (!isUniqueViolation(error, 'events_stream_revision_key')) throw error;
  }
  return appended ? toAppendResult(appended) : await explainRejection(pool, stream, events, expected);
}

/**
 * Nothing was written: the stream is tombstoned, or this append was done before (a repeat moved the stream on, so its
 * expectation fails), or it is a real clash. Read after the fact, so `actual` may be newer than what clashed.
 */
async function explainRejection(
  pool: pg.Pool,
  stream: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  const earlier = await findEarlierAppend(pool, stream, events);
  if (earlier) return earlier;
  throw await rejectionOf(pool, stream, expected);
}

/** Why an expectation failed: the stream is tombstoned, or it is at another revision. */
export async function rejectionOf(pool: pg.Pool, stream: string, expected: ExpectedRevision): Promise<Error> {
  const { rows } = await pool.query<{ version: string; tombstoned: boolean }>(
    'SELECT version, tombstoned FROM event_store.streams WHERE stream_id = $1',
    [stream],
  );
  const current = rows[0];
  if (current?.tombstoned) return new StreamTombstoned(stream);
  return new WrongExpectedVersion(stream, expected, current ? BigInt(current.version) : 'no_stream');
}

async function firstResultOf(pool: pg.Pool, stream: string, events: readonly NewEvent[]): Promise<AppendResult> {
  const earlier = await findEarlierAppend(pool, stream, events);
  if (!earlier) throw new Error(`append to ${stream}: its event ids clash with events that cannot be found`);
  return earlier;
}

/** The result the first append of these events returned, or undefined when none of them was appended. */
export async function findEarlierAppend(
  pool: pg.Pool,
  stream: string,
  events: readonly NewEvent[],
): Promise<AppendResult | undefined> {
  const { rows } = await pool.query<AppendedRow & { stream_id: string }>(
    `SELECT stream_id, stream_revision, transaction_id, global_position FROM event_store.events
     WHERE event_id = ANY ($1::uuid[])
     ORDER BY transaction_id, global_position`,
    [events.map((event) => event.id)],
  );
  const last = rows.at(-1);
  if (!last) return undefined;
  if (rows.length !== events.length || rows.some((row) => row.stream_id !== stream)) {
    throw new Error(`append to ${stream}: some of these event ids were already used by another append`);
  }
  return toAppendResult(last);
}
