// The catalog's scores against the real event store and runtime: every version's score of each idea kept, the rubric's
// versions and the active one, a score under the active version moving its idea's change_seq, and a rebuild giving
// the same tables. Pages of three events, so the scores and the rubric's events are folded across pages.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import { SCORE_DIMENSIONS } from '@app/domain/scoring/scorecard';
import { SCORING_RUBRIC_STREAM } from '@app/domain/scoring/scoring-events';
import { userStreamId } from '@app/domain/users/user-events';
import type { LegacyWorkspaceEvent } from '@app/domain/workspace/workspace-upcasters';
import { testIdeaScored, testScorecard } from '@app/domain/scoring/testing/scorecard-fixture';
import type { AppendResult, NewEvent } from '@app/infra/event-store/event-store';
import { uuidv7 } from '@app/infra/ids/uuid';
import type { ProjectorRuntime } from '../runtime/projector-runtime';
import { useSchema } from '../runtime/search-path';
import { generationsOf, openRuntimeTestKit, startTestRuntime, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { catalogProjection } from './catalog.projection';
import type { CatalogReadDatabase } from './catalog.table';
import { ada, adaEvents, appendWorkspaceEvents, orchard } from '../workspace/testing/workspace-history';
import { appendCatalogHistory, at } from './testing/catalog-history';

const REBUILD = { timeout: 30_000 };

let kit: RuntimeTestKit;
let runtime: ProjectorRuntime;
let db: Kysely<CatalogReadDatabase>;

const event = (type: string, data: object): NewEvent => {
  const id = uuidv7();
  return { id, type, data, metadata: { userId: 'admin-1', commandId: id, correlationId: id, causationId: id, at: at(30).toISOString() } };
};
const scored = (ideaId: number, version: number, overall: number, minute: number) =>
  event('IdeaScored', testIdeaScored(ideaId, version, testScorecard(ideaId * 10 + version, overall), at(minute).toISOString()));

async function append(stream: string, events: NewEvent[]): Promise<AppendResult> {
  const result = await kit.eventStore.append(stream, events, { expectedRevision: 'any' });
  expect(await runtime.waitForPosition(result.position, { timeoutMs: 10_000 })).toBe(true);
  return result;
}

async function changeSeqs(): Promise<Map<number, string>> {
  const rows = await db.selectFrom('read.ideas').select(['id', 'change_seq']).execute();
  return new Map(rows.map((row) => [row.id, row.change_seq]));
}

async function scoreTables() {
  return {
    scores: await db.selectFrom('read.idea_scores').select(['idea_id', 'rubric_version', 'overall', 'revision']).orderBy('rubric_version').orderBy('idea_id').execute(),
    versions: await db.selectFrom('read.rubric_versions').selectAll().orderBy('version').execute(),
    meta: await db.selectFrom('read.catalog_meta').select(['active_rubric', 'rubric_revision']).executeTakeFirstOrThrow(),
  };
}

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  db = kit.db.withTables<CatalogReadDatabase>();
  runtime = await startTestRuntime(kit, [catalogProjection], { batchSize: 3 });
  const appended = await appendCatalogHistory(kit.eventStore);
  expect(await runtime.waitForPosition(appended.position, { timeoutMs: 10_000 })).toBe(true);
});

afterAll(async () => {
  await runtime?.stop();
  await kit?.close();
});

describe("the catalog's scores", () => {
  it('starts with version 1 active, with no event', async () => {
    expect(await scoreTables()).toEqual({ scores: [], versions: [{ version: 1, status: 'active', prompt_hash: null, created_at: null }], meta: { active_rubric: 1, rubric_revision: '-1' } });
  });

  it("keeps each version's score of an idea; a score under the active version moves the idea's change_seq, a draft's does not", async () => {
    const before = await changeSeqs();
    await append(ideaStreamId(1), [scored(1, 1, 40, 11)]);
    await append(ideaStreamId(3), [scored(3, 1, 90, 11)]);
    const afterActive = await changeSeqs();
    expect(afterActive.get(1)).not.toBe(before.get(1));
    expect(afterActive.get(3)).not.toBe(before.get(3));
    expect(afterActive.get(2)).toBe(before.get(2));

    await append(SCORING_RUBRIC_STREAM, [event('RubricVersionDrafted', { version: 2, promptHash: 'b'.repeat(64), at: at(12).toISOString() })]);
    await append(ideaStreamId(1), [scored(1, 2, 75, 13), scored(1, 2, 80, 14)]);
    await append(ideaStreamId(3), [scored(3, 2, 20, 13)]);
    expect(await changeSeqs()).toEqual(afterActive);

    const tables = await scoreTables();
    expect(tables.scores.map(({ revision: _revision, ...row }) => row)).toEqual([
      { idea_id: 1, rubric_version: 1, overall: 40 },
      { idea_id: 3, rubric_version: 1, overall: 90 },
      // The later of two scores under the same version.
      { idea_id: 1, rubric_version: 2, overall: 80 },
      { idea_id: 3, rubric_version: 2, overall: 20 },
    ]);
    expect(tables.versions).toEqual([
      // The first version's prompt is named by its first score.
      { version: 1, status: 'active', prompt_hash: '1'.padStart(64, '0'), created_at: null },
      { version: 2, status: 'draft', prompt_hash: 'b'.repeat(64), created_at: at(12) },
    ]);
    const card = await db.selectFrom('read.idea_scores').select(['scorecard', 'dimensions']).where('idea_id', '=', 1).where('rubric_version', '=', 2).executeTakeFirstOrThrow();
    expect(card.scorecard).toEqual(testScorecard(12, 80));
    expect(card.dimensions).toEqual(SCORE_DIMENSIONS.map((dimension) => card.scorecard.dimensions[dimension].score));
  });

  it('switches the active version in one row, and keeps a discarded version and its scores', async () => {
    const before = await changeSeqs();
    await append(SCORING_RUBRIC_STREAM, [
      event('RubricVersionActivated', { version: 2, previous: 1, at: at(15).toISOString() }),
      event('RubricVersionDrafted', { version: 3, promptHash: 'c'.repeat(64), at: at(16).toISOString() }),
    ]);
    await append(ideaStreamId(1), [scored(1, 3, 10, 17)]);
    await append(SCORING_RUBRIC_STREAM, [event('RubricVersionDiscarded', { version: 3, at: at(18).toISOString() })]);
    // No idea row was rewritten by the switch (the index reloads the active version's scores as a new build).
    expect(await changeSeqs()).toEqual(before);
    const tables = await scoreTables();
    expect(tables.meta).toEqual({ active_rubric: 2, rubric_revision: '3' });
    expect(tables.versions.map((row) => [row.version, row.status])).toEqual([
      [1, 'retired'],
      [2, 'active'],
      [3, 'discarded'],
    ]);
    expect(tables.scores.map((row) => [row.rubric_version, row.idea_id, row.overall])).toEqual([
      [1, 1, 40],
      [1, 3, 90],
      [2, 1, 80],
      [2, 3, 20],
      [3, 1, 10],
    ]);
  });

  it("keeps a member's public idea's score from their workspace, and none of theirs once they are erased", async () => {
    const memberScored = (overall: number, minute: number): LegacyWorkspaceEvent => {
      const { scorecard, ...data } = testIdeaScored(orchard.ideaId, 2, testScorecard(7, overall), at(minute).toISOString());
      return { type: 'UserIdeaScored', data: { ...data, ...orchard, overall, personal: { scorecard } } };
    };
    const memberScores = () => db.selectFrom('read.idea_scores').select(['rubric_version', 'overall']).where('idea_id', '=', orchard.ideaId).execute();
    // Orchard: Ada's UGP2P idea, generated public.
    const appendAda = async (events: LegacyWorkspaceEvent[]) =>
      expect(await runtime.waitForPosition((await appendWorkspaceEvents(kit.eventStore, ada, events)).position, { timeoutMs: 10_000 })).toBe(true);
    await appendAda([adaEvents[1]!, memberScored(66, 20)]);
    expect(await memberScores()).toEqual([{ rubric_version: 2, overall: 66 }]);
    const card = await db.selectFrom('read.idea_scores').select('scorecard').where('idea_id', '=', orchard.ideaId).executeTakeFirstOrThrow();
    expect(card.scorecard).toEqual(testScorecard(7, 66));

    await append(userStreamId(ada), [event('UserDeleted', { userId: ada, at: at(21).toISOString() })]);
    expect(await memberScores()).toEqual([]);
    // A score of hers that comes after the erasure (a replayed page) is not kept either.
    await appendAda([memberScored(70, 22)]);
    expect(await memberScores()).toEqual([]);
  });

  it('changes nothing when the same events are applied again, as one page or one event at a time', async () => {
    const before = { tables: await scoreTables(), seqs: await changeSeqs() };
    const schema = (await generationsOf(kit, catalogProjection.name)).find((generation) => generation.status === 'active')!.schemaName;
    const { events } = await kit.eventStore.readAll({ eventTypes: catalogProjection.eventTypes });
    for (const page of [events, ...events.map((recorded) => [recorded])]) {
      await kit.db.transaction().execute(async (trx) => {
        await useSchema(trx, schema);
        await catalogProjection.apply(trx.withSchema(schema), page);
      });
      expect({ tables: await scoreTables(), seqs: await changeSeqs() }).toEqual(before);
    }
  });

  it('gives the same tables when rebuilt from zero', REBUILD, async () => {
    const before = await scoreTables();
    await runtime.rebuild(catalogProjection.name);
    expect(await scoreTables()).toEqual(before);
  });
});
