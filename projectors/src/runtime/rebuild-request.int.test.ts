// A rebuild asked for while the runtime runs (an admin's request): the request is recorded before the generation is
// added, a refusal adds nothing, and the running runtime builds the new generation at once (its reconcile here is a
// minute away, so only the bus wake-up can start it) while the serving one answers reads, then switches it in.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProjectorRuntime, type ProjectorRuntime } from './projector-runtime';
import type { Projection } from './projection';
import { createRebuildRequests, type RebuildPlan, type RequestRebuild } from './rebuild-request';
import { getProjectionStatuses } from './status';
import { streamCounterProjection } from './testing/stream-counter-projection';
import { appendCounted, generationsOf, openRuntimeTestKit, readCounts, recordingLog, untilProjected, type RuntimeTestKit } from './testing/runtime-test-kit';

/** Holds every page the projection applies while closed. */
function gatedCounter(): { projection: Projection; close(): void; open(): void } {
  const counter = streamCounterProjection();
  let gate = Promise.resolve();
  let release = () => undefined as void;
  return {
    projection: {
      ...counter,
      async apply(trx, events) {
        await gate;
        await counter.apply(trx, events);
      },
    },
    close() {
      gate = new Promise((resolve) => (release = resolve));
    },
    open: () => release(),
  };
}

describe('a rebuild requested while the runtime runs', () => {
  let kit: RuntimeTestKit;
  let runtime: ProjectorRuntime;
  let requestRebuild: RequestRebuild;
  const counter = gatedCounter();
  const plans: RebuildPlan[] = [];
  const record = (plan: RebuildPlan) => {
    plans.push(plan);
    return Promise.resolve();
  };
  const generations = async () => (await generationsOf(kit, 'stream_counter')).map(({ generation, status }) => ({ generation, status }));

  beforeAll(async () => {
    kit = await openRuntimeTestKit();
    const { pool, eventStore, bus } = kit;
    const projections = [counter.projection];
    runtime = createProjectorRuntime({ pool, eventStore, bus, projections, log: recordingLog(), batchSize: 5, heartbeatMs: 300, lockRetryMs: 50, reconcileMs: 60_000 });
    await runtime.start();
    requestRebuild = createRebuildRequests({ db: kit.registry, bus, projections });
    await appendCounted(kit, 'order-1', 12);
    await untilProjected(runtime, (await appendCounted(kit, 'order-2', 8)).position);
  });
  afterAll(async () => {
    counter.open();
    await runtime?.stop();
    await kit?.close();
  });

  it('answers undefined for a name no projection has, and records nothing', async () => {
    expect(await requestRebuild('no_such_projection', record)).toBeUndefined();
    expect(plans).toEqual([]);
  });

  it('adds no generation when recording the request fails', async () => {
    await expect(requestRebuild('stream_counter', () => Promise.reject(new Error('the store is down')))).rejects.toThrow('the store is down');
    expect(await generations()).toEqual([{ generation: 1, status: 'active' }]);
  });

  it('builds the new generation at once while the old one serves, refuses a second one meanwhile, then switches', async () => {
    counter.close();
    const started = performance.now();
    expect(await requestRebuild('stream_counter', record)).toEqual({ name: 'stream_counter', version: 1, generation: 2 });
    expect(plans).toEqual([{ name: 'stream_counter', version: 1, generation: 2, building: null }]);
    // The runner took the new generation up (its heartbeat) long before the minute-long reconcile.
    await vi.waitFor(
      async () => {
        const building = (await getProjectionStatuses(kit.registry, kit.eventStore)).find((status) => status.generation === 2);
        expect(building).toMatchObject({ status: 'building', progress: 0, runner: expect.any(String) });
      },
      { timeout: 5000 },
    );
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await readCounts(kit.db, 'read.stream_counts')).toEqual([
      { stream_id: 'order-1', events: 12, last_revision: '11' },
      { stream_id: 'order-2', events: 8, last_revision: '7' },
    ]);

    // What the caller decides a refusal on: generation 2 of the same version is building.
    const refusal = new Error('already running');
    await expect(
      requestRebuild('stream_counter', (plan) => (plan.building ? Promise.reject(refusal) : record(plan))),
    ).rejects.toBe(refusal);
    expect(await generations()).toEqual([
      { generation: 1, status: 'active' },
      { generation: 2, status: 'building' },
    ]);

    counter.open();
    await vi.waitFor(async () => expect(await generations()).toEqual([
      { generation: 1, status: 'retired' },
      { generation: 2, status: 'active' },
    ]), { timeout: 10_000 });
    expect(await readCounts(kit.db, 'read.stream_counts')).toEqual([
      { stream_id: 'order-1', events: 12, last_revision: '11' },
      { stream_id: 'order-2', events: 8, last_revision: '7' },
    ]);
  });
});
