// The platform's activity (docs/product.md "Admin: History and activity", GET /api/admin/activity) through the composed
// platform: changes of every kind of stream made through the real calls (the seed, an admin's edits, a member's sign-up
// and payment, an AI job, prompts, a Builder Studio application, a projection rebuild), read back newest first,
// filtered by actor (id, email, username, system actor), kind and type, paged; an erased member never named; the read
// model rebuilt from zero answering the same.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERASED_USER_LABEL, HISTORY_PAGE_MAX, type ActivityEntry } from '@app/domain/history/history-view';
import { comparePositions, parsePosition } from '@app/infra/event-store/position';
import { studioApplicantsProjection } from '@app/projectors/studio-applicants/studio-applicants.projection';
import type { ProjectionStatus } from '@app/domain/projections/projection-status';
import { ADMIN_EMAIL } from '../accounts/account-test-kit';
import type { Member } from '../workspace-commands/workspace-command-kit';
import { openAdminHistoryKit, SEEDED_IDEA, SEEDED_IDEA_ID, type ActivityQuery, type AdminHistoryKit } from './admin-history-kit';

/** The activity's read model, as GET /api/admin/projections names it. */
const ACTIVITY_PROJECTION = 'activity';

let kit: AdminHistoryKit;
let admin: { id: string; username: string };
let member: Member;
let jobId: string;
let ideaId: number;
const MEMBER_EMAIL = 'Tomas.Harbour@activity-probe.example';
const MEMBER_USERNAME = 'tomas_harbour';

beforeAll(async () => {
  kit = await openAdminHistoryKit();
  admin = (await kit.request('GET', '/api/auth/check', { token: kit.adminToken })).json<{ user: { id: string; username: string } }>().user;
  const asAdmin = async (method: 'POST' | 'PUT', url: string, body?: unknown) => {
    const response = await kit.request(method, url, { token: kit.adminToken, ...(body === undefined ? {} : { body }) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  ideaId = await kit.createIdea({ title: 'Dock Lights' });
  await asAdmin('PUT', `/api/admin/ideas/${ideaId}`, { title: 'Dock Lights Pro' });
  await asAdmin('PUT', `/api/admin/ideas/${ideaId}/stamp`, { stamp: 'Crazy' });
  member = await kit.signUp(MEMBER_EMAIL, MEMBER_USERNAME);
  const checkout = await kit.request('POST', '/api/stripe/create-checkout-session', { token: member.token, body: { priceId: 'price_local_premium', targetRole: 'PREMIUM' } });
  const { sessionId } = checkout.json<{ sessionId: string }>();
  expect((await kit.request('POST', `/api/payments/local/${sessionId}/complete`, { token: member.token })).statusCode).toBe(200);
  jobId = (await asAdmin('POST', '/api/admin/ideas/generate-batch', { batchNumber: 5, freeCount: 1, premiumCount: 0 })).json<{ jobId: string }>().jobId;
  await asAdmin('PUT', '/api/admin/prompts', { powerUpPrompts: { differentiators: 'List what sets {title} apart from its rivals.' } });
  const application = { name: 'Ada', email: 'ada@activity-probe.example', idea: 'Tide clocks', problem: 'Tides', targetUsers: 'Sailors' };
  expect((await kit.request('POST', '/api/builder-studio/apply', { body: application })).statusCode).toBe(201);
  await asAdmin('POST', '/api/admin/projections/studio_applicants/rebuild');
}, 60_000);
afterAll(() => kit?.close());

/** Every entry the query matches, newest first, read `limit` at a time through the `next` cursors. */
async function allActivity(query: ActivityQuery = {}, limit = HISTORY_PAGE_MAX): Promise<ActivityEntry[]> {
  const entries: ActivityEntry[] = [];
  let before: string | undefined;
  do {
    const page = await kit.activity({ ...query, limit, ...(before === undefined ? {} : { before }) });
    entries.push(...page.entries);
    before = page.next ?? undefined;
  } while (before !== undefined);
  return entries;
}

const ids = (entries: readonly ActivityEntry[]) => entries.map((entry) => entry.eventId);

/**
 * Newest first in the store's global order (not by time: concurrent writers append in another order than their
 * clocks').
 */
function expectNewestFirst(entries: readonly ActivityEntry[]): void {
  for (const [index, entry] of entries.entries()) {
    const older = entries[index + 1];
    if (older) expect(comparePositions(parsePosition(entry.position)!, parsePosition(older.position)!)).toBeGreaterThan(0);
  }
}

describe('GET /api/admin/activity', () => {
  it("lists the whole platform's changes newest first, the last one on top", async () => {
    const { entries } = await kit.activity();
    expectNewestFirst(entries);
    expect(entries[0]).toMatchObject({
      kind: 'projections',
      entityId: 'studio_applicants',
      type: 'ProjectionRebuildRequested',
      summary: `Rebuild of studio_applicants v${studioApplicantsProjection.version} requested (generation 2) by ${ADMIN_EMAIL}`,
      actor: { kind: 'user', id: admin.id, label: ADMIN_EMAIL },
    });
  });

  it('names each change with its kind and entity', async () => {
    const entries = await allActivity();
    const find = (type: string, where: Partial<ActivityEntry> = {}) => entries.find((entry) => entry.type === type && Object.entries(where).every(([key, value]) => entry[key as keyof ActivityEntry] === value));
    expect(find('IdeaCreated', { entityId: String(SEEDED_IDEA_ID) })).toMatchObject({ kind: 'ideas', summary: `Created FREE idea "${SEEDED_IDEA.title}" by Seed`, actor: { kind: 'system', id: 'seed' } });
    expect(find('IdeaStamped', { entityId: String(ideaId) })).toMatchObject({ kind: 'ideas', summary: `Stamp set to Crazy by ${ADMIN_EMAIL}` });
    expect(find('JobRequested')).toMatchObject({ kind: 'jobs', entityId: jobId, actor: { id: admin.id } });
    expect(find('RoleChanged', { entityId: member.userId })).toMatchObject({ kind: 'users', actor: { kind: 'system', id: 'webhook' }, summary: 'Role changed from FREE to PREMIUM by Local checkout' });
    expect(find('CheckoutCompleted')).toMatchObject({ kind: 'payments', actor: { kind: 'system', id: 'webhook' } });
    expect(find('PromptsUpdated')).toMatchObject({ kind: 'prompts', actor: { id: admin.id } });
    expect(find('StudioApplicationSubmitted')).toMatchObject({ kind: 'studio-applications' });
    // Entries carry no field changes: those are the entity history's.
    for (const entry of entries) expect(entry).not.toHaveProperty('changes');
  });
});

describe('who may read the activity', () => {
  it("answers 401 signed out and 403 to a member, with the project's messages", async () => {
    const signedOut = await kit.activityResponse({}, '');
    expect([signedOut.statusCode, signedOut.json()]).toEqual([401, { message: 'Please sign in to access this feature' }]);
    const freeMember = await kit.activityResponse({}, kit.freeToken);
    expect([freeMember.statusCode, freeMember.json()]).toEqual([403, { message: 'Admin access required' }]);
  });
});

describe('filters', () => {
  it('by the admin, named by id, email in any case or username: the same entries, all theirs', async () => {
    const byId = await allActivity({ actor: admin.id });
    expect(byId.length).toBeGreaterThanOrEqual(5);
    for (const entry of byId) expect(entry.actor).toMatchObject({ kind: 'user', id: admin.id });
    for (const actor of [ADMIN_EMAIL, ADMIN_EMAIL.toUpperCase(), admin.username]) expect(ids(await allActivity({ actor }))).toEqual(ids(byId));
    expect(byId.map((entry) => entry.type)).toEqual(expect.arrayContaining(['IdeaCreated', 'IdeaEdited', 'IdeaStamped', 'JobRequested', 'PromptsUpdated', 'ProjectionRebuildRequested']));
    // Their entries of every kind, merged newest first, a page at a time as in one page: what the whole list holds of
    // them.
    const whole = await kit.activity({ limit: HISTORY_PAGE_MAX });
    expect(ids(byId)).toEqual(ids(whole.entries.filter((entry) => entry.actor.kind === 'user' && entry.actor.id === admin.id)));
    expect(new Set(byId.map((entry) => entry.kind)).size).toBeGreaterThanOrEqual(3);
    expect(ids(await allActivity({ actor: admin.id }, 1))).toEqual(ids(byId));
  });

  it.each([
    ['seed', ['IdeaCreated', 'IdeaPublished', 'TrendCreated', 'TrendIdeasLinked']],
    ['webhook', ['RoleChanged', 'CheckoutCompleted']],
    ['job', ['IdeaCreated']],
  ])('by the system actor %s', async (actor, types) => {
    const entries = await allActivity({ actor });
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.actor).toMatchObject({ kind: 'system', id: actor });
    expect(entries.map((entry) => entry.type)).toEqual(expect.arrayContaining(types));
    // Besides the batch, the scoring jobs of the ideas' creations and edits act as the job actor too.
    const jobs = new Set([jobId, ...entries.filter(({ type }) => type === 'IdeaScored').map((entry) => entry.correlationId)]);
    if (actor === 'job') for (const entry of entries) expect(jobs).toContain(entry.correlationId);
  });

  it.each(['ideas', 'users', 'trends', 'jobs', 'payments', 'prompts', 'projections', 'studio-applications'])('by kind %s', async (kind) => {
    const entries = await allActivity({ kind });
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.kind).toBe(kind);
  });

  it('by type, and every filter at once', async () => {
    const stamped = await allActivity({ type: 'IdeaStamped' });
    expect(stamped.length).toBeGreaterThan(0);
    for (const entry of stamped) expect(entry.type).toBe('IdeaStamped');
    const edit = await allActivity({ actor: ADMIN_EMAIL, kind: 'ideas', type: 'IdeaEdited' });
    expect(edit).toEqual([expect.objectContaining({ entityId: String(ideaId), summary: `Edited title by ${ADMIN_EMAIL}`, actor: expect.objectContaining({ id: admin.id }) })]);
  });
});

describe('paging', () => {
  it('walks the same entries a page at a time as in one page, none twice and none missed', async () => {
    const whole = await kit.activity({ limit: HISTORY_PAGE_MAX });
    expect(whole.next).toBeNull();
    for (const limit of [1, 4, 25]) expect(ids(await allActivity({}, limit))).toEqual(ids(whole.entries));
    expect(ids(await allActivity({ actor: 'seed' }, 2))).toEqual(ids(await allActivity({ actor: 'seed' })));
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: HISTORY_PAGE_MAX + 1 }, 'limit'],
    [{ limit: 'many' }, 'limit'],
    [{ kind: 'widgets' }, 'kind'],
    [{ before: 'not-a-cursor' }, 'before'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    const response = await kit.activityResponse(query);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: Record<string, string> }>().errors)).toEqual([field]);
  });
});

describe('an erased member', () => {
  it("reads as 'erased user' in their entries, and their email and username are nowhere in the activity", async () => {
    const before = await allActivity({ actor: member.userId });
    expect(before.map((entry) => entry.actor.label)).toContain(MEMBER_EMAIL);
    const deleted = await kit.request('DELETE', `/api/admin/users/${member.userId}`, { token: kit.adminToken });
    expect(deleted.statusCode).toBe(200);

    const after = await allActivity({ actor: member.userId });
    expect(ids(after)).toEqual(ids(before));
    for (const entry of after) expect(entry.actor).toEqual({ kind: 'user', id: member.userId, email: null, username: null, label: ERASED_USER_LABEL });
    const needles = [MEMBER_EMAIL, MEMBER_USERNAME].map((text) => text.toLowerCase());
    const everything = JSON.stringify(await allActivity()).toLowerCase();
    expect(needles.filter((needle) => everything.includes(needle))).toEqual([]);
  });
});

describe("rebuilding the activity's read model", () => {
  const generations = async () => {
    const response = await kit.request('GET', '/api/admin/projections', { token: kit.adminToken });
    return response.json<{ projections: ProjectionStatus[] }>().projections.filter((status) => status.name === ACTIVITY_PROJECTION);
  };

  it('builds a new generation from zero that answers the same entries, with its own request on top', async () => {
    const [serving] = await generations();
    expect(serving).toMatchObject({ status: 'active' });
    const before = await allActivity();
    const response = await kit.request('POST', `/api/admin/projections/${ACTIVITY_PROJECTION}/rebuild`, { token: kit.adminToken });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ name: ACTIVITY_PROJECTION, generation: serving!.generation + 1, status: 'building' });
    await vi.waitFor(async () => expect((await generations()).map(({ generation, status }) => ({ generation, status }))).toEqual([{ generation: serving!.generation + 1, status: 'active' }]), {
      timeout: 30_000,
      interval: 200,
    });
    const [request, ...rest] = await allActivity();
    expect(request).toMatchObject({ kind: 'projections', entityId: ACTIVITY_PROJECTION, type: 'ProjectionRebuildRequested', actor: { id: admin.id } });
    expect(rest).toEqual(before);
  });
});
