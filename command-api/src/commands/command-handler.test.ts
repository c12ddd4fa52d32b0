import { describe, expect, it } from 'vitest';
import { Conflict } from '@app/domain/shared/errors';
import type { Bus } from '@app/infra/bus/bus';
import type { EventStore, NewEvent, RecordedEvent, StreamAppend } from '@app/infra/event-store/event-store';
import { StreamNotFound, WrongExpectedVersion } from '@app/infra/event-store/errors';
import { counter } from '../testing/counter';
import { CONFLICT_MESSAGE, createBatchCommandHandler, createCommandHandler } from './command-handler';

// The retry policy in isolation: a store whose appends clash a given number of times.
function clashingStore(clashes: number) {
  const appended: NewEvent[][] = [];
  let calls = 0;
  const store = {
    kind: 'postgres',
    readStream: async (stream: string) => {
      throw new StreamNotFound(stream);
    },
    append: async (stream: string, events: readonly NewEvent[]) => {
      calls++;
      if (calls <= clashes) throw new WrongExpectedVersion(stream, 'no_stream', 0n);
      appended.push([...events]);
      return { nextRevision: 0n, position: { commit: 9n, prepare: 1n } };
    },
  } as unknown as EventStore;
  return { store, appended, calls: () => calls };
}

const bus: Bus = { kind: 'in-process', publish: () => undefined, subscribe: () => () => undefined, close: async () => undefined };
const command = { type: 'Increment' as const, data: { by: 2 }, metadata: { actor: null, now: new Date('2026-11-22T10:00:00Z') } };
const envelope = { commandId: 'c1', correlationId: 'r1', causationId: 'c0' };

describe('command handler', () => {
  it('retries a clash and succeeds within the bound', async () => {
    const { store, appended, calls } = clashingStore(2);
    const result = await createCommandHandler({ eventStore: store, bus, maxAttempts: 3 })(counter, 'counter-1', command, envelope);
    expect(calls()).toBe(3);
    expect(result.state).toEqual({ value: 2, label: null });
    expect(appended).toHaveLength(1);
    expect(appended[0]![0]!.metadata).toEqual({
      userId: null,
      commandId: 'c1',
      correlationId: 'r1',
      causationId: 'c0',
      at: '2026-11-22T10:00:00.000Z',
      schemaVersion: 1,
    });
  });

  it('gives up with a Conflict after the bound', async () => {
    const { store, calls } = clashingStore(10);
    const handle = createCommandHandler({ eventStore: store, bus, maxAttempts: 3 });
    await expect(handle(counter, 'counter-1', command, envelope)).rejects.toEqual(new Conflict(CONFLICT_MESSAGE));
    expect(calls()).toBe(3);
  });

  it('derives event ids from the Idempotency-Key, and makes fresh UUIDv7 ids without one', async () => {
    const first = clashingStore(0);
    const second = clashingStore(0);
    await createCommandHandler({ eventStore: first.store, bus })(counter, 's', command, { ...envelope, idempotencyKey: 'k' });
    await createCommandHandler({ eventStore: second.store, bus })(counter, 's', command, { ...envelope, idempotencyKey: 'k' });
    expect(first.appended[0]![0]!.id).toBe(second.appended[0]![0]!.id);
    const plain = clashingStore(0);
    await createCommandHandler({ eventStore: plain.store, bus })(counter, 's', command, envelope);
    expect(plain.appended[0]![0]!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
  });
});

// Many streams at once: `counter-1` holds one increment of 1 at revision 0, the others do not exist.
function batchStore({ clash }: { clash: boolean }) {
  const batches: StreamAppend[][] = [];
  const single: string[] = [];
  const reads: string[][] = [];
  const recorded = { type: 'CounterIncremented', data: { by: 1 }, metadata: { schemaVersion: 1 }, revision: 0n, position: { commit: 5n, prepare: 1n } };
  const store = {
    kind: 'postgres',
    readStreams: async (streams: readonly string[]) => {
      reads.push([...streams]);
      return new Map(streams.filter((stream) => stream === 'counter-1').map((stream) => [stream, [recorded as unknown as RecordedEvent]]));
    },
    appendToStreams: async (appends: readonly StreamAppend[]) => {
      batches.push([...appends]);
      if (clash) throw new WrongExpectedVersion(appends[0]!.stream, 0n, 1n);
      return appends.map((_, index) => ({ nextRevision: 0n, position: { commit: 9n, prepare: BigInt(index) } }));
    },
    readStream: async (stream: string) => {
      throw new StreamNotFound(stream);
    },
    append: async (stream: string) => {
      single.push(stream);
      return { nextRevision: 0n, position: { commit: 10n, prepare: 1n } };
    },
  } as unknown as EventStore;
  return { store, batches, single, reads };
}

describe('batch command handler', () => {
  const increments = (by: number[]) => by.map((each, index) => ({ streamId: `counter-${index + 1}`, command: { ...command, data: { by: each } } }));

  it('decides each stream on its state, appends every decision in one call with its expected revision, wakes readers once', async () => {
    const { store, batches } = batchStore({ clash: false });
    const published: string[] = [];
    const handle = createBatchCommandHandler({ eventStore: store, bus: { ...bus, publish: (_, position) => published.push(position) } });
    const results = await handle(counter, increments([2, 0, 3]), envelope);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map(({ stream, expectedRevision }) => [stream, expectedRevision])).toEqual([['counter-1', 0n], ['counter-3', 'no_stream']]);
    expect(batches[0]![1]!.events[0]!.metadata).toMatchObject({ commandId: 'c1', correlationId: 'r1', causationId: 'c0' });
    expect(results.map(({ state, events }) => [state.value, events.length])).toEqual([[3, 1], [0, 0], [3, 1]]);
    expect(results[1]!.nextRevision).toBeUndefined();
    expect(published).toHaveLength(1);
  });

  it('decides the streams the caller hands over on the state and revision it read, reading only the others', async () => {
    const { store, batches, reads } = batchStore({ clash: false });
    const read = new Map([['counter-2', { state: { value: 5, label: null }, revision: 4n }]]);
    const results = await createBatchCommandHandler({ eventStore: store, bus })(counter, increments([2, 1, 3]), envelope, read);
    expect(reads).toEqual([['counter-1', 'counter-3']]);
    expect(batches[0]!.map(({ stream, expectedRevision }) => [stream, expectedRevision])).toEqual([['counter-1', 0n], ['counter-2', 4n], ['counter-3', 'no_stream']]);
    expect(results.map(({ state }) => state.value)).toEqual([3, 6, 3]);
  });

  it('on a clash, handles the commands one by one', async () => {
    const { store, batches, single } = batchStore({ clash: true });
    const results = await createBatchCommandHandler({ eventStore: store, bus })(counter, increments([2, 0, 3]), envelope);
    expect(batches).toHaveLength(1);
    expect(single.sort()).toEqual(['counter-1', 'counter-3']);
    expect(results.map(({ events }) => events.length)).toEqual([1, 0, 1]);
  });
});
