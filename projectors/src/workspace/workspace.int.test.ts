// The workspace read model against the real event store and runtime. Pages of three events, so inserts and the
// edits after them fall in different pages as well as in one.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceStreamId, type WorkspaceEvent } from '@app/domain/workspace/workspace-events';
import type { CopyFields, GenerationRecord } from '@app/domain/workspace/workspace-fields';
import type { AppendResult } from '@app/infra/event-store/event-store';
import { uuidv7 } from '@app/infra/ids/uuid';
import { catalogProjection } from '../catalog/catalog.projection';
import { createProjectorRuntime, type ProjectorRuntime } from '../runtime/projector-runtime';
import { openRuntimeTestKit, recordingLog, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { workspaceProjection } from './workspace.projection';
import { copiesWithDocumentsThisMonth, findMemberDocument, ideasGeneratedThisMonth, workspaceCollections } from './workspace.repository';

const REBUILD = { timeout: 30_000 };
const ada = 'user-ada';
const grace = 'user-grace';
const november = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const october = (day: number) => `2026-10-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const generation: GenerationRecord = { promptType: 'IDEA_UGI', model: 'local', tokensIn: 10, tokensOut: 20, latencyMs: 5 };

const fields = (title: string): CopyFields => ({
  title,
  description: `${title} description`,
  category: 'LogisticsTech',
  businessModel: 'B2B SaaS',
  marketSize: '$2B',
  competition: 'Low — few',
  problem: 'problem',
  solution: 'solution',
  differentiation: 'differentiation',
  goToMarket: 'gtm',
  wowFactor: 'wow',
  revenue: 'revenue',
  timeline: '4 months',
  teamSize: '3',
  technologies: ['IoT'],
  tags: ['ports'],
  mockup: null,
  country: 'Global',
  type: 'PREMIUM',
});

const adaEvents: WorkspaceEvent[] = [
  { type: 'UserIdeaGenerated', data: { userId: ada, ideaId: 100000, source: 'UGI', copyId: 300000, idea: fields('Harbour'), private: true, userContext: 'ports', generation, at: october(30) } },
  { type: 'UserIdeaGenerated', data: { userId: ada, ideaId: 200000, source: 'UGP2P', copyId: 500000, idea: fields('Orchard'), private: false, userContext: 'farms', generation, at: november(2) } },
  { type: 'IdeaSavedToWorkspace', data: { userId: ada, copyId: 700000, kind: 'idea', originalId: 42, idea: fields('Ledger'), at: november(3) } },
  { type: 'WorkspaceIdeaEdited', data: { userId: ada, copyId: 300000, kind: 'ugi', changes: { title: 'Harbour Slots', tags: ['ports', 'berths'] }, at: november(4) } },
  { type: 'UserIdeaShared', data: { userId: ada, ideaId: 100000, source: 'UGI', at: november(5) } },
  { type: 'WorkspaceIdeaEdited', data: { userId: ada, copyId: 700000, kind: 'idea', changes: { description: 'my notes' }, at: november(5) } },
  { type: 'WorkspaceDocumentGenerated', data: { userId: ada, documentId: 9001, kind: 'idea', copyId: 700000, type: 'PRD', content: '# PRD', generation, at: october(31) } },
  { type: 'WorkspaceDocumentGenerated', data: { userId: ada, documentId: 9002, kind: 'ugi', copyId: 300000, type: 'PRD', content: '# PRD 2', generation, at: november(6) } },
  { type: 'WorkspaceDocumentGenerated', data: { userId: ada, documentId: 9003, kind: 'ugi', copyId: 300000, type: 'GTM', content: '# GTM', generation, at: november(7) } },
  { type: 'WorkspaceDocumentEdited', data: { userId: ada, documentId: 9002, content: '# PRD edited', at: november(8) } },
  { type: 'PowerUpGenerated', data: { userId: ada, powerUpId: 1, kind: 'ugp2p', copyId: 500000, type: 'VALIDATION_HACKS', content: '- hack', generation, at: november(9) } },
];
const graceEvents: WorkspaceEvent[] = [
  { type: 'UserIdeaGenerated', data: { userId: grace, ideaId: 100001, source: 'UGI', copyId: 300001, idea: fields('Clinic'), private: true, userContext: 'clinics', generation, at: november(1) } },
  // Grace cannot edit Ada's document or share Ada's idea: the event names Grace, so nothing of Ada's changes.
  { type: 'WorkspaceDocumentEdited', data: { userId: grace, documentId: 9003, content: 'not hers', at: november(2) } },
  { type: 'UserIdeaShared', data: { userId: grace, ideaId: 200000, source: 'UGP2P', at: november(2) } },
];

let kit: RuntimeTestKit;
let runtime: ProjectorRuntime;

function append(userId: string, events: WorkspaceEvent[]): Promise<AppendResult> {
  return kit.eventStore.append(
    workspaceStreamId(userId),
    events.map((event) => {
      const id = uuidv7();
      return { id, type: event.type, data: event.data, metadata: { userId, commandId: id, correlationId: id, causationId: id, at: event.data.at } };
    }),
  );
}

async function tableContents(): Promise<Record<string, unknown[]>> {
  const contents: Record<string, unknown[]> = {};
  for (const table of workspaceProjection.tables) {
    contents[table] = (await sql`SELECT * FROM ${sql.table(`read.${table}`)}`.execute(kit.db)).rows.map((row) => JSON.stringify(row)).sort();
  }
  return contents;
}

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  runtime = createProjectorRuntime({
    pool: kit.pool,
    eventStore: kit.eventStore,
    bus: kit.bus,
    // The catalog's views are there for the collections' join with the platform ideas.
    projections: [workspaceProjection, catalogProjection],
    log: recordingLog(),
    batchSize: 3,
    lockRetryMs: 50,
    heartbeatMs: 300,
    reconcileMs: 200,
    retry: { initialMs: 20, maxMs: 100 },
  });
  await runtime.start();
  await append(ada, adaEvents.slice(0, 4));
  await append(grace, graceEvents);
  const last = await append(ada, adaEvents.slice(4));
  expect(await runtime.waitForPosition(last.position, { timeoutMs: 10_000 })).toBe(true);
});

afterAll(async () => {
  await runtime?.stop();
  await kit?.close();
});

describe('the workspace projection', () => {
  it('keeps the generated ideas with their edits and shares, and each creator’s copy in step', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT source, id, creator_id, copy_id, title, tags, status, private, user_context, created_at, updated_at
      FROM read.user_ideas ORDER BY id`.execute(kit.db);
    expect(rows).toEqual([
      { source: 'UGI', id: 100000, creator_id: ada, copy_id: 300000, title: 'Harbour Slots', tags: ['ports', 'berths'], status: 'Unpublished', private: false, user_context: 'ports', created_at: new Date(october(30)), updated_at: new Date(november(4)) },
      { source: 'UGI', id: 100001, creator_id: grace, copy_id: 300001, title: 'Clinic', tags: ['ports'], status: 'Unpublished', private: true, user_context: 'clinics', created_at: new Date(november(1)), updated_at: new Date(november(1)) },
      { source: 'UGP2P', id: 200000, creator_id: ada, copy_id: 500000, title: 'Orchard', tags: ['ports'], status: 'Unpublished', private: false, user_context: 'farms', created_at: new Date(november(2)), updated_at: new Date(november(2)) },
    ]);
  });

  it('answers a member’s collections: copies newest first with the fields as edited, documents and power-ups under every type', async () => {
    const collections = await workspaceCollections(kit.db, ada);
    expect(collections.ugiIdeas).toEqual([
      {
        ...fields('Harbour'),
        title: 'Harbour Slots',
        tags: ['ports', 'berths'],
        id: 300000,
        originalId: 100000,
        source: 'UGI',
        status: 'Unpublished',
        private: false,
        stamp: null,
        addedAt: october(30),
        createdAt: october(30),
        updatedAt: november(4),
      },
    ]);
    expect(collections.ugp2pIdeas).toEqual([expect.objectContaining({ id: 500000, originalId: 200000, source: 'UGP2P', title: 'Orchard', private: false })]);
    // No catalog idea 42 here: a copy whose original is gone reads Unpublished, without a stamp.
    expect(collections.ideas).toEqual([
      expect.objectContaining({ id: 700000, originalId: 42, source: 'FD', description: 'my notes', status: 'Unpublished', private: false, stamp: null, updatedAt: november(5) }),
    ]);
    expect(collections.documents).toEqual({
      PRD: [
        { id: 9002, originalDocId: 9002, userId: ada, ideaCopyId: null, ugiCopyId: 300000, ugp2pCopyId: null, type: 'PRD', content: '# PRD edited', createdAt: november(6), updatedAt: november(8) },
        { id: 9001, originalDocId: 9001, userId: ada, ideaCopyId: 700000, ugiCopyId: null, ugp2pCopyId: null, type: 'PRD', content: '# PRD', createdAt: october(31), updatedAt: october(31) },
      ],
      PITCH_DECK: [],
      GTM: [expect.objectContaining({ id: 9003, content: '# GTM', ugiCopyId: 300000 })],
      FINANCIAL_PLAN: [],
      PRELAUNCH: [],
    });
    expect(collections.powerUps).toEqual({
      DIFFERENTIATORS_DEFENSIBLES: [],
      VALIDATION_HACKS: [{ id: 1, userId: ada, ideaCopyId: null, ugiCopyId: null, ugp2pCopyId: 500000, type: 'VALIDATION_HACKS', content: '- hack', createdAt: november(9), updatedAt: november(9) }],
      VIRALITY_SUGGESTIONS: [],
    });
    const empty = await workspaceCollections(kit.db, 'user-nobody');
    expect(empty).toEqual({
      ideas: [],
      ugiIdeas: [],
      ugp2pIdeas: [],
      documents: { PRD: [], PITCH_DECK: [], GTM: [], FINANCIAL_PLAN: [], PRELAUNCH: [] },
      powerUps: { DIFFERENTIATORS_DEFENSIBLES: [], VALIDATION_HACKS: [], VIRALITY_SUGGESTIONS: [] },
    });
  });

  it('counts the ideas generated and the copies with documents in the UTC month asked for', async () => {
    expect(await ideasGeneratedThisMonth(kit.db, ada, new Date(november(30)))).toBe(1);
    expect(await ideasGeneratedThisMonth(kit.db, ada, new Date('2026-10-01T00:00:00.000Z'))).toBe(1);
    expect(await ideasGeneratedThisMonth(kit.db, ada, new Date('2026-12-01T00:00:00.000Z'))).toBe(0);
    expect(await ideasGeneratedThisMonth(kit.db, grace, new Date(november(15)))).toBe(1);
    // Copy 300000 got two documents this month, copy 700000 one last month.
    expect(await copiesWithDocumentsThisMonth(kit.db, ada, new Date(november(15)))).toBe(1);
    expect(await copiesWithDocumentsThisMonth(kit.db, ada, new Date(october(1)))).toBe(1);
    expect(await copiesWithDocumentsThisMonth(kit.db, grace, new Date(november(15)))).toBe(0);
  });

  it('finds a member’s document with its copy’s title, and nobody else’s', async () => {
    expect(await findMemberDocument(kit.db, ada, 9003)).toEqual({ title: 'Harbour Slots', type: 'GTM', content: '# GTM' });
    expect(await findMemberDocument(kit.db, ada, 9001)).toEqual({ title: 'Ledger', type: 'PRD', content: '# PRD' });
    expect(await findMemberDocument(kit.db, grace, 9003)).toBeUndefined();
  });

  it('changes nothing when every event is applied again, and a rebuild gives the same rows', REBUILD, async () => {
    const before = await tableContents();
    const { events } = await kit.eventStore.readAll({ eventTypes: workspaceProjection.eventTypes });
    expect(events).toHaveLength(adaEvents.length + graceEvents.length);
    await kit.db.transaction().execute(async (trx) => {
      const [generation] = (await kit.db
        .selectFrom('projections.registry')
        .select('schema_name')
        .where('status', '=', 'active')
        .where('name', '=', workspaceProjection.name)
        .execute()) as { schema_name: string }[];
      await workspaceProjection.apply(trx.withSchema(generation!.schema_name), events);
    });
    expect(await tableContents()).toEqual(before);

    await runtime.rebuild(workspaceProjection.name);
    expect(await tableContents()).toEqual(before);
  });
});
