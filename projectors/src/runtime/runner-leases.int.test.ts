import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RUNNER_LOCK_SPACE } from './advisory-locks';
import type { Projection } from './projection';
import { createProjectorRuntime, type ProjectorRuntime } from './projector-runtime';
import { getProjectionStatuses } from './status';
import { streamCounterProjection } from './testing/stream-counter-projection';
import { appendCounted, openRuntimeTestKit, readCounts, recordingLog, type RuntimeTestKit } from './testing/runtime-test-kit';

describe('two runtimes running the same projection', () => {
  let kit: RuntimeTestKit;
  const applied = { first: 0, second: 0 };
  const logs = { first: recordingLog(), second: recordingLog() };
  const runtimes: Partial<Record<keyof typeof applied, ProjectorRuntime>> = {};

  function open(who: keyof typeof applied): ProjectorRuntime {
    const counter = streamCounterProjection();
    const counting: Projection = {
      ...counter,
      async apply(trx, events) {
        applied[who] += events.length;
        await counter.apply(trx, events);
      },
    };
    const { pool, eventStore, bus } = kit;
    runtimes[who] = createProjectorRuntime({
      pool,
      eventStore,
      bus,
      projections: [counting],
      log: logs[who],
      lockRetryMs: 50,
      heartbeatMs: 200,
      reconcileMs: 200,
    });
    return runtimes[who];
  }

  const total = async () =>
    (await readCounts(kit.db, 'read.stream_counts')).reduce((sum, row) => sum + (row.events as number), 0);

  beforeAll(async () => {
    kit = await openRuntimeTestKit();
  });
  afterAll(async () => {
    await Promise.all(Object.values(runtimes).map((runtime) => runtime.stop()));
    await kit?.close();
  });

  it('lets only the lock holder apply, and the other take over when it stops', async () => {
    const first = open('first');
    await first.start();
    await vi.waitFor(async () => expect((await getProjectionStatuses(kit.registry, kit.eventStore))[0]?.runner).toBeTruthy());
    const second = open('second');
    await second.start();

    const { position } = await appendCounted(kit, 'order-1', 5);
    expect(await second.waitForPosition(position, { timeoutMs: 5000 })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the standby keeps trying the lock meanwhile
    expect(applied).toEqual({ first: 5, second: 0 });

    await first.stop();
    const { position: later } = await appendCounted(kit, 'order-2', 4);
    expect(await second.waitForPosition(later, { timeoutMs: 5000 })).toBe(true);
    expect(applied).toEqual({ first: 5, second: 4 });
    expect(await total()).toBe(9);
  });

  it('stops applying when the lock connection dies, and a runtime takes over', async () => {
    const third = open('first');
    await third.start(); // a standby again, now behind `second`
    const holder = await sql<{ pid: number }>`
      SELECT pid FROM pg_locks
      WHERE locktype = 'advisory' AND classid = ${RUNNER_LOCK_SPACE} AND granted
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(kit.db);
    expect(holder.rows).toHaveLength(1);
    await sql`SELECT pg_terminate_backend(${holder.rows[0]!.pid})`.execute(kit.db);
    await vi.waitFor(() => expect(logs.second.entries.map((entry) => entry.message)).toContainEqual(expect.stringContaining('connection lost')));

    const { position } = await appendCounted(kit, 'order-3', 2);
    expect(await third.waitForPosition(position, { timeoutMs: 5000 })).toBe(true);
    expect(await total()).toBe(11);
    expect(applied.first + applied.second).toBe(11);
  });
});

describe('a runtime starting several projections at once', () => {
  let kit: RuntimeTestKit;
  let runtime: ProjectorRuntime | undefined;

  beforeAll(async () => {
    kit = await openRuntimeTestKit();
  });
  afterAll(async () => {
    await runtime?.stop();
    await kit?.close();
  });

  it('stamps every runner at once, not only the first, without waiting for the next heartbeat', async () => {
    const projections = ['a', 'b', 'c', 'd'].map((name) =>
      streamCounterProjection({ name: `counter_${name}`, table: `counts_${name}` }),
    );
    const { pool, eventStore, bus } = kit;
    // The periodic heartbeat is far away: only the beats taken with each lease can stamp the rows in time.
    runtime = createProjectorRuntime({ pool, eventStore, bus, projections, log: recordingLog(), heartbeatMs: 60_000 });
    await runtime.start();
    await vi.waitFor(
      async () => {
        const statuses = await getProjectionStatuses(kit.registry, kit.eventStore);
        expect(statuses.map((status) => [status.name, status.heartbeatAt !== null])).toEqual(
          projections.map((projection) => [projection.name, true]),
        );
      },
      { timeout: 3000, interval: 50 },
    );
  });
});
