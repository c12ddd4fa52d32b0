// The two read models that fold idea events, catalog and admin_ideas, over one history with something of every kind,
// against what they held when each projection had a fold of its own (fixtures/idea-read-models.txt, written by that
// code): their tables, every row, and which rows each page wrote (change_seq numbers every write). Folded in pages of
// one event, of four and whole; as the events came, the erasures after the rows they erase, and rebuilt from zero
// once the erased members' keys are gone.
//
// The history: the admin's test history (the catalog's and the workspace's inside it) with both curations and the
// restores, more platform ideas curated every way there is, members' ideas sealed as the command API seals them today
// (generated, edited through the creator's own copy and not through anyone else's, shared, curated, deleted and
// restored), views, then two erasures and events recorded after them.
import { sql, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDEA_VIEWS_STREAM, ideaStreamId, type IdeaEvent } from '@app/domain/ideas/idea-events';
import type { NewIdea } from '@app/domain/ideas/idea-fields';
import { trendStreamId, type TrendEvent } from '@app/domain/trends/trend-events';
import { workspaceStreamId, type WorkspaceEvent } from '@app/domain/workspace/workspace-events';
import type { LegacyWorkspaceEvent } from '@app/domain/workspace/workspace-upcasters';
import { migrateSchema } from '@app/infra/database/migrate';
import type { AppendResult, RecordedEvent } from '@app/infra/event-store/event-store';
import { comparePositions, type Position } from '@app/infra/event-store/position';
import { createPersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import { adminIdeasProjection } from '../admin-ideas/admin-ideas.projection';
import { appendAdminIdeasHistory, appendAs, appendRestores, curator } from '../admin-ideas/testing/admin-ideas-history';
import { catalogProjection } from '../catalog/catalog.projection';
import { newIdea, views } from '../catalog/testing/catalog-history';
import { appendSealedWorkspaceEvents, eraseMember, type SealingStore } from '../erasure/testing/erasures';
import { decodeEvent } from '../runtime/decode-event';
import type { Projection } from '../runtime/projection';
import { useSchema } from '../runtime/search-path';
import { openRuntimeTestKit, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { ada, appendCuration, fields, generation, grace, november } from '../workspace/testing/workspace-history';

const lin = 'user-lin';
const max = 'user-max';
const admin = 'admin-1';
const december = (day: number) => `2026-12-${String(day).padStart(2, '0')}T10:00:00.000Z`;

/** Ideas 4 and 5's fields, other than the catalog history's. */
const energy: Partial<NewIdea> = {
  category: 'CleanTech',
  businessModel: 'Marketplace',
  marketSize: '$750K',
  competition: 'Moderate — two',
  timeline: '9 months',
  teamSize: '5',
  technologies: ['Solar', 'IoT'],
  tags: ['energy'],
  mockup: null,
  country: 'Spain',
  batchNumber: 2,
};

/** Ideas 4 and 5 through every platform event, an edit of an idea that was never created, and a third trend. */
const platformHistories: [string, IdeaEvent[] | TrendEvent[]][] = [
  [
    ideaStreamId(4),
    [
      { type: 'IdeaCreated', data: { ...newIdea('Solar', energy), ideaId: 4, creatorId: admin, createdAt: december(1), at: december(1) } },
      { type: 'IdeaDocumentAdded', data: { ideaId: 4, documentId: 40, type: 'PRD', content: 'PRD of 4', at: december(1) } },
      { type: 'IdeaPublished', data: { ideaId: 4, at: december(2) } },
      { type: 'IdeaEdited', data: { ideaId: 4, changes: { category: 'CleanTech, Energy, CleanTech', marketSize: '€3.5bn', competition: 'Very high — incumbents', tags: [] }, at: december(3) } },
      { type: 'IdeaStamped', data: { ideaId: 4, stamp: 'Crazy', at: december(4) } },
      { type: 'IdeaStamped', data: { ideaId: 4, stamp: null, at: december(5) } },
      { type: 'IdeaAutoDeleteSwitched', data: { ideaId: 4, autoDeleted: true, activatedAt: december(5), at: december(5) } },
      { type: 'IdeaAutoDeleteSwitched', data: { ideaId: 4, autoDeleted: false, activatedAt: null, at: december(6) } },
      { type: 'IdeaDocumentEdited', data: { ideaId: 4, documentId: 40, content: 'PRD of 4, again', at: december(6) } },
      // Idea 1's document, named on idea 4's stream: it stays as it was.
      { type: 'IdeaDocumentEdited', data: { ideaId: 4, documentId: 10, content: 'not idea 4s', at: december(6) } },
      { type: 'IdeaUnpublished', data: { ideaId: 4, at: december(7) } },
      { type: 'IdeaArchived', data: { ideaId: 4, at: december(8) } },
    ],
  ],
  [
    ideaStreamId(5),
    [
      { type: 'IdeaCreated', data: { ...newIdea('Tide', { ...energy, type: 'PREMIUM', stamp: 'Top Picks', batchNumber: null, mockup: 'https://example.com/tide' }), ideaId: 5, creatorId: 'job', createdAt: december(2), at: december(2) } },
      { type: 'IdeaDeleted', data: { ideaId: 5, title: 'Tide', description: 'Tide description', at: december(3) } },
      { type: 'IdeaRestored', data: { ideaId: 5, at: december(4) } },
      { type: 'IdeaTypeChanged', data: { ideaId: 5, type: 'FREE', at: december(5) } },
      { type: 'IdeaDeleted', data: { ideaId: 5, title: 'Tide', description: 'Tide description', at: december(6) } },
      // Edited while deleted: the edit holds, the idea stays deleted.
      { type: 'IdeaEdited', data: { ideaId: 5, changes: { title: 'Tide Two', country: 'Global' }, at: december(7) } },
    ],
  ],
  [ideaStreamId(77), [{ type: 'IdeaEdited', data: { ideaId: 77, changes: { title: 'never created' }, at: december(2) } }]],
  [
    trendStreamId(3),
    [
      { type: 'TrendCreated', data: { trendId: 3, title: 'Energy', description: 'd', type: 'RFI', source: 'YC', createdAt: december(1), at: december(1) } },
      { type: 'TrendIdeasLinked', data: { trendId: 3, ideaIds: [4, 5, 1], at: december(2) } },
      { type: 'TrendIdeaUnlinked', data: { trendId: 3, ideaId: 5, at: december(3) } },
      { type: 'TrendIdeasLinked', data: { trendId: 3, ideaIds: [5], at: december(4) } },
    ],
  ],
];

const lins = { userId: lin, ideaId: 100002, source: 'UGI' } as const;
const maxs = { userId: max, ideaId: 200001, source: 'UGP2P' } as const;

/**
 * Before any erasure: the admin's history with both curations and the restores, ideas 4 and 5, Lin's and Max's ideas
 * (sealed), Grace's copy of Lin's idea and her edits of it, and views of platform and members' ideas.
 */
async function appendLiveHistory(store: SealingStore): Promise<AppendResult> {
  const { eventStore } = store;
  await appendAdminIdeasHistory(eventStore);
  await appendCuration(eventStore);
  await appendRestores(eventStore);
  for (const [stream, events] of platformHistories) await appendAs(eventStore, stream, admin, events);
  await appendSealedWorkspaceEvents(store, lin, [
    { type: 'UserIdeaGenerated', data: { ...lins, copyId: 300002, private: true, generation, at: december(1), personal: { userContext: 'clinics', idea: { ...fields('Lantern'), category: 'HealthTech, AI' } } } },
    {
      type: 'WorkspaceIdeaEdited',
      data: { userId: lin, copyId: 300002, kind: 'ugi', fields: ['title', 'marketSize', 'competition', 'type'], at: december(2), personal: { changes: { title: 'Lantern Pro', marketSize: '$3M', competition: 'High — many', type: 'FREE' } } },
    },
    { type: 'UserIdeaShared', data: { ...lins, at: december(3) } },
  ]);
  const linCuration: WorkspaceEvent[] = [
    { type: 'UserIdeaPublished', data: { ...lins, at: december(4) } },
    { type: 'UserIdeaStamped', data: { ...lins, stamp: 'Top Picks', at: december(5) } },
    { type: 'UserIdeaStamped', data: { ...lins, stamp: null, at: december(6) } },
    { type: 'UserIdeaUnpublished', data: { ...lins, at: december(7) } },
    { type: 'UserIdeaPublished', data: { ...lins, at: december(8) } },
    { type: 'UserIdeaDeleted', data: { ...lins, at: december(9), personal: { title: 'Lantern Pro', description: 'Lantern description' } } },
    { type: 'UserIdeaRestored', data: { ...lins, at: december(10) } },
  ];
  await appendSealedWorkspaceEvents(store, lin, linCuration, curator);
  await appendSealedWorkspaceEvents(store, grace, [
    { type: 'IdeaSavedToWorkspace', data: { userId: grace, copyId: 300003, kind: 'ugi', originalId: 100002, subjectId: lin, at: december(11), personal: { idea: fields('Lantern Pro') } } },
    // Her own copy of Lin's idea, and Lin's copy named on her stream: neither edits Lin's idea.
    { type: 'WorkspaceIdeaEdited', data: { userId: grace, copyId: 300003, kind: 'ugi', fields: ['title'], at: december(12), personal: { changes: { title: 'Grace lantern' } } } },
    { type: 'WorkspaceIdeaEdited', data: { userId: grace, copyId: 300002, kind: 'ugi', fields: ['title'], at: december(12), personal: { changes: { title: 'not hers' } } } },
    // Her own idea shared, and nothing after: the admin's list dates the share, the marketplace does not.
    { type: 'UserIdeaShared', data: { userId: grace, ideaId: 100001, source: 'UGI', at: december(12) } },
  ]);
  await appendSealedWorkspaceEvents(store, max, [
    { type: 'UserIdeaGenerated', data: { ...maxs, copyId: 500001, private: false, generation, at: december(2), personal: { userContext: 'tides', idea: fields('Buoy') } } },
    { type: 'WorkspaceIdeaEdited', data: { userId: max, copyId: 500001, kind: 'ugp2p', fields: ['description', 'category'], at: december(3), personal: { changes: { description: 'Buoys that talk', category: 'MarineTech, IoT' } } } },
  ]);
  await appendSealedWorkspaceEvents(store, max, [{ type: 'UserIdeaPublished', data: { ...maxs, at: december(4) } }], curator);
  return eventStore.append(IDEA_VIEWS_STREAM, [views({ 4: 2, 5: 1, 100000: 3, 100002: 4, 200001: 1 }, 30)], { expectedRevision: 'any' });
}

/** Curation of Ada's ideas recorded after her erasure (as an older version could): it changes nothing. */
const lateCuration: LegacyWorkspaceEvent[] = [
  { type: 'UserIdeaRestored', data: { userId: ada, ideaId: 200000, source: 'UGP2P', at: november(21) } },
  { type: 'UserIdeaStamped', data: { userId: ada, ideaId: 100000, source: 'UGI', stamp: 'Crazy', at: november(21) } },
];
const lateEdit: IdeaEvent = { type: 'IdeaEdited', data: { ideaId: 1, changes: { description: 'Ledger, after all', competition: 'High — banks' }, at: december(15) } };
const lateRestore: IdeaEvent = { type: 'IdeaRestored', data: { ideaId: 4, at: december(16) } };

/**
 * Ada's and Max's erasures (their keys destroyed), curation of Ada's ideas recorded after hers, and Lin's and the
 * admin's edits after both.
 */
async function appendErasures(store: SealingStore): Promise<AppendResult> {
  const { eventStore } = store;
  await eraseMember(store, ada, november(20));
  await appendAs(eventStore, workspaceStreamId(ada), curator, lateCuration);
  await appendSealedWorkspaceEvents(store, max, [{ type: 'UserIdeaDeleted', data: { ...maxs, at: december(13), personal: { title: 'Buoy', description: 'Buoys that talk' } } }], curator);
  await eraseMember(store, max, december(14));
  await appendSealedWorkspaceEvents(store, lin, [
    { type: 'WorkspaceIdeaEdited', data: { userId: lin, copyId: 300002, kind: 'ugi', fields: ['tags'], at: december(15), personal: { changes: { tags: ['lamps', 'night'] } } } },
  ]);
  await appendAs(eventStore, ideaStreamId(1), curator, [lateEdit]);
  await appendAs(eventStore, ideaStreamId(4), curator, [lateRestore]);
  return eventStore.append(IDEA_VIEWS_STREAM, [views({ 1: 1, 100002: 1 }, 31)], { expectedRevision: 'any' });
}

const PAGE_SIZES = [1, 4, 1000];
/** Each row's key in the change_seq lines. */
const KEY: Record<string, string> = { catalog: `id::text`, admin_ideas: `source || ':' || id` };
/** What names a build, not what was folded. */
const BUILD_COLUMNS = new Set(['build_id', 'change_seq']);

let kit: RuntimeTestKit;
let store: SealingStore;

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  store = { eventStore: kit.eventStore, vault: createPersonalDataVault(kit.db.withTables<PersonalDataDatabase>()) };
});

afterAll(async () => {
  await kit?.close();
});

/** Until the store shows everything up to `position` (an append commits before the events below it may be visible). */
async function visible(position: Position): Promise<void> {
  await vi.waitFor(async () => expect(comparePositions((await kit.eventStore.headPosition())!, position)).toBeGreaterThanOrEqual(0));
}

async function readEvents(projection: Projection, after?: Position): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (;;) {
    const page = await kit.eventStore.readAll({ ...(after ? { after } : {}), limit: 500, eventTypes: projection.eventTypes });
    events.push(...page.events);
    after = page.next;
    if (page.atEnd || page.events.length === 0) return events;
  }
}

/** The projection's tables in a schema of their own, as the runtime builds a generation's. */
async function build(projection: Projection, schema: string): Promise<void> {
  const inSchema: Record<string, Migration> = {};
  for (const [name, migration] of Object.entries(projection.migrations)) {
    inSchema[name] = {
      async up(trx) {
        await useSchema(trx, schema);
        await migration.up(trx);
      },
    };
  }
  await migrateSchema(kit.db, schema, inSchema);
}

/** One transaction a page, each event decoded as the runtime decodes it. */
async function fold(projection: Projection, schema: string, events: readonly RecordedEvent[], pageSize: number): Promise<void> {
  for (let start = 0; start < events.length; start += pageSize) {
    await kit.db.transaction().execute(async (trx) => {
      await useSchema(trx, schema);
      await projection.apply(trx.withSchema(schema), events.slice(start, start + pageSize).map(decodeEvent));
    });
  }
}

/** Every table's columns and indexes. */
async function tablesOf(projection: Projection, schema: string): Promise<string[]> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string; column_default: string | null }>`
    SELECT table_name, column_name, CASE data_type WHEN 'ARRAY' THEN udt_name ELSE data_type END AS data_type, is_nullable, column_default
    FROM information_schema.columns
    WHERE table_schema = ${schema} AND table_name = ANY(${projection.tables}) ORDER BY table_name, ordinal_position`.execute(kit.db);
  const { rows: indexes } = await sql<{ tablename: string; indexdef: string }>`
    SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = ${schema} AND tablename = ANY(${projection.tables}) ORDER BY tablename, indexname`.execute(kit.db);
  const unqualified = (text: string) => text.replaceAll(`${schema}.`, '');
  return [
    ...columns.map((column) => `${column.table_name}.${column.column_name} ${column.data_type}${column.is_nullable === 'NO' ? ' not null' : ''}${column.column_default ? ` default ${unqualified(column.column_default)}` : ''}`),
    ...indexes.map((index) => unqualified(index.indexdef)),
  ];
}

/** Every row of every table, one line each, in a stable order, without what names a build. */
async function rowsOf(projection: Projection, schema: string): Promise<string[]> {
  const lines: string[] = [];
  for (const table of projection.tables) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(`${schema}.${table}`)}`.execute(kit.db);
    const kept = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !BUILD_COLUMNS.has(column))));
    lines.push(...kept.map((row) => `${table} ${JSON.stringify(row)}`).sort());
  }
  return lines;
}

/** Which write of the generation each idea row had last: the same numbers mean the same rows written by the same pages. */
async function changeSeqsOf(projection: Projection, schema: string): Promise<string> {
  const table = projection.name === 'catalog' ? 'ideas' : 'admin_ideas';
  const { rows } = await sql<{ key: string; change_seq: string }>`
    SELECT ${sql.raw(KEY[projection.name]!)} AS key, change_seq FROM ${sql.table(`${schema}.${table}`)} ORDER BY change_seq`.execute(kit.db);
  return rows.map((row) => `${row.key}=${row.change_seq}`).join(' ');
}

describe('the idea read models (catalog, admin_ideas)', () => {
  it('hold the rows and tables they held with a fold each, folded in pages of any size, as the events came or rebuilt', { timeout: 120_000 }, async () => {
    const projections = [catalogProjection, adminIdeasProjection];
    await visible((await appendLiveHistory(store)).position);
    const live = new Map<string, Position | undefined>();
    for (const projection of projections) {
      const events = await readEvents(projection);
      live.set(projection.name, events.at(-1)?.position);
      for (const size of PAGE_SIZES) {
        await build(projection, `${projection.name}_live_${size}`);
        await fold(projection, `${projection.name}_live_${size}`, events, size);
      }
    }
    await visible((await appendErasures(store)).position);

    const sections: string[] = [];
    for (const projection of projections) {
      const later = await readEvents(projection, live.get(projection.name));
      const all = await readEvents(projection);
      const runs: [string, string][] = [];
      for (const size of PAGE_SIZES) {
        await fold(projection, `${projection.name}_live_${size}`, later, size);
        runs.push([`as they came, pages of ${size}`, `${projection.name}_live_${size}`]);
        await build(projection, `${projection.name}_rebuilt_${size}`);
        await fold(projection, `${projection.name}_rebuilt_${size}`, all, size);
        runs.push([`rebuilt, pages of ${size}`, `${projection.name}_rebuilt_${size}`]);
      }
      const [, first] = runs[0]!;
      const rows = await rowsOf(projection, first);
      for (const [, schema] of runs) expect(await rowsOf(projection, schema)).toEqual(rows);
      sections.push(
        `# ${projection.name} v${projection.version}: ${all.length} events`,
        ...(await tablesOf(projection, first)),
        `# ${projection.name}: rows (the same in every run)`,
        ...rows,
        `# ${projection.name}: change_seq of each idea row, per run`,
        ...(await Promise.all(runs.map(async ([name, schema]) => `${name}: ${await changeSeqsOf(projection, schema)}`))),
      );
    }
    await expect(`${sections.join('\n')}\n`).toMatchFileSnapshot('./fixtures/idea-read-models.txt');
  });
});
