import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROJECTION_EVENT_SKIPPED } from '@app/domain/projections/projection-events';
import { formatPosition, parsePosition } from '@app/infra/event-store/position';
import { createPositionWaiter } from './position-waiter';
import type { Projection } from './projection';
import { createProjectorRuntime, type ProjectorRuntime, type ProjectorRuntimeOptions } from './projector-runtime';
import { skipStuckEvent } from './skip-event';
import type { ProjectionStatus } from '@app/domain/projections/projection-status';
import { getProjectionStatuses } from './status';
import { COUNTED, streamCounterProjection } from './testing/stream-counter-projection';
import {
  appendCounted,
  countedEvents,
  openRuntimeTestKit,
  readCounts,
  recordingLog,
  untilProjected,
  type RuntimeTestKit,
} from './testing/runtime-test-kit';

const FAST: Partial<ProjectorRuntimeOptions> = { lockRetryMs: 50, heartbeatMs: 300, reconcileMs: 200, retry: { initialMs: 20, maxMs: 100 } };

async function statusOf(kit: RuntimeTestKit, name: string): Promise<ProjectionStatus | undefined> {
  return (await getProjectionStatuses(kit.registry, kit.eventStore)).find((status) => status.name === name);
}

describe('a running projector runtime', () => {
  let kit: RuntimeTestKit;
  let runtime: ProjectorRuntime;

  beforeAll(async () => {
    kit = await openRuntimeTestKit();
    const { pool, eventStore, bus } = kit;
    runtime = createProjectorRuntime({ pool, eventStore, bus, projections: [streamCounterProjection()], log: recordingLog(), ...FAST });
    await runtime.start();
  });
  afterAll(async () => {
    await runtime?.stop();
    await kit?.close();
  });

  it('projects a write, waitForPosition says so, and the status shows its position with no lag', async () => {
    const { position } = await appendCounted(kit, 'order-1', 3);
    expect(await runtime.waitForPosition(position, { timeoutMs: 5000 })).toBe(true);
    expect(await readCounts(kit.db, 'read.stream_counts')).toEqual([{ stream_id: 'order-1', events: 3, last_revision: '2' }]);
    expect(await statusOf(kit, 'stream_counter')).toMatchObject({
      version: 1,
      generation: 1,
      status: 'active',
      position: formatPosition(position),
      eventsApplied: 3,
      lag: 0,
      progress: null,
      error: null,
    });
  });

  it('reaches the head when only events of other types were appended', async () => {
    const { position } = await kit.eventStore.append('other-1', countedEvents(2, 'SomethingElse'));
    expect(await runtime.waitForPosition(position, { timeoutMs: 5000 })).toBe(true);
    expect(await statusOf(kit, 'stream_counter')).toMatchObject({ position: formatPosition(position), eventsApplied: 3, lag: 0 });
  });

  it('answers false once the timeout passes when the position is not reached', async () => {
    const head = (await kit.eventStore.headPosition())!;
    const started = performance.now();
    expect(await runtime.waitForPosition({ commit: head.commit + 1000n, prepare: head.prepare + 1000n }, { timeoutMs: 150 })).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
  });

  it('ends a wait on the progress message, without polling the registry', async () => {
    const waiter = createPositionWaiter({ db: kit.registry, bus: kit.bus, pollMs: 60_000 });
    try {
      const { position } = await appendCounted(kit, 'order-2', 1);
      const started = performance.now();
      expect(await waiter.waitForPosition(position, { timeoutMs: 10_000 })).toBe(true);
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      waiter.close();
    }
  });

  it('builds a new generation in pages of buildBatchSize, larger than those it serves with', async () => {
    const { position } = await appendCounted(kit, 'order-big', 7);
    // $all shows events once no older transaction is open anywhere on the server, which other test files share.
    const counted = await vi.waitFor(async () => {
      const { events } = await kit.eventStore.readAll({ eventTypes: [COUNTED] });
      expect(events.at(-1)?.position).toEqual(position);
      return events.length;
    });
    const base = streamCounterProjection({ name: 'page_sizes', table: 'page_size_counts' });
    const pages: number[] = [];
    const recording: Projection = {
      ...base,
      async apply(trx, events) {
        pages.push(events.length);
        await base.apply(trx, events);
      },
    };
    const { pool, eventStore, bus } = kit;
    const builder = createProjectorRuntime({ pool, eventStore, bus, projections: [recording], log: recordingLog(), ...FAST, batchSize: 2, buildBatchSize: 5 });
    try {
      await builder.rebuild('page_sizes');
    } finally {
      await builder.stop();
    }
    expect(Math.max(...pages)).toBe(5);
    expect(pages.reduce((sum, size) => sum + size, 0)).toBe(counted);
  });

  it('answers false at once, not after the timeout, when no runner advances the projection', async () => {
    await runtime.stop();
    await new Promise((resolve) => setTimeout(resolve, 400)); // the last heartbeat (every 300 ms) ages out
    const waiter = createPositionWaiter({ db: kit.registry, bus: kit.bus, runnerTimeoutMs: 300 });
    try {
      const { position } = await appendCounted(kit, 'order-3', 1);
      const started = performance.now();
      expect(await waiter.waitForPosition(position, { timeoutMs: 10_000 })).toBe(false);
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      waiter.close();
    }
  });
});

describe('a projection whose handler throws', () => {
  let kit: RuntimeTestKit;
  let runtime: ProjectorRuntime;
  const log = recordingLog();
  let failing = true;
  const counter = streamCounterProjection({ name: 'flaky_counter', table: 'flaky_counts' });
  const flaky: Projection = {
    ...counter,
    async apply(trx, events) {
      await counter.apply(trx, events);
      if (failing) throw new Error('unexpected handler bug');
    },
  };

  beforeAll(async () => {
    kit = await openRuntimeTestKit();
    const { pool, eventStore, bus } = kit;
    runtime = createProjectorRuntime({ pool, eventStore, bus, projections: [flaky], log, ...FAST });
    await runtime.start();
  });
  afterAll(async () => {
    await runtime?.stop();
    await kit?.close();
  });

  it('writes nothing, shows the error in the status, logs it once, and recovers when the cause is gone', async () => {
    const { position } = await appendCounted(kit, 'order-9', 2);
    await vi.waitFor(async () => expect((await statusOf(kit, 'flaky_counter'))?.error?.message).toBe('unexpected handler bug'), {
      timeout: 5000,
    });
    await new Promise((resolve) => setTimeout(resolve, 300)); // several retries
    expect(log.entries.filter((entry) => entry.level === 'error')).toHaveLength(1);
    expect(await readCounts(kit.db, 'read.flaky_counts')).toEqual([]);
    expect(await statusOf(kit, 'flaky_counter')).toMatchObject({ position: null, eventsApplied: 0 });

    failing = false;
    await untilProjected(runtime, position);
    expect(await readCounts(kit.db, 'read.flaky_counts')).toEqual([{ stream_id: 'order-9', events: 2, last_revision: '1' }]);
    expect(await statusOf(kit, 'flaky_counter')).toMatchObject({ eventsApplied: 2, error: null });
    expect(log.entries.map((entry) => entry.message)).toContain('projector: recovered');
  });
});

describe('a projection stuck on one event', () => {
  let kit: RuntimeTestKit;
  let runtime: ProjectorRuntime;
  const log = recordingLog();
  const counter = streamCounterProjection({ name: 'poisoned_counter', table: 'poisoned_counts' });
  const poisoned: Projection = {
    ...counter,
    async apply(trx, events) {
      if (events.some((event) => event.streamId === 'poison-1')) throw new Error('cannot apply the poison');
      await counter.apply(trx, events);
    },
  };
  let poison: { position: string; id: string };

  beforeAll(async () => {
    kit = await openRuntimeTestKit();
    // Appended before the start, so the first page holds the good events and the poison together.
    await appendCounted(kit, 'order-1', 2);
    const appended = await appendCounted(kit, 'poison-1', 1);
    await appendCounted(kit, 'order-2', 1);
    const [event] = await kit.eventStore.readStream('poison-1');
    poison = { position: formatPosition(appended.position), id: event!.id };
    const { pool, eventStore, bus } = kit;
    runtime = createProjectorRuntime({ pool, eventStore, bus, projections: [poisoned, streamCounterProjection()], log, ...FAST });
    await runtime.start();
  });
  afterAll(async () => {
    await runtime?.stop();
    await kit?.close();
  });

  it('commits the events before it, names it in the registry and the status, and the other projections keep advancing', async () => {
    await vi.waitFor(async () => expect((await statusOf(kit, 'poisoned_counter'))?.error?.event?.position).toBe(poison.position), {
      timeout: 10_000,
    });
    expect(await statusOf(kit, 'poisoned_counter')).toMatchObject({
      eventsApplied: 2,
      error: { message: 'cannot apply the poison', event: { position: poison.position, type: COUNTED, streamId: 'poison-1', id: poison.id } },
    });
    expect(await readCounts(kit.db, 'read.poisoned_counts')).toEqual([{ stream_id: 'order-1', events: 2, last_revision: '1' }]);
    const stuckLogs = log.entries.filter((entry) => entry.level === 'error');
    expect(stuckLogs).toHaveLength(1);
    expect(stuckLogs[0]!.message).toContain(`npm run projections:skip poisoned_counter ${poison.position}`);

    const later = await appendCounted(kit, 'order-3', 1);
    await vi.waitFor(async () => expect((await statusOf(kit, 'stream_counter'))?.position).toBe(formatPosition(later.position)), { timeout: 10_000 });
    expect(await readCounts(kit.db, 'read.stream_counts')).toHaveLength(4);
    expect((await statusOf(kit, 'poisoned_counter'))?.error?.event?.position).toBe(poison.position);

    // Reads that wait for a position past the poison answer at once, stale, rather than each sitting out its timeout.
    const started = performance.now();
    expect(await runtime.waitForPosition(later.position, { timeoutMs: 10_000 })).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses to skip an event it is not stuck on', async () => {
    const request = { name: 'poisoned_counter', reason: 'typo', skippedBy: 'ops@test', now: new Date() };
    const head = (await kit.eventStore.headPosition())!;
    await expect(skipStuckEvent(kit.registry, kit.eventStore, { ...request, position: head })).rejects.toThrow(
      `poisoned_counter is not stuck at ${formatPosition(head)}: it is stuck at ${poison.position}`,
    );
    await expect(skipStuckEvent(kit.registry, kit.eventStore, { ...request, name: 'stream_counter', position: head })).rejects.toThrow(
      'it is not stuck on any event',
    );
    await expect(kit.eventStore.readStream('projection-poisoned_counter')).rejects.toThrow('not found');
  });

  it('passes over the event once skipped, with an audit event in the store, and in every rebuild', async () => {
    const at = new Date('2026-11-24T12:00:00.000Z');
    const request = { name: 'poisoned_counter', position: parsePosition(poison.position)!, reason: 'test data from a broken import', skippedBy: 'ops@test', now: at };
    const skipped = await skipStuckEvent(kit.registry, kit.eventStore, request);

    await untilProjected(runtime, (await kit.eventStore.headPosition())!);
    const expected = [
      { stream_id: 'order-1', events: 2, last_revision: '1' },
      { stream_id: 'order-2', events: 1, last_revision: '0' },
      { stream_id: 'order-3', events: 1, last_revision: '0' },
    ];
    expect(await readCounts(kit.db, 'read.poisoned_counts')).toEqual(expected);
    expect(await statusOf(kit, 'poisoned_counter')).toMatchObject({ eventsApplied: 4, error: null });

    const details = {
      projection: 'poisoned_counter',
      position: poison.position,
      eventId: poison.id,
      eventType: COUNTED,
      streamId: 'poison-1',
      error: 'cannot apply the poison',
      reason: 'test data from a broken import',
      skippedBy: 'ops@test',
    };
    const audit = await kit.eventStore.readStream('projection-poisoned_counter');
    expect(audit).toEqual([
      expect.objectContaining({
        id: skipped.auditEventId,
        type: PROJECTION_EVENT_SKIPPED,
        data: { ...details, at: at.toISOString() },
        metadata: expect.objectContaining({ ...details, userId: null, causationId: poison.id, at: at.toISOString() }),
      }),
    ]);

    await runtime.rebuild('poisoned_counter');
    expect(await readCounts(kit.db, 'read.poisoned_counts')).toEqual(expected);
    expect(await statusOf(kit, 'poisoned_counter')).toMatchObject({ generation: 2, error: null });
  });
});
