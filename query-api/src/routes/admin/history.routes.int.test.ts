// An admin reads the audit trail over HTTP: the history of an idea, accounts, a trend, a member's generated ideas and
// workspace, and each entity as it was at several instants. The events are appended as the command API writes them
// (personal data sealed, each actor in the metadata as the seed, a job, the webhook and people record it) on real
// Postgres; the users and admin-ideas projections write the rows that name actors and find a user idea's creator.
// The session plugin's part is reduced to an actor named by a test header.
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_TEXT, type AsOfView, type HistoryEntry, type HistoryPage, type IdeaRecord, type TrendRecord, type UserIdeaRecord, type UserRecord } from '@app/domain/history/history-view';
import type { IdeaEvent } from '@app/domain/ideas/idea-events';
import { ideaContentOf, type NewIdea } from '@app/domain/ideas/idea-fields';
import type { Actor } from '@app/domain/shared/decider';
import { ROLES, type Role } from '@app/domain/shared/roles';
import { currentSchemaVersion } from '@app/domain/shared/upcasters';
import type { TrendEvent } from '@app/domain/trends/trend-events';
import type { UserEvent } from '@app/domain/users/user-events';
import type { WorkspaceEvent } from '@app/domain/workspace/workspace-events';
import type { LegacyWorkspaceEvent } from '@app/domain/workspace/workspace-upcasters';
import type { CopyFields, GenerationRecord } from '@app/domain/workspace/workspace-fields';
import type { AppendResult } from '@app/infra/event-store/event-store';
import { installErrorHandling } from '@app/infra/http/error-handler';
import { uuidv7 } from '@app/infra/ids/uuid';
import { createPersonalDataVault, migratePersonalData, type PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import { sealPersonalField } from '@app/infra/personal-data/personal-field';
import { adminIdeasProjection } from '@app/projectors/admin-ideas/admin-ideas.projection';
import { usersProjection } from '@app/projectors/users/users.projection';
import { openReadModelTestKit, type ReadModelTestKit } from '../../read-models/testing/read-model-test-kit';
import { historyRoutes } from './history.routes';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString();
const ids = { admin: uuidv7(), ada: uuidv7(), erin: uuidv7(), stranger: uuidv7() };
const erin = { email: 'erin.erasable@example.com', username: 'erin_erasable', renamed: 'erin_renamed' };
const generation: GenerationRecord = { promptType: 'DOC_GTM', model: 'local', tokensIn: 1, tokensOut: 2, latencyMs: 3 };
const jobId = uuidv7();
const fields: CopyFields = {
  title: 'Carbon Ledger', description: 'Carbon accounting for fleets.', category: 'GreenTech', businessModel: 'B2B', marketSize: '$5B',
  competition: 'Low', problem: 'p', solution: 's', differentiation: 'x', goToMarket: 'g', wowFactor: 'w', revenue: 'r', timeline: 't',
  teamSize: '3', technologies: ['IoT'], tags: ['fleet'], mockup: null, country: 'Global', type: 'FREE',
};
const newIdea: NewIdea = { ...fields, batchNumber: 3, stamp: null };

/** Who acted, as the metadata records it: a person, the seed ('system'), a job's item, the webhook (no one). */
interface By {
  userId: string | null;
  correlationId?: string;
  causationId?: string;
}
const admin: By = { userId: ids.admin, correlationId: 'req-admin' };
const seed: By = { userId: 'system', correlationId: 'seed-catalog' };

let kit: ReadModelTestKit;
let app: FastifyInstance;
let vault: PersonalDataVault;
let last: AppendResult;

async function append(streamId: string, by: By, ...events: (IdeaEvent | UserEvent | TrendEvent | WorkspaceEvent)[]): Promise<void> {
  for (const event of events) await appendAs(streamId, by, event, currentSchemaVersion(event.type));
}

/** A workspace event as the store held it before its texts were sealed. */
function appendLegacy(streamId: string, by: By, event: LegacyWorkspaceEvent): Promise<void> {
  return appendAs(streamId, by, event, 1);
}

async function appendAs(streamId: string, by: By, event: { type: string; data: unknown }, schemaVersion: number): Promise<void> {
  const data = event.data as { at: string };
  const correlationId = by.correlationId ?? uuidv7();
  last = await kit.eventStore.append(streamId, [
    {
      id: uuidv7(),
      type: event.type,
      data: await sealPersonalField(vault, data),
      metadata: { userId: by.userId, commandId: uuidv7(), correlationId, causationId: by.causationId ?? correlationId, at: data.at, schemaVersion },
    },
  ]);
}

const registered = (userId: string, role: Role, minute: number, email: string, username: string): UserEvent => ({
  type: 'UserRegistered',
  data: { userId, role, at: at(minute), personal: { email, username, passwordHash: '$argon2id$v=19$secret-hash' } },
});

beforeAll(async () => {
  kit = await openReadModelTestKit([usersProjection, adminIdeasProjection]);
  await migratePersonalData(kit.db);
  vault = createPersonalDataVault(kit.db.withTables<PersonalDataDatabase>());

  await append(`user-${ids.admin}`, seed, registered(ids.admin, 'ADMIN', 0, 'admin@example.com', 'admin'), { type: 'EmailVerified', data: { userId: ids.admin, at: at(0) } });
  // Ada signs up (no one is signed in yet: her own stream records no user), verifies, and pays through the local checkout.
  await append(
    `user-${ids.ada}`,
    { userId: null, correlationId: 'req-register' },
    registered(ids.ada, 'FREE', 1, 'ada@example.com', 'ada'),
    { type: 'EmailVerificationRequested', data: { userId: ids.ada, token: 'digest-of-token', expiresAt: at(100), at: at(1) } },
    { type: 'UserLoggedIn', data: { userId: ids.ada, sessionId: 'session-secret-1', expiresAt: at(100), at: at(1) } },
  );
  await append(`user-${ids.ada}`, { userId: ids.ada }, { type: 'EmailVerified', data: { userId: ids.ada, at: at(2) } });
  await append(`user-${ids.ada}`, { userId: null, correlationId: 'evt_local_cs_1_completed' }, {
    type: 'RoleChanged',
    data: { userId: ids.ada, role: 'PREMIUM', previousRole: 'FREE', by: 'payment', at: at(3) },
  });
  // Erin signs up, renames herself, generates an idea and writes its pitch deck (recorded before documents were
  // sealed), and is deleted by the admin and erased.
  await append(`user-${ids.erin}`, { userId: null }, registered(ids.erin, 'PRO', 1, erin.email, erin.username));
  await append(`user-${ids.erin}`, { userId: ids.erin }, { type: 'UsernameChanged', data: { userId: ids.erin, at: at(2), personal: { username: erin.renamed } } });
  await append(`workspace-${ids.erin}`, { userId: ids.erin }, {
    type: 'UserIdeaGenerated',
    data: { userId: ids.erin, ideaId: 300, source: 'UGI', copyId: 30, private: false, generation, at: at(3), personal: { userContext: 'Erin problem', idea: { ...fields, title: 'Erin idea' } } },
  });
  await appendLegacy(`workspace-${ids.erin}`, { userId: ids.erin }, {
    type: 'WorkspaceDocumentGenerated',
    data: { userId: ids.erin, documentId: 91, kind: 'ugi', copyId: 30, type: 'PITCH_DECK', content: '# Erin deck', generation, at: at(4) },
  });
  await append(`user-${ids.erin}`, admin, { type: 'UserDeleted', data: { userId: ids.erin, at: at(5) } });
  await vault.erase(ids.erin);

  // A seeded idea, curated by the admin, its pitch deck rewritten by an AI job.
  await append(
    'idea-7',
    seed,
    { type: 'IdeaCreated', data: { ...newIdea, ideaId: 7, creatorId: 'system', createdAt: at(0), at: at(0) } },
    { type: 'IdeaDocumentAdded', data: { ideaId: 7, documentId: 41, type: 'PITCH_DECK', content: '# Deck v1', at: at(0) } },
  );
  // As the admin form's edits were recorded before ideas kept their content: every field sent back, two of them changed.
  const formEdit = { ...ideaContentOf(newIdea), title: 'Fleet Carbon', description: 'Emissions for fleets.' };
  await append('idea-7', admin, { type: 'IdeaEdited', data: { ideaId: 7, changes: formEdit, at: at(1) } });
  await append('idea-7', admin, { type: 'IdeaPublished', data: { ideaId: 7, at: at(2) } });
  await append('idea-7', admin, { type: 'IdeaStamped', data: { ideaId: 7, stamp: 'Crazy', at: at(3) } });
  await append('idea-7', { userId: 'job', correlationId: jobId, causationId: `job-${jobId}/7-PITCH_DECK` }, {
    type: 'IdeaDocumentEdited',
    data: { ideaId: 7, documentId: 41, content: '# Deck v2', at: at(4), generation },
  });
  await append('idea-7', admin, { type: 'IdeaDeleted', data: { ideaId: 7, title: 'Fleet Carbon', description: 'Emissions for fleets.', at: at(5) } });
  await append('idea-7', admin, { type: 'IdeaRestored', data: { ideaId: 7, at: at(6) } });

  await append(
    'trend-4',
    admin,
    { type: 'TrendCreated', data: { trendId: 4, title: 'AI tutors', description: 'd', type: 'PROBLEM', source: 'YC', createdAt: at(1), at: at(1) } },
    { type: 'TrendIdeasLinked', data: { trendId: 4, ideaIds: [7, 8, 9], at: at(2) } },
    { type: 'TrendIdeaUnlinked', data: { trendId: 4, ideaId: 8, at: at(3) } },
    { type: 'TrendDeleted', data: { trendId: 4, at: at(4) } },
  );

  // Ada's UGI idea 100, and her UGP2P idea with the same number (the two sources number apart).
  await append(
    `workspace-${ids.ada}`,
    { userId: ids.ada },
    { type: 'UserIdeaGenerated', data: { userId: ids.ada, ideaId: 100, source: 'UGI', copyId: 5, private: true, generation, at: at(2), personal: { userContext: 'c', idea: fields } } },
    { type: 'WorkspaceIdeaEdited', data: { userId: ids.ada, copyId: 5, kind: 'ugi', fields: ['title'], at: at(3), personal: { changes: { title: 'Carbon Ledger Pro' } } } },
    { type: 'WorkspaceDocumentGenerated', data: { userId: ids.ada, documentId: 90, kind: 'ugi', copyId: 5, type: 'GTM', generation, at: at(3), personal: { content: '# GTM v1' } } },
    { type: 'UserIdeaGenerated', data: { userId: ids.ada, ideaId: 100, source: 'UGP2P', copyId: 6, private: false, generation, at: at(4), personal: { userContext: 'c', idea: { ...fields, title: 'Other' } } } },
    { type: 'WorkspaceDocumentEdited', data: { userId: ids.ada, documentId: 90, at: at(4), personal: { content: '# GTM v2' } } },
    { type: 'UserIdeaShared', data: { userId: ids.ada, ideaId: 100, source: 'UGI', at: at(4) } },
  );
  await append(
    `workspace-${ids.ada}`,
    admin,
    { type: 'UserIdeaPublished', data: { userId: ids.ada, ideaId: 100, source: 'UGI', at: at(5) } },
    { type: 'UserIdeaStamped', data: { userId: ids.ada, ideaId: 100, source: 'UGI', stamp: 'Top Picks', at: at(6) } },
  );
  await kit.projected(last.position);

  app = Fastify();
  installErrorHandling(app);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const role = request.headers['x-test-role'] as Role | undefined;
    request.actor = role ? ({ userId: role === 'ADMIN' ? ids.admin : `user-${role}`, role, emailVerified: true } satisfies Actor) : null;
    done();
  });
  historyRoutes(app, { db: kit.read, eventStore: kit.eventStore, personalData: vault });
  // Stand-ins for the admin's calls that share the as-of path's prefix: both must still answer.
  app.get('/api/admin/ideas/:id', () => ({ route: 'idea detail' }));
  app.get('/api/admin/ideas/:id/documents', () => ({ route: 'idea documents' }));
  app.get('/api/admin/users', () => ({ route: 'users' }));
});

afterAll(async () => {
  await app?.close();
  await kit?.close();
});

const request = (url: string, role: Role | null = 'ADMIN'): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url, headers: role ? { 'x-test-role': role } : {} });

async function get<T>(url: string): Promise<T> {
  const response = await request(url);
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

const summaries = (page: HistoryPage) => page.entries.map((entry) => entry.summary);
const asOf = <T>(path: string, minute: number) => get<AsOfView & { entity: T }>(`${path}/as-of?at=${encodeURIComponent(at(minute))}`);

describe('GET /api/admin/history/ideas/{id}', () => {
  it('answers every event newest first, each described with its actor, what it changed and what caused it', async () => {
    const page = await get<HistoryPage>('/api/admin/history/ideas/7');
    expect(page).toMatchObject({ kind: 'ideas', id: '7', next: null });
    expect(summaries(page)).toEqual([
      'Restored by admin@example.com',
      'Deleted by admin@example.com',
      'Pitch Deck regenerated by AI job',
      'Stamp set to Crazy by admin@example.com',
      'Published by admin@example.com',
      'Edited title and description by admin@example.com',
      'Pitch Deck added by Seed',
      'Created FREE idea "Carbon Ledger" by Seed',
    ]);
    expect(page.entries.map((entry) => entry.revision)).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
    const [restored, , rewritten, stamped, , edited, , created] = page.entries as [HistoryEntry, ...HistoryEntry[]];
    expect(restored).toMatchObject({
      streamId: 'idea-7',
      type: 'IdeaRestored',
      at: at(6),
      actor: { kind: 'user', id: ids.admin, email: 'admin@example.com', username: 'admin', label: 'admin@example.com' },
      changes: [{ field: 'deleted', from: true, to: false }],
      correlationId: 'req-admin',
    });
    expect(restored.position).toMatch(/^\d+-\d+$/);
    expect(rewritten).toMatchObject({
      actor: { kind: 'system', id: 'job', label: 'AI job' },
      changes: [{ field: 'document:Pitch Deck', from: '# Deck v1', to: '# Deck v2' }],
      correlationId: jobId,
      causationId: `job-${jobId}/7-PITCH_DECK`,
    });
    expect(stamped!.changes).toEqual([{ field: 'stamp', from: null, to: 'Crazy' }]);
    expect(edited!.changes).toEqual([
      { field: 'title', from: 'Carbon Ledger', to: 'Fleet Carbon' },
      { field: 'description', from: 'Carbon accounting for fleets.', to: 'Emissions for fleets.' },
    ]);
    expect(created!.actor).toEqual({ kind: 'system', id: 'seed', label: 'Seed' });
    expect(created!.changes).toContainEqual({ field: 'title', from: null, to: 'Carbon Ledger' });
  });

  it('names a regenerated document by its type when the AI wrote the same text again', async () => {
    await append(
      'idea-12',
      seed,
      { type: 'IdeaCreated', data: { ...newIdea, ideaId: 12, creatorId: 'system', createdAt: at(0), at: at(0) } },
      { type: 'IdeaDocumentAdded', data: { ideaId: 12, documentId: 52, type: 'PRD', content: '# PRD', at: at(0) } },
    );
    await append('idea-12', { userId: 'job', correlationId: jobId, causationId: `job-${jobId}/12-PRD` }, {
      type: 'IdeaDocumentEdited',
      data: { ideaId: 12, documentId: 52, content: '# PRD', at: at(1), generation },
    });
    const page = await get<HistoryPage>('/api/admin/history/ideas/12');
    expect(page.entries[0]).toMatchObject({ summary: 'Product Requirements Doc regenerated by AI job', changes: [] });
  });

  it('pages by the cursor: every entry once, newest first, the last page without a next', async () => {
    const first = await get<HistoryPage>('/api/admin/history/ideas/7?limit=3');
    expect(first.entries.map((entry) => entry.revision)).toEqual([7, 6, 5]);
    expect(first.next).toBe('5');
    const second = await get<HistoryPage>(`/api/admin/history/ideas/7?limit=3&before=${first.next}`);
    expect(second.entries.map((entry) => entry.revision)).toEqual([4, 3, 2]);
    const third = await get<HistoryPage>(`/api/admin/history/ideas/7?limit=3&before=${second.next}`);
    expect(third.entries.map((entry) => entry.revision)).toEqual([1, 0]);
    expect(third.next).toBeNull();
    // The changes of an older page are those of the whole history.
    expect(second.entries[2]!.changes).toEqual((await get<HistoryPage>('/api/admin/history/ideas/7')).entries[5]!.changes);
  });
});

describe('GET /api/admin/ideas/{id}/as-of', () => {
  it('answers the idea as it was at each instant, and 404 before it existed', async () => {
    const edited = await asOf<IdeaRecord>('/api/admin/ideas/7', 1);
    expect(edited).toMatchObject({ kind: 'ideas', id: '7', at: at(1), revision: 2, changedAt: at(1) });
    expect(edited.entity).toEqual({
      ...fields, title: 'Fleet Carbon', description: 'Emissions for fleets.', ideaId: 7, batchNumber: 3, stamp: null, publication: 'Unpublished',
      autoDeleteActivatedAt: null, archived: false, deleted: false, createdAt: at(0), documents: { PITCH_DECK: { documentId: 41, content: '# Deck v1' } },
    } satisfies IdeaRecord);
    expect((await asOf<IdeaRecord>('/api/admin/ideas/7', 4)).entity).toMatchObject({
      publication: 'Published', stamp: 'Crazy', deleted: false, documents: { PITCH_DECK: { documentId: 41, content: '# Deck v2' } },
    });
    expect((await asOf<IdeaRecord>('/api/admin/ideas/7', 5)).entity.deleted).toBe(true);
    expect((await asOf<IdeaRecord>('/api/admin/ideas/7', 90)).revision).toBe(7);

    const before = await request(`/api/admin/ideas/7/as-of?at=2026-11-22T09:59:59Z`);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ message: 'Idea 7 did not exist yet at 2026-11-22T09:59:59.000Z' });
  });

  it("leaves the admin's other idea and user calls where they were", async () => {
    expect((await get<{ route: string }>('/api/admin/ideas/7')).route).toBe('idea detail');
    expect((await get<{ route: string }>('/api/admin/ideas/7/documents')).route).toBe('idea documents');
    expect((await get<{ route: string }>('/api/admin/users')).route).toBe('users');
  });
});

describe('users', () => {
  it("names the person themself for signing up and in, the webhook for a paid role, and shows no secret", async () => {
    const page = await get<HistoryPage>(`/api/admin/history/users/${ids.ada}`);
    expect(summaries(page)).toEqual([
      'Role changed from FREE to PREMIUM by Local checkout',
      'Email verified by ada@example.com',
      'Signed in by ada@example.com',
      'Verification email sent by ada@example.com',
      'Registered as FREE by ada@example.com',
    ]);
    expect(page.entries[0]!.changes).toEqual([{ field: 'role', from: 'FREE', to: 'PREMIUM' }]);
    expect(page.entries[2]!.changes).toEqual([]);
    expect(page.entries[4]!.changes).toContainEqual({ field: 'email', from: null, to: 'ada@example.com' });

    expect((await asOf<UserRecord>(`/api/admin/users/${ids.ada}`, 2)).entity).toEqual({
      userId: ids.ada, email: 'ada@example.com', username: 'ada', role: 'FREE', emailVerified: true, deleted: false, registeredAt: at(1),
    } satisfies UserRecord);
    expect((await asOf<UserRecord>(`/api/admin/users/${ids.ada}`, 3)).entity.role).toBe('PREMIUM');
    const answers = JSON.stringify([page, await asOf(`/api/admin/users/${ids.ada}`, 9)]);
    expect(answers).not.toMatch(/argon2|digest-of-token|session-secret/);
  });

  it('shows an erased person as erased user everywhere, and their texts as erased: as actor, in their record, in what changed', async () => {
    const page = await get<HistoryPage>(`/api/admin/history/users/${ids.erin}`);
    expect(summaries(page)).toEqual(['Account deleted by admin@example.com', 'Username changed by erased user', 'Registered as PRO by erased user']);
    expect(page.entries[1]!.actor).toEqual({ kind: 'user', id: ids.erin, email: null, username: null, label: 'erased user' });
    const before = await asOf<UserRecord>(`/api/admin/users/${ids.erin}`, 3);
    expect(before.entity).toEqual({ userId: ids.erin, email: null, username: null, role: 'PRO', emailVerified: false, deleted: false, registeredAt: at(1) });
    expect((await asOf<UserRecord>(`/api/admin/users/${ids.erin}`, 5)).entity.deleted).toBe(true);
    const ugi = await get<HistoryPage>('/api/admin/history/ugi/300');
    expect(summaries(ugi)).toEqual(['Pitch Deck generated for UGI copy 30 by erased user', 'Generated UGI idea 300 by erased user']);
    expect(ugi.entries[1]!.changes).toContainEqual({ field: 'title', from: null, to: ERASED_TEXT });
    // The deck was stored in clear before texts were sealed: it reads as erased all the same.
    expect(ugi.entries[0]!.changes).toEqual([{ field: 'document:Pitch Deck', from: null, to: ERASED_TEXT }]);
    const idea = await asOf<UserIdeaRecord>('/api/admin/ugi/300', 4);
    expect(idea.entity).toMatchObject({ title: ERASED_TEXT, problem: ERASED_TEXT, type: null, documents: { PITCH_DECK: { documentId: 91, content: ERASED_TEXT } } });
    const answers = JSON.stringify([page, before, ugi, idea, await get(`/api/admin/history/workspaces/${ids.erin}`)]);
    expect(answers).not.toContain('erin.erasable');
    expect(answers).not.toContain('erin_');
    expect(answers).not.toMatch(/Erin idea|Erin problem|Erin deck/);
  });
});

describe('trends', () => {
  it('answers its links as they changed, and the trend as it was', async () => {
    const page = await get<HistoryPage>('/api/admin/history/trends/4');
    expect(summaries(page)).toEqual([
      'Deleted by admin@example.com',
      'Unlinked idea 8 by admin@example.com',
      'Linked 3 ideas by admin@example.com',
      'Created PROBLEM trend "AI tutors" from YC by admin@example.com',
    ]);
    expect(page.entries[1]!.changes).toEqual([{ field: 'ideaIds', from: [7, 8, 9], to: [7, 9] }]);
    expect((await asOf<TrendRecord>('/api/admin/trends/4', 2)).entity).toEqual({
      trendId: 4, title: 'AI tutors', description: 'd', type: 'PROBLEM', source: 'YC', createdAt: at(1), ideaIds: [7, 8, 9], deleted: false,
    } satisfies TrendRecord);
    expect((await request(`/api/admin/trends/4/as-of?at=${at(0)}`)).statusCode).toBe(404);
  });
});

describe("a member's generated ideas and workspace", () => {
  it("answers a UGI idea's own events from its creator's workspace, not its UGP2P namesake's", async () => {
    const page = await get<HistoryPage>('/api/admin/history/ugi/100');
    expect(summaries(page)).toEqual([
      'Stamp set to Top Picks on UGI idea 100 by admin@example.com',
      'Published UGI idea 100 by admin@example.com',
      'Shared UGI idea 100 by ada@example.com',
      'Go-to-Market Strategy rewritten by ada@example.com',
      'Go-to-Market Strategy generated for UGI copy 5 by ada@example.com',
      'Edited title of UGI copy 5 by ada@example.com',
      'Generated private UGI idea 100 by ada@example.com',
    ]);
    expect(page.entries[3]!.changes).toEqual([{ field: 'document:Go-to-Market Strategy', from: '# GTM v1', to: '# GTM v2' }]);
    expect(page.entries.every((entry) => entry.streamId === `workspace-${ids.ada}`)).toBe(true);

    const shared = await asOf<UserIdeaRecord>('/api/admin/ugi/100', 4);
    expect(shared.entity).toEqual({
      ...fields, title: 'Carbon Ledger Pro', ideaId: 100, source: 'UGI', creatorId: ids.ada, private: false, publication: 'Unpublished', stamp: null,
      deleted: false, createdAt: at(2), documents: { GTM: { documentId: 90, content: '# GTM v2' } },
    } satisfies UserIdeaRecord);
    expect((await asOf<UserIdeaRecord>('/api/admin/ugi/100', 6)).entity).toMatchObject({ publication: 'Published', stamp: 'Top Picks' });
    expect((await asOf<UserIdeaRecord>('/api/admin/ugp2p/100', 9)).entity).toMatchObject({ source: 'UGP2P', title: 'Other', documents: {} });
    expect((await request(`/api/admin/ugp2p/100/as-of?at=${at(3)}`)).statusCode).toBe(404);
    expect(summaries(await get<HistoryPage>('/api/admin/history/ugp2p/100'))).toEqual(['Generated UGP2P idea 100 by ada@example.com']);
  });

  it("answers a whole workspace's history", async () => {
    const page = await get<HistoryPage>(`/api/admin/history/workspaces/${ids.ada}`);
    expect(page.entries).toHaveLength(8);
    expect(page.entries[4]).toMatchObject({ type: 'UserIdeaGenerated', summary: 'Generated UGP2P idea 100 by ada@example.com' });
  });
});

describe('refusals', () => {
  it('answers 404 for an entity that was never recorded', async () => {
    for (const [url, message] of [
      ['/api/admin/history/ideas/999', 'Idea not found'],
      [`/api/admin/history/users/${ids.stranger}`, 'User not found'],
      ['/api/admin/history/trends/999', 'Trend not found'],
      ['/api/admin/history/ugi/999', 'Idea not found in UGI or UGP2P collections'],
      [`/api/admin/history/workspaces/${ids.stranger}`, 'Workspace not found'],
      [`/api/admin/ideas/999/as-of?at=${at(0)}`, 'Idea not found'],
    ]) {
      const response = await request(url!);
      expect([url, response.statusCode, response.json()]).toEqual([url, 404, { message }]);
    }
  });

  it('answers 400 naming the field for an unknown kind, a malformed id, cursor, limit or instant', async () => {
    for (const [url, field] of [
      ['/api/admin/history/jobs/1', 'kind'],
      ['/api/admin/history/ideas/abc', 'id'],
      ['/api/admin/history/ideas/-1', 'id'],
      ['/api/admin/history/users/42', 'id'],
      ['/api/admin/history/workspaces/not-a-uuid', 'id'],
      ['/api/admin/history/ideas/7?limit=0', 'limit'],
      ['/api/admin/history/ideas/7?limit=201', 'limit'],
      ['/api/admin/history/ideas/7?limit=ten', 'limit'],
      ['/api/admin/history/ideas/7?before=-3', 'before'],
      ['/api/admin/history/ideas/7?before=5&before=6', 'before'],
      ['/api/admin/workspaces/7/as-of?at=2026-11-22T10:00:00Z', 'kind'],
      ['/api/admin/ideas/7/as-of', 'at'],
      ['/api/admin/ideas/7/as-of?at=yesterday', 'at'],
      ['/api/admin/ideas/7/as-of?at=2026-13-45T10:00:00Z', 'at'],
    ]) {
      const response = await request(url!);
      expect([url, response.statusCode]).toEqual([url, 400]);
      const body = response.json<{ message: string; errors: Record<string, string> }>();
      expect(Object.keys(body.errors)).toEqual([field]);
      expect(body.message).toContain(field);
    }
    expect((await request('/api/admin/history/ideas/7?limit=200')).statusCode).toBe(200);
  });

  it('is for ADMIN only: 401 signed out, 403 for every other role', async () => {
    for (const url of ['/api/admin/history/ideas/7', `/api/admin/ideas/7/as-of?at=${at(3)}`]) {
      const signedOut = await request(url, null);
      expect([signedOut.statusCode, signedOut.json()]).toEqual([401, { message: 'Please sign in to access this feature' }]);
      for (const role of ROLES.filter((role) => role !== 'ADMIN')) {
        const response = await request(url, role);
        expect([role, response.statusCode, response.json()]).toEqual([role, 403, { message: 'Admin access required' }]);
      }
    }
  });
});
