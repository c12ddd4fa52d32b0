// The admin's audit trail of each kind of entity through the composed platform (docs/product.md "Admin: History and
// activity"): a realistic sequence of calls per kind (seeded, created, edited, published, stamped, deleted, restored;
// registered, verified, upgraded through the local checkout, erased; linked and unlinked; generated, shared, curated),
// then its history read back: entries newest first with their summaries, actors (people, 'erased user', the seed, the
// webhook, a job), field changes and the ids linking each to its request or job; the entity as it was at several
// instants; paging.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERASED_USER_LABEL, HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX, type HistoryEntry, type HistoryKind } from '@app/domain/history/history-view';
import type { JobFinishedAnswer, GenerateDocumentsResult } from '@app/domain/jobs/job-view';
import { comparePositions, parsePosition } from '@app/infra/event-store/position';
import { scoredFieldsOf } from '@app/domain/scoring/scored-fields';
import { SEED_SCORES_JOB_ID } from '@app/command-api/seed/seed-catalog';
import { scoreIdeaLocally } from '@app/infra/ai/local/score-idea';
import { ADMIN_EMAIL } from '../accounts/account-test-kit';
import type { Member } from '../workspace-commands/workspace-command-kit';
import { openAdminHistoryKit, SEEDED_IDEA, SEEDED_IDEA_ID, SEEDED_TREND_ID, type AdminHistoryKit } from './admin-history-kit';

let kit: AdminHistoryKit;
let adminId: string;

beforeAll(async () => {
  kit = await openAdminHistoryKit();
  const { user } = (await kit.request('GET', '/api/auth/check', { token: kit.adminToken })).json<{ user: { id: string } }>();
  adminId = user.id;
}, 60_000);
afterAll(() => kit?.close());

const ADMIN_ACTOR = () => ({ kind: 'user', id: adminId, email: ADMIN_EMAIL, label: ADMIN_EMAIL });
const SEED_ACTOR = { kind: 'system', id: 'seed', label: 'Seed' };
const JOB_ACTOR = { kind: 'system', id: 'job', label: 'AI job' };

/** An instant strictly between the writes before and after it (the clock has millisecond steps). */
async function instant(): Promise<string> {
  await sleep(3);
  const at = new Date().toISOString();
  await sleep(3);
  return at;
}
const justBefore = (at: string) => new Date(Date.parse(at) - 1).toISOString();

/** An admin call that must succeed, sent with a correlation id of the test's own so its entry can be found by it. */
async function adminCall(method: 'POST' | 'PUT' | 'DELETE', url: string, correlationId: string, body?: unknown) {
  const response = await kit.request(method, url, { token: kit.adminToken, headers: { 'x-correlation-id': correlationId }, ...(body === undefined ? {} : { body }) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

const summaries = (entries: readonly HistoryEntry[]) => entries.map((entry) => [entry.type, entry.summary]);

/**
 * The history is newest first in the stream's order: revisions and positions fall. Not times: a job's items, written
 * side by side, are appended in another order than the one their clocks were read in.
 */
function expectNewestFirst(entries: readonly HistoryEntry[]): void {
  for (const [index, entry] of entries.entries()) {
    const older = entries[index + 1];
    if (!older) break;
    expect(entry.revision).toBeGreaterThan(older.revision);
    expect(comparePositions(parsePosition(entry.position)!, parsePosition(older.position)!)).toBeGreaterThan(0);
  }
}

describe('a seeded platform idea, curated by the admin', () => {
  const edited = 'Harbour Slots Pro';
  const rewritten = '# PRD\n\nBerths are booked ahead, and the harbour master sees the week at a glance.';
  const at = {} as Record<'published' | 'edited' | 'stamped' | 'rewritten' | 'deleted' | 'restored', string>;
  let prdId: number;

  beforeAll(async () => {
    // The seed's documents are read over the API: the read side shows them once the projections have caught up.
    await vi.waitFor(async () => {
      const answer = await kit.request('GET', `/api/admin/ideas/${SEEDED_IDEA_ID}/documents`, { token: kit.adminToken });
      const prd = answer.json<{ documents?: { id: number; type: string }[] }>().documents?.find((document) => document.type === 'PRD');
      expect(prd, answer.body).toBeDefined();
      prdId = prd!.id;
    }, { timeout: 10_000 });
    at.published = await instant();
    await adminCall('PUT', `/api/admin/ideas/${SEEDED_IDEA_ID}`, 'audit-edit', { title: edited });
    // The title is a scored field: the edit's scoring job scores the idea again.
    await kit.untilScored(SEEDED_IDEA_ID, 2);
    at.edited = await instant();
    await adminCall('PUT', `/api/admin/ideas/${SEEDED_IDEA_ID}/stamp`, 'audit-stamp', { stamp: 'Crazy' });
    at.stamped = await instant();
    await adminCall('PUT', `/api/admin/documents/${prdId}`, 'audit-document', { content: rewritten });
    at.rewritten = await instant();
    await adminCall('DELETE', `/api/admin/ideas/${SEEDED_IDEA_ID}`, 'audit-delete');
    at.deleted = await instant();
    await adminCall('POST', `/api/admin/deleted-ideas/restore/${SEEDED_IDEA_ID}`, 'audit-restore');
    at.restored = await instant();
  });

  it('lists every event newest first, each summarised with its actor', async () => {
    const entries = await kit.fullHistory('ideas', SEEDED_IDEA_ID);
    expectNewestFirst(entries);
    const score = scoreIdeaLocally(scoredFieldsOf(SEEDED_IDEA)).overall;
    expect(summaries(entries)).toEqual([
      ['IdeaRestored', `Restored by ${ADMIN_EMAIL}`],
      ['IdeaDeleted', `Deleted by ${ADMIN_EMAIL}`],
      ['IdeaDocumentEdited', `Product Requirements Doc rewritten by ${ADMIN_EMAIL}`],
      ['IdeaStamped', `Stamp set to Crazy by ${ADMIN_EMAIL}`],
      ['IdeaScored', `Scored ${score}/100 (rubric v1) by AI job`],
      ['IdeaEdited', `Edited title by ${ADMIN_EMAIL}`],
      ['IdeaScored', `Scored ${score}/100 (rubric v1) by AI job`],
      ['IdeaPublished', 'Published by Seed'],
      ['IdeaDocumentAdded', 'Pre-launch Page added by Seed'],
      ['IdeaDocumentAdded', 'Financial Plan added by Seed'],
      ['IdeaDocumentAdded', 'Go-to-Market Strategy added by Seed'],
      ['IdeaDocumentAdded', 'Pitch Deck added by Seed'],
      ['IdeaDocumentAdded', 'Product Requirements Doc added by Seed'],
      ['IdeaCreated', `Created FREE idea "${SEEDED_IDEA.title}" by Seed`],
    ]);
    expect(entries.map((entry) => entry.revision)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    for (const entry of entries) expect(entry).toMatchObject({ streamId: `idea-${SEEDED_IDEA_ID}`, eventId: expect.any(String), position: expect.any(String) });
    for (const index of [0, 1, 2, 3, 5]) expect(entries[index]!.actor).toEqual({ ...ADMIN_ACTOR(), username: expect.any(String) });
    // The seed's scoring job, then the edit's: each a job of its own.
    expect(entries[6]).toMatchObject({ actor: JOB_ACTOR, correlationId: SEED_SCORES_JOB_ID });
    expect(entries[4]).toMatchObject({ actor: JOB_ACTOR, correlationId: expect.not.stringMatching(SEED_SCORES_JOB_ID) as string });
    for (const entry of entries.slice(7)) expect(entry).toMatchObject({ actor: SEED_ACTOR, correlationId: 'seed-catalog', causationId: 'seed-catalog' });
  });

  it("links each admin entry to its request, and gives each edit's fields from and to", async () => {
    const [restored, deleted, document, stamped, , edit] = await kit.fullHistory('ideas', SEEDED_IDEA_ID);
    expect(edit).toMatchObject({ correlationId: 'audit-edit', changes: [{ field: 'title', from: SEEDED_IDEA.title, to: edited }] });
    expect(stamped).toMatchObject({ correlationId: 'audit-stamp', changes: [{ field: 'stamp', from: null, to: 'Crazy' }] });
    expect(document).toMatchObject({
      correlationId: 'audit-document',
      changes: [{ field: 'document:Product Requirements Doc', from: '# PRD of the seeded idea', to: rewritten }],
    });
    expect(deleted).toMatchObject({ correlationId: 'audit-delete' });
    expect(deleted!.changes).toContainEqual({ field: 'deleted', from: false, to: true });
    expect(restored).toMatchObject({ correlationId: 'audit-restore' });
    expect(restored!.changes).toContainEqual({ field: 'deleted', from: true, to: false });
    // A request's own command id causes its events, unless the caller names a cause.
    for (const entry of [restored, deleted, document, stamped, edit]) expect(entry!.causationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a creation lists the fields it set, from null', async () => {
    const entries = await kit.fullHistory('ideas', SEEDED_IDEA_ID);
    const created = entries.at(-1)!;
    expect(created.changes).toEqual(expect.arrayContaining([
      { field: 'title', from: null, to: SEEDED_IDEA.title },
      { field: 'category', from: null, to: SEEDED_IDEA.category },
      { field: 'technologies', from: null, to: SEEDED_IDEA.technologies },
    ]));
    expect(entries.at(-2)!.changes).toEqual([{ field: 'document:Product Requirements Doc', from: null, to: '# PRD of the seeded idea' }]);
  });

  it('shows the idea as it was at each instant, and 404 before it existed', async () => {
    const created = (await kit.fullHistory('ideas', SEEDED_IDEA_ID)).at(-1)!;
    const before = await kit.asOfResponse('ideas', SEEDED_IDEA_ID, justBefore(created.at));
    expect(before.statusCode).toBe(404);
    expect(before.json<{ message: string }>().message).toBe(`Idea ${SEEDED_IDEA_ID} did not exist yet at ${justBefore(created.at)}`);

    const original = { ...SEEDED_IDEA, ideaId: SEEDED_IDEA_ID, stamp: null, publication: 'Published', deleted: false, archived: false };
    const published = await kit.asOf('ideas', SEEDED_IDEA_ID, at.published);
    expect(published).toMatchObject({ kind: 'ideas', id: String(SEEDED_IDEA_ID), at: at.published, revision: 7 });
    expect(published.entity).toMatchObject(original);
    expect(published.entity.documents.PRD).toEqual({ documentId: prdId, content: '# PRD of the seeded idea' });
    expect(Object.keys(published.entity.documents).sort()).toEqual(['FINANCIAL_PLAN', 'GTM', 'PITCH_DECK', 'PRD', 'PRELAUNCH']);

    expect((await kit.asOf('ideas', SEEDED_IDEA_ID, at.edited)).entity).toMatchObject({ ...original, title: edited });
    expect((await kit.asOf('ideas', SEEDED_IDEA_ID, at.stamped)).entity).toMatchObject({ ...original, title: edited, stamp: 'Crazy' });
    const withDocument = await kit.asOf('ideas', SEEDED_IDEA_ID, at.rewritten);
    expect(withDocument.entity.documents.PRD).toEqual({ documentId: prdId, content: rewritten });
    expect((await kit.asOf('ideas', SEEDED_IDEA_ID, at.deleted)).entity).toMatchObject({ title: edited, stamp: 'Crazy', deleted: true });
    const now = await kit.asOf('ideas', SEEDED_IDEA_ID, at.restored);
    expect(now).toMatchObject({ revision: 13, entity: { title: edited, stamp: 'Crazy', deleted: false } });
    // The last entry folded is the one the view names.
    const [restoredEntry] = await kit.fullHistory('ideas', SEEDED_IDEA_ID);
    expect(now).toMatchObject({ position: restoredEntry!.position, changedAt: restoredEntry!.at });
  });
});

describe("an admin's idea whose documents an AI job wrote", () => {
  let ideaId: number;
  let jobId: string;

  beforeAll(async () => {
    ideaId = await kit.createIdea({ title: 'Tide Tables', description: 'Tide-aware berth planning.' });
    await kit.untilScored(ideaId);
    const job = await adminCall('POST', '/api/admin/documents/generate', 'audit-job', { ideaIds: [ideaId], generateAll: true });
    const answer = job.json<JobFinishedAnswer & GenerateDocumentsResult>();
    expect(answer.successful).toHaveLength(5);
    jobId = answer.jobId;
    await adminCall('POST', '/api/admin/ideas/publish', 'audit-publish', { ideaIds: [ideaId] });
    await adminCall('PUT', `/api/admin/ideas/${ideaId}/stamp`, 'audit-top-picks', { stamp: 'Top Picks' });
  });

  it("names the job as the actor of the documents, linked to the job and each to its item", async () => {
    const entries = await kit.fullHistory('ideas', ideaId);
    expectNewestFirst(entries);
    const [stamp, publish, ...rest] = entries;
    expect(stamp).toMatchObject({ summary: `Stamp set to Top Picks by ${ADMIN_EMAIL}`, correlationId: 'audit-top-picks', actor: { id: adminId } });
    expect(publish).toMatchObject({
      type: 'IdeaPublished',
      summary: `Published by ${ADMIN_EMAIL}`,
      correlationId: 'audit-publish',
      changes: [{ field: 'publication', from: 'Unpublished', to: 'Published' }],
    });
    const documents = rest.slice(0, 5);
    expect(documents.map((entry) => entry.summary).sort()).toEqual([
      'Financial Plan generated by AI job',
      'Go-to-Market Strategy generated by AI job',
      'Pitch Deck generated by AI job',
      'Pre-launch Page generated by AI job',
      'Product Requirements Doc generated by AI job',
    ]);
    for (const entry of documents) {
      expect(entry).toMatchObject({ type: 'IdeaDocumentAdded', actor: JOB_ACTOR, correlationId: jobId });
      expect(entry.changes).toEqual([{ field: expect.stringMatching(/^document:/), from: null, to: expect.any(String) }]);
    }
    expect(new Set(documents.map((entry) => entry.causationId)).size).toBe(5);
    expect(rest.slice(5)).toEqual([expect.objectContaining({ type: 'IdeaScored', actor: JOB_ACTOR }), expect.objectContaining({ type: 'IdeaCreated', summary: `Created FREE idea "Tide Tables" by ${ADMIN_EMAIL}`, actor: expect.objectContaining({ id: adminId }) })]);
  });
});

describe('a member who signed up, paid through the local checkout, and was erased', () => {
  const email = 'Marina.Quayside@history-probe.example';
  const username = 'marina_quayside';
  let member: Member;
  let sessionId: string;
  const at = {} as Record<'verified' | 'upgraded' | 'deleted', string>;

  beforeAll(async () => {
    member = await kit.signUp(email, username);
    at.verified = await instant();
    const checkout = await kit.request('POST', '/api/stripe/create-checkout-session', { token: member.token, body: { priceId: 'price_local_premium', targetRole: 'PREMIUM' } });
    sessionId = checkout.json<{ sessionId: string }>().sessionId;
    expect((await kit.request('POST', `/api/payments/local/${sessionId}/complete`, { token: member.token })).statusCode).toBe(200);
    at.upgraded = await instant();
  });

  it('shows the person by their email while they have an account, and the payment as the webhook', async () => {
    const entries = await kit.fullHistory('users', member.userId);
    expectNewestFirst(entries);
    const [role] = entries;
    expect(role).toMatchObject({
      type: 'RoleChanged',
      summary: 'Role changed from FREE to PREMIUM by Local checkout',
      actor: { kind: 'system', id: 'webhook', label: 'Local checkout' },
      changes: [{ field: 'role', from: 'FREE', to: 'PREMIUM' }],
      correlationId: `evt_local_${sessionId}_completed`,
    });
    const registered = entries.at(-1)!;
    expect(registered).toMatchObject({
      type: 'UserRegistered',
      summary: `Registered as FREE by ${email}`,
      actor: { kind: 'user', id: member.userId, label: email },
    });
    expect(registered.changes).toEqual(expect.arrayContaining([{ field: 'email', from: null, to: email }, { field: 'role', from: null, to: 'FREE' }]));
    expect(entries.find((entry) => entry.type === 'EmailVerified')).toMatchObject({
      summary: `Email verified by ${email}`,
      changes: [{ field: 'emailVerified', from: false, to: true }],
    });
  });

  it("reads as 'erased user' in every entry and record once an admin deleted them, never by their old email or username", async () => {
    const deleted = await adminCall('DELETE', `/api/admin/users/${member.userId}`, 'audit-erase');
    expect(deleted.json()).toMatchObject({ message: 'User deleted successfully' });
    at.deleted = await instant();

    const response = await kit.historyResponse('users', member.userId, { limit: HISTORY_PAGE_MAX });
    expect(response.statusCode).toBe(200);
    const needles = [email, username].map((text) => text.toLowerCase());
    expect(needles.filter((needle) => response.body.toLowerCase().includes(needle))).toEqual([]);
    const entries = (await kit.fullHistory('users', member.userId)).slice();
    expect(entries[0]).toMatchObject({ type: 'UserDeleted', summary: `Account deleted by ${ADMIN_EMAIL}`, correlationId: 'audit-erase', actor: { id: adminId } });
    const ownEntries = entries.filter((entry) => entry.actor.kind === 'user' && entry.actor.id === member.userId);
    expect(ownEntries.map((entry) => entry.type)).toEqual(expect.arrayContaining(['UserRegistered', 'EmailVerified']));
    for (const entry of ownEntries) {
      expect(entry.actor).toEqual({ kind: 'user', id: member.userId, email: null, username: null, label: ERASED_USER_LABEL });
      expect(entry.summary).toMatch(new RegExp(` by ${ERASED_USER_LABEL}$`));
    }

    for (const instantAt of [at.verified, at.upgraded, at.deleted]) {
      const view = await kit.asOfResponse('users', member.userId, instantAt);
      expect(view.statusCode).toBe(200);
      expect(needles.filter((needle) => view.body.toLowerCase().includes(needle))).toEqual([]);
    }
    expect((await kit.asOf('users', member.userId, at.verified)).entity).toEqual({
      userId: member.userId, email: null, username: null, role: 'FREE', emailVerified: true, deleted: false, registeredAt: entries.at(-1)!.at,
    });
    expect((await kit.asOf('users', member.userId, at.upgraded)).entity).toMatchObject({ role: 'PREMIUM', emailVerified: true, deleted: false });
    expect((await kit.asOf('users', member.userId, at.deleted)).entity).toMatchObject({ role: 'PREMIUM', deleted: true, email: null, username: null });
    expect((await kit.asOfResponse('users', member.userId, justBefore(entries.at(-1)!.at))).statusCode).toBe(404);
  });
});

describe('trends: a seeded one, and one the admin made, linked and unlinked', () => {
  let trendId: number;
  let first: number;
  let second: number;
  const at = {} as Record<'created' | 'linked' | 'unlinked', string>;

  beforeAll(async () => {
    [first, second] = [await kit.publishedIdea({ title: 'Quay Cam' }), await kit.publishedIdea({ title: 'Pilot Boats' })];
    const created = await adminCall('POST', '/api/trends', 'audit-trend', { title: 'Autonomous harbours', description: 'Ports run themselves.', type: 'RFI', source: 'Other' });
    trendId = created.json<{ trend: { id: number } }>().trend.id;
    at.created = await instant();
    await adminCall('POST', `/api/trends/${trendId}/ideas/batch`, 'audit-link', { ideaIds: [first, second] });
    at.linked = await instant();
    await adminCall('DELETE', `/api/trends/${trendId}/ideas/${first}`, 'audit-unlink');
    at.unlinked = await instant();
  });

  it("shows the seed's trend as the seed's doing", async () => {
    const entries = await kit.fullHistory('trends', SEEDED_TREND_ID);
    expect(entries.map((entry) => [entry.summary, entry.actor.label, entry.changes])).toEqual([
      [`Linked idea ${SEEDED_IDEA_ID} by Seed`, 'Seed', [{ field: 'ideaIds', from: [], to: [SEEDED_IDEA_ID] }]],
      ['Created RFI trend "Ports go digital" from Other by Seed', 'Seed', expect.arrayContaining([{ field: 'title', from: null, to: 'Ports go digital' }])],
    ]);
  });

  it("lists the admin's links and unlink with the ids they changed, and the trend as it was", async () => {
    const entries = await kit.fullHistory('trends', trendId);
    expect(entries.map((entry) => [entry.type, entry.summary, entry.correlationId, entry.changes])).toEqual([
      ['TrendIdeaUnlinked', `Unlinked idea ${first} by ${ADMIN_EMAIL}`, 'audit-unlink', [{ field: 'ideaIds', from: [first, second], to: [second] }]],
      ['TrendIdeasLinked', `Linked 2 ideas by ${ADMIN_EMAIL}`, 'audit-link', [{ field: 'ideaIds', from: [], to: [first, second] }]],
      ['TrendCreated', `Created RFI trend "Autonomous harbours" from Other by ${ADMIN_EMAIL}`, 'audit-trend', expect.any(Array)],
    ]);
    const base = { trendId, title: 'Autonomous harbours', description: 'Ports run themselves.', type: 'RFI', source: 'Other', deleted: false };
    expect((await kit.asOf('trends', trendId, at.created)).entity).toMatchObject({ ...base, ideaIds: [] });
    expect((await kit.asOf('trends', trendId, at.linked)).entity).toMatchObject({ ...base, ideaIds: [first, second] });
    expect((await kit.asOf('trends', trendId, at.unlinked)).entity).toMatchObject({ ...base, ideaIds: [second] });
    expect((await kit.asOfResponse('trends', trendId, justBefore(entries.at(-1)!.at))).statusCode).toBe(404);
  });
});

describe("a member's generated ideas, shared, then published and stamped by the admin", () => {
  let creator: Member;
  let email: string;
  const creatorEmail = () => email;
  const ideas = {} as Record<'UGI' | 'UGP2P', { id: number; copyId: number; at: Record<'generated' | 'shared' | 'published' | 'stamped', string> }>;
  const edits = { title: 'Berth Radar' };
  let documentAt: string;
  let documentId: number;

  beforeAll(async () => {
    creator = await kit.member('PRO');
    email = (await kit.request('GET', '/api/auth/check', { token: creator.token })).json<{ user: { email: string } }>().user.email;
    for (const source of ['UGI', 'UGP2P'] as const) {
      const path = source === 'UGI' ? '/api/ideas/generate-ugi' : '/api/ideas/generate-ugp2p';
      const generated = await kit.request('POST', path, { token: creator.token, body: { userContext: 'Small ports schedule berths by phone', isPrivate: true } });
      expect(generated.statusCode, generated.body).toBe(201);
      const { id, copyId } = generated.json<{ idea: { id: number; copyId: number } }>().idea;
      const at = { generated: await instant() } as (typeof ideas)['UGI']['at'];
      expect((await kit.request('PUT', `/api/ideas/share/${id}`, { token: creator.token, body: { type: source } })).statusCode).toBe(200);
      at.shared = await instant();
      // Shared, it is scored by a job: waited for, so the entries' order is fixed.
      await kit.untilScored(id, 1, creator.userId);
      await adminCall('POST', '/api/admin/ideas/publish', `audit-publish-${source}`, { ideaIds: [id] });
      at.published = await instant();
      await adminCall('PUT', `/api/admin/ideas/${id}/stamp?source=${source}`, `audit-stamp-${source}`, { stamp: 'Crazy' });
      at.stamped = await instant();
      ideas[source] = { id, copyId, at };
    }
    // The creator's own copy is the UGI idea's text: their edit and their document are the idea's too.
    expect((await kit.request('PUT', `/api/ideas/edit/${ideas.UGI.copyId}`, { token: creator.token, body: edits })).statusCode).toBe(200);
    // The title is scored: the public idea is scored again.
    await kit.untilScored(ideas.UGI.id, 2, creator.userId);
    const document = await kit.request('POST', '/api/workspace/documents/generate', { token: creator.token, body: { ideaId: ideas.UGI.copyId, type: 'PRD' } });
    expect(document.statusCode, document.body).toBeLessThan(300);
    documentId = document.json<{ document: { id: number } }>().document.id;
    documentAt = await instant();
    expect((await kit.request('PUT', `/api/documents/edit/${documentId}`, { token: creator.token, body: { content: '# PRD\n\nThe member rewrote it.' } })).statusCode).toBe(200);
  });

  for (const source of ['UGI', 'UGP2P'] as const) {
    it(`${source}: the curation by the admin after the member's generation and share`, async () => {
      const { id } = ideas[source];
      const entries = await kit.fullHistory(source.toLowerCase() as HistoryKind, id);
      expectNewestFirst(entries);
      const scored = ['UserIdeaScored', expect.stringMatching(new RegExp(`^Scored ${source} idea ${id} \\d+/100 \\(rubric v1\\) by AI job$`))];
      // The UGI idea is scored again after its creator's edit of its title (after the stamp).
      expect(summaries(entries.filter((entry) => entry.type.startsWith('UserIdea')))).toEqual([
        ...(source === 'UGI' ? [scored] : []),
        ['UserIdeaStamped', `Stamp set to Crazy on ${source} idea ${id} by ${ADMIN_EMAIL}`],
        ['UserIdeaPublished', `Published ${source} idea ${id} by ${ADMIN_EMAIL}`],
        scored,
        ['UserIdeaShared', `Shared ${source} idea ${id} by ${creatorEmail()}`],
        // The title is the member's personal data: the line names the idea by its id.
        ['UserIdeaGenerated', `Generated private ${source} idea ${id} by ${creatorEmail()}`],
      ]);
      const curation = entries.filter((entry) => entry.type.startsWith('UserIdea') && entry.type !== 'UserIdeaScored');
      expect(curation[0]).toMatchObject({ correlationId: `audit-stamp-${source}`, changes: [{ field: 'stamp', from: null, to: 'Crazy' }] });
      expect(curation[1]).toMatchObject({ correlationId: `audit-publish-${source}`, changes: [{ field: 'publication', from: 'Unpublished', to: 'Published' }] });
      expect(curation[2]).toMatchObject({ actor: { kind: 'user', id: creator.userId }, changes: [{ field: 'private', from: true, to: false }] });
      for (const entry of entries) expect(entry.streamId).toBe(`workspace-${creator.userId}`);
      // Only the events about this idea: the other generated idea's are not in it.
      const other = ideas[source === 'UGI' ? 'UGP2P' : 'UGI'].id;
      expect(entries.some((entry) => entry.summary.includes(`idea ${other} `))).toBe(false);
    });

    it(`${source}: the idea as it was at each step`, async () => {
      const { id, at } = ideas[source];
      const kind = source.toLowerCase() as 'ugi' | 'ugp2p';
      const base = { ideaId: id, source, creatorId: creator.userId, deleted: false };
      expect((await kit.asOf(kind, id, at.generated)).entity).toMatchObject({ ...base, private: true, publication: 'Unpublished', stamp: null });
      expect((await kit.asOf(kind, id, at.shared)).entity).toMatchObject({ ...base, private: false, publication: 'Unpublished', stamp: null });
      expect((await kit.asOf(kind, id, at.published)).entity).toMatchObject({ ...base, private: false, publication: 'Published', stamp: null });
      expect((await kit.asOf(kind, id, at.stamped)).entity).toMatchObject({ ...base, private: false, publication: 'Published', stamp: 'Crazy' });
      const generated = (await kit.fullHistory(kind, id)).at(-1)!;
      expect((await kit.asOfResponse(kind, id, justBefore(generated.at))).statusCode).toBe(404);
    });
  }

  it("UGI: the creator's edit of their copy and their document are the idea's entries too", async () => {
    const { id } = ideas.UGI;
    const [documentEdit, documentAdded, scoredAgain, edit] = await kit.fullHistory('ugi', id);
    expect(scoredAgain).toMatchObject({ type: 'UserIdeaScored' });
    expect(edit).toMatchObject({ type: 'WorkspaceIdeaEdited', changes: [{ field: 'title', from: expect.any(String), to: edits.title }] });
    expect(edit!.summary).toBe(`Edited title of UGI copy ${ideas.UGI.copyId} by ${creatorEmail()}`);
    expect(documentAdded).toMatchObject({ type: 'WorkspaceDocumentGenerated', changes: [{ field: 'document:Product Requirements Doc', from: null, to: expect.any(String) }] });
    expect(documentEdit).toMatchObject({
      type: 'WorkspaceDocumentEdited',
      summary: `Product Requirements Doc rewritten by ${creatorEmail()}`,
      changes: [{ field: 'document:Product Requirements Doc', from: documentAdded!.changes[0]!.to, to: '# PRD\n\nThe member rewrote it.' }],
    });
    const record = (await kit.asOf('ugi', id, documentAt)).entity;
    expect(record).toMatchObject({ title: edits.title, documents: { PRD: { documentId, content: documentAdded!.changes[0]!.to } } });
  });

  it("the member's whole workspace: both ideas' events in one history, and no as-of view of a workspace", async () => {
    const entries = await kit.fullHistory('workspaces', creator.userId);
    expectNewestFirst(entries);
    const types = entries.map((entry) => entry.type);
    for (const type of ['UserIdeaGenerated', 'UserIdeaShared', 'UserIdeaPublished', 'UserIdeaStamped']) expect(types.filter((t) => t === type)).toHaveLength(2);
    // Each idea scored once shared, the UGI one again after its title changed.
    expect(types.filter((t) => t === 'UserIdeaScored')).toHaveLength(3);
    expect(types.slice(0, 4)).toEqual(['WorkspaceDocumentEdited', 'WorkspaceDocumentGenerated', 'UserIdeaScored', 'WorkspaceIdeaEdited']);
    expect((await kit.asOfResponse('workspaces', creator.userId, new Date().toISOString())).statusCode).toBe(400);
  });

});

describe('paging', () => {
  let ideaId: number;
  const STAMPS = 230;

  beforeAll(async () => {
    ideaId = await kit.createIdea({ title: 'Many stamps' });
    await kit.untilScored(ideaId);
    for (let index = 0; index < STAMPS; index++) await kit.onIdea(ideaId, { type: 'StampIdea', data: { stamp: index % 2 ? null : 'Crazy' } });
  });

  it(`answers ${HISTORY_PAGE_DEFAULT} entries by default and at most ${HISTORY_PAGE_MAX}, and the cursors walk every entry once`, async () => {
    const first = await kit.historyResponse('ideas', ideaId);
    expect(first.json<{ entries: unknown[] }>().entries).toHaveLength(HISTORY_PAGE_DEFAULT);
    const widest = (await kit.historyResponse('ideas', ideaId, { limit: HISTORY_PAGE_MAX })).json<{ entries: HistoryEntry[]; next: string | null }>();
    expect(widest.entries).toHaveLength(HISTORY_PAGE_MAX);
    expect(widest.next).not.toBeNull();

    const all = await kit.fullHistory('ideas', ideaId, HISTORY_PAGE_MAX);
    // The stamps, the idea's score and its creation.
    expect(all).toHaveLength(STAMPS + 2);
    expect(all.map((entry) => entry.revision)).toEqual(Array.from({ length: STAMPS + 2 }, (_, index) => STAMPS + 1 - index));
    for (const limit of [1, 7, 50]) {
      const walked = await kit.fullHistory('ideas', ideaId, limit);
      expect(walked.map((entry) => entry.eventId)).toEqual(all.map((entry) => entry.eventId));
    }
    expect(all.at(-1)).toMatchObject({ type: 'IdeaCreated' });
  });

  it('a page past the oldest entry is empty, with no next', async () => {
    const response = await kit.historyResponse('ideas', ideaId, { before: '0' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ entries: [], next: null });
  });
});

describe('bad input is a 400 naming the field; unknown entities 404', () => {
  it.each([
    ['widgets', '1', {}, 'kind'],
    ['ideas', 'abc', {}, 'id'],
    ['ideas', '-1', {}, 'id'],
    ['ideas', '1.5', {}, 'id'],
    ['users', '42', {}, 'id'],
    ['workspaces', 'not-a-uuid', {}, 'id'],
    ['ideas', '1', { limit: 0 }, 'limit'],
    ['ideas', '1', { limit: HISTORY_PAGE_MAX + 1 }, 'limit'],
    ['ideas', '1', { limit: 'ten' }, 'limit'],
    ['ideas', '1', { before: 'yesterday' }, 'before'],
    ['ideas', '1', { before: '-3' }, 'before'],
  ])('history of %s %s with %j', async (kind, id, query, field) => {
    const response = await kit.historyResponse(kind, id, query);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: Record<string, string> }>();
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.message).toContain(field);
  });

  it.each([
    ['ideas', '1', 'yesterday'],
    ['ideas', '1', '2026-13-45T99:00:00Z'],
    ['ideas', '1', ''],
    ['trends', '1', '1700000000000'],
  ])('as-of of %s %s at %j', async (kind, id, at) => {
    const response = await kit.asOfResponse(kind, id, at);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: Record<string, string> }>().errors)).toEqual(['at']);
  });

  it('as-of without at, and of a kind with no as-of view', async () => {
    expect((await kit.request('GET', '/api/admin/ideas/1/as-of', { token: kit.adminToken })).json()).toMatchObject({ errors: { at: expect.any(String) } });
    const workspaces = await kit.asOfResponse('workspaces', '0197a1b2-0000-7000-8000-000000000000', new Date().toISOString());
    expect(workspaces.statusCode).toBe(400);
    expect(Object.keys(workspaces.json<{ errors: Record<string, string> }>().errors)).toEqual(['kind']);
  });

  it.each([
    ['ideas', '999999'],
    ['trends', '999999'],
    ['users', '0197a1b2-0000-7000-8000-000000000000'],
    ['workspaces', '0197a1b2-0000-7000-8000-000000000000'],
    ['ugi', '999999'],
    ['ugp2p', '999999'],
  ])('history and as-of of an unknown %s %s', async (kind, id) => {
    expect((await kit.historyResponse(kind, id)).statusCode).toBe(404);
    if (kind !== 'workspaces') expect((await kit.asOfResponse(kind, id, new Date().toISOString())).statusCode).toBe(404);
  });

  it('a platform idea is no UGI idea', async () => {
    expect((await kit.historyResponse('ugi', SEEDED_IDEA_ID)).statusCode).toBe(404);
  });
});

describe('who may read the trail', () => {
  it("answers 401 signed out and 403 to a member, with the project's messages", async () => {
    const calls = [
      (token: string) => kit.historyResponse('ideas', SEEDED_IDEA_ID, {}, token),
      (token: string) => kit.asOfResponse('ideas', SEEDED_IDEA_ID, new Date().toISOString(), token),
    ];
    for (const call of calls) {
      const signedOut = await call('');
      expect([signedOut.statusCode, signedOut.json()]).toEqual([401, { message: 'Please sign in to access this feature' }]);
      const member = await call(kit.freeToken);
      expect([member.statusCode, member.json()]).toEqual([403, { message: 'Admin access required' }]);
    }
  });
});
