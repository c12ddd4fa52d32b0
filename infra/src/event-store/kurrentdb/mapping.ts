// Pure translations between the port and @kurrent/kurrentdb-client, kept apart from the I/O so they are unit-tested
// without a server (none can run on the development machines).
import {
  ANY,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  ErrorType,
  eventTypeFilter,
  excludeSystemEvents,
  isCommandError,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type EventData,
  type Filter,
  type JSONType,
  type ReadPosition,
  type ResolvedEvent,
  type StreamState,
} from '@kurrent/kurrentdb-client';
import type { EventMetadata, ExpectedRevision, NewEvent, RecordedEvent } from '../event-store';
import { StreamNotFound, StreamTombstoned, WrongExpectedVersion } from '../errors';
import { schemaVersionOf } from '../new-events';
import type { Position } from '../position';

export function toAppendStreamState(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return expected;
  }
}

/** Deletes cannot say "stream exists"; the adapter first turns it into the stream's current revision. */
export function toDeleteStreamState(expected: Exclude<ExpectedRevision, 'stream_exists'>): StreamState {
  return expected === 'any' ? ANY : expected === 'no_stream' ? NO_STREAM : expected;
}

/** The typed error for a business outcome; anything else (network, auth, ...) is returned unchanged. */
export function toStoreError(error: unknown, stream: string, expected: ExpectedRevision): unknown {
  if (!(error instanceof Error) || !isCommandError(error)) return error;
  switch (error.type) {
    case ErrorType.WRONG_EXPECTED_VERSION:
      return new WrongExpectedVersion(stream, expected, error.actualState);
    case ErrorType.STREAM_NOT_FOUND:
      return new StreamNotFound(stream);
    // KurrentDB calls a hard-deleted stream "deleted" on the v1 API and "tombstoned" on the v2 one.
    case ErrorType.STREAM_DELETED:
    case ErrorType.STREAM_TOMBSTONED:
      return new StreamTombstoned(stream);
    default:
      return error;
  }
}

export function toEventData(event: NewEvent): EventData {
  return jsonEvent({
    id: event.id,
    type: event.type,
    data: event.data as JSONType,
    // Written explicitly so every reader, upcasters included, finds the payload's version.
    metadata: { ...event.metadata, schemaVersion: schemaVersionOf(event.metadata) },
  });
}

/** Undefined for what the port does not carry: link events whose target is gone. */
export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event) return undefined;
  if (!event.position) throw new Error('KurrentDB did not return event positions: it needs to be version 22.6 or later');
  const metadata = isRecord(event.metadata) ? (event.metadata as EventMetadata) : emptyMetadata();
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: { ...metadata, schemaVersion: schemaVersionOf(metadata) },
    streamId: event.streamId,
    revision: event.revision,
    position: { commit: event.position.commit, prepare: event.position.prepare },
    createdAt: event.created,
  };
}

/** `after` is exclusive in the port and inclusive in KurrentDB: the caller drops the event at `after` itself. */
export function toReadPosition(after: Position | undefined): ReadPosition {
  return after ? { commit: after.commit, prepare: after.prepare } : START;
}

/** $all also holds KurrentDB's own system events ($-prefixed types); the port never shows them. */
export function toFilter(eventTypes: readonly string[] | undefined): Filter {
  if (!eventTypes) return excludeSystemEvents();
  const alternatives = eventTypes.map((type) => type.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // An empty list asks for nothing: a pattern that matches no type.
  return eventTypeFilter({ regex: alternatives.length > 0 ? `^(?:${alternatives.join('|')})$` : '(?!)' });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

// Events written by other tools may lack our metadata; the port's type still promises the fields.
function emptyMetadata(): EventMetadata {
  return { userId: null, commandId: '', correlationId: '', causationId: '', at: '' };
}
