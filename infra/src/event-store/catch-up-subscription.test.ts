import { describe, expect, it } from 'vitest';
import { catchUpSubscription, type WakeUpSource } from './catch-up-subscription';
import type { ReadAllOptions, RecordedEvent, SubscribeOptions, SubscriptionItem } from './event-store';
import { comparePositions, type Position } from './position';
import { toReadAllPage } from './read-all-page';

const at = (n: number): Position => ({ commit: BigInt(n), prepare: 0n });

/** An in-memory $all with controllable wake-ups, read the way the adapters read theirs. */
function fakeStore() {
  const events: RecordedEvent[] = [];
  const wakeListeners = new Set<() => void>();
  let subscribed = 0;
  const store = {
    events,
    reads: 0,
    /** Runs during the next read, after it has taken its snapshot. */
    duringNextRead: undefined as (() => void) | undefined,
    append(type = 'Happened'): void {
      const n = events.length + 1;
      events.push({ id: `event-${n}`, type, position: at(n) } as RecordedEvent);
    },
    /** Committed but not readable yet, as behind an older open Postgres transaction. */
    hidden: [] as string[],
    reveal(): void {
      for (const type of store.hidden.splice(0)) store.append(type);
    },
    wake(): void {
      for (const listener of wakeListeners) listener();
    },
    get wakeSubscriptions() {
      return subscribed;
    },
    wakeUps: {
      subscribe(onWake) {
        subscribed += 1;
        wakeListeners.add(onWake);
        return () => {
          subscribed -= 1;
          wakeListeners.delete(onWake);
        };
      },
    } satisfies WakeUpSource,
    async readAll({ after, limit = 1000, eventTypes }: ReadAllOptions) {
      store.reads += 1;
      const snapshot = [...events];
      const during = store.duringNextRead;
      store.duringNextRead = undefined;
      during?.();
      await Promise.resolve();
      const page = snapshot
        .filter((event) => !after || comparePositions(event.position, after) > 0)
        .filter((event) => !eventTypes || eventTypes.includes(event.type))
        .slice(0, limit);
      return { ...toReadAllPage(page, limit, after, snapshot.at(-1)?.position), waiting: store.hidden.length > 0 };
    },
  };
  return store;
}

function start(store: ReturnType<typeof fakeStore>, options: SubscribeOptions = {}, pollIntervalMs = 60_000) {
  const controller = new AbortController();
  const items = catchUpSubscription(
    { readAll: (page) => store.readAll(page), wakeUps: store.wakeUps, pollIntervalMs },
    { ...options, signal: controller.signal },
  );
  return { items, controller };
}

const summary = (item: IteratorResult<SubscriptionItem, void>) =>
  item.done
    ? 'done'
    : item.value.kind === 'events'
      ? item.value.events.map((event) => event.id)
      : `caught-up at ${String(item.value.position?.commit)}`;

describe('catchUpSubscription', () => {
  it('catches up in pages, then says once that it is caught up', async () => {
    const store = fakeStore();
    for (let n = 0; n < 5; n += 1) store.append();
    const { items, controller } = start(store, { batchSize: 2 });
    expect(summary(await items.next())).toEqual(['event-1', 'event-2']);
    expect(summary(await items.next())).toEqual(['event-3', 'event-4']);
    expect(summary(await items.next())).toEqual(['event-5']);
    expect(summary(await items.next())).toBe('caught-up at 5');
    controller.abort();
    expect(summary(await items.next())).toBe('done');
  });

  it('starts after the given position', async () => {
    const store = fakeStore();
    for (let n = 0; n < 3; n += 1) store.append();
    const { items, controller } = start(store, { after: at(2) });
    expect(summary(await items.next())).toEqual(['event-3']);
    controller.abort();
  });

  it('a wake-up makes it read again and deliver what is new', async () => {
    const store = fakeStore();
    const { items, controller } = start(store);
    expect(summary(await items.next())).toBe('caught-up at undefined');
    const next = items.next();
    store.append();
    store.wake();
    expect(summary(await next)).toEqual(['event-1']);
    expect(summary(await items.next())).toBe('caught-up at 1');
    controller.abort();
  });

  it('does not lose a wake-up that comes while a read is under way', async () => {
    const store = fakeStore();
    const { items, controller } = start(store);
    // The event lands after the read's snapshot, so only the wake-up can bring it; the poll is a minute away.
    store.duringNextRead = () => {
      store.append();
      store.wake();
    };
    expect(summary(await items.next())).toBe('caught-up at undefined');
    expect(summary(await items.next())).toEqual(['event-1']);
    controller.abort();
  });

  it('reads again soon while committed events wait behind an open transaction, instead of waiting for the poll', async () => {
    const store = fakeStore();
    const { items, controller } = start(store);
    await items.next();
    const next = items.next();
    store.hidden.push('Happened');
    store.wake();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const readsWhileHidden = store.reads;
    // Nothing announces the moment the event becomes readable: only the loop's own retries can find it.
    store.reveal();
    expect(summary(await next)).toEqual(['event-1']);
    expect(readsWhileHidden).toBeGreaterThan(2);
    controller.abort();
  });

  it('goes back to the slow poll when a wake-up finds nothing new and nothing waiting', async () => {
    const store = fakeStore();
    const { items, controller } = start(store);
    await items.next();
    const readsBefore = store.reads;
    const next = items.next();
    store.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.reads).toBe(readsBefore + 1);
    controller.abort();
    expect(summary(await next)).toBe('done');
  });

  it('the caller-supplied wake-ups wake it too', async () => {
    const store = fakeStore();
    let wakeCaller: () => void = () => undefined;
    const { items, controller } = start(store, {
      wakeUps: {
        subscribe(onWake) {
          wakeCaller = onWake;
          return () => undefined;
        },
      },
    });
    await items.next();
    const next = items.next();
    store.append();
    wakeCaller();
    expect(summary(await next)).toEqual(['event-1']);
    controller.abort();
  });

  it('polls when nothing wakes it', async () => {
    const store = fakeStore();
    const { items, controller } = start(store, {}, 20);
    await items.next();
    const next = items.next();
    store.append();
    expect(summary(await next)).toEqual(['event-1']);
    controller.abort();
  });

  it('announces a new head that a filter skipped past, once', async () => {
    const store = fakeStore();
    const { items, controller } = start(store, { eventTypes: ['Wanted'] }, 20);
    store.append('Unwanted');
    expect(summary(await items.next())).toBe('caught-up at 1');
    const readsBefore = store.reads;
    const next = items.next();
    store.append('Unwanted');
    expect(summary(await next)).toBe('caught-up at 2');
    // Polls that find nothing new stay silent.
    const silent = items.next();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(store.reads).toBeGreaterThan(readsBefore + 2);
    store.append('Wanted');
    expect(summary(await silent)).toEqual(['event-3']);
    controller.abort();
  });

  it('an abort ends it at once, also while it waits, and stops every wake-up subscription', async () => {
    const store = fakeStore();
    const { items, controller } = start(store);
    await items.next();
    expect(store.wakeSubscriptions).toBe(1);
    const waiting = items.next();
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    expect(summary(await waiting)).toBe('done');
    expect(store.wakeSubscriptions).toBe(0);
  });

  it('yields nothing when the signal has already aborted', async () => {
    const store = fakeStore();
    store.append();
    const controller = new AbortController();
    controller.abort();
    const items = catchUpSubscription(
      { readAll: (page) => store.readAll(page), wakeUps: store.wakeUps },
      { signal: controller.signal },
    );
    expect(summary(await items.next())).toBe('done');
    expect(store.reads).toBe(0);
  });
});
