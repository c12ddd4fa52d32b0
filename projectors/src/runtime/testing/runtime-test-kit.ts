// What the runtime's integration tests share: a database of their own with the event store in it, and helpers to
// append `Counted` events and read what projections wrote.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type QueryExecutorProvider } from 'kysely';
import type pg from 'pg';
import { expect, vi } from 'vitest';
import { createInProcessBus } from '@app/infra/bus/in-process-bus';
import type { Bus } from '@app/infra/bus/bus';
import { createDb, createPool, type SharedDb } from '@app/infra/database/kysely';
import type { AppendResult, EventStore, NewEvent } from '@app/infra/event-store/event-store';
import { migrateEventStore } from '@app/infra/event-store/postgres/migrate';
import { createPostgresEventStore } from '@app/infra/event-store/postgres/postgres-event-store';
import { migratePersonalData } from '@app/infra/personal-data/personal-data-vault';
import { createTestDatabase, type TestDatabase } from '@app/infra/testing/test-database';
import type { Position } from '@app/infra/event-store/position';
import type { Projection } from '../projection';
import { createProjectorRuntime, type ProjectorRuntime } from '../projector-runtime';
import { listGenerations, type Generation, type RegistryDatabase } from '../registry';
import type { RuntimeLog } from '../runtime-log';
import { COUNTED } from './stream-counter-projection';

export interface RuntimeTestKit {
  database: TestDatabase;
  pool: pg.Pool;
  /** Tests add the tables they read with `withTables`, as the code under test does. */
  db: SharedDb;
  /** The projections registry's tables on the same database. */
  registry: Kysely<RegistryDatabase>;
  eventStore: EventStore;
  bus: Bus;
  close(): Promise<void>;
}

export async function openRuntimeTestKit(): Promise<RuntimeTestKit> {
  const database = await createTestDatabase();
  const pool = createPool(database.url, 20);
  const db = createDb(pool);
  try {
    await migrateEventStore(pool);
    // Projections open sealed personal data with the vault, as every process does (its schema is always there).
    await migratePersonalData(db);
  } catch (error) {
    await pool.end();
    await database.drop();
    throw error;
  }
  const eventStore = createPostgresEventStore({ pool });
  const bus = createInProcessBus();
  return {
    database,
    pool,
    db,
    registry: db.withTables<RegistryDatabase>(),
    eventStore,
    bus,
    async close() {
      await bus.close();
      await eventStore.close();
      await pool.end();
      await database.drop();
    },
  };
}

export function countedEvents(count: number, type = COUNTED): NewEvent[] {
  const at = new Date().toISOString();
  return Array.from({ length: count }, () => {
    const id = randomUUID();
    return { id, type, data: {}, metadata: { userId: null, commandId: id, correlationId: id, causationId: id, at } };
  });
}

export function appendCounted(kit: RuntimeTestKit, stream: string, count: number): Promise<AppendResult> {
  return kit.eventStore.append(stream, countedEvents(count));
}

export async function generationsOf(kit: RuntimeTestKit, name: string): Promise<Generation[]> {
  return listGenerations(kit.registry, { names: [name], statuses: ['building', 'active', 'retired'] });
}

export async function readCounts(db: QueryExecutorProvider, table: string): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY stream_id`.execute(db);
  return rows;
}

/**
 * A started runtime of `projections` on the kit's database, with the short locks, heartbeats and retries tests want.
 * `batchSize` small, so a short history falls into several pages (default: the runtime's own).
 */
export async function startTestRuntime(kit: RuntimeTestKit, projections: Projection[], options: { batchSize?: number } = {}): Promise<ProjectorRuntime> {
  const runtime = createProjectorRuntime({
    pool: kit.pool,
    eventStore: kit.eventStore,
    bus: kit.bus,
    projections,
    log: recordingLog(),
    ...options,
    lockRetryMs: 50,
    heartbeatMs: 300,
    reconcileMs: 200,
    retry: { initialMs: 20, maxMs: 100 },
  });
  await runtime.start();
  return runtime;
}

/** Keeps what the runtime logged, so tests can assert on it (a failure is logged once, not on every retry). */
export function recordingLog(): RuntimeLog & { entries: { level: string; message: string; fields: object }[] } {
  const entries: { level: string; message: string; fields: object }[] = [];
  const record = (level: string) => (fields: object, message: string) => void entries.push({ level, message, fields });
  return { entries, info: record('info'), warn: record('warn'), error: record('error') };
}

/**
 * Waits until the runtime's projections reach `position`, asking again while a wait ends at once: right after a
 * start (no runner heartbeat yet) or while a projection is still marked stuck on an event it is about to pass.
 */
export async function untilProjected(runtime: ProjectorRuntime, position: Position): Promise<void> {
  await vi.waitFor(async () => expect(await runtime.waitForPosition(position, { timeoutMs: 1000 })).toBe(true), { timeout: 20_000 });
}
