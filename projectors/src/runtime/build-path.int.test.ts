// A projection's build path (projection.ts, BuildPath) through the real runtime: a building generation's pages go to
// it, its finish runs once the generation has caught up and before it serves, and a serving generation's pages go to
// the projection's own apply.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from './projection';
import type { ProjectorRuntime } from './projector-runtime';
import { streamCounterProjection } from './testing/stream-counter-projection';
import { appendCounted, openRuntimeTestKit, readCounts, startTestRuntime, untilProjected, type RuntimeTestKit } from './testing/runtime-test-kit';

type Call = 'serving' | 'building' | { finish: string };

/**
 * The stream counter, whose build path counts into a stage of its own and whose finish copies the stage into the
 * table readers see (again and again, the same rows: safe to run twice).
 */
function stagedCounter(calls: Call[]): Projection {
  const counter = streamCounterProjection();
  const stage = streamCounterProjection({ table: 'stream_counts_staged' });
  return {
    ...counter,
    migrations: { ...counter.migrations, '2025-11-23-stage': stage.migrations['2025-11-22-stream-counts']! },
    async apply(trx, events) {
      calls.push('serving');
      await counter.apply(trx, events);
    },
    build: {
      async apply(trx, events) {
        calls.push('building');
        await stage.apply(trx, events);
      },
      async finish(trx) {
        // The generation's schema is first on the search path: its registry row says whether it serves yet.
        const { rows } = await sql<{ status: string }>`SELECT status FROM projections.registry WHERE schema_name = current_schema()`.execute(trx);
        calls.push({ finish: rows[0]!.status });
        await sql`INSERT INTO stream_counts SELECT * FROM stream_counts_staged
          ON CONFLICT (stream_id) DO UPDATE SET events = excluded.events, last_revision = excluded.last_revision`.execute(trx);
      },
    },
  };
}

let kit: RuntimeTestKit;
let runtime: ProjectorRuntime;
const calls: Call[] = [];

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  runtime = await startTestRuntime(kit, [stagedCounter(calls)], { batchSize: 2 });
});

afterAll(async () => {
  await runtime?.stop();
  await kit?.close();
});

describe('a projection with a build path', () => {
  it('applies a first generation, which serves from the start, with its own apply', async () => {
    await appendCounted(kit, 'order-1', 3);
    await untilProjected(runtime, (await appendCounted(kit, 'order-2', 2)).position);
    expect(new Set(calls)).toEqual(new Set(['serving']));
  });

  it('builds a rebuild through the build path, finishes it before it serves, then serves through apply', { timeout: 30_000 }, async () => {
    const before = await readCounts(kit.db, 'read.stream_counts');
    calls.length = 0;
    await runtime.rebuild('stream_counter');

    expect(calls.filter((call) => call === 'building').length).toBeGreaterThanOrEqual(3);
    expect(calls.filter((call) => call !== 'building' && call !== 'serving')).toEqual([{ finish: 'building' }]);
    expect(calls.at(-1)).toEqual({ finish: 'building' });
    expect(await readCounts(kit.db, 'read.stream_counts')).toEqual(before);

    calls.length = 0;
    await untilProjected(runtime, (await appendCounted(kit, 'order-1', 1)).position);
    expect(new Set(calls)).toEqual(new Set(['serving']));
    expect(await readCounts(kit.db, 'read.stream_counts')).toEqual([
      { stream_id: 'order-1', events: 4, last_revision: '3' },
      { stream_id: 'order-2', events: 2, last_revision: '1' },
    ]);
  });
});
