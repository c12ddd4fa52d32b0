import type pg from 'pg';
import type { AppendResult, ExpectedRevision, NewEvent } from '../event-store';
import { WrongExpectedVersion } from '../errors';
import { assertAppendable, schemaVersionOf } from '../new-events';
import { expectedParam, isUniqueViolation, isWrongExpectedVersion, toStoreError } from './store-errors';
import { toPosition } from './event-rows';

interface AppendRow {
  next_revision: string;
  transaction_id: string;
  global_position: string;
}

/** The one statement of an append (a named statement, so each connection parses and plans it once). */
export function appendQuery(stream: string, events: readonly NewEvent[], expected: ExpectedRevision): pg.QueryConfig {
  const batch = events.map((event) => ({
    id: event.id,
    type: event.type,
    schemaVersion: schemaVersionOf(event.metadata),
    data: event.data,
    metadata: event.metadata,
  }));
  return {
    name: 'event_store_append',
    text: 'SELECT next_revision, transaction_id, global_position FROM event_store.append($1, $2, $3)',
    values: [stream, expectedParam(expected), JSON.stringify(batch)],
  };
}

export function toAppendResult(row: AppendRow | undefined): AppendResult {
  if (!row) throw new Error('event_store.append returned no row');
  return {
    nextRevision: BigInt(row.next_revision),
    position: toPosition(row.transaction_id, row.global_position),
  };
}

export async function appendEvents(
  pool: pg.Pool,
  stream: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  assertAppendable(events);
  try {
    const { rows } = await pool.query<AppendRow>(appendQuery(stream, events, expected));
    return toAppendResult(rows[0]);
  } catch (error) {
    // A repeat of an append that already succeeded fails either on the event ids or, having moved the stream on,
    // on the expectation; both answer with the first result. Two racing repeats end here too: the loser waits on
    // the winner's lock, so the winner has committed by the time this lookup runs.
    if (isUniqueViolation(error, 'events_event_id_key') || isWrongExpectedVersion(error)) {
      const earlier = await findEarlierAppend(pool, stream, events);
      if (earlier) return earlier;
    }
    if (isUniqueViolation(error, 'events_stream_revision_key')) {
      // The backstop behind the streams row: someone wrote events without it. Still a concurrency clash.
      throw await clashWithCurrentRevision(pool, stream, expected);
    }
    throw toStoreError(error, stream, expected);
  }
}

interface EarlierEventRow {
  stream_id: string;
  stream_revision: string;
  transaction_id: string;
  global_position: string;
}

async function findEarlierAppend(
  pool: pg.Pool,
  stream: string,
  events: readonly NewEvent[],
): Promise<AppendResult | undefined> {
  const { rows } = await pool.query<EarlierEventRow>(
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
  return { nextRevision: BigInt(last.stream_revision), position: toPosition(last.transaction_id, last.global_position) };
}

async function clashWithCurrentRevision(
  pool: pg.Pool,
  stream: string,
  expected: ExpectedRevision,
): Promise<WrongExpectedVersion> {
  const { rows } = await pool.query<{ version: string }>(
    'SELECT version FROM event_store.streams WHERE stream_id = $1',
    [stream],
  );
  const version = rows[0]?.version;
  return new WrongExpectedVersion(stream, expected, version === undefined ? 'no_stream' : BigInt(version));
}
