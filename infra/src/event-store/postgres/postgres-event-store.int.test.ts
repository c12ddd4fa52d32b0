import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { describeEventStoreContract } from '../event-store.contract';
import type { AppendResult, NewEvent } from '../event-store';
import { uuidv7 } from '../../ids/uuid';
import { holdOpenAppend } from './hold-open-append';
import { MIGRATIONS } from './migrations';
import { createPostgresEventStore, migrateEventStore } from './postgres-event-store';
import { READ_STREAMS } from './reads';
import { PostgresWakeUps, WAKE_UP_CHANNEL } from './wake-ups';
import { createPool } from '../../database/kysely';

let contractDatabase: TestDatabase;

describeEventStoreContract('Postgres', {
  async setup() {
    contractDatabase = await createTestDatabase();
    // Room for the contract's 16 concurrent writers next to a subscriber.
    const pool = createPool(contractDatabase.url, 24);
    await migrateEventStore(pool);
    const store = createPostgresEventStore({ pool });
    return {
      store,
      async teardown() {
        await store.close();
        await pool.end();
        await contractDatabase.drop();
      },
    };
  },
  holdOpenAppend: async (stream, events) => {
    const held = await holdOpenAppend(contractDatabase.url, stream, events);
    return { position: held.result.position, commit: held.commit };
  },
  atomicAppendToStreams: true,
});

describe('Postgres event store', () => {
  let database: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = createPool(database.url, 8);
  });

  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('migrates idempotently, also when several processes migrate at once', async () => {
    const pools = Array.from({ length: 4 }, () => createPool(database.url, 1));
    try {
      await Promise.all(pools.map((each) => migrateEventStore(each)));
      await migrateEventStore(pool);
    } finally {
      await Promise.all(pools.map((each) => each.end()));
    }
    const { rows } = await pool.query<{ version: number }>('SELECT version FROM event_store.migrations ORDER BY 1');
    expect(rows.map((row) => row.version)).toEqual(MIGRATIONS.map((_, index) => index + 1));
  });

  it('a new store is empty', async () => {
    await migrateEventStore(pool);
    const store = createPostgresEventStore({ pool });
    try {
      expect(await store.headPosition()).toBeUndefined();
      expect(await store.readAll()).toEqual({ events: [], next: undefined, atEnd: true });
    } finally {
      await store.close();
    }
  });

  it('NOTIFY wakes the subscribers of other stores, coalesced, and a store ignores the echo of its own', async () => {
    const otherPool = createPool(database.url, 2);
    const mine = new PostgresWakeUps(pool);
    const other = new PostgresWakeUps(otherPool);
    const woken = { mine: 0, other: 0 };
    try {
      mine.subscribe(() => (woken.mine += 1));
      other.subscribe(() => (woken.other += 1));
      // Each wakes its subscribers once when its LISTEN is in place.
      await vi.waitFor(() => expect(woken).toEqual({ mine: 1, other: 1 }));
      mine.announce();
      expect(woken.mine).toBe(2);
      await vi.waitFor(() => expect(woken.other).toBe(2));
      // The same NOTIFY reached this store's own LISTEN by now; it must not have woken anyone twice.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(woken).toEqual({ mine: 2, other: 2 });

      // A burst of appends shares NOTIFYs: the first goes at once, one more follows for the rest of the burst.
      for (let append = 0; append < 20; append += 1) mine.announce();
      expect(woken.mine).toBe(22);
      await vi.waitFor(() => expect(woken.other).toBe(4));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(woken.other).toBe(4);
    } finally {
      await mine.close();
      await other.close();
      await otherPool.end();
    }
  });

  it('delivers events held back by an older open transaction soon after it ends, though nothing announces that', async () => {
    await migrateEventStore(pool);
    const store = createPostgresEventStore({ pool });
    const older = new pg.Client({ connectionString: database.url });
    await older.connect();
    const controller = new AbortController();
    try {
      const items = store.subscribeToAll({ after: await store.headPosition(), signal: controller.signal });
      const iterator = items[Symbol.asyncIterator]();
      expect((await iterator.next()).value).toMatchObject({ kind: 'caught-up' });
      // An unrelated transaction with an xid older than the append below, ending without any NOTIFY.
      await older.query('BEGIN');
      await older.query('SELECT pg_current_xact_id()');
      const event = testEvent();
      await store.append(`held-back-${uuidv7()}`, [event]);
      const delivered = iterator.next();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const endedAt = Date.now();
      await older.query('COMMIT');
      expect((await delivered).value).toMatchObject({ kind: 'events', events: [{ id: event.id }] });
      // Well before the 1 s poll.
      expect(Date.now() - endedAt).toBeLessThan(600);
    } finally {
      controller.abort();
      await older.end();
      await store.close();
    }
  });

  it('reads rare event types through the type index and common ones by walking the store, in order either way', async () => {
    const typedDatabase = await createTestDatabase();
    const typedPool = createPool(typedDatabase.url, 2);
    await migrateEventStore(typedPool);
    const store = createPostgresEventStore({ pool: typedPool });
    const readTypes = async (types: string[], limit: number) => {
      const ids: string[] = [];
      let after;
      for (;;) {
        const page = await store.readAll({ after, eventTypes: types, limit });
        ids.push(...page.events.map((event) => event.id));
        after = page.next;
        if (page.atEnd) return ids;
      }
    };
    try {
      // 1 event in 40 is Rare; Common is most of the store, Other the rest.
      const events = Array.from({ length: 400 }, (_, index) => ({ ...testEvent(), type: index % 40 === 7 ? 'Rare' : index % 4 === 0 ? 'Other' : 'Common' }));
      let last: AppendResult | undefined;
      for (let start = 0; start < events.length; start += 50) last = await store.append(`typed-${start}`, events.slice(start, start + 50));
      // $all shows a transaction once it is older than every running one, in any database of the server: the other
      // suites' open transactions can hold the appends back for a moment.
      await vi.waitFor(async () => expect(await store.headPosition()).toEqual(last!.position), { timeout: 10_000, interval: 50 });
      await typedPool.query('ANALYZE event_store.events');
      // The statistics the read chooses by (reads.ts, COMMON_SHARE 0.25): Rare alone is rare, Common with it common.
      const { rows } = await typedPool.query<{ type: string; freq: number }>(
        `SELECT common.type, common.freq FROM pg_stats s, unnest(s.most_common_vals::text::text[], s.most_common_freqs) AS common (type, freq)
         WHERE s.schemaname = 'event_store' AND s.tablename = 'events' AND s.attname = 'event_type'`,
      );
      const share = new Map(rows.map((row) => [row.type, row.freq]));
      expect(share.get('Rare')).toBeLessThan(0.25);
      expect(share.get('Common')).toBeGreaterThan(0.25);
      const idsOf = (...types: string[]) => events.filter((event) => types.includes(event.type)).map((event) => event.id);
      expect(await readTypes(['Rare'], 3)).toEqual(idsOf('Rare'));
      expect(await readTypes(['Common', 'Rare'], 70)).toEqual(idsOf('Common', 'Rare'));
    } finally {
      await store.close();
      await typedPool.end();
      await typedDatabase.drop();
    }
  });

  it('reads several streams by their keys, also before the planner has statistics of a store just loaded', async () => {
    const store = createPostgresEventStore({ pool });
    const streams = Array.from({ length: 20_000 }, (_, index) => `loaded-${index}`);
    for (let from = 0; from < streams.length; from += 2_000) {
      await store.appendToStreams(streams.slice(from, from + 2_000).map((stream) => ({ stream, events: [{ ...testEvent(), data: { text: 'x'.repeat(500) } }] })));
    }
    const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>({ text: `EXPLAIN (FORMAT JSON) ${READ_STREAMS}`, values: [streams.slice(0, 250)] });
    const scans = (node: PlanNode): string[] => [`${node['Node Type']} ${node['Relation Name'] ?? ''}`.trim(), ...(node.Plans ?? []).flatMap(scans)];
    expect(scans(rows[0]!['QUERY PLAN'][0].Plan)).not.toContain('Seq Scan events');
    expect([...(await store.readStreams(streams.slice(0, 3))).values()].map((events) => events.length)).toEqual([1, 1, 1]);
  });

  it('closes its LISTEN connection when the last subscription ends', async () => {
    await migrateEventStore(pool);
    const store = createPostgresEventStore({ pool });
    const listening = async () => {
      const { rows } = await pool.query<{ count: number }>(
        `SELECT count(*)::integer AS count FROM pg_stat_activity
         WHERE datname = current_database() AND query = $1`,
        [`LISTEN ${WAKE_UP_CHANNEL}`],
      );
      return rows[0]?.count;
    };
    try {
      const controllers = [new AbortController(), new AbortController()];
      const iterators = controllers.map((controller) =>
        store.subscribeToAll({ signal: controller.signal })[Symbol.asyncIterator](),
      );
      for (const iterator of iterators) {
        let item;
        do item = await iterator.next();
        while (!item.done && item.value.kind !== 'caught-up');
      }
      await vi.waitFor(async () => expect(await listening()).toBe(1));
      controllers[0]!.abort();
      expect(await iterators[0]!.next()).toMatchObject({ done: true });
      expect(await listening()).toBe(1);
      controllers[1]!.abort();
      expect(await iterators[1]!.next()).toMatchObject({ done: true });
      await vi.waitFor(async () => expect(await listening()).toBe(0));
    } finally {
      await store.close();
    }
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function testEvent(): NewEvent {
  const id = uuidv7();
  return {
    id,
    type: 'HeldBackTested',
    data: {},
    metadata: { userId: null, commandId: id, correlationId: id, causationId: id, at: new Date().toISOString() },
  };
}
