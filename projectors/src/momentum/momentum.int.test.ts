// The momentum read model against the real event store and runtime: views and shares from the counter's batches (the
// first shape without shares too), saves, documents of platform ideas and of members' copies resolved to their
// ideas, per UTC day; a page applied twice adds nothing; a rebuild gives the same rows; days past the retention window
// are pruned. Pages of two events, so a copy and its document fall in different pages as well as in one.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectorRuntime } from '../runtime/projector-runtime';
import { openRuntimeTestKit, startTestRuntime, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { momentumProjection } from './momentum.projection';
import { momentumEvents } from './testing/momentum-events';

const REBUILD = { timeout: 30_000 };

let kit: RuntimeTestKit;
let runtime: ProjectorRuntime;

const days = async () =>
  (
    await sql<{ idea_id: number; day: string; views: number; saves: number; shares: number; documents: number }>`
      SELECT idea_id, day::text AS day, views, saves, shares, documents FROM read.momentum_days ORDER BY idea_id, day`.execute(kit.db)
  ).rows;

async function projected(position: Parameters<ProjectorRuntime['waitForPosition']>[0]): Promise<void> {
  expect(await runtime.waitForPosition(position, { timeoutMs: 10_000 })).toBe(true);
}

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  runtime = await startTestRuntime(kit, [momentumProjection], { batchSize: 2 });
  const record = momentumEvents(kit.eventStore);
  await record.viewsOnly('2026-11-20T23:59:00.000Z', { 7: 3 });
  await record.views('2026-11-21T00:01:00.000Z', { 7: 1, 8: 2 }, { 7: 1 });
  await record.saved('2026-11-21T09:00:00.000Z', 'ann', 500001, 7);
  // Ann's own generated idea 100000 (copy 500002), saved by Bob as a UGI copy (500003).
  await record.generated('2026-11-21T10:00:00.000Z', 'ann', 100000, 500002);
  await record.saved('2026-11-21T11:00:00.000Z', 'bob', 500003, 100000, 'ugi');
  await record.documentGenerated('2026-11-21T12:00:00.000Z', 'ann', 500001, 900001);
  await record.documentGenerated('2026-11-21T12:30:00.000Z', 'ann', 500002, 900002, 'ugi');
  await record.documentGenerated('2026-11-22T08:00:00.000Z', 'bob', 500003, 900003, 'ugi');
  // A copy no save or generation made (not in this store): counted nowhere.
  await record.documentGenerated('2026-11-22T08:10:00.000Z', 'bob', 599999, 900004);
  await projected((await record.documentAdded('2026-11-22T09:00:00.000Z', 8, 41)).position);
});

afterAll(async () => {
  await runtime?.stop();
  await kit?.close();
});

describe('the momentum projection', () => {
  it('counts each idea’s views, shares, saves and documents per UTC day, a copy’s document for the idea it copies', async () => {
    expect(await days()).toEqual([
      { idea_id: 7, day: '2026-11-20', views: 3, saves: 0, shares: 0, documents: 0 },
      { idea_id: 7, day: '2026-11-21', views: 1, saves: 1, shares: 1, documents: 1 },
      { idea_id: 8, day: '2026-11-21', views: 2, saves: 0, shares: 0, documents: 0 },
      { idea_id: 8, day: '2026-11-22', views: 0, saves: 0, shares: 0, documents: 1 },
      { idea_id: 100000, day: '2026-11-21', views: 0, saves: 1, shares: 0, documents: 1 },
      { idea_id: 100000, day: '2026-11-22', views: 0, saves: 0, shares: 0, documents: 1 },
    ]);
  });

  it('adds nothing when a page is applied again, and a rebuild gives the same rows', REBUILD, async () => {
    const before = await days();
    const { events } = await kit.eventStore.readAll({ eventTypes: momentumProjection.eventTypes });
    await kit.db.transaction().execute(async (trx) => {
      const [generation] = await kit.registry
        .selectFrom('projections.registry')
        .select('schema_name')
        .where('status', '=', 'active')
        .where('name', '=', momentumProjection.name)
        .execute();
      // Sums would count these twice: the runtime re-applies a page like this one when its commit was lost.
      await momentumProjection.apply(trx.withSchema(generation!.schema_name), events.slice(-3));
    });
    expect(await days()).toEqual(before);

    await runtime.rebuild(momentumProjection.name);
    expect(await days()).toEqual(before);
  });

  it('prunes the days that fall out of the 400-day window as the newest day moves, and drops late events older than it', async () => {
    const record = momentumEvents(kit.eventStore);
    // 400 days on from 2026-11-21 is 2027-12-26: the window is 2026-11-22 .. 2027-12-26.
    await record.views('2027-12-26T10:00:00.000Z', { 9: 1 });
    await projected((await record.views('2027-12-26T11:00:00.000Z', { 7: 5, 8: 1 })).position);
    const late = await record.saved('2027-12-26T12:00:00.000Z', 'cy', 500010, 7);
    await projected((await record.views('2026-11-21T12:00:00.000Z', { 7: 4 })).position);
    await projected(late.position);
    expect((await days()).map(({ idea_id, day, views, saves }) => [idea_id, day, views, saves])).toEqual([
      [7, '2027-12-26', 5, 1],
      [8, '2026-11-22', 0, 0],
      [8, '2027-12-26', 1, 0],
      [9, '2027-12-26', 1, 0],
      [100000, '2026-11-22', 0, 0],
    ]);
  });
});
