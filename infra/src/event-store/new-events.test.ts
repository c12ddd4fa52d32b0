import { describe, expect, it } from 'vitest';
import type { EventMetadata, NewEvent } from './event-store';
import { assertAppendable, schemaVersionOf } from './new-events';

const metadata: EventMetadata = { userId: null, commandId: 'c', correlationId: 'c', causationId: 'c', at: '' };
const event = (id: string): NewEvent => ({ id, type: 'Happened', data: {}, metadata });

describe('assertAppendable', () => {
  it('accepts distinct UUIDs', () => {
    expect(() =>
      assertAppendable([event('0190c3b2-7f1a-7a00-8000-000000000001'), event('0190C3B2-7F1A-7A00-8000-000000000002')]),
    ).not.toThrow();
  });

  it('rejects an empty append, an id that is not a UUID and an id used twice', () => {
    expect(() => assertAppendable([])).toThrow(RangeError);
    expect(() => assertAppendable([event('event-1')])).toThrow(TypeError);
    expect(() =>
      assertAppendable([event('0190c3b2-7f1a-7a00-8000-00000000000a'), event('0190C3B2-7F1A-7A00-8000-00000000000A')]),
    ).toThrow(/twice/);
  });
});

describe('schemaVersionOf', () => {
  it('is the positive integer in the metadata, else 1', () => {
    expect(schemaVersionOf({ ...metadata, schemaVersion: 4 })).toBe(4);
    expect(schemaVersionOf(metadata)).toBe(1);
    // Stored metadata is JSON: whatever a writer put there comes back.
    for (const invalid of [0, -2, 1.5, '2', null]) {
      expect(schemaVersionOf({ ...metadata, schemaVersion: invalid } as unknown as EventMetadata)).toBe(1);
    }
  });
});
