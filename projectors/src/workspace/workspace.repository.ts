// Reads of the `workspace` read model for the query API: a member's collections, the monthly counts their caps are
// checked against (the same counts the workspace decider keeps), and a member's document for a download.
import { sql, type Kysely, type Selectable } from 'kysely';
import { DOCUMENT_TYPES, type DocumentType } from '@app/domain/ideas/catalog';
import { POWER_UP_TYPES } from '@app/domain/workspace/power-ups';
import { copyLinks, type WorkspaceCollections, type WorkspaceIdea } from '@app/domain/workspace/workspace-view';
import type { CatalogReadDatabase } from '../catalog/catalog.table';
import { fieldsOf } from './idea-field-columns';
import type { WorkspaceCopiesTable, WorkspaceReadDatabase } from './workspace.table';

type WorkspaceDb = Kysely<WorkspaceReadDatabase>;
type CopyRow = Selectable<WorkspaceCopiesTable> & {
  platform_status: string | null;
  platform_stamp: string | null;
  user_idea_status: string | null;
  user_idea_private: boolean | null;
  user_idea_creator: string | null;
};

const SOURCE_OF_KIND = { idea: 'FD', ugi: 'UGI', ugp2p: 'UGP2P' } as const;

/** The calendar month in UTC that holds `now`, as a half-open range. */
function utcMonthRange(now: Date): { start: Date; end: Date } {
  return { start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}

/**
 * A copy with its original's status and stamp: a platform idea's from the catalog; a user idea's from its row (the
 * member's own is private until shared; someone else's idea was public to be saved at all).
 */
function workspaceIdeaOf(row: CopyRow, userId: string): WorkspaceIdea {
  const base = {
    ...fieldsOf(row),
    id: row.id,
    originalId: row.original_id,
    source: SOURCE_OF_KIND[row.kind],
    addedAt: row.added_at.toISOString(),
    createdAt: row.added_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  if (row.kind === 'idea') return { ...base, status: row.platform_status ?? 'Unpublished', private: false, stamp: row.platform_stamp };
  const own = row.user_idea_creator === userId;
  return { ...base, status: row.user_idea_status ?? 'Unpublished', private: own ? (row.user_idea_private ?? true) : false, stamp: null };
}

/** GET /api/collections: every copy newest first, documents and power-ups newest first under every type. */
export async function workspaceCollections(db: Kysely<any>, userId: string): Promise<WorkspaceCollections> {
  const read = db as Kysely<WorkspaceReadDatabase & CatalogReadDatabase>;
  const [copies, documents, powerUps] = await Promise.all([
    read
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
    read.selectFrom('read.workspace_documents').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    read.selectFrom('read.workspace_power_ups').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
  ]);
  const collections: WorkspaceCollections = {
    ideas: [],
    ugp2pIdeas: [],
    ugiIdeas: [],
    documents: Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, []])) as unknown as WorkspaceCollections['documents'],
    powerUps: Object.fromEntries(POWER_UP_TYPES.map((type) => [type, []])) as unknown as WorkspaceCollections['powerUps'],
  };
  const listOf = { idea: collections.ideas, ugi: collections.ugiIdeas, ugp2p: collections.ugp2pIdeas };
  for (const row of copies) listOf[row.kind].push(workspaceIdeaOf(row, userId));
  for (const row of documents) {
    collections.documents[row.type].push({
      id: row.id,
      originalDocId: row.id,
      userId: row.user_id,
      ...copyLinks(row.kind, row.copy_id),
      type: row.type,
      content: row.content,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    });
  }
  for (const row of powerUps) {
    collections.powerUps[row.type].push({
      id: row.id,
      userId: row.user_id,
      ...copyLinks(row.kind, row.copy_id),
      type: row.type,
      content: row.content,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    });
  }
  return collections;
}

/** User ideas the member generated in the UTC month of `now` (the 1,500 cap counts the same). */
export async function ideasGeneratedThisMonth(db: Kysely<any>, userId: string, now: Date): Promise<number> {
  const { start, end } = utcMonthRange(now);
  const row = await (db as WorkspaceDb)
    .selectFrom('read.user_ideas')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('creator_id', '=', userId)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The member's copies that got a document in the UTC month of `now` (the 100 cap counts the same). */
export async function copiesWithDocumentsThisMonth(db: Kysely<any>, userId: string, now: Date): Promise<number> {
  const { start, end } = utcMonthRange(now);
  const row = await (db as WorkspaceDb)
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
  db: Kysely<any>,
  userId: string,
  documentId: number,
): Promise<{ title: string; type: DocumentType; content: string } | undefined> {
  return (db as WorkspaceDb)
    .selectFrom('read.workspace_documents as d')
    .innerJoin('read.workspace_copies as c', (join) => join.onRef('c.kind', '=', 'd.kind').onRef('c.id', '=', 'd.copy_id'))
    .select(['c.title', 'd.type', 'd.content'])
    .where('d.id', '=', documentId)
    .where('d.user_id', '=', userId)
    .executeTakeFirst();
}
