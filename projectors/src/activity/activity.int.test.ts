// The activity read model against the real event store and runtime, over a little of everything the platform
// records (testing/activity-history.ts). Pages of three events, so the history falls in several pages.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPosition, type Position } from '@app/infra/event-store/position';
import { uuidv7 } from '@app/infra/ids/uuid';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { ProjectorRuntime } from '../runtime/projector-runtime';
import { useSchema } from '../runtime/search-path';
import { openRuntimeTestKit, startTestRuntime, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { activityProjection } from './activity.projection';
import type { ActivityReadDatabase } from './activity.table';
import { adminId, appendActivityHistory, at, changes, jobId, memberId, type AppendedChange } from './testing/activity-history';

const REBUILD = { timeout: 30_000 };

let kit: RuntimeTestKit;
let runtime: ProjectorRuntime;
let appended: AppendedChange[];

/** Oldest first. */
const readRows = () => kit.db.withTables<ActivityReadDatabase>().selectFrom('read.activity').selectAll().orderBy('commit_position').orderBy('prepare_position').execute();

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  runtime = await startTestRuntime(kit, [activityProjection], { batchSize: 3 });
  appended = await appendActivityHistory(kit.eventStore);
  expect(await runtime.waitForPosition(appended.at(-1)!.result.position, { timeoutMs: 10_000 })).toBe(true);
});

afterAll(async () => {
  await runtime?.stop();
  await kit?.close();
});

/** The row of the change at `index` of `changes`: its event's id, stream and position. */
function rowOf(index: number, row: Record<string, unknown>) {
  const { eventId, result } = appended[index]!;
  const position = result.position;
  return {
    commit_position: position.commit.toString(),
    prepare_position: position.prepare.toString(),
    event_id: eventId,
    stream_id: changes[index]!.streamId,
    revision: result.nextRevision.toString(),
    at: at(changes[index]!.minute),
    correlation_id: eventId,
    causation_id: eventId,
    actor_label: null,
    ...row,
  };
}

describe('the activity projection', () => {
  it('keeps a row per change with its entity, actor, description and correlation, and none for view counts and reservations', async () => {
    const rows = await readRows();
    expect(rows).toEqual([
      rowOf(0, { type: 'IdeaCreated', kind: 'ideas', entity_id: '1', actor_kind: 'system', actor_id: 'seed', description: 'Created FREE idea "Harbour Slots"', correlation_id: 'seed-catalog' }),
      rowOf(1, { type: 'IdeaStamped', kind: 'ideas', entity_id: '1', actor_kind: 'user', actor_id: adminId, description: 'Stamp set to Crazy', revision: '1' }),
      rowOf(3, { type: 'UserLoggedIn', kind: 'users', entity_id: memberId, actor_kind: 'user', actor_id: memberId, description: 'Signed in' }),
      rowOf(5, { type: 'IdeaCreated', kind: 'ideas', entity_id: '2', actor_kind: 'system', actor_id: 'job', description: 'Created FREE idea "Tide Clocks"', correlation_id: jobId }),
      rowOf(6, { type: 'JobCancelled', kind: 'jobs', entity_id: jobId, actor_kind: 'user', actor_id: adminId, description: 'Cancelled' }),
      rowOf(7, { type: 'UserIdeaStamped', kind: 'ugi', entity_id: '9', actor_kind: 'user', actor_id: adminId, description: 'Stamp set to Hot on UGI idea 9' }),
      rowOf(8, { type: 'CheckoutCompleted', kind: 'payments', entity_id: 'cs_local_1', actor_kind: 'system', actor_id: 'webhook', actor_label: 'Local checkout', description: 'Checkout paid', correlation_id: 'evt_local_1' }),
      rowOf(9, {
        type: 'ProjectionEventSkipped',
        kind: 'projections',
        entity_id: 'catalog',
        actor_kind: 'system',
        actor_id: 'platform',
        actor_label: 'Operator ops',
        description: 'catalog skipped IdeaEdited at 9-9: bad data',
      }),
    ]);
    // Positions as the store gave them, so a row's position is the event's (the cursor pages by it).
    expect(rows.map((row) => formatPosition({ commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }))).toEqual(
      [0, 1, 3, 5, 6, 7, 8, 9].map((index) => formatPosition(appended[index]!.result.position)),
    );
  });

  it("names an edited document by its type, whether it was added in the same page or an earlier one", async () => {
    const generation = { promptType: 'PRD', model: 'local', tokensIn: 1, tokensOut: 1, latencyMs: 1 } as const;
    const documents: { streamId: string; type: string; data: unknown }[] = [
      { streamId: ideaStreamId(1), type: 'IdeaDocumentAdded', data: { ideaId: 1, documentId: 501, type: 'PITCH_DECK', content: '# Deck', at: at(10) } },
      { streamId: workspaceStreamId(memberId), type: 'WorkspaceDocumentGenerated', data: { userId: memberId, documentId: 502, kind: 'ugi', copyId: 9, type: 'GTM', content: '# GTM', generation, at: at(10) } },
    ];
    const edits = [
      { streamId: ideaStreamId(1), type: 'IdeaDocumentEdited', data: { ideaId: 1, documentId: 501, content: '# Deck 2', at: at(11) } },
      { streamId: workspaceStreamId(memberId), type: 'WorkspaceDocumentEdited', data: { userId: memberId, documentId: 502, content: '# GTM 2', at: at(11) } },
      { streamId: ideaStreamId(1), type: 'IdeaDocumentEdited', data: { ideaId: 1, documentId: 777, content: 'unknown', at: at(11) } },
    ];
    let last: Position | undefined;
    // Pages hold 3 events at most: an edit finds its document added in its own page or remembered from an earlier one.
    for (const { streamId, type, data } of [...documents, ...edits]) {
      const id = uuidv7();
      last = (await kit.eventStore.append(streamId, [{ id, type, data, metadata: { userId: adminId, commandId: id, correlationId: id, causationId: id, at: at(11) } }])).position;
    }
    expect(await runtime.waitForPosition(last!, { timeoutMs: 10_000 })).toBe(true);
    const descriptions = (await readRows()).filter((row) => row.type.endsWith('Edited')).map((row) => row.description);
    expect(descriptions).toEqual(['Pitch Deck rewritten', 'Go-to-Market Strategy rewritten', 'Document 777 rewritten']);
  });

  it('changes nothing when every event is applied again, and a rebuild gives the same rows', REBUILD, async () => {
    const rows = sql<Record<string, unknown>>`SELECT * FROM read.activity ORDER BY commit_position, prepare_position`;
    const before = (await rows.execute(kit.db)).rows;
    const { events } = await kit.eventStore.readAll({ eventTypes: activityProjection.eventTypes });
    await kit.db.transaction().execute(async (trx) => {
      const [generation] = await kit.registry
        .selectFrom('projections.registry')
        .select('schema_name')
        .where('status', '=', 'active')
        .where('name', '=', activityProjection.name)
        .execute();
      // As the runtime binds a page's transaction: the builder with withSchema, raw SQL through the search path.
      await useSchema(trx, generation!.schema_name);
      const schema = trx.withSchema(generation!.schema_name);
      await activityProjection.apply(schema, events);
      await activityProjection.apply(schema, events.slice(-3));
    });
    expect((await rows.execute(kit.db)).rows).toEqual(before);

    await runtime.rebuild(activityProjection.name);
    expect((await rows.execute(kit.db)).rows).toEqual(before);
  });
});
