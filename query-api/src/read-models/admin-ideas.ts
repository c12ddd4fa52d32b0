// Reads of the `admin_ideas` read model (the projection in projectors/src/admin-ideas/ writes it): the rows changed
// since a change_seq, for the in-memory list (../admin-ideas-index/), an idea's detail and documents, and the deleted
// ideas (docs/product.md "Admin: Ideas").
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AdminIdeaDetail, AdminIdeaRow, DeletedIdeaView } from '@app/domain/ideas/admin-idea-view';
import { DOCUMENT_TYPES, type IdeaSource, type IdeaType } from '@app/domain/ideas/idea-enumerations';
import type { IdeaDocumentView } from '@app/domain/ideas/idea-view';
import { copyKindOf } from '@app/domain/workspace/workspace-fields';
import type { AdminIdeaDetailsTable } from '@app/projectors/admin-ideas/admin-ideas.table';
import { listIdeaDocuments } from './catalog';
import type { QueryApiDatabase } from './query-api-database';

type Db = Kysely<QueryApiDatabase>;

/** ISO-8601 in UTC with milliseconds, as JavaScript's toISOString writes it. */
const iso = (column: string) => sql<string | null>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An AdminIdeaRow as JSON, built by Postgres as the row is read: the in-memory list keeps it as text, and the
 * detail read parses it with the rest of the row. `trendId` is the lowest
 * linked trend: links of deleted trends are removed, and trends link platform ideas only.
 */
const rowJson = sql<AdminIdeaRow>`json_build_object(
  'id', i.id, 'source', i.source, 'batchNumber', i.batch_number, 'title', i.title, 'description', i.description,
  'category', i.category, 'type', i.type, 'status', i.status, 'private', i.private, 'approved', i.status = 'Published',
  'stamp', i.stamp, 'autoDeleted', i.auto_deleted, 'autoDeleteActivatedAt', ${iso('i.auto_delete_activated_at')},
  'archived', i.archived,
  'trendId', (SELECT min(t.trend_id) FROM read.admin_idea_trends t WHERE t.idea_id = i.id AND i.source = 'FD'),
  'creatorId', i.creator_id, 'createdAt', ${iso('i.created_at')}, 'updatedAt', ${iso('i.updated_at')})`;

/** Which build of the read model answers, and the highest change_seq in it, read in one statement. */
export async function readAdminIdeasHead(db: Db): Promise<{ buildId: string; changeSeq: bigint }> {
  const { rows } = await sql<{ build_id: string; change_seq: string | null }>`
    SELECT build_id, (SELECT max(change_seq) FROM read.admin_ideas) AS change_seq FROM read.admin_ideas_meta`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('read.admin_ideas_meta has no row');
  return { buildId: row.build_id, changeSeq: BigInt(row.change_seq ?? 0) };
}

/** A row of the list with what its filters and sorts read, and its JSON. */
export interface AdminIdeaListEntry {
  source: IdeaSource;
  id: number;
  batchNumber: number | null;
  title: string;
  category: string;
  categories: readonly string[];
  type: IdeaType;
  status: string;
  deleted: boolean;
  /** The row as the list answers it (an AdminIdeaRow). */
  json: string;
  changeSeq: bigint;
}

/**
 * Up to `limit` rows changed after `afterSeq` (deleted ones too), oldest change first, each with its list JSON, and
 * the build they belong to (read in the same statement, so a rebuild switched in between cannot mix two builds).
 */
export async function readAdminIdeaChanges(db: Db, afterSeq: bigint, limit: number): Promise<{ buildId: string; rows: AdminIdeaListEntry[] }> {
  const { rows } = await sql<{
    meta_build_id: string;
    source: IdeaSource | null;
    id: number;
    batch_number: number | null;
    title: string;
    category: string;
    categories: string[];
    type: IdeaType;
    status: string;
    deleted: boolean;
    change_seq: string;
    json: string;
  }>`
    SELECT m.build_id AS meta_build_id, i.*
    FROM read.admin_ideas_meta m
    LEFT JOIN LATERAL (
      SELECT i.source, i.id, i.batch_number, i.title, i.category, i.categories, i.type, i.status,
        i.deleted_at IS NOT NULL AS deleted, i.change_seq, ${rowJson}::text AS json
      FROM read.admin_ideas i WHERE i.change_seq > ${afterSeq.toString()} ORDER BY i.change_seq LIMIT ${limit}
    ) i ON true`.execute(db);
  const buildId = rows[0]?.meta_build_id;
  if (buildId === undefined) throw new Error('read.admin_ideas_meta has no row');
  return {
    buildId,
    rows: rows.flatMap((row) =>
      row.source === null
        ? []
        : [
            {
              source: row.source,
              id: row.id,
              batchNumber: row.batch_number,
              title: row.title,
              category: row.category,
              categories: row.categories,
              type: row.type,
              status: row.status,
              deleted: row.deleted,
              json: row.json,
              changeSeq: BigInt(row.change_seq),
            },
          ],
    ),
  };
}

/**
 * The live idea an id names: the one of `source` when given; else the platform idea of that id when there is one
 * (deleted or not), else the member's idea of that id (UGI below 200000, UGP2P from it). Undefined when that idea is
 * not there or deleted.
 */
async function findLiveIdea(db: Db, id: number, source: IdeaSource | undefined) {
  const candidates = await db
    .selectFrom('read.admin_ideas as i')
    .select(['i.source', 'i.id', 'i.deleted_at', 'i.copy_id', 'i.creator_id', rowJson.as('row')])
    .where('i.id', '=', id)
    .$if(source !== undefined, (query) => query.where('i.source', '=', source!))
    .execute();
  const named =
    candidates.find((row) => row.source === 'FD') ?? candidates.find((row) => row.source === (id >= USER_IDEA_SOURCE_BOUNDARY ? 'UGP2P' : 'UGI'));
  return named?.deleted_at === null ? named : undefined;
}

/** UGP2P ids start here (docs/product.md "Limits"); UGI ids below it. */
const USER_IDEA_SOURCE_BOUNDARY = 200_000;

export async function findAdminIdea(db: Db, id: number, source?: IdeaSource): Promise<AdminIdeaDetail | undefined> {
  const row = await findLiveIdea(db, id, source);
  if (!row) return undefined;
  const details: Selectable<AdminIdeaDetailsTable> = await db
    .selectFrom('read.admin_idea_details')
    .selectAll()
    .where('source', '=', row.source)
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  return {
    ...row.row,
    businessModel: details.business_model,
    marketSize: details.market_size,
    competition: details.competition,
    problem: details.problem,
    solution: details.solution,
    differentiation: details.differentiation,
    goToMarket: details.go_to_market,
    wowFactor: details.wow_factor,
    revenue: details.revenue,
    timeline: details.timeline,
    teamSize: details.team_size,
    technologies: details.technologies,
    tags: details.tags,
    mockup: details.mockup,
    country: details.country,
  };
}

/**
 * A live idea's documents, in the spec's document order: a platform idea's from the catalog; a member's idea's are
 * those its creator generated for their own copy. Undefined when the id names no live idea.
 */
export async function listAdminIdeaDocuments(db: Db, id: number, source?: IdeaSource): Promise<IdeaDocumentView[] | undefined> {
  const idea = await findLiveIdea(db, id, source);
  if (!idea) return undefined;
  if (idea.source === 'FD' || idea.copy_id === null) return listIdeaDocuments(db, idea.id);
  const rows = await db
    .selectFrom('read.workspace_documents')
    .selectAll()
    .where('user_id', '=', idea.creator_id)
    .where('kind', '=', copyKindOf(idea.source))
    .where('copy_id', '=', idea.copy_id)
    .execute();
  return rows
    .sort((a, b) => DOCUMENT_TYPES.indexOf(a.type) - DOCUMENT_TYPES.indexOf(b.type) || a.id - b.id)
    .map((row) => ({ id: row.id, ideaId: idea.id, type: row.type, content: row.content, createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString() }));
}

/** Newest first. */
export async function listDeletedIdeas(db: Db): Promise<DeletedIdeaView[]> {
  const rows = await db.selectFrom('read.deleted_ideas').selectAll().orderBy('deleted_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    ideaId: row.source === 'FD' ? row.id : null,
    ugiId: row.source === 'UGI' ? row.id : null,
    ugp2pId: row.source === 'UGP2P' ? row.id : null,
    title: row.title,
    description: row.description,
    deletedAt: row.deleted_at.toISOString(),
  }));
}
