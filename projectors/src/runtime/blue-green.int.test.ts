import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dropRetiredSchemas } from './activation';
import type { Projection } from './projection';
import { createProjectorRuntime, type ProjectorRuntime, type ProjectorRuntimeOptions } from './projector-runtime';
import { getProjectionStatuses } from './status';
import { COUNTED, streamCounterProjection } from './testing/stream-counter-projection';
import { appendCounted, generationsOf, openRuntimeTestKit, readCounts, recordingLog, type RuntimeTestKit } from './testing/runtime-test-kit';

/**
 * Version 2 of the stream counter: a new column, so readers can tell which version they see. Its additions use raw
 * SQL on purpose: unqualified names must resolve in the generation's schema, as the query builder's do.
 */
function counterV2(gate: Promise<void>): Projection {
  const v1 = streamCounterProjection();
  return {
    ...v1,
    version: 2,
    migrations: {
      ...v1.migrations,
      '2025-11-23-last-type': {
        async up(db) {
          await sql`ALTER TABLE stream_counts ADD COLUMN last_type text`.execute(db);
        },
      },
    },
    async apply(trx, events) {
      await gate;
      await v1.apply(trx, events);
      const streams = [...new Set(events.map((event) => event.streamId))];
      await sql`UPDATE stream_counts SET last_type = ${COUNTED} WHERE stream_id = ANY(${streams})`.execute(trx);
    },
  };
}

/** Reads `read.stream_counts` in a loop, noting which version answered, until stopped. */
function watchReads(kit: RuntimeTestKit) {
  const seen: ('v1' | 'v2' | 'empty')[] = [];
  const errors: unknown[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      try {
        const rows = await readCounts(kit.db, 'read.stream_counts');
        const version = rows.length === 0 ? 'empty' : 'last_type' in rows[0]! ? 'v2' : 'v1';
        if (seen.at(-1) !== version) seen.push(version);
      } catch (error) {
        errors.push(error);
      }
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { seen, errors };
    },
  };
}

describe('bumping a projection version (blue/green)', () => {
  const fast: Partial<ProjectorRuntimeOptions> = { lockRetryMs: 50, heartbeatMs: 200, reconcileMs: 200, batchSize: 2 };
  let kit: RuntimeTestKit;
  const runtimes: ProjectorRuntime[] = [];
  const open = (projection: Projection) => {
    const { pool, eventStore, bus } = kit;
    const runtime = createProjectorRuntime({ pool, eventStore, bus, projections: [projection], log: recordingLog(), ...fast });
    runtimes.push(runtime);
    return runtime;
  };

  beforeAll(async () => {
    kit = await openRuntimeTestKit();
  });
  afterAll(async () => {
    await Promise.all(runtimes.map((runtime) => runtime.stop()));
    await kit?.close();
  });

  it('keeps serving the old version while the new one builds, then switches readers atomically', async () => {
    const v1 = open(streamCounterProjection());
    await v1.start();
    await appendCounted(kit, 'order-1', 3);
    const { position } = await appendCounted(kit, 'order-2', 2);
    expect(await v1.waitForPosition(position, { timeoutMs: 5000 })).toBe(true);
    const reads = watchReads(kit);

    let openGate = () => {};
    const v2 = open(counterV2(new Promise((resolve) => (openGate = resolve))));
    await v2.start();
    await vi.waitFor(async () => {
      const statuses = await getProjectionStatuses(kit.registry, kit.eventStore);
      expect(statuses.map(({ version, status }) => ({ version, status }))).toEqual([
        { version: 1, status: 'active' },
        { version: 2, status: 'building' },
      ]);
      expect(statuses[1]?.progress).toBe(0);
      expect(statuses[1]?.lag).toBeGreaterThan(0);
    });

    // The old version stays current while the new one builds.
    const { position: during } = await appendCounted(kit, 'order-3', 1);
    expect(await v1.waitForPosition(during, { timeoutMs: 5000 })).toBe(true);
    const servedByV1 = await readCounts(kit.db, 'read.stream_counts');
    expect(servedByV1).toEqual([
      { stream_id: 'order-1', events: 3, last_revision: '2' },
      { stream_id: 'order-2', events: 2, last_revision: '1' },
      { stream_id: 'order-3', events: 1, last_revision: '0' },
    ]);

    openGate();
    await vi.waitFor(async () => expect((await generationsOf(kit, 'stream_counter')).map((g) => [g.version, g.status])).toEqual([
      [1, 'retired'],
      [2, 'active'],
    ]), { timeout: 10_000 });
    expect(await readCounts(kit.db, 'read.stream_counts')).toEqual(servedByV1.map((row) => ({ ...row, last_type: COUNTED })));

    const { seen, errors } = await reads.stop();
    expect(errors).toEqual([]);
    expect(seen).toEqual(['v1', 'v2']);
  });

  it('rebuilds the same version into a new generation, switches, and drops schemas no longer needed', async () => {
    const v2 = open(counterV2(Promise.resolve()));
    const before = await readCounts(kit.db, 'read.stream_counts');
    await v2.rebuild('stream_counter');

    expect((await generationsOf(kit, 'stream_counter')).map((g) => [g.schemaName, g.status])).toEqual([
      ['stream_counter_v1', 'retired'],
      ['stream_counter_v2', 'retired'],
      ['stream_counter_v2_g2', 'active'],
    ]);
    expect(await readCounts(kit.db, 'read.stream_counts')).toEqual(before);
    const schemas = await sql<{ name: string }>`
      SELECT schema_name AS name FROM information_schema.schemata WHERE schema_name LIKE 'stream_counter%' ORDER BY 1`.execute(kit.db);
    // The previous generation stays (readers may still be in it); older ones go.
    expect(schemas.rows.map((row) => row.name)).toEqual(['stream_counter_v2', 'stream_counter_v2_g2']);

    // Past the grace it goes too: data erased after the switch must not linger in it.
    await dropRetiredSchemas(kit.registry, 'stream_counter', 0);
    const left = await sql<{ name: string }>`
      SELECT schema_name AS name FROM information_schema.schemata WHERE schema_name LIKE 'stream_counter%' ORDER BY 1`.execute(kit.db);
    expect(left.rows.map((row) => row.name)).toEqual(['stream_counter_v2_g2']);
  });
});
