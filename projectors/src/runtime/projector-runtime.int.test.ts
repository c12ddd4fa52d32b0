import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatPosition } from '@app/infra/event-store/position';
import { createPositionWaiter } from './position-waiter';
import type { Projection } from './projection';
import { createProjectorRuntime, type ProjectorRuntime, type ProjectorRuntimeOptions } from './projector-runtime';
import { getProjectionStatuses, type ProjectionStatus } from './status';
import { streamCounterProjection } from './testing/stream-counter-projection';
import {
  appendCounted,
  countedEvents,
  openRuntimeTestKit,
  readCounts,
  recordingLog,
  type RuntimeTestKit,
} from './testing/runtime-test-kit';

const FAST: Partial<ProjectorRuntimeOptions> = { lockRetryMs: 50, heartbeatMs: 300, reconcileMs: 200, retry: { initialMs: 20, maxMs: 100 } };

async function statusOf(kit: RuntimeTestKit, name: string): Promise<ProjectionStatus | undefined> {
  return (await getProjectionStatuses(kit.db, kit.eventStore)).find((status) => status.name === name);
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
    const waiter = createPositionWaiter({ db: kit.db, bus: kit.bus, pollMs: 60_000 });
    try {
      const { position } = await appendCounted(kit, 'order-2', 1);
      const started = performance.now();
      expect(await waiter.waitForPosition(position, { timeoutMs: 10_000 })).toBe(true);
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      waiter.close();
    }
  });

  it('answers false at once, not after the timeout, when no runner advances the projection', async () => {
    await runtime.stop();
    await new Promise((resolve) => setTimeout(resolve, 400)); // the last heartbeat (every 300 ms) ages out
    const waiter = createPositionWaiter({ db: kit.db, bus: kit.bus, runnerTimeoutMs: 300 });
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
    expect(await runtime.waitForPosition(position, { timeoutMs: 5000 })).toBe(true);
    expect(await readCounts(kit.db, 'read.flaky_counts')).toEqual([{ stream_id: 'order-9', events: 2, last_revision: '1' }]);
    expect(await statusOf(kit, 'flaky_counter')).toMatchObject({ eventsApplied: 2, error: null });
    expect(log.entries.map((entry) => entry.message)).toContain('projector: recovered');
  });
});
