import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateGeneration } from './activation';
import type { Projection } from './projection';
import type { ProjectorRuntime } from './projector-runtime';
import { streamCounterProjection } from './testing/stream-counter-projection';
import { appendCounted, generationsOf, openRuntimeTestKit, readCounts, startTestRuntime, untilProjected, type RuntimeTestKit } from './testing/runtime-test-kit';

const BY_EVENTS = { name: 'stream_counts_by_events', table: 'stream_counts', definition: '(events, stream_id)' };

/** The stream counter with a deferred index; its handler waits for `gate`, so a build can be held part of the way. */
function counterWithIndex(version: number, gate: Promise<void> = Promise.resolve()): Projection {
  const plain = streamCounterProjection({ version });
  return {
    ...plain,
    deferredIndexes: [BY_EVENTS],
    async apply(trx, events) {
      await gate;
      await plain.apply(trx, events);
    },
  };
}

describe('deferred indexes', () => {
  let kit: RuntimeTestKit;
  const runtimes: ProjectorRuntime[] = [];
  const start = async (projection: Projection) => {
    const runtime = await startTestRuntime(kit, [projection], { batchSize: 2 });
    runtimes.push(runtime);
    return runtime;
  };
  const indexesOf = async (schema: string) => {
    const { rows } = await sql<{ name: string }>`
      SELECT indexname AS name FROM pg_indexes WHERE schemaname = ${schema} AND tablename = 'stream_counts' ORDER BY 1`.execute(kit.db);
    return rows.map((row) => row.name);
  };

  beforeAll(async () => {
    kit = await openRuntimeTestKit();
  });
  afterAll(async () => {
    await Promise.all(runtimes.map((runtime) => runtime.stop()));
    await kit?.close();
  });

  it('are created at once on a serving generation that lacks them (a new index in the code of the version it serves)', async () => {
    const plain = await start(streamCounterProjection());
    await appendCounted(kit, 'order-1', 3);
    await untilProjected(plain, (await appendCounted(kit, 'order-2', 2)).position);
    await plain.stop();
    expect(await indexesOf('stream_counter_v1')).toEqual(['stream_counts_pkey']);

    await start(counterWithIndex(1));
    expect(await indexesOf('stream_counter_v1')).toEqual(['stream_counts_by_events', 'stream_counts_pkey']);
  });

  it('are left out of a building generation and created before it is switched in, for reads that use them', async () => {
    let openGate = () => {};
    await start(counterWithIndex(2, new Promise((resolve) => (openGate = resolve))));
    await vi.waitFor(async () => {
      expect((await generationsOf(kit, 'stream_counter')).map((g) => [g.schemaName, g.status])).toEqual([
        ['stream_counter_v1', 'active'],
        ['stream_counter_v2', 'building'],
      ]);
      // Its migrations ran: the table is there, with its primary key alone.
      expect(await indexesOf('stream_counter_v2')).toEqual(['stream_counts_pkey']);
    });

    openGate();
    await vi.waitFor(async () => {
      expect((await generationsOf(kit, 'stream_counter')).map((g) => [g.schemaName, g.status])).toEqual([
        ['stream_counter_v1', 'retired'],
        ['stream_counter_v2', 'active'],
      ]);
    }, { timeout: 10_000 });
    expect(await indexesOf('stream_counter_v2')).toEqual(['stream_counts_by_events', 'stream_counts_pkey']);

    // Through the read view, the filter on `events` is answered by the index (sequential scans off: the table is tiny).
    // Awaited: the counts were updated in place (HOT) while another suite's transaction kept the old row versions, so
    // Postgres marks the new index usable only by snapshots taken after every transaction older than it has ended.
    const readThroughView = () =>
      kit.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const query = sql`SELECT stream_id FROM read.stream_counts WHERE events = 3`;
        const explained = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${query}`.execute(trx);
        return { plan: explained.rows.map((row) => row['QUERY PLAN']).join('\n'), rows: (await query.execute(trx)).rows };
      });
    await vi.waitFor(async () => expect((await readThroughView()).plan).toContain(BY_EVENTS.name), { timeout: 10_000 });
    expect((await readThroughView()).rows).toEqual([{ stream_id: 'order-1' }]);
    expect(await readCounts(kit.db, 'read.stream_counts')).toEqual([
      { stream_id: 'order-1', events: 3, last_revision: '2' },
      { stream_id: 'order-2', events: 2, last_revision: '1' },
    ]);
  });

  it('are created once when two runtimes start at the same time', async () => {
    const [, serving] = await generationsOf(kit, 'stream_counter');
    // Enough rows that the two builds overlap.
    await sql`DROP INDEX stream_counter_v2.stream_counts_by_events`.execute(kit.db);
    await sql`
      INSERT INTO stream_counter_v2.stream_counts (stream_id, events, last_revision)
      SELECT 'bulk-' || n, n % 7, n FROM generate_series(1, 200000) AS n`.execute(kit.db);
    const activations = [0, 1].map(() => activateGeneration(kit.registry, serving!, serving!.checkpoint, [BY_EVENTS]));
    expect(await Promise.all(activations)).toEqual(['activated', 'activated']);
    expect(await indexesOf('stream_counter_v2')).toEqual(['stream_counts_by_events', 'stream_counts_pkey']);
  });

  it('are built two at a time, the generation marked as building indexes with how many are built of how many', async () => {
    const [, serving] = await generationsOf(kit, 'stream_counter');
    const byRevision = { name: 'stream_counts_by_revision', table: 'stream_counts', definition: '(last_revision)' };
    const byRevisionEvents = { name: 'stream_counts_by_revision_events', table: 'stream_counts', definition: '(last_revision, events)' };
    await sql`CREATE INDEX stream_counts_by_revision ON stream_counter_v2.stream_counts (last_revision)`.execute(kit.db);
    await sql`DROP INDEX stream_counter_v2.stream_counts_by_events`.execute(kit.db);
    const indexing = async () => (await generationsOf(kit, 'stream_counter')).find((g) => g.id === serving!.id)?.indexing;
    // A writer holding the table keeps the index builds waiting. The activation starts once the lock is held: started
    // earlier, it could build everything first, and `release` would be called before the writer had set it.
    let release = () => {};
    let locked = () => {};
    const lockHeld = new Promise<void>((resolve) => (locked = resolve));
    const holding = kit.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE stream_counter_v2.stream_counts IN ROW EXCLUSIVE MODE`.execute(trx);
      const released = new Promise<void>((resolve) => (release = resolve));
      locked();
      await released;
    });
    await lockHeld;
    // Three indexes, one of them there already: one built of three, as the first missing one waits.
    const activation = activateGeneration(kit.registry, serving!, serving!.checkpoint, [byRevision, BY_EVENTS, byRevisionEvents]);
    await vi.waitFor(async () => expect(await indexing()).toEqual({ since: expect.any(Date), built: 1, total: 3 }));
    // The two missing ones are built at the same time: both statements wait for the writer.
    const waitingBuilds = async () => {
      const { rows } = await sql<{ count: number }>`
        SELECT count(*)::int AS count FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'CREATE INDEX IF NOT EXISTS%'`.execute(kit.db);
      return rows[0]!.count;
    };
    await vi.waitFor(async () => expect(await waitingBuilds()).toBe(2));
    release();
    await holding;
    expect(await activation).toBe('activated');
    expect(await indexing()).toBeNull();
    expect(await indexesOf('stream_counter_v2')).toEqual(['stream_counts_by_events', 'stream_counts_by_revision', 'stream_counts_by_revision_events', 'stream_counts_pkey']);
    // Nothing to build: the mark is not set at all.
    expect(await activateGeneration(kit.registry, serving!, serving!.checkpoint, [byRevision, BY_EVENTS, byRevisionEvents])).toBe('activated');
    expect(await indexing()).toBeNull();
  });
});
