// The catalog read model against the real event store and runtime, with events decided by the domain's deciders, and
// members' workspace histories with an admin's curation of their ideas. Pages of three events, so an idea's and a
// trend's histories are always folded across pages.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import { eraseMember } from '../erasure/testing/erasures';
import type { ProjectorRuntime } from '../runtime/projector-runtime';
import { useSchema } from '../runtime/search-path';
import { generationsOf, openRuntimeTestKit, startTestRuntime, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { catalogProjection } from './catalog.projection';
import type { CatalogReadDatabase } from './catalog.table';
import { ada, appendCuration, appendWorkspaceHistory, grace, november, october } from '../workspace/testing/workspace-history';
import { appendCatalogHistory, at } from './testing/catalog-history';

const REBUILD = { timeout: 30_000 };

let kit: RuntimeTestKit;
let runtime: ProjectorRuntime;
let db: Kysely<CatalogReadDatabase>;

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  db = kit.db.withTables<CatalogReadDatabase>();
  runtime = await startTestRuntime(kit, [catalogProjection], { batchSize: 3 });
  await appendCatalogHistory(kit.eventStore);
  await appendWorkspaceHistory(kit.eventStore);
  const appended = await appendCuration(kit.eventStore);
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

async function servingBuildId(): Promise<string> {
  return (await db.selectFrom('read.catalog_meta').select('build_id').executeTakeFirstOrThrow()).build_id;
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
    const ideas = await db.selectFrom('read.ideas').selectAll().where('source', '=', 'FD').orderBy('id').execute();
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
        copy_id: null,
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
  });

  it("keeps members' ideas as their creators edit and share them and as the admin curates them", async () => {
    const ideas = await db.selectFrom('read.ideas').selectAll().where('source', '<>', 'FD').orderBy('id').execute();
    expect(ideas.map(({ change_seq: _seq, ...row }) => row)).toEqual([
      {
        id: 100000,
        source: 'UGI',
        batch_number: null,
        // Ada's edit of her own copy edited the idea; sharing made it public; the admin approved and stamped it.
        title: 'Harbour Slots',
        description: 'Harbour description',
        category: 'LogisticsTech',
        business_model: 'B2B SaaS',
        market_size: '$2B',
        market_size_amount: 2e9,
        competition: 'Low — few',
        competition_rank: 0,
        problem: 'problem',
        solution: 'solution',
        differentiation: 'differentiation',
        go_to_market: 'gtm',
        wow_factor: 'wow',
        revenue: 'revenue',
        timeline: '4 months',
        team_size: '3',
        technologies: ['IoT'],
        tags: ['ports', 'berths'],
        mockup: null,
        country: 'Global',
        type: 'PREMIUM',
        status: 'Published',
        private: false,
        stamp: 'Top Picks',
        stamp_rank: 0,
        auto_deleted: false,
        auto_delete_activated_at: null,
        archived: false,
        creator_id: ada,
        created_at: new Date(october(30)),
        updated_at: new Date(november(10)),
        deleted_at: null,
        views: '0',
        // The revision of Ada's stream that stamped it.
        last_revision: '12',
        copy_id: 300000,
      },
      // Grace's idea: private and unapproved.
      expect.objectContaining({ id: 100001, source: 'UGI', creator_id: grace, title: 'Clinic', status: 'Unpublished', private: true, copy_id: 300001 }),
      // Public from its generation; the admin approved it, then deleted it.
      expect.objectContaining({
        id: 200000,
        source: 'UGP2P',
        title: 'Orchard',
        status: 'Published',
        private: false,
        stamp: null,
        deleted_at: new Date(november(12)),
        updated_at: new Date(november(12)),
        copy_id: 500000,
      }),
    ]);
  });

  it('keeps links of live trends only, a relink dated afresh, and a deleted idea still linked', async () => {
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
    const buildId = await servingBuildId();
    const schema = await activeSchema();
    await runtime.rebuild(catalogProjection.name);
    expect(await activeSchema()).not.toBe(schema);
    expect(await readModel({ withSequence: false })).toEqual(before);
    expect(await servingBuildId()).not.toBe(buildId);
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM read.ideas`.execute(kit.db);
    expect(rows).toEqual([{ n: '6' }]);
  });

  it("erases a member's ideas: no text, out of the marketplace, closed to their stream's later events; a rebuild ends the same", REBUILD, async () => {
    const store = { eventStore: kit.eventStore, vault: createPersonalDataVault(kit.db.withTables<PersonalDataDatabase>()) };
    const platformBefore = (await readModel({ withSequence: false })).ideas.filter((row) => row.source === 'FD');
    const erased = await eraseMember(store, ada, november(20));
    // Recorded after the erasure (as an older version could): it brings nothing back.
    const late = await appendCuration(kit.eventStore, [{ type: 'UserIdeaRestored', data: { userId: ada, ideaId: 200000, source: 'UGP2P', at: november(21) } }]);
    expect(await runtime.waitForPosition(late.position, { timeoutMs: 10_000 })).toBe(true);
    expect(erased.position).toBeDefined();
    const after = await readModel({ withSequence: false });
    const adas = after.ideas.filter((row) => row.creator_id === ada);
    expect(adas.map((row) => [row.id, row.title, row.description, row.problem, row.tags, row.deleted_at])).toEqual([
      [100000, '', '', '', [], new Date(november(20))],
      [200000, '', '', '', [], new Date(november(20))],
    ]);
    expect(after.ideas.filter((row) => row.source === 'FD')).toEqual(platformBefore);
    expect(after.ideas.filter((row) => row.creator_id === grace).map((row) => row.title)).toEqual(['Clinic']);

    await runtime.rebuild(catalogProjection.name);
    expect(await readModel({ withSequence: false })).toEqual(after);
  });
});
