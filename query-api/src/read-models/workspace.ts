// Reads of the `workspace` read model (the projection in projectors/src/workspace/ writes it): a member's collections,
// the monthly counts their caps are checked against (the same counts the workspace decider keeps), and a member's
// document for a download. A copy whose original is deleted (a platform idea in the catalog, a user idea here) is out
// of view with its documents and power-ups until the original is restored; the counts still count them, as the caps do.
import { sql, type Kysely, type Selectable } from 'kysely';
import { DOCUMENT_TYPES, type DocumentType } from '@app/domain/ideas/idea-enumerations';
import { POWER_UP_TYPES } from '@app/domain/workspace/power-ups';
import { copyLinks, workspaceIdeaOf, type CopyOriginal, type WorkspaceCollections, type WorkspaceIdea } from '@app/domain/workspace/workspace-view';
import { fieldsOf } from '@app/projectors/ideas/idea-field-columns.table';
import type { WorkspaceCopiesTable, WorkspaceDocumentsTable, WorkspacePowerUpsTable } from '@app/projectors/workspace/workspace.table';
import type { QueryApiDatabase } from './query-api-database';

type CopyRow = Selectable<WorkspaceCopiesTable> & {
  platform_status: string | null;
  platform_stamp: string | null;
  user_idea_status: string | null;
  user_idea_stamp: string | null;
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
  return { status: row.user_idea_status, stamp: row.user_idea_stamp, ownPrivate: row.user_idea_creator === userId ? row.user_idea_private : null };
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

/** Copies (`c`) with their original (`i` a platform idea, `u` a user idea), those of a deleted original left out. */
export function copiesInView(db: Kysely<QueryApiDatabase>) {
  return (
    db
      .selectFrom('read.workspace_copies as c')
      .leftJoin('read.ideas as i', (join) => join.onRef('i.id', '=', 'c.original_id').on('c.kind', '=', 'idea').on('i.source', '=', 'FD'))
      // A copy's kind in upper case is its user idea's source ('ugi' → 'UGI'); 'IDEA' matches no user idea.
      .leftJoin('read.user_ideas as u', (join) => join.onRef('u.id', '=', 'c.original_id').on(sql`u.source`, '=', sql`upper(c.kind)`))
      .where('i.deleted_at', 'is', null)
      .where('u.deleted_at', 'is', null)
  );
}

/** GET /api/collections: every copy newest first, documents and power-ups newest first under every type. */
export async function workspaceCollections(db: Kysely<QueryApiDatabase>, userId: string): Promise<WorkspaceCollections> {
  const [copies, documents, powerUps] = await Promise.all([
    copiesInView(db)
      .selectAll('c')
      .select([
        'i.status as platform_status',
        'i.stamp as platform_stamp',
        'u.status as user_idea_status',
        'u.stamp as user_idea_stamp',
        'u.private as user_idea_private',
        'u.creator_id as user_idea_creator',
      ])
      .where('c.user_id', '=', userId)
      .orderBy('c.added_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute(),
    copiesInView(db)
      .innerJoin('read.workspace_documents as d', (join) => join.onRef('d.kind', '=', 'c.kind').onRef('d.copy_id', '=', 'c.id'))
      .selectAll('d')
      .where('d.user_id', '=', userId)
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .execute(),
    copiesInView(db)
      .innerJoin('read.workspace_power_ups as p', (join) => join.onRef('p.kind', '=', 'c.kind').onRef('p.copy_id', '=', 'c.id'))
      .selectAll('p')
      .where('p.user_id', '=', userId)
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .execute(),
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

/** The member's own document with that id, with its copy's title (the download's file name); undefined if none in view. */
export async function findMemberDocument(
  db: Kysely<QueryApiDatabase>,
  userId: string,
  documentId: number,
): Promise<{ title: string; type: DocumentType; content: string } | undefined> {
  return copiesInView(db)
    .innerJoin('read.workspace_documents as d', (join) => join.onRef('d.kind', '=', 'c.kind').onRef('d.copy_id', '=', 'c.id'))
    .select(['c.title', 'd.type', 'd.content'])
    .where('d.id', '=', documentId)
    .where('d.user_id', '=', userId)
    .executeTakeFirst();
}
