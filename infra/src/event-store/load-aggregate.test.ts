import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '@app/domain/shared/decider';
import { registerUpcaster } from '@app/domain/shared/upcasters';
import { StreamNotFound } from './errors';
import type { EventStore, RecordedEvent } from './event-store';
import { loadAggregate, streamStateCache, type PayloadCodec } from './load-aggregate';

type Noted = DomainEvent<'Noted', { text: string }>;
const notes = { initialState: (): string[] => [], evolve: (state: string[], event: Noted) => [...state, event.data.text] };

function storeWith(streams: Record<string, Pick<RecordedEvent, 'type' | 'data' | 'metadata'>[]>): EventStore {
  return {
    readStream: async (stream: string, options?: { from?: bigint }) => {
      const events = streams[stream];
      if (!events) throw new StreamNotFound(stream);
      const from = Number(options?.from ?? 0n);
      return events.map((event, index) => ({ ...event, revision: BigInt(index), position: { commit: 7n, prepare: BigInt(index) } })).slice(from);
    },
  } as unknown as EventStore;
}

const metadata = (schemaVersion: number) => ({ userId: null, commandId: 'c', correlationId: 'c', causationId: 'c', at: '2026-11-22T10:00:00.000Z', schemaVersion });
/** Stored payloads are wrapped (as sealed personal data is); decoding unwraps them. */
const unwrap: PayloadCodec = { encode: async (data) => ({ wrapped: data }), decodeAll: async (data) => data.map((item) => (item as { wrapped: unknown }).wrapped) };

let unregister: (() => void) | undefined;
afterEach(() => {
  unregister?.();
  unregister = undefined;
});

describe('loadAggregate', () => {
  it('folds the stream and answers its last revision and position; a missing stream is the initial state, with neither', async () => {
    const store = storeWith({ 'notes-1': [{ type: 'Noted', data: { text: 'a' }, metadata: metadata(1) }, { type: 'Noted', data: { text: 'b' }, metadata: metadata(1) }] });
    expect(await loadAggregate(store, 'notes-1', notes)).toEqual({ state: ['a', 'b'], revision: 1n, position: { commit: 7n, prepare: 1n } });
    expect(await loadAggregate(store, 'notes-2', notes)).toEqual({ state: [], revision: undefined, position: undefined });
  });

  it('upcasts the payload as stored, then decodes it', async () => {
    unregister = registerUpcaster('Noted', 1, (stored) => ({ wrapped: { text: `${(stored as { wrapped: { body: string } }).wrapped.body}!` } }));
    const store = storeWith({
      'notes-1': [
        { type: 'Noted', data: { wrapped: { body: 'old' } }, metadata: metadata(1) },
        { type: 'Noted', data: { wrapped: { text: 'new' } }, metadata: metadata(2) },
      ],
    });
    expect((await loadAggregate(store, 'notes-1', notes, unwrap)).state).toEqual(['old!', 'new']);
  });
});

describe('a stream state cache', () => {
  const noted = (text: string) => ({ type: 'Noted', data: { text }, metadata: metadata(1) });

  it('folds only the events after the state it holds, to the same state as a full fold', async () => {
    const stream = [noted('a'), noted('b')];
    const store = storeWith({ 'notes-1': stream });
    let evolved = 0;
    const counting = { initialState: notes.initialState, evolve: (state: string[], event: Noted) => ((evolved += 1), notes.evolve(state, event)) };
    const cache = streamStateCache<string[]>();
    expect(await loadAggregate(store, 'notes-1', counting, undefined, cache)).toMatchObject({ state: ['a', 'b'], revision: 1n });
    stream.push(noted('c'));
    evolved = 0;
    const loaded = await loadAggregate(store, 'notes-1', counting, undefined, cache);
    expect(evolved).toBe(1);
    expect(loaded).toEqual(await loadAggregate(store, 'notes-1', notes));
    // Nothing new: the state it holds, with its revision and position.
    evolved = 0;
    expect(await loadAggregate(store, 'notes-1', counting, undefined, cache)).toEqual(loaded);
    expect(evolved).toBe(0);
  });

  it('keeps the state that read more, and forgets the least recently used stream', () => {
    const cache = streamStateCache<string[]>(2);
    cache.set('a', { state: ['x', 'y'], revision: 1n, position: undefined });
    cache.set('a', { state: ['x'], revision: 0n, position: undefined });
    expect(cache.get('a')?.state).toEqual(['x', 'y']);
    cache.set('b', { state: [], revision: 0n, position: undefined });
    cache.get('a');
    cache.set('c', { state: [], revision: 0n, position: undefined });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
  });
});
