// The `admin_ideas` read model: the admin's list of platform and member-generated ideas, their content, their trend
// links and the deleted ideas. A page is one read of the rows and stream revisions it touches, an in-memory fold
// (fold-admin-ideas-events.ts), and one write per table, in chunks under Postgres' parameter limit.
import { sql, type Kysely } from 'kysely';
import type { IdeaSource } from '@app/domain/ideas/idea-enumerations';
import type { Projection } from '../runtime/projection';
import { adminIdeasMigrations } from './admin-ideas.migrations';
import type { AdminIdeaDetailsTable, AdminIdeasProjectionDatabase, AdminIdeasTable } from './admin-ideas.table';
import { ADMIN_IDEAS_EVENT_TYPES, foldAdminIdeasEvents, ideaKey, rowsToRead, type AdminIdea, type AdminIdeasChanges } from './fold-admin-ideas-events';

type Db = Kysely<AdminIdeasProjectionDatabase>;

/** Rows per INSERT: list rows have 20 columns, Postgres allows 65,535 parameters per statement. */
const CHUNK = 500;

export const adminIdeasProjection: Projection = {
  name: 'admin_ideas',
  // 2: rows carry change_seq, and the build its id, for the query API's in-memory list.
  version: 2,
  eventTypes: ADMIN_IDEAS_EVENT_TYPES,
  tables: ['admin_ideas', 'admin_idea_details', 'admin_idea_trends', 'deleted_ideas', 'admin_ideas_streams', 'admin_ideas_meta'],
  migrations: adminIdeasMigrations,
  async apply(trx, events) {
    const db = trx.withTables<AdminIdeasProjectionDatabase>();
    const wanted = rowsToRead(events);
    if (wanted.streamIds.length === 0) return;
    const [streams, ideas] = await Promise.all([
      db.selectFrom('admin_ideas_streams').selectAll().where('stream_id', 'in', wanted.streamIds).execute(),
      readIdeas(db, wanted.ideas, wanted.copies),
    ]);
    const changes = foldAdminIdeasEvents(
      {
        ideas: new Map(ideas.map((idea) => [ideaKey(idea.source, idea.id), idea])),
        revisions: new Map(streams.map((row) => [row.stream_id, BigInt(row.last_revision)])),
      },
      events,
    );
    await write(db, changes);
  },
};

const LIST_COLUMNS = [
  'source', 'id', 'batch_number', 'title', 'description', 'category', 'categories', 'type', 'status', 'private', 'stamp',
  'auto_deleted', 'auto_delete_activated_at', 'archived', 'creator_id', 'copy_id', 'created_at', 'updated_at', 'deleted_at',
] as const satisfies readonly Exclude<keyof AdminIdeasTable, 'change_seq'>[];
const DETAIL_COLUMNS = [
  'source', 'id', 'business_model', 'market_size', 'competition', 'problem', 'solution', 'differentiation', 'go_to_market',
  'wow_factor', 'revenue', 'timeline', 'team_size', 'technologies', 'tags', 'mockup', 'country',
] as const satisfies readonly (keyof AdminIdeaDetailsTable)[];

function pick<Column extends keyof AdminIdea>(idea: AdminIdea, columns: readonly Column[]): Pick<AdminIdea, Column> {
  return Object.fromEntries(columns.map((column) => [column, idea[column]])) as Pick<AdminIdea, Column>;
}

/** Ids grouped by source: one `source = s AND column IN (...)` per source plans in a fraction of a tuple list's time. */
function bySource<T>(keys: readonly T[], sourceOf: (key: T) => IdeaSource, idOf: (key: T) => number): [IdeaSource, number[]][] {
  const groups = new Map<IdeaSource, number[]>();
  for (const key of keys) {
    const ids = groups.get(sourceOf(key));
    if (ids) ids.push(idOf(key));
    else groups.set(sourceOf(key), [idOf(key)]);
  }
  return [...groups];
}

/** The ideas named by (source, id) or by (source, copy id), each with its content. */
async function readIdeas(db: Db, keys: { source: IdeaSource; id: number }[], copies: { source: IdeaSource; copyId: number }[]): Promise<AdminIdea[]> {
  const byId = bySource(keys, (key) => key.source, (key) => key.id);
  const byCopy = bySource(copies, (copy) => copy.source, (copy) => copy.copyId);
  if (byId.length === 0 && byCopy.length === 0) return [];
  return db
    .selectFrom('admin_ideas as i')
    .innerJoin('admin_idea_details as d', (join) => join.onRef('d.source', '=', 'i.source').onRef('d.id', '=', 'i.id'))
    .selectAll('d')
    .selectAll('i')
    .where((eb) =>
      eb.or([
        ...byId.map(([source, ids]) => eb.and([eb('i.source', '=', source), eb('i.id', 'in', ids)])),
        ...byCopy.map(([source, copyIds]) => eb.and([eb('i.source', '=', source), eb('i.copy_id', 'in', copyIds)])),
      ]),
    )
    .execute();
}

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) result.push(rows.slice(start, start + CHUNK));
  return result;
}

async function write(db: Db, changes: AdminIdeasChanges): Promise<void> {
  for (const ideas of chunks([...changes.ideas.values()])) {
    await db
      .insertInto('admin_ideas')
      .values(ideas.map((idea) => pick(idea, LIST_COLUMNS)))
      .onConflict((conflict) =>
        conflict.columns(['source', 'id']).doUpdateSet((eb) => ({
          ...Object.fromEntries(LIST_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)])),
          // Each write of a row takes the next value, so followers see every change.
          change_seq: sql`DEFAULT`,
        })),
      )
      .execute();
  }
  const withNewContent = [...changes.detailsChanged].map((key) => changes.ideas.get(key)!);
  for (const ideas of chunks(withNewContent)) {
    await db
      .insertInto('admin_idea_details')
      .values(ideas.map((idea) => pick(idea, DETAIL_COLUMNS)))
      .onConflict((conflict) =>
        conflict.columns(['source', 'id']).doUpdateSet((eb) => Object.fromEntries(DETAIL_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)]))),
      )
      .execute();
  }
  const deletedRows = [...changes.deleted.values()].filter((row) => row !== null);
  const restored = [...changes.deleted].filter(([, row]) => row === null).map(([key]) => changes.ideas.get(key)!);
  if (restored.length > 0) {
    await db.deleteFrom('deleted_ideas').where((eb) => eb(eb.refTuple('source', 'id'), 'in', restored.map((idea) => eb.tuple(idea.source, idea.id)))).execute();
  }
  for (const rows of chunks(deletedRows)) {
    await db
      .insertInto('deleted_ideas')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['source', 'id']).doUpdateSet((eb) => ({
          user_id: eb.ref('excluded.user_id'),
          title: eb.ref('excluded.title'),
          description: eb.ref('excluded.description'),
          deleted_at: eb.ref('excluded.deleted_at'),
        })),
      )
      .execute();
  }
  // A row's trendId is its lowest linked trend: the ideas whose links changed are rows changed for followers.
  const relinked = new Set<number>();
  for (const change of changes.trendChanges) {
    if (change.type === 'linked') {
      if (change.ideaIds.length === 0) continue;
      await db
        .insertInto('admin_idea_trends')
        .values(change.ideaIds.map((ideaId) => ({ trend_id: change.trendId, idea_id: ideaId })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      for (const ideaId of change.ideaIds) relinked.add(ideaId);
    } else if (change.type === 'unlinked') {
      await db.deleteFrom('admin_idea_trends').where('trend_id', '=', change.trendId).where('idea_id', '=', change.ideaId).execute();
      relinked.add(change.ideaId);
    } else {
      const removed = await db.deleteFrom('admin_idea_trends').where('trend_id', '=', change.trendId).returning('idea_id').execute();
      for (const { idea_id } of removed) relinked.add(idea_id);
    }
  }
  if (relinked.size > 0) {
    await db
      .updateTable('admin_ideas')
      .set({ change_seq: sql`DEFAULT` })
      .where('source', '=', 'FD')
      .where('id', 'in', [...relinked])
      .execute();
  }
  const revisions = [...changes.revisions];
  for (const rows of chunks(revisions)) {
    await db
      .insertInto('admin_ideas_streams')
      .values(rows.map(([streamId, revision]) => ({ stream_id: streamId, last_revision: revision.toString() })))
      .onConflict((conflict) => conflict.column('stream_id').doUpdateSet((eb) => ({ last_revision: eb.ref('excluded.last_revision') })))
      .execute();
  }
}
