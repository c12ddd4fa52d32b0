// The `admin_ideas` read model: the admin's list of platform and member-generated ideas, their content, their trend
// links and the deleted ideas. A page is one read of the rows and stream revisions it touches, an in-memory fold
// (fold-admin-ideas-events.ts), and one write per table (the rows as one json parameter, recordset.ts).
import { sql, type Kysely } from 'kysely';
import { splitCategories } from '@app/domain/ideas/admin-idea-view';
import type { IdeaSource } from '@app/domain/ideas/idea-enumerations';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import { withPersonalOpened } from '../runtime/decode-event';
import type { Projection } from '../runtime/projection';
import { columnList, columnsOf, fromExcluded, insertRecordset, recordset } from '../runtime/recordset';
import { ideaKey } from '../ideas/fold-idea-events';
import { IDEA_DETAIL_COLUMN_TYPES, IDEA_STATE_COLUMN_TYPES } from '../ideas/idea-columns.table';
import { adminIdeasMigrations } from './admin-ideas.migrations';
import type { AdminIdeaDetailsTable, AdminIdeasProjectionDatabase, AdminIdeasStreamsTable, AdminIdeasTable, DeletedIdeasTable } from './admin-ideas.table';
import { ADMIN_IDEAS_EVENT_TYPES, foldAdminIdeasEvents, rowsToRead, type AdminIdeasChanges } from './fold-admin-ideas-events';

type Db = Kysely<AdminIdeasProjectionDatabase>;

export const adminIdeasProjection: Projection = {
  name: 'admin_ideas',
  // 2: rows carry change_seq, and the build its id, for the query API's in-memory list. 3: a member's ideas are their
  // personal data: sealed, opened here, erased with them (the ideas of members erased before too).
  version: 3,
  eventTypes: ADMIN_IDEAS_EVENT_TYPES,
  tables: ['admin_ideas', 'admin_idea_details', 'admin_idea_trends', 'deleted_ideas', 'admin_ideas_streams', 'admin_ideas_meta'],
  migrations: adminIdeasMigrations,
  async apply(trx, stored) {
    const db = trx.withTables<AdminIdeasProjectionDatabase>();
    const events = await withPersonalOpened(trx, stored);
    const wanted = rowsToRead(events);
    if (wanted.streamIds.length === 0) return;
    // An erased member's workspace stream is closed: its revision is read (and written) with the page's.
    const streamIds = [...wanted.streamIds, ...wanted.erasedMembers.map(workspaceStreamId)];
    const [streams, ideas] = await Promise.all([
      db.selectFrom('admin_ideas_streams').selectAll().where('stream_id', 'in', streamIds).execute(),
      readIdeas(db, wanted.ideas, wanted.copies, wanted.erasedMembers),
    ]);
    const changes = foldAdminIdeasEvents(
      {
        // The streams' revisions, not the rows', say what the page applied before.
        ideas: new Map(ideas.map((idea) => [ideaKey(idea.source, idea.id), { ...idea, last_revision: -1n }])),
        revisions: new Map(streams.map((row) => [row.stream_id, BigInt(row.last_revision)])),
      },
      events,
    );
    await write(db, changes);
  },
};

/** The list's columns with their SQL types (change_seq aside: every write of a row takes the next value). */
const LIST_COLUMNS = {
  ...IDEA_STATE_COLUMN_TYPES, title: 'text', description: 'text', category: 'text', categories: 'text[]', type: 'text',
} as const satisfies Record<Exclude<keyof AdminIdeasTable, 'change_seq'>, string>;
const DETAIL_COLUMNS = {
  source: 'text', id: 'integer', ...IDEA_DETAIL_COLUMN_TYPES,
} as const satisfies Record<keyof AdminIdeaDetailsTable, string>;
const DELETED_COLUMNS = {
  source: 'text', id: 'integer', user_id: 'text', title: 'text', description: 'text', deleted_at: 'timestamptz',
} as const satisfies Record<keyof DeletedIdeasTable, string>;
const STREAM_COLUMNS = { stream_id: 'text', last_revision: 'bigint' } as const satisfies Record<keyof AdminIdeasStreamsTable, string>;

const KEY = ['source', 'id'];

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

/** The ideas named by (source, id) or by (source, copy id), and the members' ideas of these creators, each with its details. */
async function readIdeas(db: Db, keys: { source: IdeaSource; id: number }[], copies: { source: IdeaSource; copyId: number }[], creators: string[]) {
  const byId = bySource(keys, (key) => key.source, (key) => key.id);
  const byCopy = bySource(copies, (copy) => copy.source, (copy) => copy.copyId);
  if (byId.length === 0 && byCopy.length === 0 && creators.length === 0) return [];
  return db
    .selectFrom('admin_ideas as i')
    .innerJoin('admin_idea_details as d', (join) => join.onRef('d.source', '=', 'i.source').onRef('d.id', '=', 'i.id'))
    .selectAll('d')
    .selectAll('i')
    .where((eb) =>
      eb.or([
        ...byId.map(([source, ids]) => eb.and([eb('i.source', '=', source), eb('i.id', 'in', ids)])),
        ...byCopy.map(([source, copyIds]) => eb.and([eb('i.source', '=', source), eb('i.copy_id', 'in', copyIds)])),
        ...(creators.length ? [eb.and([eb('i.creator_id', 'in', creators), eb('i.copy_id', 'is not', null)])] : []),
      ]),
    )
    .execute();
}

/** One statement per table the page changed (the list and the details together), each row written once. */
async function write(db: Db, changes: AdminIdeasChanges): Promise<void> {
  if (changes.ideas.size > 0) {
    // One recordset for both tables: the details are written for the ideas whose content changed.
    const rows = [...changes.ideas].map(([key, idea]) => ({ ...idea, categories: splitCategories(idea.category), new_content: changes.detailsChanged.has(key) }));
    const list = columnsOf(LIST_COLUMNS);
    const details = columnsOf(DETAIL_COLUMNS);
    await sql`
      WITH r AS MATERIALIZED (SELECT * FROM ${recordset({ ...LIST_COLUMNS, ...DETAIL_COLUMNS, new_content: 'boolean' }, rows)}),
      listed AS (
        INSERT INTO admin_ideas (${columnList(list)}) SELECT ${columnList(list)} FROM r
        ON CONFLICT (source, id) DO UPDATE SET ${fromExcluded(columnsOf(LIST_COLUMNS, ...KEY))}, change_seq = DEFAULT)
      INSERT INTO admin_idea_details (${columnList(details)}) SELECT ${columnList(details)} FROM r WHERE new_content
      ON CONFLICT (source, id) DO UPDATE SET ${fromExcluded(columnsOf(DETAIL_COLUMNS, ...KEY))}`.execute(db);
  }
  const deletedRows = [...changes.deleted.values()].filter((row) => row !== null);
  const restored = [...changes.deleted].filter(([, row]) => row === null).map(([key]) => changes.ideas.get(key)!);
  if (restored.length > 0) {
    await db.deleteFrom('deleted_ideas').where((eb) => eb(eb.refTuple('source', 'id'), 'in', restored.map((idea) => eb.tuple(idea.source, idea.id)))).execute();
  }
  if (deletedRows.length > 0) {
    const update = fromExcluded(columnsOf(DELETED_COLUMNS, ...KEY));
    await insertRecordset('deleted_ideas', DELETED_COLUMNS, deletedRows, sql`ON CONFLICT (source, id) DO UPDATE SET ${update}`).execute(db);
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
  if (changes.revisions.size > 0) {
    const rows = [...changes.revisions].map(([streamId, revision]) => ({ stream_id: streamId, last_revision: revision.toString() }));
    await insertRecordset('admin_ideas_streams', STREAM_COLUMNS, rows, sql`ON CONFLICT (stream_id) DO UPDATE SET last_revision = excluded.last_revision`).execute(db);
  }
}
