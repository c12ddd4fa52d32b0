// The workspace read model against the real event store and runtime. Pages of three events, so inserts and the
// edits after them fall in different pages as well as in one. The histories are stored as older versions wrote them
// (texts in clear); a later member's are sealed as the command API writes them today; both are erased.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@app/infra/ids/uuid';
import { createPersonalDataVault, type PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import { appendSealedWorkspaceEvents, eraseMember } from '../erasure/testing/erasures';
import type { ProjectorRuntime } from '../runtime/projector-runtime';
import { openRuntimeTestKit, startTestRuntime, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { ada, adaEvents, appendCuration, appendWorkspaceHistory, curationEvents, fields, generation, grace, graceEvents, harbour, november, october, orchard } from './testing/workspace-history';
import { workspaceProjection } from './workspace.projection';

const REBUILD = { timeout: 30_000 };

let kit: RuntimeTestKit;
let runtime: ProjectorRuntime;

async function tableContents(): Promise<Record<string, unknown[]>> {
  const contents: Record<string, unknown[]> = {};
  for (const table of workspaceProjection.tables) {
    contents[table] = (await sql`SELECT * FROM ${sql.table(`read.${table}`)}`.execute(kit.db)).rows.map((row) => JSON.stringify(row)).sort();
  }
  return contents;
}

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  runtime = await startTestRuntime(kit, [workspaceProjection], { batchSize: 3 });
  const last = await appendWorkspaceHistory(kit.eventStore);
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

  it("records an admin's curation of a member's idea (approval, stamp, deletion, restore) and keeps every copy", async () => {
    const curation = sql<Record<string, unknown>>`SELECT source, id, status, stamp, deleted_at, updated_at FROM read.user_ideas ORDER BY id`;
    const copies = sql<Record<string, unknown>>`SELECT kind, id, title FROM read.workspace_copies ORDER BY id`;
    const copiesBefore = (await copies.execute(kit.db)).rows;
    expect(await runtime.waitForPosition((await appendCuration(kit.eventStore)).position, { timeoutMs: 10_000 })).toBe(true);
    expect((await curation.execute(kit.db)).rows).toEqual([
      { source: 'UGI', id: 100000, status: 'Published', stamp: 'Top Picks', deleted_at: null, updated_at: new Date(november(10)) },
      { source: 'UGI', id: 100001, status: 'Unpublished', stamp: null, deleted_at: null, updated_at: new Date(november(1)) },
      { source: 'UGP2P', id: 200000, status: 'Published', stamp: null, deleted_at: new Date(november(12)), updated_at: new Date(november(12)) },
    ]);
    // Readers hide the copies of a deleted idea; the rows stay, so a restore brings them back as they were.
    expect((await copies.execute(kit.db)).rows).toEqual(copiesBefore);

    const undone = await appendCuration(kit.eventStore, [
      { type: 'UserIdeaRestored', data: { ...orchard, at: november(13) } },
      { type: 'UserIdeaUnpublished', data: { ...harbour, at: november(14) } },
      { type: 'UserIdeaStamped', data: { ...harbour, stamp: null, at: november(14) } },
    ]);
    expect(await runtime.waitForPosition(undone.position, { timeoutMs: 10_000 })).toBe(true);
    expect((await curation.execute(kit.db)).rows).toEqual([
      { source: 'UGI', id: 100000, status: 'Unpublished', stamp: null, deleted_at: null, updated_at: new Date(november(14)) },
      expect.objectContaining({ id: 100001, status: 'Unpublished' }),
      { source: 'UGP2P', id: 200000, status: 'Published', stamp: null, deleted_at: null, updated_at: new Date(november(13)) },
    ]);
  });

  it('changes nothing when every event is applied again, and a rebuild gives the same rows', REBUILD, async () => {
    const before = await tableContents();
    const { events } = await kit.eventStore.readAll({ eventTypes: workspaceProjection.eventTypes });
    expect(events).toHaveLength(adaEvents.length + graceEvents.length + curationEvents.length + 3);
    await kit.db.transaction().execute(async (trx) => {
      const [generation] = await kit.registry
        .selectFrom('projections.registry')
        .select('schema_name')
        .where('status', '=', 'active')
        .where('name', '=', workspaceProjection.name)
        .execute();
      await workspaceProjection.apply(trx.withSchema(generation!.schema_name), events);
    });
    expect(await tableContents()).toEqual(before);

    await runtime.rebuild(workspaceProjection.name);
    expect(await tableContents()).toEqual(before);
  });
});

describe("a member's erasure", () => {
  const bea = uuidv7();
  let vault: PersonalDataVault;
  const rowsOf = async (userId: string) =>
    (
      await sql<{ row: string }>`
        SELECT 'idea' AS row FROM read.user_ideas WHERE creator_id = ${userId}
        UNION ALL SELECT 'copy ' || id FROM read.workspace_copies WHERE user_id = ${userId}
        UNION ALL SELECT 'document ' || id FROM read.workspace_documents WHERE user_id = ${userId}
        UNION ALL SELECT 'power-up ' || id FROM read.workspace_power_ups WHERE user_id = ${userId}
        ORDER BY 1`.execute(kit.db)
    ).rows.map(({ row }) => row);

  it("removes the member's rows and every copy of their ideas with its documents, and no one else's; a rebuild ends the same", REBUILD, async () => {
    vault = createPersonalDataVault(kit.db.withTables<PersonalDataDatabase>());
    const store = { eventStore: kit.eventStore, vault };
    // Bea's idea, sealed under her key; Grace saves it (sealed under Bea's key too) and gets a document for her copy.
    const beas = { userId: bea, ideaId: 200001, source: 'UGP2P' } as const;
    await appendSealedWorkspaceEvents(store, bea, [
      { type: 'UserIdeaGenerated', data: { ...beas, copyId: 500001, private: false, generation, at: november(20), personal: { userContext: 'bakeries', idea: fields('Bakery') } } },
      { type: 'WorkspaceDocumentGenerated', data: { userId: bea, documentId: 9101, kind: 'ugp2p', copyId: 500001, type: 'PRD', generation, at: november(20), personal: { content: '# Bea' } } },
    ]);
    await appendSealedWorkspaceEvents(store, bea, [{ type: 'UserIdeaPublished', data: { ...beas, at: november(21) } }], 'admin');
    const saved = await appendSealedWorkspaceEvents(store, grace, [
      { type: 'IdeaSavedToWorkspace', data: { userId: grace, copyId: 500002, kind: 'ugp2p', originalId: 200001, subjectId: bea, at: november(22), personal: { idea: fields('Bakery') } } },
      { type: 'WorkspaceDocumentGenerated', data: { userId: grace, documentId: 9102, kind: 'ugp2p', copyId: 500002, type: 'GTM', generation, at: november(22), personal: { content: '# Bakery for Grace' } } },
    ]);
    expect(await runtime.waitForPosition(saved.position, { timeoutMs: 10_000 })).toBe(true);
    const graceBefore = await rowsOf(grace);
    expect(graceBefore).toEqual(expect.arrayContaining(['copy 500002', 'document 9102']));
    expect(await rowsOf(bea)).toEqual(['copy 500001', 'document 9101', 'idea']);

    const erased = await eraseMember(store, bea, november(23));
    expect(await runtime.waitForPosition(erased.position, { timeoutMs: 10_000 })).toBe(true);
    expect(await rowsOf(bea)).toEqual([]);
    expect(await rowsOf(grace)).toEqual(graceBefore.filter((row) => row !== 'copy 500002' && row !== 'document 9102'));
    const adaBefore = await rowsOf(ada);
    expect(adaBefore.length).toBeGreaterThan(0);

    // Ada's events were stored in clear: her erasure reaches them in the read model all the same.
    const adaErased = await eraseMember(store, ada, november(24));
    expect(await runtime.waitForPosition(adaErased.position, { timeoutMs: 10_000 })).toBe(true);
    expect(await rowsOf(ada)).toEqual([]);
    const after = await tableContents();
    expect(JSON.stringify(after)).not.toMatch(/Bakery|Harbour|Orchard|"ports"|bakeries/);

    await runtime.rebuild(workspaceProjection.name);
    expect(await tableContents()).toEqual(after);
  });
});
