// The momentum projection's build path (README.md here, "A rebuild") against real Postgres: the same pages committed
// to a serving generation and to a building one, which stages them and sums them in when it finishes, must leave the
// same rows, through a page applied twice, a finish run twice, pages built after a finish and the retention window.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SharedDb } from '@app/infra/database/kysely';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import type { Position } from '@app/infra/event-store/position';
import { prepareGeneration } from '../runtime/generation-runner';
import { commitPage, finishBuild } from '../runtime/page-commit';
import { addGeneration, migrateRegistry, withProjectionLocked, type Generation } from '../runtime/registry';
import { createRuntimeDb } from '../runtime/runtime-db';
import { useSchema } from '../runtime/search-path';
import { openRuntimeTestKit, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { momentumProjection } from './momentum.projection';
import { momentumEvents } from './testing/momentum-events';

let kit: RuntimeTestKit;
/** The runtime's own handle, as pages are committed on it: COPY needs its connections (runtime-db.ts). */
let runtimeDb: SharedDb;
let serving: Generation;
let building: Generation;
/** How far each generation's pages were committed. */
const checkpoints = new Map<number, Position | undefined>();
/** The store's events read so far. */
let read: Position | undefined;
/** The last event the setup appended. */
let appended: Position;

const rows = async (generation: Generation, table = 'momentum_days') =>
  (
    await sql<Record<string, number | string>>`
      SELECT idea_id, day::text AS day, views, saves, shares, documents FROM ${sql.table(`${generation.schemaName}.${table}`)} ORDER BY idea_id, day`.execute(kit.db)
  ).rows;

/**
 * The store's events not read yet, up to `last` (appended just before), committed to both generations in pages of
 * two. $all shows an event once no older transaction is open anywhere on the server, which other test files share.
 */
async function commitNewEvents(last: Position): Promise<RecordedEvent[]> {
  let events: RecordedEvent[] = [];
  await vi.waitFor(async () => {
    ({ events } = await kit.eventStore.readAll({ after: read, eventTypes: momentumProjection.eventTypes }));
    expect(events.at(-1)?.position).toEqual(last);
  });
  for (let start = 0; start < events.length; start += 2) {
    const page = events.slice(start, start + 2);
    for (const generation of [serving, building]) {
      const from = checkpoints.get(generation.id);
      const to = page.at(-1)!.position;
      const committed = await commitPage(runtimeDb, momentumProjection, generation, { from, to, events: page, building: generation === building });
      expect(committed).toBe(true);
      checkpoints.set(generation.id, to);
    }
  }
  read = events.at(-1)?.position ?? read;
  return events;
}

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  runtimeDb = createRuntimeDb(kit.pool);
  await migrateRegistry(kit.db);
  serving = await withProjectionLocked(kit.registry, momentumProjection.name, (trx) => addGeneration(trx, momentumProjection, 'active'));
  building = await withProjectionLocked(kit.registry, momentumProjection.name, (trx) => addGeneration(trx, momentumProjection, 'building'));
  for (const generation of [serving, building]) await prepareGeneration(kit.registry, momentumProjection, generation);
  const record = momentumEvents(kit.eventStore);
  await record.viewsOnly('2026-11-20T23:59:00.000Z', { 7: 3 });
  await record.views('2026-11-21T00:01:00.000Z', { 7: 1, 8: 2 }, { 7: 1 });
  await record.saved('2026-11-21T09:00:00.000Z', 'ann', 500001, 7);
  await record.views('2026-11-21T10:00:00.000Z', { 7: 2, 9: 1 });
  await record.documentGenerated('2026-11-21T12:00:00.000Z', 'ann', 500001, 900001);
  await record.views('2026-11-22T08:00:00.000Z', { 8: 1 }, { 8: 1 });
  ({ position: appended } = await record.documentAdded('2026-11-22T09:00:00.000Z', 8, 41));
});

afterAll(() => kit?.close());

describe('the momentum projection, building', () => {
  it('stages its pages’ rows and leaves the table empty until it finishes; a page applied again stages nothing', async () => {
    const events = await commitNewEvents(appended);
    expect(await rows(building)).toEqual([]);
    const staged = await rows(building, 'momentum_days_staged');
    // Pages of two: the day of idea 7 on 2026-11-21 comes in three pages, so it is staged three times.
    expect(staged.filter((row) => row.idea_id === 7 && row.day === String(20778))).toHaveLength(3);

    await runtimeDb.transaction().execute(async (trx) => {
      await useSchema(trx, building.schemaName);
      // The runtime applies a page again when its commit was lost: sums would count it twice.
      await momentumProjection.build!.apply(trx.withSchema(building.schemaName), events.slice(-3));
    });
    expect(await rows(building, 'momentum_days_staged')).toEqual(staged);
  });

  it('sums the stage into the rows a serving generation has, empties it, and changes nothing when it finishes again', async () => {
    await finishBuild(runtimeDb, momentumProjection, building);
    expect(await rows(building)).toEqual(await rows(serving));
    expect(await rows(building)).toEqual([
      { idea_id: 7, day: '2026-11-20', views: 3, saves: 0, shares: 0, documents: 0 },
      { idea_id: 7, day: '2026-11-21', views: 3, saves: 1, shares: 1, documents: 1 },
      { idea_id: 8, day: '2026-11-21', views: 2, saves: 0, shares: 0, documents: 0 },
      { idea_id: 8, day: '2026-11-22', views: 1, saves: 0, shares: 1, documents: 1 },
      { idea_id: 9, day: '2026-11-21', views: 1, saves: 0, shares: 0, documents: 0 },
    ]);
    expect(await rows(building, 'momentum_days_staged')).toEqual([]);

    await finishBuild(runtimeDb, momentumProjection, building);
    expect(await rows(building)).toEqual(await rows(serving));
  });

  it('gives every row it writes a change_seq of its own, and moves the sequence past them for the writes after it', async () => {
    const changeSeqs = async () =>
      (await sql<{ change_seq: string }>`SELECT change_seq FROM ${sql.table(`${building.schemaName}.momentum_days`)}`.execute(kit.db)).rows.map((row) => BigInt(row.change_seq));
    const written = await changeSeqs();
    expect(new Set(written).size).toBe(written.length);
    const { rows: next } = await sql<{ next: string }>`SELECT nextval(${`${building.schemaName}.momentum_change_seq`}::regclass) AS next`.execute(kit.db);
    expect(BigInt(next[0]!.next)).toBeGreaterThan(written.reduce((max, seq) => (seq > max ? seq : max)));
  });

  it('adds pages built after a finish to the rows already there (a build found behind the serving one)', async () => {
    const record = momentumEvents(kit.eventStore);
    await record.views('2026-11-22T10:00:00.000Z', { 8: 4, 10: 1 });
    await record.saved('2026-11-22T11:00:00.000Z', 'bob', 500002, 8);
    const { position } = await record.documentGenerated('2026-11-22T12:00:00.000Z', 'ann', 500001, 900002);
    const changeSeq = async () =>
      BigInt((await sql<{ change_seq: string }>`SELECT change_seq FROM ${sql.table(`${building.schemaName}.momentum_days`)} WHERE idea_id = 8 AND day = '2026-11-22'`.execute(kit.db)).rows[0]!.change_seq);
    const before = await changeSeq();
    await commitNewEvents(position);
    await finishBuild(runtimeDb, momentumProjection, building);
    expect(await rows(building)).toEqual(await rows(serving));
    // The query API's follower reads the rows past its cursor: a row added to must move past it.
    expect(await changeSeq()).toBeGreaterThan(before);
    expect((await rows(building)).find((row) => row.idea_id === 8 && row.day === '2026-11-22')).toEqual({
      idea_id: 8,
      day: '2026-11-22',
      views: 5,
      saves: 1,
      shares: 1,
      documents: 1,
    });
  });

  it('keeps the 400 days up to the newest day, as a serving generation prunes them', async () => {
    const record = momentumEvents(kit.eventStore);
    // 400 days on from 2026-11-21 is 2027-12-26: the window is 2026-11-22 .. 2027-12-26.
    await record.views('2027-12-26T10:00:00.000Z', { 9: 1 });
    await record.views('2027-12-26T11:00:00.000Z', { 7: 5 });
    // Late, and older than the window: dropped by both.
    const { position } = await record.views('2026-11-21T12:00:00.000Z', { 7: 4 });
    await commitNewEvents(position);
    await finishBuild(runtimeDb, momentumProjection, building);
    expect(await rows(building)).toEqual(await rows(serving));
    expect((await rows(building)).map(({ idea_id, day }) => [idea_id, day])).toEqual([
      [7, '2026-11-22'],
      [7, '2027-12-26'],
      [8, '2026-11-22'],
      [9, '2027-12-26'],
      [10, '2026-11-22'],
    ]);
  });
});
