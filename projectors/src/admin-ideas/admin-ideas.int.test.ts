// The admin_ideas read model against the real event store and runtime, over the catalog's and the workspace's test
// histories and an admin's curation of the members' ideas. Pages of four events, so rows and the events changing
// them fall in different pages as well as in one.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trendStreamId } from '@app/domain/trends/trend-events';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { LegacyWorkspaceEvent } from '@app/domain/workspace/workspace-upcasters';
import { uuidv7 } from '@app/infra/ids/uuid';
import { at } from '../catalog/testing/catalog-history';
import { createPersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import { eraseMember } from '../erasure/testing/erasures';
import type { ProjectorRuntime } from '../runtime/projector-runtime';
import { openRuntimeTestKit, startTestRuntime, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { november } from '../workspace/testing/workspace-history';
import { adminIdeasProjection } from './admin-ideas.projection';
import { ada, appendAdminIdeasHistory, appendAs, appendRestores, curator, grace } from './testing/admin-ideas-history';

const REBUILD = { timeout: 30_000 };

let kit: RuntimeTestKit;
let runtime: ProjectorRuntime;

/** Every table's rows, but for what names a write or a build: change_seq and the build id. */
async function tableContents(): Promise<Record<string, unknown[]>> {
  const contents: Record<string, unknown[]> = {};
  for (const table of adminIdeasProjection.tables.filter((name) => name !== 'admin_ideas_meta')) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(`read.${table}`)}`.execute(kit.db);
    contents[table] = rows.map(({ change_seq: _seq, ...row }) => JSON.stringify(row)).sort();
  }
  return contents;
}

const changeSeqs = async () =>
  new Map(
    (await sql<{ key: string; change_seq: string }>`SELECT source || ':' || id AS key, change_seq FROM read.admin_ideas`.execute(kit.db)).rows.map((row) => [
      row.key,
      BigInt(row.change_seq),
    ]),
  );

const listed = async () =>
  (
    await sql<Record<string, unknown>>`
      SELECT source, id, title, category, categories, type, status, private, stamp, creator_id, copy_id, updated_at, deleted_at
      FROM read.admin_ideas ORDER BY source, id`.execute(kit.db)
  ).rows;

const deleted = async () => (await sql<Record<string, unknown>>`SELECT * FROM read.deleted_ideas ORDER BY source, id`.execute(kit.db)).rows;

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  runtime = await startTestRuntime(kit, [adminIdeasProjection], { batchSize: 4 });
  const last = await appendAdminIdeasHistory(kit.eventStore);
  expect(await runtime.waitForPosition(last.position, { timeoutMs: 10_000 })).toBe(true);
});

afterAll(async () => {
  await runtime?.stop();
  await kit?.close();
});

describe('the admin_ideas projection', () => {
  it('keeps platform and member ideas side by side, with their curation and their creator’s edits', async () => {
    const fintech = { category: 'FinTech, DataTech', categories: ['FinTech', 'DataTech'] };
    const logistics = { category: 'LogisticsTech', categories: ['LogisticsTech'] };
    expect(await listed()).toEqual([
      { source: 'FD', id: 1, title: 'Ledger Pro', ...fintech, type: 'PREMIUM', status: 'Published', private: false, stamp: 'Top Picks', creator_id: 'admin-1', copy_id: null, updated_at: at(4), deleted_at: null },
      { source: 'FD', id: 2, title: 'Farm', ...fintech, type: 'FREE', status: 'Unpublished', private: false, stamp: null, creator_id: 'admin-1', copy_id: null, updated_at: at(3), deleted_at: at(3) },
      { source: 'FD', id: 3, title: 'Clinic', ...fintech, type: 'FREE', status: 'Published', private: false, stamp: null, creator_id: 'admin-1', copy_id: null, updated_at: at(3), deleted_at: null },
      // Edited through Ada's own copy, shared, then published by the admin; Grace's unpublish names the wrong creator.
      { source: 'UGI', id: 100000, title: 'Harbour Slots', ...logistics, type: 'PREMIUM', status: 'Published', private: false, stamp: null, creator_id: ada, copy_id: 300000, updated_at: new Date(november(10)), deleted_at: null },
      { source: 'UGI', id: 100001, title: 'Clinic', ...logistics, type: 'PREMIUM', status: 'Unpublished', private: true, stamp: null, creator_id: grace, copy_id: 300001, updated_at: new Date(november(1)), deleted_at: null },
      { source: 'UGP2P', id: 200000, title: 'Orchard', ...logistics, type: 'PREMIUM', status: 'Unpublished', private: false, stamp: 'Crazy', creator_id: ada, copy_id: 500000, updated_at: new Date(november(12)), deleted_at: new Date(november(12)) },
    ]);
    const { rows: details } = await sql`SELECT source, id, market_size, tags, country FROM read.admin_idea_details ORDER BY source, id`.execute(kit.db);
    expect(details).toEqual([
      { source: 'FD', id: 1, market_size: '$10M+', tags: ['payments'], country: 'Global' },
      { source: 'FD', id: 2, market_size: 'unknown', tags: ['payments'], country: 'Kenya, Ghana' },
      { source: 'FD', id: 3, market_size: '$5B global market', tags: ['payments'], country: 'Global' },
      { source: 'UGI', id: 100000, market_size: '$2B', tags: ['ports', 'berths'], country: 'Global' },
      { source: 'UGI', id: 100001, market_size: '$2B', tags: ['ports'], country: 'Global' },
      { source: 'UGP2P', id: 200000, market_size: '$2B', tags: ['ports'], country: 'Global' },
    ]);
  });

  it('keeps the links to live trends only', async () => {
    const { rows } = await sql`SELECT trend_id, idea_id FROM read.admin_idea_trends ORDER BY trend_id, idea_id`.execute(kit.db);
    // Trend 2 was deleted; trend 1's link to idea 3 was removed and made again.
    expect(rows).toEqual([
      { trend_id: 1, idea_id: 1 },
      { trend_id: 1, idea_id: 2 },
      { trend_id: 1, idea_id: 3 },
    ]);
  });

  it('records each deleted idea with the admin who deleted it, its title and description', async () => {
    expect(await deleted()).toEqual([
      { source: 'FD', id: 2, user_id: 'admin-1', title: 'Farm', description: 'Farm description', deleted_at: at(3) },
      { source: 'UGP2P', id: 200000, user_id: curator, title: 'Orchard', description: 'Orchard description', deleted_at: new Date(november(12)) },
    ]);
  });

  it('changes nothing when every event is applied again, and a rebuild gives the same rows', REBUILD, async () => {
    const before = await tableContents();
    const { events } = await kit.eventStore.readAll({ eventTypes: adminIdeasProjection.eventTypes });
    await kit.db.transaction().execute(async (trx) => {
      const [generation] = await kit.registry
        .selectFrom('projections.registry')
        .select('schema_name')
        .where('status', '=', 'active')
        .where('name', '=', adminIdeasProjection.name)
        .execute();
      await adminIdeasProjection.apply(trx.withSchema(generation!.schema_name), events);
    });
    expect(await tableContents()).toEqual(before);

    await runtime.rebuild(adminIdeasProjection.name);
    expect(await tableContents()).toEqual(before);
  });

  it('gives each row the next change_seq when it is written or its trend links change, and leaves the others', async () => {
    const before = await changeSeqs();
    expect(new Set(before.values()).size).toBe(before.size);
    const id = uuidv7();
    const at = november(13);
    const { position } = await kit.eventStore.append(trendStreamId(1), [
      { id, type: 'TrendIdeaUnlinked', data: { trendId: 1, ideaId: 3, at }, metadata: { userId: curator, commandId: id, correlationId: id, causationId: id, at } },
    ]);
    expect(await runtime.waitForPosition(position, { timeoutMs: 10_000 })).toBe(true);
    const after = await changeSeqs();
    const highest = (seqs: Map<string, bigint>) => [...seqs.values()].reduce((a, b) => (a > b ? a : b));
    expect(after.get('FD:3')).toBeGreaterThan(highest(before));
    expect([...after].filter(([key, seq]) => before.get(key) !== seq).map(([key]) => key)).toEqual(['FD:3']);
  });

  it('brings restored ideas back to the list and takes them off the deleted ones', async () => {
    const last = await appendRestores(kit.eventStore);
    expect(await runtime.waitForPosition(last.position, { timeoutMs: 10_000 })).toBe(true);
    expect(await deleted()).toEqual([]);
    const restored = (await listed()).filter((row) => row.id === 2 || row.id === 200000);
    expect(restored.map((row) => [row.source, row.id, row.deleted_at, row.stamp])).toEqual([
      ['FD', 2, null, null],
      ['UGP2P', 200000, null, 'Crazy'],
    ]);
  });

  it("erases a member's ideas: no text, deleted, off the deleted ideas, and no one else's; a rebuild ends the same", REBUILD, async () => {
    const store = { eventStore: kit.eventStore, vault: createPersonalDataVault(kit.db.withTables<PersonalDataDatabase>()) };
    const deletion: LegacyWorkspaceEvent = { type: 'UserIdeaDeleted', data: { userId: ada, ideaId: 100000, source: 'UGI', title: 'Harbour Slots', description: 'd', at: november(19) } };
    const deleting = await appendAs(kit.eventStore, workspaceStreamId(ada), curator, [deletion]);
    expect(await runtime.waitForPosition(deleting.position, { timeoutMs: 10_000 })).toBe(true);
    expect((await deleted()).map((row) => row.title)).toEqual(['Harbour Slots']);
    const others = (await listed()).filter((row) => row.creator_id !== ada);
    const erased = await eraseMember(store, ada, november(20));
    expect(await runtime.waitForPosition(erased.position, { timeoutMs: 10_000 })).toBe(true);
    const rows = await listed();
    expect(rows.filter((row) => row.creator_id === ada).map((row) => [row.id, row.title, row.category, row.deleted_at])).toEqual([
      [100000, '', '', new Date(november(20))],
      [200000, '', '', new Date(november(20))],
    ]);
    expect(rows.filter((row) => row.creator_id !== ada)).toEqual(others);
    expect(await deleted()).toEqual([]);
    const after = await tableContents();
    expect(JSON.stringify(after.admin_idea_details)).not.toMatch(/Harbour|Orchard/);

    await runtime.rebuild(adminIdeasProjection.name);
    expect(await tableContents()).toEqual(after);
  });
});
