// Rows of event_store.events as pg returns them (bigint and xid8 as strings), and their mapping to the port.
import type { EventMetadata, RecordedEvent } from '../event-store';
import type { Position } from '../position';

export const EVENT_COLUMNS = `e.transaction_id, e.global_position, e.stream_id, e.stream_revision, e.event_id,
  e.event_type, e.schema_version, e.data, e.metadata, e.created_at`;

export interface EventRow {
  transaction_id: string;
  global_position: string;
  stream_id: string;
  stream_revision: string;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  created_at: Date;
}

export function toPosition(transactionId: string, globalPosition: string): Position {
  return { commit: BigInt(transactionId), prepare: BigInt(globalPosition) };
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.event_type,
    data: row.data,
    metadata: { ...row.metadata, schemaVersion: row.schema_version },
    streamId: row.stream_id,
    revision: BigInt(row.stream_revision),
    position: toPosition(row.transaction_id, row.global_position),
    createdAt: row.created_at,
  };
}
