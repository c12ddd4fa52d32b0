import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateSchema } from '@app/infra/database/migrate';
import { commitPage, commitPageOrFindStuck, StuckOnEvent } from './page-commit';
import type { Position } from '@app/infra/event-store/position';
import { addGeneration, migrateRegistry, readGeneration, withProjectionLocked, type Generation } from './registry';
import { streamCounterProjection } from './testing/stream-counter-projection';
import { appendCounted, openRuntimeTestKit, readCounts, type RuntimeTestKit } from './testing/runtime-test-kit';

describe('committing a page', () => {
  const projection = streamCounterProjection();
  let kit: RuntimeTestKit;
  let generation: Generation;
  const table = () => `${generation.schemaName}.stream_counts`;

  beforeAll(async () => {
    kit = await openRuntimeTestKit();
    await migrateRegistry(kit.db);
    generation = await withProjectionLocked(kit.registry, projection.name, (trx) => addGeneration(trx, projection, 'active'));
    await migrateSchema(kit.db, generation.schemaName, projection.migrations);
    await appendCounted(kit, 'order-1', 3);
    await appendCounted(kit, 'order-2', 2);
    // $all shows events once no older transaction is open anywhere on the server, which other test files share.
    await vi.waitFor(async () => expect((await kit.eventStore.readAll({ eventTypes: projection.eventTypes })).events).toHaveLength(5));
  });
  afterAll(() => kit?.close());

  it('rolls everything back when the handler throws', async () => {
    const page = await kit.eventStore.readAll({ eventTypes: projection.eventTypes });
    const failing = {
      ...projection,
      async apply(...args: Parameters<typeof projection.apply>) {
        await projection.apply(...args);
        throw new Error('handler bug');
      },
    };
    await expect(commitPage(kit.db, failing, generation, { from: undefined, to: page.next!, events: page.events })).rejects.toThrow('handler bug');
    expect(await readCounts(kit.db, table())).toEqual([]);
    expect(await readGeneration(kit.registry, generation.id)).toMatchObject({ checkpoint: undefined, eventsApplied: 0n });
  });

  it('applies the events and moves the checkpoint together, and a second commit of the page changes nothing', async () => {
    const page = await kit.eventStore.readAll({ eventTypes: projection.eventTypes });
    const commit = () => commitPage(kit.db, projection, generation, { from: undefined, to: page.next!, events: page.events });

    expect(await commit()).toBe(true);
    const rows = await readCounts(kit.db, table());
    const registry = await readGeneration(kit.registry, generation.id);
    expect(rows).toEqual([
      { stream_id: 'order-1', events: 3, last_revision: '2' },
      { stream_id: 'order-2', events: 2, last_revision: '1' },
    ]);
    expect(registry).toMatchObject({ checkpoint: page.next, eventsApplied: 5n });

    // What a second runner, or a retry after a lost commit acknowledgement, would do: the checkpoint has moved.
    expect(await commit()).toBe(false);
    expect(await readCounts(kit.db, table())).toEqual(rows);
    expect(await readGeneration(kit.registry, generation.id)).toEqual(registry);
  });

  it('changes nothing when the handler is given events it already applied', async () => {
    // The handler's own idempotency is the second line of defence behind the compare-and-set.
    const page = await kit.eventStore.readAll({ eventTypes: projection.eventTypes });
    const before = await readCounts(kit.db, table());
    await kit.db.transaction().execute((trx) => projection.apply(trx.withSchema(generation.schemaName), page.events));
    expect(await readCounts(kit.db, table())).toEqual(before);
  });

  it('when the handler throws on one event, commits the events before it one by one and names that event', async () => {
    const poisoned = streamCounterProjection({ name: 'poisoned_counter', table: 'poisoned_counts' });
    const own = await withProjectionLocked(kit.registry, poisoned.name, (trx) => addGeneration(trx, poisoned, 'active'));
    await migrateSchema(kit.db, own.schemaName, poisoned.migrations);
    const page = await kit.eventStore.readAll({ eventTypes: poisoned.eventTypes });
    const culprit = page.events[3]!;
    const throwing = {
      ...poisoned,
      async apply(...args: Parameters<typeof poisoned.apply>) {
        if (args[1].some((event) => event.id === culprit.id)) throw new Error('cannot apply this one');
        await poisoned.apply(...args);
      },
    };
    const committed: Position[] = [];
    const stuck = await commitPageOrFindStuck(kit.db, throwing, own, { from: undefined, to: page.next!, events: page.events }, (to) => {
      committed.push(to);
    }).catch((error: unknown) => error);

    expect(stuck).toBeInstanceOf(StuckOnEvent);
    expect(stuck).toMatchObject({ message: 'cannot apply this one', event: { id: culprit.id, position: culprit.position } });
    expect(committed).toEqual(page.events.slice(0, 3).map((event) => event.position));
    expect(await readCounts(kit.db, `${own.schemaName}.poisoned_counts`)).toEqual([
      { stream_id: 'order-1', events: 3, last_revision: '2' },
    ]);
    expect(await readGeneration(kit.registry, own.id)).toMatchObject({ checkpoint: page.events[2]!.position, eventsApplied: 3n });
  });

  it('commits a building generation\'s pages without waiting for the WAL flush, and a serving one\'s as the server says', async () => {
    const probe = streamCounterProjection({ name: 'commit_probe', table: 'probe_counts' });
    const own = await withProjectionLocked(kit.registry, probe.name, (trx) => addGeneration(trx, probe, 'building'));
    await migrateSchema(kit.db, own.schemaName, probe.migrations);
    const page = await kit.eventStore.readAll({ eventTypes: probe.eventTypes });
    // The test server may itself run with synchronous_commit off: `source` tells the page's own setting apart.
    const setting = sql<{ setting: string; source: string }>`SELECT setting, source FROM pg_settings WHERE name = 'synchronous_commit'`;
    const seen: { setting: string; source: string }[] = [];
    const recording = {
      ...probe,
      async apply(...args: Parameters<typeof probe.apply>) {
        seen.push((await setting.execute(args[0])).rows[0]!);
        await probe.apply(...args);
      },
    };
    const [first, second] = [page.events.slice(0, 2), page.events.slice(2)];
    expect(await commitPage(kit.db, recording, own, { from: undefined, to: first.at(-1)!.position, events: first, building: true })).toBe(true);
    expect(await commitPage(kit.db, recording, own, { from: first.at(-1)!.position, to: page.next!, events: second })).toBe(true);
    expect(seen).toEqual([{ setting: 'off', source: 'session' }, (await setting.execute(kit.db)).rows[0]]);
    expect(seen[1]!.source).not.toBe('session');
    expect(await readGeneration(kit.registry, own.id)).toMatchObject({ checkpoint: page.next, eventsApplied: 5n });
  });
});
