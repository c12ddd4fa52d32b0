import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUpcaster } from '@app/domain/shared/upcasters';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { decodeEvent } from './decode-event';

// v1 of `NoteTaken` called its text `body`.
let removeUpcaster: () => void;
beforeAll(() => {
  removeUpcaster = registerUpcaster('NoteTaken', 1, (data) => ({ text: (data as { body: string }).body }));
});
afterAll(() => removeUpcaster());

function recorded(type: string, data: unknown, metadata: Partial<RecordedEvent['metadata']> = {}): RecordedEvent {
  return {
    id: '0190b2a4-0000-7000-8000-000000000001',
    type,
    data,
    metadata: { userId: null, commandId: 'c', correlationId: 'c', causationId: 'c', at: '2026-11-24T00:00:00.000Z', ...metadata },
    streamId: 'notes-1',
    revision: 0n,
    position: { commit: 1n, prepare: 1n },
    createdAt: new Date(0),
  };
}

describe('decoding an event for a projection', () => {
  it('upcasts an old shape, then makes its text storable', () => {
    expect(decodeEvent(recorded('NoteTaken', { body: 'a\u0000b' }))).toMatchObject({
      data: { text: 'a\uFFFDb' },
      metadata: { schemaVersion: 2 },
    });
  });

  it('makes data and metadata storable at any depth, even for a current shape', () => {
    const decoded = decodeEvent(recorded('Other', { list: [{ name: '\uD800' }] }, { note: 'x\u0000' }));
    expect(decoded.data).toEqual({ list: [{ name: '\uFFFD' }] });
    expect(decoded.metadata.note).toBe('x\uFFFD');
  });

  it('hands over the stored event itself when nothing changes', () => {
    const event = recorded('Other', { name: 'Ada' });
    expect(decodeEvent(event)).toBe(event);
  });
});
