// Reads of the `admin_ideas` read model (the projection in projectors/src/admin-ideas/ writes it): the admin's
// idea list with its filters, sorts and pages, an idea's detail and documents, the filter choices and the deleted
// ideas (spec 001 §2, §7).
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AdminIdeaDetail, AdminIdeaPage, AdminIdeaRow, AdminIdeaSort, AdminIdeaSourceFilter, DeletedIdeaView } from '@app/domain/ideas/admin-idea-view';
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

type ListRow = Selectable<AdminIdeasTable> & { trend_id: number | null };

function rowOf(row: ListRow): AdminIdeaRow {
  return {
    id: row.id,
    source: row.source,
    batchNumber: row.batch_number,
    title: row.title,
    description: row.description,
    category: row.category,
    type: row.type,
    status: row.status,
    private: row.private,
    approved: row.status === 'Published',
    stamp: row.stamp,
    autoDeleted: row.auto_deleted,
    autoDeleteActivatedAt: row.auto_delete_activated_at?.toISOString() ?? null,
    archived: row.archived,
    trendId: row.trend_id,
    creatorId: row.creator_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The rows with the lowest trend each platform idea is linked to (trends link FD ideas only). */
function withTrend<Q extends ReturnType<typeof liveIdeas>>(query: Q) {
  return query.selectAll('i').select((eb) =>
    eb
      .selectFrom('read.admin_idea_trends as t')
      .select((min) => min.fn.min<number>('t.trend_id').as('trend_id'))
      .whereRef('t.idea_id', '=', 'i.id')
      .where('i.source', '=', 'FD')
      .as('trend_id'),
  );
}

/** A page of the live ideas matching the filters, in the order asked (ties by id, then source), and their count. */
export async function listAdminIdeas(db: Db, query: AdminIdeaListQuery): Promise<AdminIdeaPage> {
  const { sort, order, limit, offset } = query;
  // Two statements, so the page walks an index in order and stops, and the count reads no row it does not count.
  const [rows, count] = await Promise.all([
    withTrend(liveIdeas(db, query))
      .orderBy(SORT_COLUMN[sort], order)
      .orderBy('i.id', order)
      .orderBy('i.source', order)
      .$if(limit !== undefined, (page) => page.limit(limit!))
      .$if(offset > 0, (page) => page.offset(offset))
      .execute(),
    liveIdeas(db, query)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ideas: rows.map(rowOf), total: Number(count.total) };
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
  const candidates = await withTrend(db.selectFrom('read.admin_ideas as i'))
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
    ...rowOf(row),
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
