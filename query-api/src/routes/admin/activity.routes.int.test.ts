// GET /api/admin/activity over HTTP, answered from rows the real activity projection wrote from a little of everything
// the platform records (projectors/src/activity/testing/activity-history.ts), with the actors named from rows the
// real users projection wrote: the admin and a member registered with sealed personal data, the member later erased.
// The session plugin's part is reduced to an actor named by a test header.
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_USER_LABEL, type ActivityEntry, type ActivityPage, type HistoryActor } from '@app/domain/history/history-view';
import type { Actor } from '@app/domain/shared/decider';
import { ROLES, type Role } from '@app/domain/shared/roles';
import type { UserEvent } from '@app/domain/users/user-events';
import { formatPosition } from '@app/infra/event-store/position';
import { installErrorHandling } from '@app/infra/http/error-handler';
import { uuidv7 } from '@app/infra/ids/uuid';
import { createPersonalDataVault, migratePersonalData, type PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import { sealPersonalField } from '@app/infra/personal-data/personal-field';
import { activityProjection } from '@app/projectors/activity/activity.projection';
import { adminId, appendActivityHistory, at, jobId, memberId, type AppendedChange } from '@app/projectors/activity/testing/activity-history';
import { usersProjection } from '@app/projectors/users/users.projection';
import { openReadModelTestKit, type ReadModelTestKit } from '../../read-models/testing/read-model-test-kit';
import { activityRoutes } from './activity.routes';

const ADMIN = { email: 'admin@example.com', username: 'the_admin' };
const MEMBER = { email: 'Mara.Member@example.com', username: 'mara_member' };

let kit: ReadModelTestKit;
let app: FastifyInstance;
let vault: PersonalDataVault;
let history: AppendedChange[];

async function register(userId: string, role: Role, person: { email: string; username: string }, by: string | null): Promise<void> {
  const event: UserEvent = { type: 'UserRegistered', data: { userId, role, at: at(0), personal: { email: person.email.toLowerCase(), username: person.username, passwordHash: '$argon2id$v=19$hash' } } };
  const id = uuidv7();
  const { position } = await kit.eventStore.append(`user-${userId}`, [
    { id, type: event.type, data: await sealPersonalField(vault, event.data), metadata: { userId: by, commandId: id, correlationId: id, causationId: id, at: at(0) } },
  ]);
  await kit.projected(position);
}

beforeAll(async () => {
  kit = await openReadModelTestKit([usersProjection, activityProjection]);
  await migratePersonalData(kit.db);
  vault = createPersonalDataVault(kit.db.withTables<PersonalDataDatabase>());
  await register(adminId, 'ADMIN', ADMIN, 'system');
  await register(memberId, 'FREE', MEMBER, null);
  history = await appendActivityHistory(kit.eventStore);
  await kit.projected(history.at(-1)!.result.position);
  app = Fastify();
  installErrorHandling(app);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const role = request.headers['x-test-role'] as Role | undefined;
    request.actor = role ? ({ userId: `user-${role}`, role, emailVerified: true } satisfies Actor) : null;
    done();
  });
  activityRoutes(app, { db: kit.read });
});

afterAll(async () => {
  await app?.close();
  await kit?.close();
});

const request = (query: Record<string, string | number> = {}, role: Role | null = 'ADMIN'): Promise<LightMyRequestResponse> => {
  const search = new URLSearchParams(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])));
  return app.inject({ method: 'GET', url: `/api/admin/activity?${search.toString()}`, headers: role ? { 'x-test-role': role } : {} });
};

async function page(query: Record<string, string | number> = {}): Promise<ActivityPage> {
  const response = await request(query);
  if (response.statusCode !== 200) throw new Error(`GET activity ${JSON.stringify(query)}: ${response.statusCode} ${response.body}`);
  return response.json<ActivityPage>();
}

/** Every entry the query matches, through the `next` cursors, `limit` at a time. */
async function all(query: Record<string, string | number> = {}, limit = 200): Promise<ActivityEntry[]> {
  const entries: ActivityEntry[] = [];
  let before: string | null = null;
  do {
    const answer = await page({ ...query, limit, ...(before === null ? {} : { before }) });
    entries.push(...answer.entries);
    before = answer.next;
  } while (before !== null);
  return entries;
}

const types = (entries: readonly ActivityEntry[]) => entries.map((entry) => entry.type);
const adminActor: HistoryActor = { kind: 'user', id: adminId, email: ADMIN.email, username: ADMIN.username, label: ADMIN.email };

describe('GET /api/admin/activity', () => {
  it('lists every change newest first, each with its entity, actor, summary and correlation', async () => {
    const { entries, next } = await page();
    expect(next).toBeNull();
    expect(types(entries)).toEqual([
      'ProjectionEventSkipped',
      'CheckoutCompleted',
      'UserIdeaStamped',
      'JobCancelled',
      'IdeaCreated',
      'UserLoggedIn',
      'IdeaStamped',
      'IdeaCreated',
      'UserRegistered',
      'UserRegistered',
    ]);
    const stamped = history[1]!;
    expect(entries[6]).toEqual({
      eventId: stamped.eventId,
      position: formatPosition(stamped.result.position),
      streamId: 'idea-1',
      revision: 1,
      at: at(1),
      type: 'IdeaStamped',
      summary: `Stamp set to Crazy by ${ADMIN.email}`,
      actor: adminActor,
      correlationId: stamped.eventId,
      causationId: stamped.eventId,
      kind: 'ideas',
      entityId: '1',
    } satisfies ActivityEntry);
    expect(entries[0]).toMatchObject({ kind: 'projections', entityId: 'catalog', summary: 'catalog skipped IdeaEdited at 9-9: bad data by Operator ops', actor: { kind: 'system', id: 'platform', label: 'Operator ops' } });
    expect(entries[1]).toMatchObject({ kind: 'payments', summary: 'Checkout paid by Local checkout', actor: { kind: 'system', id: 'webhook', label: 'Local checkout' }, correlationId: 'evt_local_1' });
    expect(entries[2]).toMatchObject({ kind: 'ugi', entityId: '9', summary: `Stamp set to Hot on UGI idea 9 by ${ADMIN.email}` });
    expect(entries[4]).toMatchObject({ kind: 'ideas', entityId: '2', actor: { kind: 'system', id: 'job', label: 'AI job' }, correlationId: jobId });
    expect(entries[5]).toMatchObject({ kind: 'users', entityId: memberId, summary: `Signed in by ${MEMBER.email.toLowerCase()}` });
    expect(entries[7]).toMatchObject({ summary: 'Created FREE idea "Harbour Slots" by Seed', actor: { kind: 'system', id: 'seed', label: 'Seed' } });
  });

  it("answers 401 signed out and 403 to every other role, with the project's messages", async () => {
    const signedOut = await request({}, null);
    expect([signedOut.statusCode, signedOut.json()]).toEqual([401, { message: 'Please sign in to access this feature' }]);
    for (const role of ROLES.filter((candidate) => candidate !== 'ADMIN')) {
      const refused = await request({}, role);
      expect([role, refused.statusCode, refused.json()]).toEqual([role, 403, { message: 'Admin access required' }]);
    }
  });
});

describe('filters', () => {
  it('by an account named by its id, email or username in any case: the same entries, all theirs', async () => {
    const byId = await all({ actor: adminId });
    expect(types(byId)).toEqual(['UserIdeaStamped', 'JobCancelled', 'IdeaStamped']);
    for (const actor of [ADMIN.email, ADMIN.email.toUpperCase(), ADMIN.username, 'The_Admin']) expect(await all({ actor })).toEqual(byId);
  });

  it.each([
    ['seed', ['IdeaCreated', 'UserRegistered']],
    ['job', ['IdeaCreated']],
    ['webhook', ['CheckoutCompleted']],
    ['platform', ['ProjectionEventSkipped']],
  ])('by the system actor %s', async (actor, expected) => {
    const entries = await all({ actor });
    expect(types(entries)).toEqual(expected);
    for (const entry of entries) expect(entry.actor).toMatchObject({ kind: 'system', id: actor });
  });

  it('by someone who is nobody: no entries', async () => {
    expect(await page({ actor: 'nobody@example.com' })).toEqual({ entries: [], next: null });
  });

  it('by kind, by type, and all three at once', async () => {
    expect((await all({ kind: 'ideas' })).map((entry) => [entry.type, entry.entityId])).toEqual([['IdeaCreated', '2'], ['IdeaStamped', '1'], ['IdeaCreated', '1']]);
    expect((await all({ kind: 'users' })).map((entry) => entry.type)).toEqual(['UserLoggedIn', 'UserRegistered', 'UserRegistered']);
    expect((await all({ type: 'IdeaCreated' })).map((entry) => entry.entityId)).toEqual(['2', '1']);
    expect(types(await all({ actor: ADMIN.email, kind: 'ideas', type: 'IdeaStamped' }))).toEqual(['IdeaStamped']);
    expect(await all({ actor: ADMIN.email, kind: 'users', type: 'IdeaStamped' })).toEqual([]);
    expect(types(await all({ actor: 'job', type: 'IdeaCreated' }))).toEqual(['IdeaCreated']);
    expect(types(await all({ kind: 'ideas', type: 'IdeaCreated' }))).toEqual(['IdeaCreated', 'IdeaCreated']);
  });
});

describe('paging', () => {
  it('walks the same entries a page at a time as in one page, none twice and none missed', async () => {
    const whole = await page({ limit: 200 });
    for (const limit of [1, 3, 9]) expect(await all({}, limit)).toEqual(whole.entries);
    const first = await page({ limit: 3 });
    expect(first.next).toBe(first.entries[2]!.position);
    expect(await all({ kind: 'ideas' }, 1)).toEqual(await all({ kind: 'ideas' }));
  });

  it('pages 50 at a time by default', async () => {
    expect((await page()).entries).toHaveLength(10);
    expect((await page({ limit: 10 })).next).toBeNull();
    expect((await page({ limit: 9 })).next).not.toBeNull();
  });

  it.each([
    [{ limit: 0 }, 'limit', 'limit must be a whole number from 1 to 200'],
    [{ limit: 201 }, 'limit', 'limit must be a whole number from 1 to 200'],
    [{ limit: 'many' }, 'limit', 'limit must be a whole number from 1 to 200'],
    [{ kind: 'widgets' }, 'kind', 'kind must be one of ideas, users, trends, ugi, ugp2p, workspaces, prompts, jobs, payments, projections, studio-applications'],
    [{ type: 'IdeaViewsRecorded' }, 'type', 'type must be an event type of the activity, e.g. IdeaStamped (not IdeaViewsRecorded)'],
    [{ before: 'not-a-cursor' }, 'before', 'before must be the next cursor of a previous page'],
    [{ actor: 'x'.repeat(255) }, 'actor', 'actor must be a user id, an email or username, or one of seed, webhook, job, platform'],
  ])('answers 400 naming the field for %j', async (query, field, message) => {
    const response = await request(query);
    expect([response.statusCode, response.json()]).toEqual([400, { message, errors: { [field]: message } }]);
  });
});

describe('an erased member', () => {
  it("reads as 'erased user', found by their id but no longer by their email, which is nowhere in the answer", async () => {
    const id = uuidv7();
    const { position } = await kit.eventStore.append(`user-${memberId}`, [
      { id, type: 'UserDeleted', data: { userId: memberId, at: at(20) }, metadata: { userId: adminId, commandId: id, correlationId: id, causationId: id, at: at(20) } },
    ]);
    await vault.erase(memberId);
    await kit.projected(position);

    const theirs = await all({ actor: memberId });
    expect(types(theirs)).toEqual(['UserLoggedIn', 'UserRegistered']);
    for (const entry of theirs) expect(entry.actor).toEqual({ kind: 'user', id: memberId, email: null, username: null, label: ERASED_USER_LABEL });
    expect(theirs[0]!.summary).toBe(`Signed in by ${ERASED_USER_LABEL}`);
    expect(await all({ actor: MEMBER.email })).toEqual([]);
    const everything = JSON.stringify(await all()).toLowerCase();
    expect([MEMBER.email, MEMBER.username].filter((needle) => everything.includes(needle.toLowerCase()))).toEqual([]);
  });
});
