// Read-your-writes through every layer of the one-process platform: a command answered with its position, then a
// query carrying that position as x-min-position sees the change in a read model (or is told it is stale).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@app/infra/config/config';
import type { EventStore } from '@app/infra/event-store/event-store';
import { formatPosition, parsePosition } from '@app/infra/event-store/position';
import { createTestDatabase, type TestDatabase } from '@app/infra/testing/test-database';
import { withPosition } from '@app/command-api/http/command-context';
import { counter } from '@app/command-api/testing/counter';
import type { Projection } from '@app/projectors/runtime/projection';
import { createPlatform, type Platform } from '@app/scripts/platform';

interface CounterTotalsTable {
  stream_id: string;
  total: number;
  last_revision: string;
}

const counterTotals: Projection = {
  name: 'counter_totals',
  version: 1,
  eventTypes: ['CounterIncremented'],
  tables: ['counter_totals'],
  migrations: {
    '2026-11-22-counter-totals': {
      async up(db) {
        await db.schema
          .createTable('counter_totals')
          .addColumn('stream_id', 'text', (column) => column.primaryKey())
          .addColumn('total', 'integer', (column) => column.notNull())
          .addColumn('last_revision', 'bigint', (column) => column.notNull())
          .execute();
      },
    },
  },
  async apply(trx, events) {
    const db = trx.withTables<{ counter_totals: CounterTotalsTable }>();
    for (const event of events) {
      const by = (event.data as { by: number }).by;
      await db
        .insertInto('counter_totals')
        .values({ stream_id: event.streamId, total: by, last_revision: event.revision.toString() })
        .onConflict((conflict) =>
          conflict
            .column('stream_id')
            .doUpdateSet((eb) => ({ total: eb('counter_totals.total', '+', by), last_revision: event.revision.toString() }))
            .where('counter_totals.last_revision', '<', event.revision.toString()),
        )
        .execute();
    }
  },
};

let database: TestDatabase;
let platform: Platform;
let app: FastifyInstance;
let eventStore: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  platform = await createPlatform({
    config: readConfig({}),
    databaseUrl: database.url,
    projections: [counterTotals],
    // Long enough that a loaded machine (CI shares its cores) does not turn a slow projection page into a stale answer;
    // the stale case below waits it out once.
    minPositionTimeoutMs: 2000,
    extraRoutes: {
      commands(scope) {
        scope.post<{ Params: { id: string } }>('/api/counters/:id', async (request) => {
          const command = { type: 'Increment' as const, data: { by: 1 }, metadata: { actor: null, now: new Date() } };
          await scope.runCommand(request, counter, `counter-${request.params.id}`, command);
          return withPosition(request, {});
        });
      },
      queries(scope, infra) {
        scope.get<{ Params: { id: string } }>('/api/counters/:id', async (request) => {
          const row = await infra.db
            .withTables<{ 'read.counter_totals': CounterTotalsTable }>()
            .selectFrom('read.counter_totals')
            .select('total')
            .where('stream_id', '=', `counter-${request.params.id}`)
            .executeTakeFirst();
          return { total: row?.total ?? 0 };
        });
      },
    },
  });
  app = platform.app;
  eventStore = platform.infra.eventStore;
});

afterAll(async () => {
  await platform?.close();
  await database?.drop();
});

describe('read-your-writes', () => {
  it('sees its own command in the read model right after it, for every one of a run of commands', async () => {
    for (let expected = 1; expected <= 20; expected++) {
      const command = await app.inject({ method: 'POST', url: '/api/counters/a' });
      const position = command.headers['x-event-position'] as string;
      const read = await app.inject({ method: 'GET', url: '/api/counters/a', headers: { 'x-min-position': position } });
      expect(read.json()).toEqual({ total: expected });
      expect(read.headers['x-stale']).toBeUndefined();
    }
  });

  it('answers anyway, marked x-stale, when the projections do not reach the position in time', async () => {
    const head = await eventStore.headPosition();
    const future = formatPosition({ commit: head!.commit + 1_000_000n, prepare: 0n });
    const started = Date.now();
    const read = await app.inject({ method: 'GET', url: '/api/counters/a', headers: { 'x-min-position': future } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-stale']).toBe('true');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('refuses a malformed x-min-position with 400', async () => {
    const read = await app.inject({ method: 'GET', url: '/api/counters/a', headers: { 'x-min-position': 'soon' } });
    expect(read.statusCode).toBe(400);
    expect(read.json()).toEqual({
      message: 'x-min-position must be a position received in x-event-position',
      errors: { 'x-min-position': 'Invalid position' },
    });
  });

  it('reports every part and the projection lag on /api/health', async () => {
    // The command's own position: the store's head, read at once, can lag behind it while a transaction of another
    // test file on the shared server is open (reads show only what no older transaction could still precede).
    const command = await app.inject({ method: 'POST', url: '/api/counters/health' });
    const position = parsePosition(command.headers['x-event-position'] as string)!;
    expect(await platform.runtime.waitForPosition(position, { timeoutMs: 5000 })).toBe(true);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const body = health.json<{ projections: unknown[] }>();
    expect(body).toMatchObject({
      status: 'ok',
      database: { status: 'ok' },
      eventStore: { status: 'ok', kind: 'postgres', head: formatPosition(position) },
      bus: { kind: 'in-process' },
    });
    expect(body.projections).toEqual([
      expect.objectContaining({ name: 'counter_totals', version: 1, status: 'active', lag: 0, error: null }),
    ]);
  });
});
