// Reads of the `admin_ideas` read model (the projection in projectors/src/admin-ideas/ writes it): the admin's
// idea list with its filters, sorts and pages, an idea's detail and documents, the filter choices and the deleted
// ideas (spec 001 §2, §7).
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AdminIdeaDetail, AdminIdeaRow, AdminIdeaSort, AdminIdeaSourceFilter, DeletedIdeaView } from '@app/domain/ideas/admin-idea-view';
import { DOCUMENT_TYPES, type IdeaSource } from '@app/domain/ideas/idea-enumerations';
import type { IdeaDocumentView } from '@app/domain/ideas/idea-view';
import { copyKindOf } from '@app/domain/workspace/workspace-fields';
import type { AdminIdeaDetailsTable, AdminIdeasTable } from '@app/projectors/admin-ideas/admin-ideas.table';
import { listIdeaDocuments } from './catalog';
import type { QueryApiDatabase } from './query-api-database';

type Db = Kysely<QueryApiDatabase>;

export interface AdminIdeaFilters {
  batch?: number | undefined;
  type?: 'FREE' | 'PREMIUM' | undefined;
  source?: AdminIdeaSourceFilter | undefined;
  idFrom?: number | undefined;
  idTo?: number | undefined;
  /** Title contains, case-insensitive. */
  q?: string | undefined;
  /** Any of them. */
  categories?: readonly string[] | undefined;
}

export interface AdminIdeaListQuery extends AdminIdeaFilters {
  sort: AdminIdeaSort;
  order: 'asc' | 'desc';
  /** Undefined: every matching idea. */
  limit?: number | undefined;
  offset: number;
}

const SORT_COLUMN = {
  id: 'i.id',
  source: 'i.source',
  batch: 'i.batch_number',
  title: 'i.title',
  categories: 'i.category',
  type: 'i.type',
  status: 'i.status',
} as const satisfies Record<AdminIdeaSort, `i.${keyof AdminIdeasTable}`>;

/** LIKE's wildcards and its escape character, taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function liveIdeas(db: Db, filters: AdminIdeaFilters) {
  const { batch, type, source, idFrom, idTo, q, categories } = filters;
  return db
    .selectFrom('read.admin_ideas as i')
    .where('i.deleted_at', 'is', null)
    .$if(batch !== undefined, (query) => query.where('i.batch_number', '=', batch!))
    .$if(type !== undefined, (query) => query.where('i.type', '=', type!))
    .$if(source !== undefined, (query) => (source === 'UGC' ? query.where('i.source', 'in', ['UGI', 'UGP2P']) : query.where('i.source', '=', source!)))
    .$if(idFrom !== undefined, (query) => query.where('i.id', '>=', idFrom!))
    .$if(idTo !== undefined, (query) => query.where('i.id', '<=', idTo!))
    .$if(q !== undefined, (query) => query.where('i.title', 'ilike', `%${likeLiteral(q!)}%`))
    .$if(categories !== undefined && categories.length > 0, (query) => query.where(sql<boolean>`i.categories && ${categories}::text[]`));
}

/** ISO-8601 in UTC with milliseconds, as JavaScript's toISOString writes it. */
const iso = (column: string) => sql<string | null>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An AdminIdeaRow as JSON, built by Postgres: a page of 500 rows then comes as one string for Node.js to pass on
 * instead of 10,000 values to parse and serialize again (the query API is one event loop). `trendId` is the lowest
 * linked trend: links of deleted trends are removed, and trends link platform ideas only.
 */
const rowJson = sql<AdminIdeaRow>`json_build_object(
  'id', i.id, 'source', i.source, 'batchNumber', i.batch_number, 'title', i.title, 'description', i.description,
  'category', i.category, 'type', i.type, 'status', i.status, 'private', i.private, 'approved', i.status = 'Published',
  'stamp', i.stamp, 'autoDeleted', i.auto_deleted, 'autoDeleteActivatedAt', ${iso('i.auto_delete_activated_at')},
  'archived', i.archived,
  'trendId', (SELECT min(t.trend_id) FROM read.admin_idea_trends t WHERE t.idea_id = i.id AND i.source = 'FD'),
  'creatorId', i.creator_id, 'createdAt', ${iso('i.created_at')}, 'updatedAt', ${iso('i.updated_at')})`;

/**
 * `GET /api/admin/ideas/all`'s body as JSON text: a page of the live ideas matching the filters, in the order asked
 * (ties by id, then source), and the count of every match.
 */
export async function adminIdeaPageJson(db: Db, query: AdminIdeaListQuery): Promise<string> {
  const { sort, order, limit, offset } = query;
  const page = liveIdeas(db, query)
    .select(rowJson.as('row'))
    .orderBy(SORT_COLUMN[sort], order)
    .orderBy('i.id', order)
    .orderBy('i.source', order)
    .$if(limit !== undefined, (rows) => rows.limit(limit!))
    .$if(offset > 0, (rows) => rows.offset(offset));
  // json_agg keeps the order of a sorted subquery it reads alone.
  const { ideas, count } = await db
    .selectFrom(page.as('p'))
    .select([sql<string>`coalesce(json_agg(p.row), '[]')::text`.as('ideas'), sql<string>`count(*)`.as('count')])
    .executeTakeFirstOrThrow();
  const onPage = Number(count);
  // A page that is not full ends the matches: its own rows give the count, and the second statement is saved.
  const complete = (limit === undefined || onPage < limit) && (onPage > 0 || offset === 0);
  const total = complete ? offset + onPage : Number((await liveIdeas(db, query).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()).total);
  return `{"ideas":${ideas},"total":${total}}`;
}

/** The single categories of the listed ideas, sorted. */
export async function listAdminIdeaCategories(db: Db): Promise<string[]> {
  const { rows } = await sql<{ category: string }>`
    SELECT DISTINCT unnest(categories) AS category FROM read.admin_ideas WHERE deleted_at IS NULL ORDER BY category`.execute(db);
  return rows.map((row) => row.category);
}

/** The batch numbers of the listed ideas, highest first. */
export async function listAdminIdeaBatches(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('read.admin_ideas')
    .select('batch_number')
    .distinct()
    .where('deleted_at', 'is', null)
    .where('batch_number', 'is not', null)
    .orderBy('batch_number', 'desc')
    .execute();
  return rows.map((row) => row.batch_number!);
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

/** UGP2P ids start here (spec 001 §9); UGI ids below it. */
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
