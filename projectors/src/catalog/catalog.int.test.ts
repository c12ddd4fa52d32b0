// The catalog read model against the real event store and runtime, with events decided by the domain's deciders.
// Pages of three events, so an idea's and a trend's histories are always folded across pages.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf, type Actor, type Command, type Decider, type DomainEvent } from '@app/domain/shared/decider';
import type { IdeaCommand } from '@app/domain/ideas/idea-commands';
import { ideaDecider } from '@app/domain/ideas/idea-decider';
import { IDEA_VIEWS_STREAM, ideaStreamId } from '@app/domain/ideas/idea-events';
import type { NewIdea } from '@app/domain/ideas/idea-fields';
import { trendDecider, type TrendCommand } from '@app/domain/trends/trend-decider';
import { trendStreamId } from '@app/domain/trends/trend-events';
import type { AppendResult, NewEvent } from '@app/infra/event-store/event-store';
import { uuidv7 } from '@app/infra/ids/uuid';
import { createProjectorRuntime, type ProjectorRuntime } from '../runtime/projector-runtime';
import { useSchema } from '../runtime/search-path';
import { generationsOf, openRuntimeTestKit, recordingLog, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { catalogProjection } from './catalog.projection';
import { ideaIdsByTrendType, listIdeaDocuments, listTrends, liveTrendLinks, readCatalogHead, readIdeaChanges, trendIdeaIds } from './catalog.repository';
import type { CatalogReadDatabase } from './catalog.table';

const REBUILD = { timeout: 30_000 };
const admin: Actor = { userId: 'admin-1', role: 'ADMIN', emailVerified: true };
const at = (minute: number) => new Date(`2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`);

function newIdea(title: string, fields: Partial<NewIdea> = {}): NewIdea {
  return {
    title,
    description: `${title} description`,
    category: 'FinTech, DataTech',
    businessModel: 'B2B SaaS',
    marketSize: '$5B global market',
    competition: 'Medium — a few incumbents',
    problem: 'problem',
    solution: 'solution',
    differentiation: 'differentiation',
    goToMarket: 'gtm',
    wowFactor: 'wow',
    revenue: 'revenue',
    timeline: '6 months',
    teamSize: '3',
    technologies: ['AI/ML'],
    tags: ['payments'],
    mockup: 'https://example.com/mockup',
    country: 'Global',
    type: 'FREE',
    batchNumber: 1,
    stamp: null,
    ...fields,
  };
}

/** Decides each command on the state the previous ones left, as the command handler would. */
function decideAll<S, C extends Command, E extends DomainEvent, R>(decider: Decider<S, C, E, R>, commands: { type: C['type']; data: C['data']; minute: number }[]): NewEvent[] {
  let state = decider.initialState();
  const events: NewEvent[] = [];
  for (const { type, data, minute } of commands) {
    const { events: decided } = outcomeOf(decider.decide({ type, data, metadata: { actor: admin, now: at(minute) } } as C, state));
    state = decided.reduce(decider.evolve, state);
    for (const event of decided) {
      const id = uuidv7();
      events.push({ id, type: event.type, data: event.data, metadata: { userId: admin.userId, commandId: id, correlationId: id, causationId: id, at: at(minute).toISOString() } });
    }
  }
  return events;
}

const idea = (type: IdeaCommand['type'], data: unknown, minute: number) => ({ type, data, minute }) as { type: IdeaCommand['type']; data: IdeaCommand['data']; minute: number };
const trend = (type: TrendCommand['type'], data: unknown, minute: number) => ({ type, data, minute }) as { type: TrendCommand['type']; data: TrendCommand['data']; minute: number };
const documents = (ideaId: number) =>
  (['PRD', 'PITCH_DECK', 'GTM', 'FINANCIAL_PLAN', 'PRELAUNCH'] as const).map((type, index) => ({ documentId: ideaId * 10 + index, type, content: `${type} of ${ideaId}` }));

const histories: [string, NewEvent[]][] = [
  [
    ideaStreamId(1),
    decideAll(ideaDecider, [
      idea('CreateIdea', { ideaId: 1, idea: newIdea('Ledger'), documents: documents(1), createdAt: at(0) }, 0),
      idea('PublishIdea', {}, 1),
      idea('EditIdea', { changes: { title: 'Ledger Pro', marketSize: '$10M+', competition: 'Low — none' } }, 2),
      idea('StampIdea', { stamp: 'Top Picks' }, 3),
      idea('ChangeIdeaType', { type: 'PREMIUM' }, 4),
      idea('EditIdeaDocument', { documentId: 10, content: 'PRD v2' }, 5),
    ]),
  ],
  [
    ideaStreamId(2),
    decideAll(ideaDecider, [
      idea('CreateIdea', { ideaId: 2, idea: newIdea('Farm', { marketSize: 'unknown', country: 'Kenya, Ghana' }), documents: [], createdAt: at(1) }, 1),
      idea('SwitchAutoDelete', { autoDeleted: true }, 2),
      idea('DeleteIdea', {}, 3),
    ]),
  ],
  [
    ideaStreamId(3),
    decideAll(ideaDecider, [
      idea('CreateIdea', { ideaId: 3, idea: newIdea('Clinic'), documents: documents(3), createdAt: at(2) }, 2),
      idea('PublishIdea', {}, 3),
    ]),
  ],
  [
    trendStreamId(1),
    decideAll(trendDecider, [
      trend('CreateTrend', { trendId: 1, title: 'Payments', description: 'd', type: 'RFI', source: 'YC', createdAt: at(5) }, 5),
      trend('LinkIdeas', { ideaIds: [1, 3], publishedIdeaIds: [1, 3], single: false }, 6),
      trend('UnlinkIdea', { ideaId: 3 }, 7),
      trend('LinkIdeas', { ideaIds: [3], publishedIdeaIds: [3], single: true }, 8),
      trend('LinkIdeas', { ideaIds: [2], publishedIdeaIds: [2], single: true }, 8),
    ]),
  ],
  [
    trendStreamId(2),
    decideAll(trendDecider, [
      trend('CreateTrend', { trendId: 2, title: 'Farming', description: 'd', type: 'PROBLEM', source: 'Other', createdAt: at(6) }, 6),
      trend('LinkIdeas', { ideaIds: [1], publishedIdeaIds: [1], single: false }, 7),
      trend('DeleteTrend', {}, 8),
    ]),
  ],
];

const views = (counts: Record<string, number>, minute: number): NewEvent => {
  const id = uuidv7();
  return { id, type: 'IdeaViewsRecorded', data: { counts, at: at(minute).toISOString() }, metadata: { userId: null, commandId: id, correlationId: id, causationId: id, at: at(minute).toISOString() } };
};

let kit: RuntimeTestKit;
let runtime: ProjectorRuntime;
let db: Kysely<CatalogReadDatabase>;

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  db = kit.db;
  runtime = createProjectorRuntime({
    pool: kit.pool,
    eventStore: kit.eventStore,
    bus: kit.bus,
    projections: [catalogProjection],
    log: recordingLog(),
    batchSize: 3,
    lockRetryMs: 50,
    heartbeatMs: 300,
    reconcileMs: 200,
    retry: { initialMs: 20, maxMs: 100 },
  });
  await runtime.start();
  let appended: AppendResult | undefined;
  for (const [stream, events] of histories) appended = await kit.eventStore.append(stream, events, { expectedRevision: 'no_stream' });
  await kit.eventStore.append(IDEA_VIEWS_STREAM, [views({ 1: 3, 3: 1, 99: 5 }, 9)], { expectedRevision: 'any' });
  appended = await kit.eventStore.append(IDEA_VIEWS_STREAM, [views({ 1: 2 }, 10)], { expectedRevision: 'any' });
  expect(await runtime.waitForPosition(appended.position, { timeoutMs: 10_000 })).toBe(true);
});

afterAll(async () => {
  await runtime?.stop();
  await kit?.close();
});

async function activeSchema(): Promise<string> {
  const generations = await generationsOf(kit, catalogProjection.name);
  return generations.find((generation) => generation.status === 'active')!.schemaName;
}

/** Every table's rows, in a stable order; `withSequence` false leaves out what a rebuild numbers afresh. */
async function readModel({ withSequence }: { withSequence: boolean }) {
  const ideas = await db.selectFrom('read.ideas').selectAll().orderBy('id').execute();
  return {
    ideas: withSequence ? ideas : ideas.map(({ change_seq: _seq, ...row }) => row),
    documents: await db.selectFrom('read.idea_documents').selectAll().orderBy('id').execute(),
    trends: await db.selectFrom('read.trends').selectAll().orderBy('id').execute(),
    links: await db.selectFrom('read.idea_trends').selectAll().orderBy('trend_id').orderBy('idea_id').execute(),
    views: (await db.selectFrom('read.catalog_meta').select('views_revision').executeTakeFirstOrThrow()).views_revision,
  };
}

describe('the catalog projection', () => {
  it('gives these rows for these events', async () => {
    const ideas = await db.selectFrom('read.ideas').selectAll().orderBy('id').execute();
    expect(ideas.map(({ change_seq: _seq, ...row }) => row)).toEqual([
      expect.objectContaining({
        id: 1,
        title: 'Ledger Pro',
        description: 'Ledger description',
        status: 'Published',
        type: 'PREMIUM',
        stamp: 'Top Picks',
        stamp_rank: 0,
        market_size: '$10M+',
        market_size_amount: 10e6,
        competition: 'Low — none',
        competition_rank: 0,
        category: 'FinTech, DataTech',
        business_model: 'B2B SaaS',
        technologies: ['AI/ML'],
        tags: ['payments'],
        mockup: 'https://example.com/mockup',
        source: 'FD',
        private: false,
        archived: false,
        views: '5',
        created_at: at(0),
        updated_at: at(4),
        deleted_at: null,
        last_revision: '10',
      }),
      expect.objectContaining({
        id: 2,
        status: 'Unpublished',
        market_size_amount: null,
        competition_rank: 1,
        country: 'Kenya, Ghana',
        auto_deleted: true,
        auto_delete_activated_at: at(2),
        deleted_at: at(3),
        views: '0',
        last_revision: '2',
      }),
      expect.objectContaining({ id: 3, status: 'Published', type: 'FREE', stamp: null, stamp_rank: 3, views: '1', market_size_amount: 5e9 }),
    ]);
    // Every change took a fresh sequence number, so the three rows' numbers differ.
    expect(new Set(ideas.map((row) => row.change_seq)).size).toBe(3);

    expect(await listIdeaDocuments(db, 1)).toEqual(
      documents(1).map((document) => ({
        id: document.documentId,
        ideaId: 1,
        type: document.type,
        content: document.documentId === 10 ? 'PRD v2' : document.content,
        createdAt: at(0).toISOString(),
        updatedAt: (document.documentId === 10 ? at(5) : at(0)).toISOString(),
      })),
    );
    expect(await listIdeaDocuments(db, 2)).toEqual([]);
  });

  it('keeps links of live trends only, a relink dated afresh, and a deleted idea linked but out of the counts', async () => {
    expect(await db.selectFrom('read.idea_trends').selectAll().orderBy('idea_id').execute()).toEqual([
      { trend_id: 1, idea_id: 1, created_at: at(6) },
      { trend_id: 1, idea_id: 2, created_at: at(8) },
      { trend_id: 1, idea_id: 3, created_at: at(8) },
    ]);
    const trends = await db.selectFrom('read.trends').select(['id', 'deleted_at']).orderBy('id').execute();
    expect(trends).toEqual([
      { id: 1, deleted_at: null },
      { id: 2, deleted_at: at(8) },
    ]);
    expect(await listTrends(db, { admin: false })).toEqual([
      { id: 1, title: 'Payments', description: 'd', type: 'RFI', source: 'YC', ideaCount: 2, createdAt: at(5).toISOString(), updatedAt: at(5).toISOString() },
    ]);
    expect(await listTrends(db, { admin: false, type: 'PROBLEM' })).toEqual([]);
    expect(await trendIdeaIds(db, 1)).toEqual([3, 2, 1]);
    expect(await trendIdeaIds(db, 2)).toBeUndefined();
    expect(await ideaIdsByTrendType(db, 'RFI')).toEqual([1, 2, 3]);
    expect(await ideaIdsByTrendType(db, 'PROBLEM')).toEqual([]);
    expect([...(await liveTrendLinks(db))]).toEqual([
      [1, [1]],
      [2, [1]],
      [3, [1]],
    ]);
  });

  it('lets a reader follow the rows changed since the last change number it saw', async () => {
    const head = await readCatalogHead(db);
    const all = await readIdeaChanges(db, 0n, 100);
    expect(all.buildId).toBe(head.buildId);
    expect(all.rows.map((row) => row.id).sort()).toEqual([1, 2, 3]);
    expect(BigInt(all.rows.at(-1)!.change_seq)).toBe(head.changeSeq);
    expect((await readIdeaChanges(db, head.changeSeq, 100)).rows).toEqual([]);

    const appended = await kit.eventStore.append(IDEA_VIEWS_STREAM, [views({ 3: 4 }, 11)], { expectedRevision: 'any' });
    expect(await runtime.waitForPosition(appended.position, { timeoutMs: 10_000 })).toBe(true);
    const changed = await readIdeaChanges(db, head.changeSeq, 100);
    expect(changed.rows.map((row) => [row.id, row.views])).toEqual([[3, '5']]);
  });

  it('changes nothing when the same events are applied again, as one page or one event at a time', async () => {
    const before = await readModel({ withSequence: true });
    const schema = await activeSchema();
    const { events } = await kit.eventStore.readAll({ eventTypes: catalogProjection.eventTypes });
    expect(events.length).toBeGreaterThan(20);
    for (const page of [events, ...events.map((event) => [event])]) {
      await kit.db.transaction().execute(async (trx) => {
        await useSchema(trx, schema);
        await catalogProjection.apply(trx.withSchema(schema), page);
      });
      expect(await readModel({ withSequence: true })).toEqual(before);
    }
  });

  it('gives the same rows when rebuilt from zero, under a new build id', REBUILD, async () => {
    const before = await readModel({ withSequence: false });
    const { buildId } = await readCatalogHead(db);
    const schema = await activeSchema();
    await runtime.rebuild(catalogProjection.name);
    expect(await activeSchema()).not.toBe(schema);
    expect(await readModel({ withSequence: false })).toEqual(before);
    expect((await readCatalogHead(db)).buildId).not.toBe(buildId);
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM read.ideas`.execute(kit.db);
    expect(rows).toEqual([{ n: '3' }]);
  });
});
