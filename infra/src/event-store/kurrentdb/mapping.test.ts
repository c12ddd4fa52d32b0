import {
  ANY,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamDeletedError,
  StreamNotFoundError,
  StreamTombstonedError,
  UnavailableError,
  WrongExpectedVersionError,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { StreamNotFound, StreamTombstoned, WrongExpectedVersion } from '../errors';
import type { NewEvent } from '../event-store';
import {
  toAppendStreamState,
  toDeleteStreamState,
  toEventData,
  toFilter,
  toReadPosition,
  toRecordedEvent,
  toStoreError,
} from './mapping';

const metadata = {
  userId: 'user-1',
  commandId: 'command-1',
  correlationId: 'correlation-1',
  causationId: 'causation-1',
  at: '2025-01-01T00:00:00.000Z',
};

describe('expected revisions', () => {
  it('map onto the client constants for appends', () => {
    expect(toAppendStreamState('any')).toBe(ANY);
    expect(toAppendStreamState('no_stream')).toBe(NO_STREAM);
    expect(toAppendStreamState('stream_exists')).toBe(STREAM_EXISTS);
    expect(toAppendStreamState(7n)).toBe(7n);
  });

  it('map onto the client constants for deletes', () => {
    expect(toDeleteStreamState('any')).toBe(ANY);
    expect(toDeleteStreamState('no_stream')).toBe(NO_STREAM);
    expect(toDeleteStreamState(0n)).toBe(0n);
  });
});

describe('client errors', () => {
  it('a wrong expected version becomes the typed error with the stream, expectation and actual revision', () => {
    const clash = new WrongExpectedVersionError(undefined, { streamName: 'idea-1', expected: 3n, current: 5n });
    const mapped = toStoreError(clash, 'idea-1', 3n);
    expect(mapped).toBeInstanceOf(WrongExpectedVersion);
    expect(mapped).toMatchObject({ stream: 'idea-1', expected: 3n, actual: 5n });

    const missing = new WrongExpectedVersionError(undefined, {
      streamName: 'idea-2',
      expected: STREAM_EXISTS,
      current: NO_STREAM,
    });
    expect(toStoreError(missing, 'idea-2', 'stream_exists')).toMatchObject({
      expected: 'stream_exists',
      actual: 'no_stream',
    });
  });

  it('a missing stream becomes StreamNotFound', () => {
    const mapped = toStoreError(new StreamNotFoundError(undefined, 'idea-1'), 'idea-1', 'any');
    expect(mapped).toBeInstanceOf(StreamNotFound);
    expect(mapped).toMatchObject({ stream: 'idea-1' });
  });

  it('a hard-deleted stream becomes StreamTombstoned, whichever API version reports it', () => {
    const deleted = StreamDeletedError.fromStreamName('idea-1');
    // The v2 error only comes from the server; its constructor needs the gRPC error the client would have received.
    const tombstoned = new StreamTombstonedError(
      undefined as unknown as ConstructorParameters<typeof StreamTombstonedError>[0],
      { stream: 'idea-1' },
    );
    for (const error of [deleted, tombstoned]) {
      const mapped = toStoreError(error, 'idea-1', 'any');
      expect(mapped).toBeInstanceOf(StreamTombstoned);
      expect(mapped).toMatchObject({ stream: 'idea-1' });
    }
  });

  it('anything that is not a business outcome is passed through unchanged', () => {
    const unavailable = new UnavailableError(undefined, 'server down');
    const plain = new Error('boom');
    expect(toStoreError(unavailable, 'idea-1', 'any')).toBe(unavailable);
    expect(toStoreError(plain, 'idea-1', 'any')).toBe(plain);
    expect(toStoreError('not an error', 'idea-1', 'any')).toBe('not an error');
  });
});

describe('new events', () => {
  const event: NewEvent = { id: '0190c3b2-7f1a-7a00-8000-000000000001', type: 'IdeaPublished', data: { ideaId: 1 }, metadata };

  it('become JSON events with the client-supplied id and schema version 1 by default', () => {
    expect(toEventData(event)).toEqual({
      id: event.id,
      contentType: 'application/json',
      type: 'IdeaPublished',
      data: { ideaId: 1 },
      metadata: { ...metadata, schemaVersion: 1 },
    });
  });

  it('keep a schema version the caller set', () => {
    expect(toEventData({ ...event, metadata: { ...metadata, schemaVersion: 3 } }).metadata).toMatchObject({
      schemaVersion: 3,
    });
  });
});

describe('recorded events', () => {
  const created = new Date('2025-01-02T03:04:05.000Z');
  const resolved = (overrides: Record<string, unknown> = {}): ResolvedEvent => ({
    event: {
      streamId: 'idea-1',
      id: 'event-1',
      isJson: true,
      revision: 4n,
      type: 'IdeaPublished',
      created,
      data: { ideaId: 1 },
      metadata: { ...metadata, schemaVersion: 2 },
      position: { commit: 200n, prepare: 100n },
      ...overrides,
    },
  });

  it('map onto the port, positions as commit/prepare', () => {
    expect(toRecordedEvent(resolved())).toEqual({
      id: 'event-1',
      type: 'IdeaPublished',
      data: { ideaId: 1 },
      metadata: { ...metadata, schemaVersion: 2 },
      streamId: 'idea-1',
      revision: 4n,
      position: { commit: 200n, prepare: 100n },
      createdAt: created,
    });
  });

  it('default the schema version and the metadata of events written without them', () => {
    expect(toRecordedEvent(resolved({ metadata: { ...metadata } }))?.metadata.schemaVersion).toBe(1);
    expect(toRecordedEvent(resolved({ metadata: undefined }))?.metadata).toEqual({
      userId: null,
      commandId: '',
      correlationId: '',
      causationId: '',
      at: '',
      schemaVersion: 1,
    });
  });

  it('skip link events whose target is gone', () => {
    expect(toRecordedEvent({})).toBeUndefined();
  });

  it('refuse a server too old to report event positions', () => {
    expect(() => toRecordedEvent(resolved({ position: undefined }))).toThrow(/22\.6/);
  });
});

describe('positions and filters', () => {
  it('start at the beginning without a position, else at the given one', () => {
    expect(toReadPosition(undefined)).toBe(START);
    expect(toReadPosition({ commit: 5n, prepare: 4n })).toEqual({ commit: 5n, prepare: 4n });
  });

  const matches = (eventTypes: readonly string[] | undefined, type: string) => {
    const filter = toFilter(eventTypes);
    if (!('regex' in filter)) throw new Error('expected a regex filter');
    expect(filter.filterOn).toBe('eventType');
    return new RegExp(filter.regex).test(type);
  };

  it('hide KurrentDB system events when no types are asked for', () => {
    expect(matches(undefined, 'IdeaPublished')).toBe(true);
    expect(matches(undefined, '$metadata')).toBe(false);
  });

  it('match the asked-for types exactly, regex characters included', () => {
    expect(matches(['Idea.Published', 'UserRegistered'], 'Idea.Published')).toBe(true);
    expect(matches(['Idea.Published', 'UserRegistered'], 'UserRegistered')).toBe(true);
    expect(matches(['Idea.Published', 'UserRegistered'], 'IdeaXPublished')).toBe(false);
    expect(matches(['Idea.Published', 'UserRegistered'], 'UserRegisteredAgain')).toBe(false);
  });

  it('match nothing for an empty list of types', () => {
    expect(matches([], 'IdeaPublished')).toBe(false);
    expect(matches([], '')).toBe(false);
  });
});
