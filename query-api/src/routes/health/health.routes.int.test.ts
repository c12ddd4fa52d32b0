// What an operator and a load balancer see while a projection is stuck on one event: the health check answers 200
// ('degraded', so the instance keeps serving), and both it and the admin view name the projection, the event and
// the error.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Actor } from '@app/domain/shared/decider';
import { formatPosition } from '@app/infra/event-store/position';
import { createDb, createPool } from '@app/infra/database/kysely';
import { installErrorHandling } from '@app/infra/http/error-handler';
import type { Projection } from '@app/projectors/runtime/projection';
import { createProjectorRuntime, type ProjectorRuntime } from '@app/projectors/runtime/projector-runtime';
import { getProjectionStatuses } from '@app/projectors/runtime/status';
import { COUNTED, streamCounterProjection } from '@app/projectors/runtime/testing/stream-counter-projection';
import { appendCounted, openRuntimeTestKit, recordingLog, type RuntimeTestKit } from '@app/projectors/runtime/testing/runtime-test-kit';
import { projectionsRoute } from '../admin/projections.routes';
import { healthRoute } from './health.routes';

const ADMIN: Actor = { userId: 'admin-1', role: 'ADMIN', emailVerified: true };

let kit: RuntimeTestKit;
let runtime: ProjectorRuntime;
let app: FastifyInstance;
let poison: string;

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  const counter = streamCounterProjection({ name: 'poisoned_counter', table: 'poisoned_counts' });
  const poisoned: Projection = {
    ...counter,
    async apply(trx, events) {
      if (events.some((event) => event.streamId === 'poison-1')) throw new Error('cannot apply the poison');
      await counter.apply(trx, events);
    },
  };
  poison = formatPosition((await appendCounted(kit, 'poison-1', 1)).position);
  runtime = createProjectorRuntime({
    pool: kit.pool,
    eventStore: kit.eventStore,
    bus: kit.bus,
    projections: [poisoned, streamCounterProjection()],
    log: recordingLog(),
    retry: { initialMs: 20, maxMs: 100 },
  });
  await runtime.start();
  app = Fastify();
  installErrorHandling(app);
  // The session plugin's part, reduced to what the admin route checks.
  app.decorateRequest('actor', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.actor = request.headers['x-test-admin'] ? ADMIN : null;
    done();
  });
  const deps = { db: kit.db, readDb: kit.db, eventStore: kit.eventStore, bus: kit.bus, projectionStatuses: () => getProjectionStatuses(kit.registry, kit.eventStore) };
  healthRoute(app, deps);
  projectionsRoute(app, deps);
  await vi.waitFor(async () => expect((await deps.projectionStatuses()).find((status) => status.error)?.error?.event?.position).toBe(poison), {
    timeout: 10_000,
  });
});

afterAll(async () => {
  await app?.close();
  await runtime?.stop();
  await kit?.close();
});

const stuck = (): unknown =>
  expect.objectContaining({
    name: 'poisoned_counter',
    error: { message: 'cannot apply the poison', since: expect.any(String), event: { position: poison, type: COUNTED, streamId: 'poison-1', id: expect.any(String) } },
  });

describe('a stuck projection', () => {
  it('makes GET /api/health degraded but 200, naming the projection, the event and the error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: string; projections: unknown[] }>();
    expect(body).toMatchObject({ status: 'degraded', database: { status: 'ok' }, eventStore: { status: 'ok' } });
    expect(body.projections).toEqual(expect.arrayContaining([stuck(), expect.objectContaining({ name: 'stream_counter', error: null })]));
  });

  it('shows the same on GET /api/admin/projections, for admins only', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/projections', headers: { 'x-test-admin': '1' } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ projections: unknown[] }>().projections).toEqual(expect.arrayContaining([stuck()]));
    expect((await app.inject({ method: 'GET', url: '/api/admin/projections' })).statusCode).toBe(401);
  });
});

describe('a query API reading a streaming replica (READ_DATABASE_URL)', () => {
  const withReplica = async (replicaUrl: string) => {
    const pool = createPool(replicaUrl, 1);
    const replicaApp = Fastify();
    healthRoute(replicaApp, { db: kit.db, readDb: createDb(pool), eventStore: kit.eventStore, bus: kit.bus, projectionStatuses: () => Promise.resolve([]) });
    const response = await replicaApp.inject({ method: 'GET', url: '/api/health' });
    await replicaApp.close();
    await pool.end();
    return response;
  };

  it('checks the replica too: up, 200 with its latency', async () => {
    const response = await withReplica(kit.database.url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { status: 'ok' }, readDatabase: { status: 'ok' } });
  });

  it('answers 503 when the replica does not answer, so the proxy takes this instance out', async () => {
    const unreachable = new URL(kit.database.url);
    unreachable.port = '1';
    const response = await withReplica(unreachable.toString());
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: { status: 'ok' }, readDatabase: { status: 'down' } });
  });
});
