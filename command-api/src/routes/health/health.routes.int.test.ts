// A command API running alone answers the proxy's health check: 200 while its database and event store answer, 503
// when the database does not, so the proxy takes it out.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createDb, createPool } from '@app/infra/database/kysely';
import type { EventStore } from '@app/infra/event-store/event-store';
import { createPostgresEventStore, migrateEventStore } from '@app/infra/event-store/postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '@app/infra/testing/test-database';
import { commandHealthRoute } from './health.routes';

let database: TestDatabase;
let storePool: pg.Pool;
let eventStore: EventStore;
beforeAll(async () => {
  database = await createTestDatabase();
  storePool = createPool(database.url, 2);
  await migrateEventStore(storePool);
  eventStore = createPostgresEventStore({ pool: storePool });
});
afterAll(async () => {
  await eventStore?.close();
  await storePool?.end();
  await database?.drop();
});

async function healthWith(databaseUrl: string) {
  const pool = createPool(databaseUrl, 1);
  const app = Fastify();
  commandHealthRoute(app, { db: createDb(pool), eventStore });
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  await app.close();
  await pool.end();
  return response;
}

describe("a command API's GET /api/health", () => {
  it('answers 200 with its database and event store up', async () => {
    const response = await healthWith(database.url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { status: 'ok' }, eventStore: { status: 'ok', kind: 'postgres' } });
  });

  it('answers 503 when its database does not answer', async () => {
    const unreachable = new URL(database.url);
    unreachable.port = '1';
    const response = await healthWith(unreachable.toString());
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'down', database: { status: 'down' }, eventStore: { status: 'ok' } });
  });
});
