// Reads of the `workspace` read model (the projection in projectors/src/workspace/ writes it): a member's collections,
// the monthly counts their caps are checked against (the same counts the workspace decider keeps), and a member's
// document for a download.
import { sql, type Kysely, type Selectable } from 'kysely';
import { DOCUMENT_TYPES, type DocumentType } from '@app/domain/ideas/idea-enumerations';
import { POWER_UP_TYPES } from '@app/domain/workspace/power-ups';
import { copyLinks, workspaceIdeaOf, type CopyOriginal, type WorkspaceCollections, type WorkspaceIdea } from '@app/domain/workspace/workspace-view';
import { fieldsOf } from '@app/projectors/workspace/idea-field-columns.table';
import type { WorkspaceCopiesTable, WorkspaceDocumentsTable, WorkspacePowerUpsTable } from '@app/projectors/workspace/workspace.table';
import type { QueryApiDatabase } from './query-api-database';

type CopyRow = Selectable<WorkspaceCopiesTable> & {
  platform_status: string | null;
  platform_stamp: string | null;
  user_idea_status: string | null;
  user_idea_private: boolean | null;
  user_idea_creator: string | null;
};

/** The calendar month in UTC that holds `now`, as a half-open range. */
function utcMonthRange(now: Date): { start: Date; end: Date } {
  return { start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}

/** The original the row joined: a platform idea from the catalog, or a user idea (the member's own when they created it). */
function originalOf(row: CopyRow, userId: string): CopyOriginal | undefined {
  if (row.platform_status !== null) return { status: row.platform_status, stamp: row.platform_stamp, ownPrivate: null };
  if (row.user_idea_status === null) return undefined;
  return { status: row.user_idea_status, stamp: null, ownPrivate: row.user_idea_creator === userId ? row.user_idea_private : null };
}

function workspaceIdeaOfRow(row: CopyRow, userId: string): WorkspaceIdea {
  const copy = { copyId: row.id, kind: row.kind, originalId: row.original_id, idea: fieldsOf(row), addedAt: row.added_at.toISOString(), updatedAt: row.updated_at.toISOString() };
  return workspaceIdeaOf(copy, originalOf(row, userId));
}

/** What a member's document and power-up show alike (after their ids). */
function generatedOf<Row extends Selectable<WorkspaceDocumentsTable> | Selectable<WorkspacePowerUpsTable>>(row: Row) {
  const type: Row['type'] = row.type;
  return { userId: row.user_id, ...copyLinks(row.kind, row.copy_id), type, content: row.content, createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString() };
}

/** GET /api/collections: every copy newest first, documents and power-ups newest first under every type. */
export async function workspaceCollections(db: Kysely<QueryApiDatabase>, userId: string): Promise<WorkspaceCollections> {
  const [copies, documents, powerUps] = await Promise.all([
    db
      .selectFrom('read.workspace_copies as c')
      .leftJoin('read.ideas as i', (join) => join.onRef('i.id', '=', 'c.original_id').on('c.kind', '=', 'idea'))
      // A copy's kind in upper case is its user idea's source ('ugi' → 'UGI'); 'IDEA' matches no user idea.
      .leftJoin('read.user_ideas as u', (join) => join.onRef('u.id', '=', 'c.original_id').on(sql`u.source`, '=', sql`upper(c.kind)`))
      .selectAll('c')
      .select(['i.status as platform_status', 'i.stamp as platform_stamp', 'u.status as user_idea_status', 'u.private as user_idea_private', 'u.creator_id as user_idea_creator'])
      .where('c.user_id', '=', userId)
      .orderBy('c.added_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute(),
    db.selectFrom('read.workspace_documents').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('read.workspace_power_ups').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
  ]);
  const collections: WorkspaceCollections = {
    ideas: [],
    ugp2pIdeas: [],
    ugiIdeas: [],
    documents: Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, []])) as unknown as WorkspaceCollections['documents'],
    powerUps: Object.fromEntries(POWER_UP_TYPES.map((type) => [type, []])) as unknown as WorkspaceCollections['powerUps'],
  };
  const listOf = { idea: collections.ideas, ugi: collections.ugiIdeas, ugp2p: collections.ugp2pIdeas };
  for (const row of copies) listOf[row.kind].push(workspaceIdeaOfRow(row, userId));
  for (const row of documents) collections.documents[row.type].push({ id: row.id, originalDocId: row.id, ...generatedOf(row) });
  for (const row of powerUps) collections.powerUps[row.type].push({ id: row.id, ...generatedOf(row) });
  return collections;
}

/** User ideas the member generated in the UTC month of `now` (the 1,500 cap counts the same). */
export async function ideasGeneratedThisMonth(db: Kysely<QueryApiDatabase>, userId: string, now: Date): Promise<number> {
  const { start, end } = utcMonthRange(now);
  const row = await db
    .selectFrom('read.user_ideas')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('creator_id', '=', userId)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The member's copies that got a document in the UTC month of `now` (the 100 cap counts the same). */
export async function copiesWithDocumentsThisMonth(db: Kysely<QueryApiDatabase>, userId: string, now: Date): Promise<number> {
  const { start, end } = utcMonthRange(now);
  const row = await db
    .selectFrom('read.workspace_documents')
    .select(sql<string>`count(DISTINCT (kind, copy_id))`.as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The member's own document with that id, with its copy's title (the download's file name); undefined if none. */
export async function findMemberDocument(
  db: Kysely<QueryApiDatabase>,
  userId: string,
  documentId: number,
): Promise<{ title: string; type: DocumentType; content: string } | undefined> {
  return db
    .selectFrom('read.workspace_documents as d')
    .innerJoin('read.workspace_copies as c', (join) => join.onRef('c.kind', '=', 'd.kind').onRef('c.id', '=', 'd.copy_id'))
    .select(['c.title', 'd.type', 'd.content'])
    .where('d.id', '=', documentId)
    .where('d.user_id', '=', userId)
    .executeTakeFirst();
}
