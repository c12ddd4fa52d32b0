// POST /api/admin/projections/{name}/rebuild through the composed platform, its projector runtime running: who may
// ask, unknown names, the request in the audit trail with the admin as actor, the new generation building with its
// progress while the old one serves reads, a second request refused meanwhile, then the switch.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RebuildStarted } from '@app/domain/history/history-view';
import { projectionStreamId } from '@app/domain/projections/projection-events';
import { StreamNotFound } from '@app/infra/event-store/errors';
import { projections as productProjections } from '@app/projectors/projections';
import type { Projection } from '@app/projectors/runtime/projection';
import type { ProjectionStatus } from '@app/domain/projections/projection-status';
import { countedEvents } from '@app/projectors/runtime/testing/runtime-test-kit';
import { streamCounterProjection } from '@app/projectors/runtime/testing/stream-counter-projection';
import { ADMIN_EMAIL, ADMIN_PASSWORD, openAccountTestKit, SEED_PASSWORD, type AccountTestKit } from '../accounts/account-test-kit';

/** Fewer events than any page of the build in this file (5,000, 5,000, then the rest: some 2,600). */
const BUILD_PAGE_MIN = 1_000;

/**
 * The stream counter, whose pages can be held: `holdAfter(n)` lets n more pages of a build through, then holds the
 * rest. A page let through is let through again when the runtime retries it (a commit that failed on a busy machine).
 * Small pages always pass: the serving generation's, which follows the head a few events at a time (the rebuild
 * request's own event among them) and must not use up the build's allowance, and a failed page applied again one
 * event at a time. A build reads thousands at a time.
 */
function heldCounter(): { projection: Projection; holdAfter(pages: number): void; release(): void } {
  const counter = streamCounterProjection();
  let pagesLeft = Infinity;
  const letThrough = new Set<string>();
  let released = Promise.resolve();
  let release = () => undefined as void;
  return {
    projection: {
      ...counter,
      async apply(trx, events) {
        const first = events[0]!.id;
        if (events.length >= BUILD_PAGE_MIN && !letThrough.has(first)) {
          if (pagesLeft <= 0) await released;
          pagesLeft -= 1;
          letThrough.add(first);
        }
        await counter.apply(trx, events);
      },
    },
    holdAfter(pages) {
      pagesLeft = pages;
      letThrough.clear();
      released = new Promise((resolve) => (release = resolve));
    },
    release() {
      pagesLeft = Infinity;
      release();
    },
  };
}

/** More than two of the pages a building generation reads (5,000 events), so a build can be held part of the way. */
const COUNTED_EVENTS = 12_500;

let kit: AccountTestKit;
const counter = heldCounter();
let admin: { id: string; token: string };
const tokens: Record<'FREE' | 'PREMIUM' | 'PRO', string> = { FREE: '', PREMIUM: '', PRO: '' };

beforeAll(async () => {
  kit = await openAccountTestKit({}, { projections: [...productProjections, counter.projection] });
  const login = await kit.request('POST', '/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  const { token, user } = login.json<{ token: string; user: { id: string } }>();
  admin = { id: user.id, token };
  tokens.FREE = await kit.login('free@test.com', SEED_PASSWORD);
  tokens.PREMIUM = await kit.login('premium@test.com', SEED_PASSWORD);
  tokens.PRO = await kit.login('pro@test.com', SEED_PASSWORD);
  for (let batch = 0; batch < COUNTED_EVENTS / 500; batch++) await kit.platform.infra.eventStore.append(`order-${batch}`, countedEvents(500));
  // Until the counter serves every counted event: a wait for the head position ends at once, reached, while the
  // counter's first generation is not registered yet, and the counter catching up afterwards reads pages as large as
  // a build's, which would use up the held build's allowance.
  await vi.waitFor(async () => expect(await countedByReaders()).toBe(COUNTED_EVENTS), { timeout: 30_000 });
}, 60_000);
afterAll(async () => {
  counter.release();
  await kit?.close();
});

const rebuild = (name: string, token: string | undefined = admin.token) =>
  kit.request('POST', `/api/admin/projections/${encodeURIComponent(name)}/rebuild`, token ? { token } : {});
const statuses = async (name: string) => {
  const response = await kit.request('GET', '/api/admin/projections', { token: admin.token });
  expect(response.statusCode).toBe(200);
  return response.json<{ projections: ProjectionStatus[] }>().projections.filter((status) => status.name === name);
};
const generationsOf = async (name: string) => (await statuses(name)).map(({ generation, status }) => ({ generation, status }));
const streamEvents = async (name: string) => {
  try {
    return await kit.platform.infra.eventStore.readStream(projectionStreamId(name));
  } catch (error) {
    if (error instanceof StreamNotFound) return [];
    throw error;
  }
};
/** What readers of the stream counter see: `read.stream_counts`, the view over the serving generation. */
const countedByReaders = async () => {
  const { rows } = await kit.platform.infra.pool.query<{ total: string }>('SELECT coalesce(sum(events), 0) AS total FROM read.stream_counts');
  return Number(rows[0]!.total);
};

describe('who may rebuild a projection', () => {
  it('answers 401 signed out and 403 to every role but ADMIN, and neither records nor builds anything', async () => {
    const signedOut = await rebuild('users', '');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: 'Please sign in to access this feature' });
    for (const token of Object.values(tokens)) {
      const response = await rebuild('users', token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Admin access required' });
    }
    expect(await streamEvents('users')).toEqual([]);
    expect(await generationsOf('users')).toEqual([{ generation: 1, status: 'active' }]);
  });

  it('answers 404 naming a name that is no projection', async () => {
    for (const name of ['no_such_projection', 'Users', 'users v2']) {
      const response = await rebuild(name);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: `Projection not found: ${name}` });
      expect(await streamEvents(name)).toEqual([]);
    }
  });
});

describe('POST /api/admin/projections/{name}/rebuild', () => {
  it('builds a new generation from zero while the old one serves, refuses a second rebuild meanwhile, then switches', async () => {
    counter.holdAfter(1);
    const response = await rebuild('stream_counter');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      name: 'stream_counter',
      version: 1,
      generation: 2,
      status: 'building',
      position: response.headers['x-event-position'],
    } satisfies RebuildStarted & { position: unknown });

    // One page in, the next held: building, part of the way, next to the serving generation.
    await vi.waitFor(async () => {
      const [active, building] = await statuses('stream_counter');
      expect(active).toMatchObject({ generation: 1, status: 'active', progress: null });
      expect(building).toMatchObject({ generation: 2, status: 'building' });
      expect(building!.eventsApplied).toBeGreaterThan(0);
      expect(building!.eventsApplied).toBeLessThan(COUNTED_EVENTS);
      expect(building!.progress).toBeGreaterThan(0);
      expect(building!.progress).toBeLessThan(100);
      // The build starts at the wake-up, or at the runtimes' next reconcile (5 s) when it is lost; on CI's two cores,
      // shared with the other suites, its first page has taken longer than 10 s to commit.
    }, { timeout: 30_000 });
    expect(await countedByReaders()).toBe(COUNTED_EVENTS);

    const again = await rebuild('stream_counter');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'A rebuild of stream_counter is already running' });

    counter.release();
    await vi.waitFor(async () => expect(await generationsOf('stream_counter')).toEqual([{ generation: 2, status: 'active' }]), { timeout: 20_000 });
    expect(await countedByReaders()).toBe(COUNTED_EVENTS);
    const [serving] = await statuses('stream_counter');
    expect(serving).toMatchObject({ eventsApplied: COUNTED_EVENTS, lag: 0, progress: null, error: null });
  });

  it('records the request once, on the projection stream, with the admin as actor', async () => {
    const events = await streamEvents('stream_counter');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'ProjectionRebuildRequested',
      data: { name: 'stream_counter', version: 1, generation: 2, at: expect.any(String) },
      metadata: { userId: admin.id },
    });
  });

  it("rebuilds a product projection while its read route keeps answering the same rows", async () => {
    const readUsers = () => kit.request('GET', '/api/admin/users', { token: admin.token });
    const before = await readUsers();
    expect(before.statusCode).toBe(200);
    const response = await rebuild('users');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ name: 'users', generation: 2, status: 'building' });
    const during = await readUsers();
    expect(during.statusCode).toBe(200);
    expect(during.json()).toEqual(before.json());
    await vi.waitFor(async () => expect(await generationsOf('users')).toEqual([{ generation: 2, status: 'active' }]), { timeout: 20_000 });
    const after = await readUsers();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(before.json());
  });
});
