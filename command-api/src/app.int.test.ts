import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createInProcessBus } from '@app/infra/bus/in-process-bus';
import { createDb, createPool } from '@app/infra/database/kysely';
import type { EventStore } from '@app/infra/event-store/event-store';
import { createPostgresEventStore, migrateEventStore } from '@app/infra/event-store/postgres/postgres-event-store';
import { installNotFound } from '@app/infra/http/error-handler';
import { createDevMailbox, migrateDevMailbox } from '@app/infra/mail/dev-mailbox';
import type { DevMailboxDatabase } from '@app/infra/mail/dev-mailbox.table';
import type { Mailer } from '@app/infra/mail/mailer';
import { createPersonalDataVault, migratePersonalData, type PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import { createInProcessWorkQueue } from '@app/infra/work-queue/in-process-work-queue';
import { createLocalPayments } from '@app/infra/payments/local/local-payments';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import { createTestDatabase, type TestDatabase } from '@app/infra/testing/test-database';
import { commandApi, migrateCommandApi } from './app';
import type { Clock } from './clock';
import { withPosition } from './http/command-context';
import { APPLICATIONS_PER_HOUR, tooManyApplications } from './routes/builder-studio/builder-studio.routes';
import { counter } from './testing/counter';

let database: TestDatabase;
let pool: ReturnType<typeof createPool>;
let eventStore: EventStore;
let app: FastifyInstance;
let personalData: PersonalDataVault;
let mailer: Mailer;
/** The time the API reads; tests move it. */
let time = new Date('2026-11-24T10:00:00.000Z');
const clock: Clock = { now: () => new Date(time) };

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
  await migrateEventStore(pool);
  eventStore = createPostgresEventStore({ pool });
  const db = createDb(pool);
  await migrateCommandApi(db);
  await migratePersonalData(db);
  personalData = createPersonalDataVault(db.withTables<PersonalDataDatabase>());
  await migrateDevMailbox(db);
  mailer = createDevMailbox({ db: db.withTables<DevMailboxDatabase>(), log: () => undefined });
  app = Fastify();
  installNotFound(app);
  await app.register(async (scope) => {
    const payments = await createLocalPayments(db);
    await commandApi(scope, {
      eventStore,
      bus: createInProcessBus(),
      db,
      pool,
      personalData,
      mailer,
      payments,
      publicUrl: 'http://localhost:3000',
      clock,
      workQueue: createInProcessWorkQueue(),
      jobConcurrency: 0,
      jobAckWaitMs: 60_000,
      // No projector runtime here: no name is a projection's.
      requestRebuild: () => Promise.resolve(undefined),
    });
    // Test-only routes that drive the pipeline with a tiny aggregate.
    scope.post<{ Params: { id: string }; Body: { by: number } }>('/api/test-counters/:id/increment', async (request) => {
      const { state } = await scope.runCommand(request, counter, `counter-${request.params.id}`, {
        type: 'Increment',
        data: { by: request.body.by },
        metadata: { actor: null, now: new Date() },
      });
      return withPosition(request, { value: state.value, label: state.label });
    });
    scope.post<{ Params: { id: string }; Body: { ownerId: string; label: string } }>('/api/test-counters/:id/label', async (request) => {
      const { state } = await scope.runCommand(request, counter, `counter-${request.params.id}`, {
        type: 'Label',
        data: request.body,
        metadata: { actor: null, now: new Date() },
      });
      return { label: state.label };
    });
    scope.post<{ Body: { kind: string } }>('/api/test-counters/fail', async (request) => {
      await scope.runCommand(request, counter, 'counter-fail', { type: 'Fail', data: request.body, metadata: { actor: null, now: new Date() } });
      return {};
    });
  });
});

afterAll(async () => {
  await app?.close();
  await eventStore?.close();
  await pool?.end();
  await database?.drop();
});

const increment = (id: string, by: number, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/test-counters/${id}/increment`, payload: { by }, headers });

describe('command API pipeline', () => {
  it('answers with the position of the last event in the body and the x-event-position header', async () => {
    const response = await increment('a', 3, { 'x-correlation-id': 'corr-1' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ value: number; position: string }>();
    expect(body.value).toBe(3);
    expect(body.position).toMatch(/^\d+-\d+$/);
    expect(response.headers['x-event-position']).toBe(body.position);
    const [event] = await eventStore.readStream('counter-a');
    expect(event?.type).toBe('CounterIncremented');
    expect(event?.metadata).toMatchObject({ userId: null, correlationId: 'corr-1', schemaVersion: 1 });
    expect(event?.metadata.commandId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event?.metadata.causationId).toBe(event?.metadata.commandId);
  });

  it('records nothing and sends no position when the decision has nothing to record', async () => {
    const response = await increment('empty', 0);
    expect(response.json()).toEqual({ value: 0, label: null });
    expect(response.headers['x-event-position']).toBeUndefined();
  });

  it('replays the first result for a retried Idempotency-Key, with no new events', async () => {
    const first = await increment('idem', 5, { 'idempotency-key': 'key-1' });
    const again = await increment('idem', 5, { 'idempotency-key': 'key-1' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.headers['x-event-position']).toBe(first.headers['x-event-position']);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await eventStore.readStream('counter-idem')).toHaveLength(1);
  });

  it('lets a retry take over a claim its process left behind (killed mid-request), and appends nothing twice', async () => {
    const first = await increment('orphan', 2, { 'idempotency-key': 'key-orphan' });
    expect(first.statusCode).toBe(200);
    // What a process killed after its append and before its answer leaves: a claim with no answer, renewed by nobody.
    const leftBehind = (renewedSecondsAgo: number) =>
      pool.query(
        `UPDATE command_api.idempotency_keys SET status_code = NULL, response_body = NULL, response_headers = NULL,
           renewed_at = now() - make_interval(secs => $1) WHERE key = 'key-orphan'`,
        [renewedSecondsAgo],
      );
    await leftBehind(1);
    const whileRenewed = await increment('orphan', 2, { 'idempotency-key': 'key-orphan' });
    expect(whileRenewed.statusCode).toBe(409);
    expect(whileRenewed.json()).toEqual({ message: 'A request with this Idempotency-Key is still being processed' });
    await leftBehind(11);
    const retried = await increment('orphan', 2, { 'idempotency-key': 'key-orphan' });
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await eventStore.readStream('counter-orphan')).toHaveLength(1);
    const replayed = await increment('orphan', 2, { 'idempotency-key': 'key-orphan' });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a reused Idempotency-Key with a different request, and a malformed key', async () => {
    await increment('idem2', 1, { 'idempotency-key': 'key-2' });
    const other = await increment('idem2', 2, { 'idempotency-key': 'key-2' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: 'This Idempotency-Key was already used for a different request' });
    const bad = await increment('idem2', 2, { 'idempotency-key': 'has spaces' });
    expect(bad.statusCode).toBe(400);
    expect(await eventStore.readStream('counter-idem2')).toHaveLength(1);
  });

  it('lets concurrent commands on one stream all succeed through bounded retries', async () => {
    const responses = await Promise.all(Array.from({ length: 4 }, () => increment('busy', 1)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await eventStore.readStream('counter-busy')).toHaveLength(4);
    expect(Math.max(...responses.map((response) => response.json<{ value: number }>().value))).toBe(4);
  });

  it('stores personal data sealed with its owner key, reads it back opened, and reads null once the key is erased', async () => {
    const label = (text: string) =>
      app.inject({ method: 'POST', url: '/api/test-counters/pii/label', payload: { ownerId: 'owner-1', label: text } });
    expect((await label('Ada Lovelace')).json()).toEqual({ label: 'Ada Lovelace' });
    const stored = JSON.stringify((await eventStore.readStream('counter-pii')).map((event) => event.data));
    expect(stored).not.toContain('Ada Lovelace');
    expect(stored).toContain('$enc');
    await personalData.erase('owner-1');
    // The next command folds the stream again: the erased label reads as null, the history is intact.
    const increment = await app.inject({ method: 'POST', url: '/api/test-counters/pii/increment', payload: { by: 1 } });
    expect(increment.json()).toMatchObject({ value: 1, label: null });
    expect(await eventStore.readStream('counter-pii')).toHaveLength(2);
  });

  it.each([
    ['validation', 400, { message: 'Title and description are required', errors: { title: 'Title is required' } }],
    ['unauthenticated', 401, { message: 'Please sign in to access this feature' }],
    ['forbidden', 403, { message: 'Admin access required' }],
    ['not-found', 404, { message: 'Idea not found' }],
    ['conflict', 409, { message: 'This idea is already in your workspace' }],
    ['rate-limit', 429, { message: 'Too many login attempts. Please try again in 60 seconds.' }],
    ['bug', 500, { message: 'Internal server error' }],
  ])('maps a %s error to %i with the message', async (kind, status, body) => {
    const response = await app.inject({ method: 'POST', url: '/api/test-counters/fail', payload: { kind } });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
    if (status === 429) expect(response.headers['retry-after']).toBe('60');
  });

  it('answers malformed JSON and unknown routes with 400 and 404, never a stack trace', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/test-counters/x/increment',
      payload: '{"by":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON' });
    const unknown = await app.inject({ method: 'POST', url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No route for POST /api/nothing-here' });
  });
});

describe('the injected clock', () => {
  const apply = () =>
    app.inject({
      method: 'POST',
      url: '/api/builder-studio/apply',
      remoteAddress: '203.0.113.9',
      payload: { name: 'Ada', email: 'ada@example.com', idea: 'A ledger', problem: 'Fleets', targetUsers: 'Hauliers' },
    });

  it('stamps events with the time it gives; rate windows turn with the system time, as rate-limiter-flexible reads it', async () => {
    time = new Date('2026-11-24T10:00:00.000Z');
    // Only Date is faked: Postgres, Fastify and the pool keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2030-01-01T10:00:00.000Z'));
      for (let sent = 0; sent < APPLICATIONS_PER_HOUR; sent += 1) expect((await apply()).statusCode).toBe(201);
      const refused = await apply();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: tooManyApplications(3600) });
      expect(refused.headers['retry-after']).toBe('3600');

      // The app's clock moving on opens no window; the system time does.
      time = new Date('2026-11-24T11:00:00.000Z');
      vi.setSystemTime(new Date('2030-01-01T10:59:59.000Z'));
      expect((await apply()).statusCode).toBe(429);
      vi.setSystemTime(new Date('2030-01-01T11:00:00.000Z'));
      expect((await apply()).statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
    }

    // $all shows an append once no older transaction on the server is open (another test file may hold one).
    const stamps = await vi.waitFor(async () => {
      const { events } = await eventStore.readAll({ eventTypes: ['StudioApplicationSubmitted'] });
      expect(events).toHaveLength(APPLICATIONS_PER_HOUR + 1);
      return events.map((event) => event.metadata.at);
    });
    expect(stamps).toEqual([
      ...Array.from({ length: APPLICATIONS_PER_HOUR }, () => '2026-11-24T10:00:00.000Z'),
      '2026-11-24T11:00:00.000Z',
    ]);
  });
});
