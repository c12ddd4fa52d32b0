import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { describeEventStoreContract } from '../event-store.contract';
import type { NewEvent } from '../event-store';
import { uuidv7 } from '../../ids/uuid';
import { holdOpenAppend } from './hold-open-append';
import { MIGRATIONS } from './migrations';
import { createPostgresEventStore, migrateEventStore } from './postgres-event-store';
import { WAKE_UP_CHANNEL } from './wake-ups';

let contractDatabase: TestDatabase;

describeEventStoreContract('Postgres', {
  async setup() {
    contractDatabase = await createTestDatabase();
    // Room for the contract's 16 concurrent writers next to a subscriber.
    const pool = new pg.Pool({ connectionString: contractDatabase.url, max: 24 });
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
});

describe('Postgres event store', () => {
  let database: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 8 });
  });

  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('migrates idempotently, also when several processes migrate at once', async () => {
    const pools = Array.from({ length: 4 }, () => new pg.Pool({ connectionString: database.url, max: 1 }));
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

  it('wakes subscribers of another process through NOTIFY, well before the slow poll', async () => {
    await migrateEventStore(pool);
    const otherPool = new pg.Pool({ connectionString: database.url, max: 2 });
    const reader = createPostgresEventStore({ pool });
    const writer = createPostgresEventStore({ pool: otherPool });
    const controller = new AbortController();
    try {
      const items = reader.subscribeToAll({ after: await reader.headPosition(), signal: controller.signal });
      const iterator = items[Symbol.asyncIterator]();
      expect((await iterator.next()).value).toMatchObject({ kind: 'caught-up' });
      // Let the LISTEN connection settle, so the wake-up below cannot be mistaken for the initial one.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const event = testEvent();
      const startedAt = Date.now();
      await writer.append(`notify-${uuidv7()}`, [event]);
      const delivered = await iterator.next();
      expect(delivered.value).toMatchObject({ kind: 'events', events: [{ id: event.id }] });
      expect(Date.now() - startedAt).toBeLessThan(600);
    } finally {
      controller.abort();
      await reader.close();
      await writer.close();
      await otherPool.end();
    }
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

function testEvent(): NewEvent {
  return {
    id: uuidv7(),
    type: 'NotifyTested',
    data: {},
    metadata: { userId: null, commandId: uuidv7(), correlationId: uuidv7(), causationId: uuidv7(), at: new Date().toISOString() },
  };
}
