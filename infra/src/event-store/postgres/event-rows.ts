// Rows of event_store.events as pg returns them (bigint and xid8 as strings), and their mapping to the port.
import type { EventMetadata, RecordedEvent } from '../event-store';
import type { Position } from '../position';

/**
 * The columns of an event, in eventAt's order. Rows are read as arrays (`rowMode: 'array'`), and the time as
 * milliseconds since the epoch: the driver then builds no object per row and parses no date text, a good part of
 * what a catch-up of a million events costs the reading process.
 */
export const EVENT_COLUMNS = `e.transaction_id, e.global_position, e.stream_id, e.stream_revision, e.event_id,
  e.event_type, e.schema_version, e.data, e.metadata, date_part('epoch', e.created_at) * 1000 AS created_at`;

/** How many columns EVENT_COLUMNS selects. */
export const EVENT_COLUMN_COUNT = 10;

/**
 * The event whose EVENT_COLUMNS start at `at` in the row (bigint and xid8 read as strings); undefined when they are
 * null (a row without an event).
 */
export function eventAt(row: readonly unknown[], at: number): RecordedEvent | undefined {
  const id = row[at + 4] as string | null;
  if (id === null) return undefined;
  return {
    id,
    type: row[at + 5] as string,
    data: row[at + 7],
    metadata: { ...(row[at + 8] as EventMetadata), schemaVersion: row[at + 6] as number },
    streamId: row[at + 2] as string,
    revision: BigInt(row[at + 3] as string),
    position: toPosition(row[at] as string, row[at + 1] as string),
    createdAt: new Date(row[at + 9] as number),
  };
}

export function toPosition(transactionId: string, globalPosition: string): Position {
  return { commit: BigInt(transactionId), prepare: BigInt(globalPosition) };
}
