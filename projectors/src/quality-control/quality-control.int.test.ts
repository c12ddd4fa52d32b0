// The quality control read model against the real event store and runtime: platform ideas' events in, groups of
// exact duplicates and similar pairs of texts out. Pages of three events, so an idea's history is folded across pages.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IdeaCreated } from '@app/domain/ideas/idea-events';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import type { Position } from '@app/infra/event-store/position';
import type { Projection } from '../runtime/projection';
import type { ProjectorRuntime } from '../runtime/projector-runtime';
import { useSchema } from '../runtime/search-path';
import { generationsOf, openRuntimeTestKit, startTestRuntime, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { qualityControlProjection } from './quality-control.projection';
import type { QualityControlReadDatabase } from './quality-control.table';
import { appendIdeaEvents, appendQualityControlHistory, HARBOUR, ideaCreated, ideaDeleted, ideaEdited, ideaRestored, IDEAS, NO_SHOW, PIPELINE } from './testing/quality-control-history';

const REBUILD = { timeout: 30_000 };

let kit: RuntimeTestKit;
let runtime: ProjectorRuntime;
let db: Kysely<QualityControlReadDatabase>;
let minute = 30;

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  db = kit.db.withTables<QualityControlReadDatabase>();
  runtime = await startTestRuntime(kit, [qualityControlProjection], { batchSize: 3 });
  await projected(await appendQualityControlHistory(kit.eventStore));
});

afterAll(async () => {
  await runtime?.stop();
  await kit?.close();
});

async function projected({ position }: { position: Position }): Promise<void> {
  expect(await runtime.waitForPosition(position, { timeoutMs: 10_000 })).toBe(true);
}

/** Appends the events to the idea's stream and waits until the model holds them. */
async function record(ideaId: number, ...events: Parameters<typeof appendIdeaEvents>[2]): Promise<void> {
  await projected(await appendIdeaEvents(kit.eventStore, ideaId, events));
}

/**
 * The groups (ids of their live ideas) in the read's order, and the pairs of texts as the ids of their live ideas
 * with their similarity, most similar first, then by their first idea.
 */
async function readModel() {
  const groups = await db.selectFrom('read.quality_control_groups').selectAll().orderBy('size', 'desc').orderBy('newest_at', 'desc').execute();
  const members = await db.selectFrom('read.quality_control_ideas').select(['id', 'text_key']).where('deleted', '=', false).orderBy('id').execute();
  const idsOf = (key: string) => members.filter((idea) => idea.text_key === key).map((idea) => idea.id);
  const pairs = await db.selectFrom('read.quality_control_pairs').selectAll().execute();
  return {
    groups: groups.map((group) => ({ size: group.size, ids: idsOf(group.text_key) })),
    pairs: pairs
      .map((pair): [number[], number[], number] => {
        const [one, two] = [idsOf(pair.key1), idsOf(pair.key2)].sort((a, b) => a[0]! - b[0]!) as [number[], number[]];
        return [one, two, pair.similarity];
      })
      .sort((a, b) => b[2] - a[2] || a[0][0]! - b[0][0]!),
  };
}

/** The text key of an idea. */
async function keyOf(id: number): Promise<string> {
  return (await db.selectFrom('read.quality_control_ideas').select('text_key').where('id', '=', id).executeTakeFirstOrThrow()).text_key;
}

/** Every row of every table, in a stable order: what "the same model" means for replays and rebuilds. */
async function everyRow() {
  return {
    ideas: await db.selectFrom('read.quality_control_ideas').selectAll().orderBy('id').execute(),
    groups: await db.selectFrom('read.quality_control_groups').selectAll().orderBy('text_key').execute(),
    pairs: await db.selectFrom('read.quality_control_pairs').selectAll().orderBy('key1').orderBy('key2').execute(),
    filters: await db.selectFrom('read.quality_control_pair_filters').selectAll().orderBy('filter').orderBy('key1').orderBy('key2').execute(),
    totals: await db.selectFrom('read.quality_control_totals').selectAll().execute(),
  };
}

/** The event as the store would hand it to the projection, for a page applied by hand (never appended). */
function recorded(event: IdeaCreated): RecordedEvent {
  const id = crypto.randomUUID();
  const metadata = { userId: 'admin-1', commandId: id, correlationId: id, causationId: id, at: event.data.at };
  return { id, type: event.type, data: event.data, metadata, streamId: `idea-${event.data.ideaId}`, revision: 0n, position: { commit: 0n, prepare: 0n }, createdAt: new Date() };
}

/** The filter rows of the pair of two ideas' texts: [filter, batches] sorted. */
async function filtersOf(idea1: number, idea2: number) {
  const [key1, key2] = [await keyOf(idea1), await keyOf(idea2)].sort();
  const rows = await db.selectFrom('read.quality_control_pair_filters').selectAll().where('key1', '=', key1!).where('key2', '=', key2!).orderBy('filter').execute();
  return rows.map((row) => [row.filter, [...row.batches].sort()]);
}

/** 'AI' before the title: one shingle more than the 31 of the text. */
const NO_SHOW_PREFIXED = 31 / 32;
/** 'every' made 'each': 3 of the 37 shingles changed, 34 shared of 40. */
const PIPELINE_REWORDED = 34 / 40;

describe('the quality control projection', () => {
  it('groups the exact duplicates and pairs the near-duplicates, a group as one side; the unrelated idea is in neither', async () => {
    expect(await readModel()).toEqual({
      groups: [
        { size: 3, ids: [1, 2, 8] },
        { size: 2, ids: [4, 7] },
      ],
      pairs: [
        [[1, 2, 8], [3], NO_SHOW_PREFIXED],
        [[4, 7], [5], PIPELINE_REWORDED],
      ],
    });
    expect(await db.selectFrom('read.quality_control_totals').select('pairs').executeTakeFirstOrThrow()).toEqual({ pairs: 2 });
    const ideas = await db.selectFrom('read.quality_control_ideas').selectAll().orderBy('id').execute();
    expect(ideas[0]).toMatchObject({ id: 1, status: 'Published', type: 'FREE', categories: ['healthtech'], batch_number: 1, deleted: false });
    expect(ideas[2]).toMatchObject({ id: 3, type: 'PREMIUM', status: 'Unpublished' });
    expect(ideas[1]).toMatchObject({ categories: ['healthtech', 'insurtech'] });
  });

  it("lists a pair under the categories and batches of every idea of its texts, a category's rows with the batches of the ideas in it", async () => {
    expect(await filtersOf(2, 3)).toEqual([
      ['b:1', []],
      ['b:2', []],
      ['b:3', []],
      ['b:4', []],
      ['c:edtech', [4]],
      ['c:healthtech', [1, 2, 3]],
      ['c:insurtech', [2]],
    ]);
    // Idea 7 has no batch.
    expect(await filtersOf(5, 7)).toEqual([
      ['b:1', []],
      ['b:2', []],
      ['c:ai', [2]],
      ['c:datatech', [1, 2]],
      ['c:fintech', []],
    ]);
  });

  it('moves an edited idea out of its pair and group, and back; a category edit changes its filters only', async () => {
    await record(5, ideaEdited(5, { description: HARBOUR.description }, minute++));
    expect((await readModel()).pairs).toEqual([[[1, 2, 8], [3], NO_SHOW_PREFIXED]]);
    expect(await db.selectFrom('read.quality_control_pair_filters').select('filter').where('key2', 'in', [await keyOf(4), await keyOf(5)]).execute()).toEqual([]);
    expect(await db.selectFrom('read.quality_control_pair_filters').select('filter').where('key1', 'in', [await keyOf(4), await keyOf(5)]).execute()).toEqual([]);

    await record(5, ideaEdited(5, { description: PIPELINE.description.replace('every table', 'each table') }, minute++));
    await record(7, ideaEdited(7, { title: `${NO_SHOW.title}!`, description: NO_SHOW.description }, minute++));
    expect(await readModel()).toEqual({
      groups: [{ size: 4, ids: [1, 2, 7, 8] }],
      pairs: [
        [[1, 2, 7, 8], [3], NO_SHOW_PREFIXED],
        [[4], [5], PIPELINE_REWORDED],
      ],
    });
    // Idea 7 (FinTech, no batch) joined the group: the group's pair is listed under its category too.
    expect(await filtersOf(3, 7)).toContainEqual(['c:fintech', []]);

    await record(4, ideaEdited(4, { category: 'EdTech' }, minute++));
    expect(await filtersOf(4, 5)).toEqual([
      ['b:1', []],
      ['b:2', []],
      ['c:ai', [2]],
      ['c:datatech', [2]],
      ['c:edtech', [1]],
    ]);
    expect((await readModel()).pairs).toContainEqual([[4], [5], PIPELINE_REWORDED]);
    await record(7, ideaEdited(7, { ...PIPELINE }, minute++));
    await record(4, ideaEdited(4, { category: 'DataTech' }, minute++));
  });

  it('takes a deleted idea out of its groups and pairs, and a restored one back; a pair stays while one idea of each text lives', async () => {
    const before = await readModel();
    await record(3, ideaDeleted(3, minute++));
    await record(4, ideaDeleted(4, minute++));
    expect(await readModel()).toEqual({
      groups: [{ size: 3, ids: [1, 2, 8] }],
      pairs: [[[5], [7], PIPELINE_REWORDED]],
    });
    expect(await filtersOf(5, 7)).toEqual([
      ['b:2', []],
      ['c:ai', [2]],
      ['c:datatech', [2]],
      ['c:fintech', []],
    ]);
    expect(await db.selectFrom('read.quality_control_totals').select('pairs').executeTakeFirstOrThrow()).toEqual({ pairs: 1 });
    // Nobody's candidate any more.
    expect(await db.selectFrom('read.quality_control_ideas').select('bands').where('id', 'in', [3, 4]).execute()).toEqual([{ bands: [] }, { bands: [] }]);
    await record(3, ideaRestored(3, minute++));
    await record(4, ideaRestored(4, minute++));
    expect(await readModel()).toEqual(before);
  });

  it('handles an idea created, edited, deleted and restored within one page', async () => {
    const before = await everyRow();
    await record(9, ideaCreated({ ideaId: 9, ...HARBOUR, category: 'LogisticsTech', batchNumber: 5 }, minute), ideaEdited(9, { ...NO_SHOW }, minute), ideaDeleted(9, minute));
    expect((await everyRow()).groups).toEqual(before.groups);
    await record(9, ideaRestored(9, minute++));
    expect((await readModel()).groups[0]).toEqual({ size: 4, ids: [1, 2, 8, 9] });
    await record(9, ideaDeleted(9, minute++));
  });

  it('changes nothing when the events are applied again, and a rebuild from zero gives the same rows', REBUILD, async () => {
    const before = await everyRow();
    const { events } = await kit.eventStore.readAll({ eventTypes: qualityControlProjection.eventTypes });
    const active = (await generationsOf(kit, qualityControlProjection.name)).find((generation) => generation.status === 'active')!;
    // Every event again, and the history up to idea 7's move into the group (older than what the model holds).
    const movedSeven = events.findIndex((event) => event.streamId === 'idea-7' && event.type === 'IdeaEdited');
    for (const page of [events, events.slice(0, movedSeven + 1)]) {
      await kit.db.transaction().execute(async (trx) => {
        await useSchema(trx, active.schemaName);
        await qualityControlProjection.apply(trx.withSchema(active.schemaName), page);
      });
      expect(await everyRow()).toEqual(before);
    }

    await runtime.rebuild(qualityControlProjection.name);
    expect(await everyRow()).toEqual(before);
  });

  it("takes candidates from what the tables hold, not from a page rolled back or the memory of a projector that was not applying", async () => {
    const active = (await generationsOf(kit, qualityControlProjection.name)).find((generation) => generation.status === 'active')!;
    const applied = async (projection: Projection, event: IdeaCreated, outcome: 'commit' | 'roll back') => {
      const rolledBack = new Error('rolled back');
      await kit.db
        .transaction()
        .execute(async (trx) => {
          await useSchema(trx, active.schemaName);
          await projection.apply(trx.withSchema(active.schemaName), [recorded(event)]);
          if (outcome === 'roll back') throw rolledBack;
        })
        .catch((error: unknown) => {
          if (error !== rolledBack) throw error;
        });
    };
    const pairsOf = async (id: number) =>
      (await readModel()).pairs.filter(([one, two]) => one.includes(id) || two.includes(id)).flatMap(([one, two]) => (one.includes(id) ? two : one));
    const noShow = (ideaId: number, prefix: string) => ideaCreated({ ideaId, ...NO_SHOW, title: `${prefix} ${NO_SHOW.title}`, category: 'HealthTech', batchNumber: 6 }, minute++);

    // This process's runtime applies a page, which rolls back: idea 60 is not in the model, so nobody's candidate.
    await applied(qualityControlProjection, noShow(60, 'Smart'), 'roll back');
    await record(62, noShow(62, 'Rapid'));
    expect(await pairsOf(62)).not.toContain(60);
    expect(await pairsOf(62)).not.toEqual([]);

    // Another projector (a copy of the module: an index of its own) applies a page: idea 61 is everybody's candidate.
    vi.resetModules();
    const { qualityControlProjection: elsewhere } = await import('./quality-control.projection');
    expect(elsewhere).not.toBe(qualityControlProjection);
    await applied(elsewhere, noShow(61, 'Quick'), 'commit');
    await record(63, noShow(63, 'Swift'));
    expect(await pairsOf(63)).toContain(61);
  });

  it('keeps only platform ideas: the same event types on another stream are ignored', async () => {
    const before = await everyRow();
    const created = ideaCreated({ ...IDEAS[0]!, ideaId: 50 }, minute++);
    const id = crypto.randomUUID();
    await projected(await kit.eventStore.append('not-an-idea-50', [{ id, type: created.type, data: created.data, metadata: { userId: 'admin-1', commandId: id, correlationId: id, causationId: id, at: created.data.at } }]));
    expect(await everyRow()).toEqual(before);
  });
});
