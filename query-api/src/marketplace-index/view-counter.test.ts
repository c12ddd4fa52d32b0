import { describe, expect, it } from 'vitest';
import { createInProcessBus } from '@app/infra/bus/in-process-bus';
import type { EventStore, NewEvent } from '@app/infra/event-store/event-store';
import { createViewCounter } from './view-counter';

/** An event store that keeps appends (or refuses them while `failing`). */
function recordingStore() {
  const appends: { stream: string; events: readonly NewEvent[]; expectedRevision: unknown }[] = [];
  const store = {
    failing: false,
    appends,
    async append(stream: string, events: readonly NewEvent[], options?: { expectedRevision?: unknown }) {
      if (store.failing) throw new Error('store down');
      appends.push({ stream, events, expectedRevision: options?.expectedRevision });
      return { nextRevision: BigInt(appends.length - 1), position: { commit: 1n, prepare: BigInt(appends.length) } };
    },
  };
  return store;
}

const countsOf = (store: ReturnType<typeof recordingStore>) => store.appends.map(({ events }) => (events[0]!.data as { counts: Record<string, number> }).counts);

describe('the view counter', () => {
  it('appends one IdeaViewsRecorded event per flush with the counts since the last, to idea-views at any revision', async () => {
    const store = recordingStore();
    const counter = createViewCounter({ eventStore: store as unknown as EventStore, bus: createInProcessBus(), intervalMs: 60_000 });
    counter.count(7);
    counter.count(7);
    counter.count(3);
    await counter.flush();
    await counter.flush();
    counter.count(3);
    await counter.close();
    expect(store.appends.map(({ stream, expectedRevision, events }) => [stream, expectedRevision, events.length, events[0]!.type])).toEqual([
      ['idea-views', 'any', 1, 'IdeaViewsRecorded'],
      ['idea-views', 'any', 1, 'IdeaViewsRecorded'],
    ]);
    expect(countsOf(store)).toEqual([{ 7: 2, 3: 1 }, { 3: 1 }]);
    expect(store.appends[0]!.events[0]!.metadata).toMatchObject({ userId: null, schemaVersion: 2 });
  });

  it('carries the shares counted beside the views, and appends a batch that holds shares alone', async () => {
    const store = recordingStore();
    const counter = createViewCounter({ eventStore: store as unknown as EventStore, bus: createInProcessBus(), intervalMs: 60_000 });
    counter.count(7);
    counter.countShare(7);
    counter.countShare(7);
    await counter.flush();
    counter.countShare(9);
    store.failing = true;
    await expect(counter.flush()).rejects.toThrow('store down');
    store.failing = false;
    await counter.close();
    expect(store.appends.map(({ events }) => events[0]!.data)).toEqual([
      { counts: { 7: 1 }, shares: { 7: 2 }, at: expect.any(String) },
      { counts: {}, shares: { 9: 1 }, at: expect.any(String) },
    ]);
  });

  it('keeps the counts of a failed append for the next flush', async () => {
    const store = recordingStore();
    const counter = createViewCounter({ eventStore: store as unknown as EventStore, bus: createInProcessBus(), intervalMs: 60_000 });
    counter.count(1);
    store.failing = true;
    await expect(counter.flush()).rejects.toThrow('store down');
    counter.count(1);
    counter.count(2);
    store.failing = false;
    await counter.close();
    expect(countsOf(store)).toEqual([{ 1: 2, 2: 1 }]);
  });

  it('flushes on its own, every interval', async () => {
    const store = recordingStore();
    const counter = createViewCounter({ eventStore: store as unknown as EventStore, bus: createInProcessBus(), intervalMs: 20 });
    counter.count(5);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(countsOf(store)).toEqual([{ 5: 1 }]);
    await counter.close();
    expect(store.appends).toHaveLength(1);
  });
});
