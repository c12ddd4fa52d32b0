// The change feed over real HTTP (a listening Fastify, streamed bodies read as the browser's EventSource reads them)
// on real Postgres: events appended to the store, the activity projection writing its rows, the feed woken only by the
// projections' progress messages over NATS (the runtime and the feed on connections of their own, as separate
// processes are; the feed's poll set out of the way). The session plugin's part is reduced to an actor named by a
// test header.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RecordedDomainEvent } from '@app/domain/history/describe-event';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import { jobStreamId } from '@app/domain/jobs/job-events';
import { LIVE_EVENTS, liveChangesSchema, liveReadySchema, liveRefetchSchema, type LiveChange } from '@app/domain/live/live-api';
import type { Actor } from '@app/domain/shared/decider';
import type { Role } from '@app/domain/shared/roles';
import { userStreamId } from '@app/domain/users/user-events';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { AppendResult } from '@app/infra/event-store/event-store';
// The NATS server every integration test shares (its URL provided by the global setup, typed there).
import type {} from '@app/infra/testing/global-setup';
import type { Bus } from '@app/infra/bus/bus';
import { createNatsBus } from '@app/infra/bus/nats-bus';
import { installErrorHandling } from '@app/infra/http/error-handler';
import { uuidv7 } from '@app/infra/ids/uuid';
import { activityProjection } from '@app/projectors/activity/activity.projection';
import { readServedPosition } from '@app/projectors/runtime/served-position';
import { openReadModelTestKit, type ReadModelTestKit } from '../read-models/testing/read-model-test-kit';
import { createLiveFeed, type LiveFeed, type LiveSink } from './live-feed';
import { liveRoutes } from './live.routes';
import { openSse, type SseAnswer, type SseStream } from './testing/sse-client';

const ids = { admin: uuidv7(), ada: uuidv7(), bob: uuidv7(), cleo: uuidv7() };
const at = () => new Date().toISOString();
const MAX_CHANGES = 8;

let kit: ReadModelTestKit;
let buses: Bus[] = [];
let app: FastifyInstance;
let feed: LiveFeed;
let base: string;
const open: SseStream[] = [];

async function record<T extends RecordedDomainEvent['type']>(streamId: string, type: T, data: Extract<RecordedDomainEvent, { type: T }>['data']): Promise<AppendResult> {
  const id = uuidv7();
  const result = await kit.eventStore.append(streamId, [{ id, type, data, metadata: { userId: ids.admin, commandId: id, correlationId: id, causationId: id, at: at() } }]);
  await kit.projected(result.position);
  return result;
}
const stamp = (ideaId: number) => record(ideaStreamId(ideaId), 'IdeaStamped', { ideaId, stamp: 'Crazy', at: at() });
const editDocument = (userId: string) => record(workspaceStreamId(userId), 'WorkspaceDocumentEdited', { userId, documentId: 100_001, at: at(), personal: null });
const cancelJob = (jobId: string) => record(jobStreamId(jobId), 'JobCancelled', { jobId, at: at() });

async function connect(who?: { userId: string; role: Role }, headers: Record<string, string> = {}): Promise<SseAnswer> {
  const answer = await openSse(`${base}/api/live`, { ...(who ? { 'x-test-user': `${who.userId}:${who.role}` } : {}), ...headers });
  if ('events' in answer) open.push(answer);
  return answer;
}

async function feedOf(who?: { userId: string; role: Role }, headers: Record<string, string> = {}): Promise<SseStream> {
  const answer = await connect(who, headers);
  if (!('events' in answer)) throw new Error(`refused: ${JSON.stringify(answer)}`);
  return answer;
}

const member = (userId: string) => ({ userId, role: 'FREE' as const });
const admin = { userId: ids.admin, role: 'ADMIN' as const };

/** Every change the stream heard of until one names `last`, merged per entity (the order of messages aside). */
async function heardUntil(stream: SseStream, last: { kind: string; id: string }): Promise<LiveChange[]> {
  const heard: LiveChange[] = [];
  for (;;) {
    const message = liveChangesSchema.parse(await stream.next(LIVE_EVENTS.changes));
    heard.push(...message.changes);
    if (message.changes.some((change) => change.kind === last.kind && change.id === last.id)) return heard;
  }
}

async function ready(stream: SseStream): Promise<string | null> {
  return liveReadySchema.parse(await stream.next(LIVE_EVENTS.ready)).position;
}

beforeAll(async () => {
  buses = [await createNatsBus(inject('natsUrl')), await createNatsBus(inject('natsUrl'))];
  const [projectors, queries] = buses as [Bus, Bus];
  kit = await openReadModelTestKit([activityProjection], { bus: projectors });
  app = Fastify();
  installErrorHandling(app);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const [userId, role] = String(request.headers['x-test-user'] ?? '').split(':');
    request.actor = userId && role ? ({ userId, role: role as Role, emailVerified: true } satisfies Actor) : null;
    done();
  });
  feed = createLiveFeed({
    db: kit.read,
    bus: queries,
    servedPosition: () => readServedPosition(kit.registry, { required: [activityProjection.name] }),
    // No in-memory index here: the platform's own test has them (system-tests/src/live/).
    memoryIndexesCaughtUp: () => Promise.resolve(),
    log: app.log,
    // Only wake-ups move the feed here: a poll this slow never comes within a test.
    limits: { perAccount: 2, perAddress: 5, pollMs: 600_000, heartbeatMs: 200, maxChanges: MAX_CHANGES },
  });
  await liveRoutes(app, { feed });
  app.addHook('preClose', (done) => {
    feed.close();
    done();
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  await stamp(1);
}, 60_000);

afterEach(async () => {
  for (const stream of open.splice(0)) stream.close();
  for (let waited = 0; feed.connections > 0 && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
});

afterAll(async () => {
  await app?.close();
  await kit?.close();
  for (const bus of buses) await bus.close();
});

describe('GET /api/live', () => {
  it("tells everyone of the catalog, a member of their own workspace only, and admins of everything with the admin screens", async () => {
    const [ada, bob, visitor, boss] = [await feedOf(member(ids.ada)), await feedOf(member(ids.bob)), await feedOf(), await feedOf(admin)];
    for (const stream of [ada, bob, visitor, boss]) await ready(stream);

    await editDocument(ids.bob);
    await editDocument(ids.ada);
    await cancelJob(ids.cleo);
    await stamp(2);

    const last = { kind: 'ideas', id: '2' };
    expect(await heardUntil(ada, last)).toEqual([
      { kind: 'workspaces', id: ids.ada, topics: ['workspace'] },
      { kind: 'ideas', id: '2', topics: ['catalog'] },
    ]);
    expect(await heardUntil(bob, last)).toEqual([
      { kind: 'workspaces', id: ids.bob, topics: ['workspace'] },
      { kind: 'ideas', id: '2', topics: ['catalog'] },
    ]);
    expect(await heardUntil(visitor, last)).toEqual([{ kind: 'ideas', id: '2', topics: ['catalog'] }]);
    expect(await heardUntil(boss, last)).toEqual([
      { kind: 'workspaces', id: ids.bob, topics: ['activity'] },
      { kind: 'workspaces', id: ids.ada, topics: ['activity'] },
      { kind: 'jobs', id: ids.cleo, topics: ['jobs', 'activity'] },
      { kind: 'ideas', id: '2', topics: ['catalog', 'admin-ideas', 'quality-control', 'activity'] },
    ]);
  });

  it('hears a member on every device of theirs, each message with the position as its id, and heartbeats in between', async () => {
    const [laptop, phone] = [await feedOf(member(ids.ada)), await feedOf(member(ids.ada))];
    const started = await ready(laptop);
    await ready(phone);
    const { position } = await editDocument(ids.ada);

    for (const device of [laptop, phone]) {
      const message = liveChangesSchema.parse(await device.next(LIVE_EVENTS.changes));
      expect(message.changes).toEqual([{ kind: 'workspaces', id: ids.ada, topics: ['workspace'] }]);
      expect(device.lastId).toBe(message.position);
      expect(message.position).not.toBe(started);
      expect(message.position.split('-').map(BigInt)).toEqual([position.commit, position.prepare]);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(laptop.comments).toBeGreaterThan(0);
  });

  it('resumes from Last-Event-ID with exactly the changes missed, and tells a client from too far back to refetch', async () => {
    const first = await feedOf(member(ids.ada));
    const from = await ready(first);
    first.close();

    await editDocument(ids.bob);
    await editDocument(ids.ada);
    await stamp(3);

    const resumed = await feedOf(member(ids.ada), { 'last-event-id': from! });
    const message = liveChangesSchema.parse(await resumed.next(LIVE_EVENTS.changes));
    expect(message.changes).toEqual([
      { kind: 'workspaces', id: ids.ada, topics: ['workspace'] },
      { kind: 'ideas', id: '3', topics: ['catalog'] },
    ]);
    expect(resumed.lastId).toBe(message.position);

    const tooOld = await feedOf(member(ids.ada), { 'last-event-id': '0-0' });
    expect(liveRefetchSchema.parse(await tooOld.next(LIVE_EVENTS.refetch))).toEqual({ position: message.position, reason: 'resume-too-old' });
    const garbled = await feedOf(undefined, { 'last-event-id': 'yesterday' });
    expect(liveRefetchSchema.parse(await garbled.next(LIVE_EVENTS.refetch))).toMatchObject({ reason: 'resume-too-old' });
  });

  it('tells every client to refetch when more changed at once than a message lists', async () => {
    const visitor = await feedOf();
    await ready(visitor);
    const events = Array.from({ length: MAX_CHANGES + 1 }, (_, index) => {
      const id = uuidv7();
      return { id, type: 'IdeaStamped', data: { ideaId: 100 + index, stamp: 'Hot', at: at() }, metadata: { userId: ids.admin, commandId: id, correlationId: id, causationId: id, at: at() } };
    });
    const [result] = await kit.eventStore.appendToStreams(events.map((event, index) => ({ stream: ideaStreamId(100 + index), events: [event] })));
    expect(liveRefetchSchema.parse(await visitor.next(LIVE_EVENTS.refetch))).toMatchObject({ reason: 'too-many-changes' });
    expect(result).toBeDefined();
  });

  it("ends the feeds of an account whose role changed, so the client reconnects under its session as it is now; a sign-in elsewhere does not", async () => {
    const cleo = await feedOf(member(ids.cleo));
    await ready(cleo);
    await record(userStreamId(ids.cleo), 'UserLoggedIn', { userId: ids.cleo, sessionId: 's1', expiresAt: at(), at: at() });
    expect(liveChangesSchema.parse(await cleo.next(LIVE_EVENTS.changes)).changes).toEqual([{ kind: 'users', id: ids.cleo, topics: ['account'] }]);
    expect(cleo.ended).toBe(false);
    await record(userStreamId(ids.cleo), 'RoleChanged', { userId: ids.cleo, role: 'PRO', previousRole: 'FREE', by: 'admin', at: at() });
    expect(liveChangesSchema.parse(await cleo.next(LIVE_EVENTS.changes)).changes).toEqual([{ kind: 'users', id: ids.cleo, topics: ['account'] }]);
    for (let waited = 0; feed.connections > 0 && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(feed.connections).toBe(0);
  });

  it('bounds the feeds per account and per address with a 429 that says so', async () => {
    await feedOf(member(ids.ada));
    await feedOf(member(ids.ada));
    expect(await connect(member(ids.ada))).toEqual({
      status: 429,
      body: { message: 'Too many live connections for this account (at most 2): close a tab or a device and try again' },
    });
    await feedOf();
    await feedOf();
    await feedOf(member(ids.bob));
    expect(await connect()).toEqual({ status: 429, body: { message: 'Too many live connections from this address (at most 5): try again later' } });
  });

  it('closes the feeds it cannot start (the database away), and starts for the next one', async () => {
    let failures = 1;
    const flaky = createLiveFeed({
      db: kit.read,
      bus: kit.bus,
      servedPosition: () => (failures-- > 0 ? Promise.reject(new Error('database away')) : readServedPosition(kit.registry, { required: [activityProjection.name] })),
      memoryIndexesCaughtUp: () => Promise.resolve(),
      log: app.log,
    });
    const sinkOf = (frames: string[], ended: { closed: boolean }): LiveSink => ({
      write: (frame) => frames.push(frame.toString()),
      bufferedBytes: () => 0,
      close: () => (ended.closed = true),
      drop: () => (ended.closed = true),
    });
    const [first, second] = [{ frames: [] as string[], ended: { closed: false } }, { frames: [] as string[], ended: { closed: false } }];
    const closeFirst = flaky.open({ viewer: { userId: null, admin: false }, address: '203.0.113.7', lastEventId: undefined, sink: sinkOf(first.frames, first.ended) });
    await expect.poll(() => first.ended.closed).toBe(true);
    closeFirst();
    const closeSecond = flaky.open({ viewer: { userId: null, admin: false }, address: '203.0.113.7', lastEventId: undefined, sink: sinkOf(second.frames, second.ended) });
    await expect.poll(() => second.frames.some((frame) => frame.includes(`event: ${LIVE_EVENTS.ready}`))).toBe(true);
    expect(first.frames).toEqual([]);
    closeSecond();
    flaky.close();
  });

  it('drops a client that does not take what it is sent, and forgets it', async () => {
    let dropped = false;
    const sink: LiveSink = { write: () => undefined, bufferedBytes: () => 10 * 1024 * 1024, close: () => undefined, drop: () => (dropped = true) };
    const close = feed.open({ viewer: { userId: null, admin: false }, address: '203.0.113.9', lastEventId: undefined, sink });
    for (let waited = 0; !dropped && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dropped).toBe(true);
    close();
    expect(feed.connections).toBe(0);
  });
});
