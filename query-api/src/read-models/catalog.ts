// Reads of the `catalog` read model (the projection in projectors/src/catalog/ writes it). The marketplace list itself
// is served from the in-memory index (../marketplace-index/), which loads and follows the card columns of `read.ideas`
// through `readCatalogHead` and `readIdeaChanges`; one idea with every field comes from `findIdea`
// (docs/decisions.md "List answers carry card fields only").
import { sql, type Kysely, type Selectable } from 'kysely';
import type { IdeaDetailView, IdeaDocumentView } from '@app/domain/ideas/idea-view';
import { ideaScoreOf, SCORE_DIMENSIONS, type IdeaScore, type Scorecard } from '@app/domain/scoring/scorecard';
import { DOCUMENT_TYPES, type DocumentType } from '@app/domain/ideas/idea-enumerations';
import type { TrendType, TrendView } from '@app/domain/trends/trend-view';
import type { IdeasTable, TrendsTable } from '@app/projectors/catalog/catalog.table';
import type { QueryApiDatabase } from './query-api-database';

/** An idea's row with its scorecard under the active rubric version (null while it has none). */
export type IdeaRecord = Selectable<IdeasTable> & { score: ActiveScore | null };

export interface ActiveScore {
  rubricVersion: number;
  scorecard: Scorecard;
}

/**
 * The columns the in-memory index keeps of an idea: what its card shows, and what its filters and sorts read
 * (docs/decisions.md "List answers carry card fields only"). The long texts stay in Postgres.
 */
const CARD_COLUMNS = [
  'id', 'source', 'title', 'description', 'category', 'type', 'status', 'stamp', 'market_size', 'business_model', 'competition',
  'wow_factor', 'tags', 'mockup', 'country', 'private', 'auto_deleted', 'auto_delete_activated_at', 'archived', 'deleted_at',
  'technologies', 'created_at', 'views', 'market_size_amount', 'competition_rank', 'stamp_rank', 'change_seq',
] as const satisfies readonly (keyof IdeasTable)[];

/** An idea's card columns with its card score under the active rubric version (null while it has none). */
export type CatalogRow = Pick<Selectable<IdeasTable>, (typeof CARD_COLUMNS)[number]> & { score: IdeaScore | null };

/** Everyone sees Published, not archived, not deleted, not private ideas (for a member's idea: approved). */
export function isPublicIdea(row: Pick<IdeasTable, 'status' | 'archived' | 'private' | 'deleted_at'>): boolean {
  return row.status === 'Published' && !row.archived && !row.private && row.deleted_at === null;
}

/**
 * What ADMIN sees: every platform idea not deleted (curated from its page), and a member's idea only as everyone sees
 * it, once approved: until then it is the member's, curated in the admin panel.
 */
export function isLiveIdea(row: Pick<IdeasTable, 'source' | 'status' | 'archived' | 'private' | 'deleted_at'>): boolean {
  return row.source === 'FD' ? row.deleted_at === null : isPublicIdea(row);
}

/** The idea with every field, as the API shows it to a viewer allowed everything (the gate is the caller's). */
export function ideaDetailOf(row: IdeaRecord): IdeaDetailView {
  const scorecard = row.score?.scorecard;
  return {
    id: row.id,
    batchNumber: row.batch_number,
    source: row.source,
    title: row.title,
    description: row.description,
    category: row.category,
    type: row.type,
    status: row.status,
    stamp: row.stamp,
    marketSize: row.market_size,
    businessModel: row.business_model,
    competition: row.competition,
    wowFactor: row.wow_factor,
    problem: row.problem,
    solution: row.solution,
    differentiation: row.differentiation,
    goToMarket: row.go_to_market,
    revenue: row.revenue,
    timeline: row.timeline,
    teamSize: row.team_size,
    technologies: row.technologies,
    tags: row.tags,
    mockup: row.mockup,
    country: row.country,
    views: Number(row.views),
    private: row.private,
    autoDeleted: row.auto_deleted,
    autoDeleteActivatedAt: row.auto_delete_activated_at?.toISOString() ?? null,
    archived: row.archived,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    locked: false,
    score:
      row.score && scorecard
        ? {
            ...ideaScoreOf(scorecard, row.score.rubricVersion),
            verdict: scorecard.verdict,
            reasons: Object.fromEntries(SCORE_DIMENSIONS.map((dimension) => [dimension, scorecard.dimensions[dimension].reason])) as Record<
              (typeof SCORE_DIMENSIONS)[number],
              string
            >,
            redFlags: scorecard.redFlags,
            greenLights: scorecard.greenLights,
          }
        : null,
    marketSizing: scorecard?.marketSizing ?? null,
  };
}

/** One idea with every field and its whole scorecard under the active rubric version, deleted or not. */
export async function findIdea(db: Kysely<QueryApiDatabase>, id: number): Promise<IdeaRecord | undefined> {
  const { rows } = await sql<Selectable<IdeasTable> & { score_version: number | null; scorecard: Scorecard | null }>`
    SELECT i.*, s.rubric_version AS score_version, s.scorecard
    FROM read.ideas i
    CROSS JOIN read.catalog_meta m
    LEFT JOIN read.idea_scores s ON s.rubric_version = m.active_rubric AND s.idea_id = i.id
    WHERE i.id = ${id}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const { score_version: rubricVersion, scorecard, ...idea } = row;
  return { ...idea, score: rubricVersion !== null && scorecard !== null ? { rubricVersion, scorecard } : null };
}

/**
 * Which build of the read model answers, and the highest change_seq in it, read in one statement. The build names the
 * active rubric version too: switching it changes every idea's score, so the index loads afresh (fold-score-events.ts).
 */
export async function readCatalogHead(db: Kysely<QueryApiDatabase>): Promise<{ buildId: string; changeSeq: bigint }> {
  const { rows } = await sql<{ build_id: string; change_seq: string | null }>`
    SELECT build_id || ':' || active_rubric AS build_id, (SELECT max(change_seq) FROM read.ideas) AS change_seq FROM read.catalog_meta`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('read.catalog_meta has no row');
  return { buildId: row.build_id, changeSeq: BigInt(row.change_seq ?? 0) };
}

/**
 * The rows changed after `afterSeq`, oldest change first, each with its card score under the active rubric version,
 * with the build they belong to (read in the same statement, so a rebuild or a switch of version in between cannot mix
 * two builds). Only the card columns are read: the long texts and the scorecard's reasons never reach the index.
 */
export async function readIdeaChanges(db: Kysely<QueryApiDatabase>, afterSeq: bigint, limit: number): Promise<{ buildId: string; rows: CatalogRow[] }> {
  const columns = sql.join(CARD_COLUMNS.map((column) => sql.ref(column)));
  const { rows } = await sql<Omit<CatalogRow, 'score' | 'change_seq'> & { meta_build_id: string; change_seq: string | null; score_version: number | null; overall: number | null; dimensions: number[] | null }>`
    SELECT m.build_id || ':' || m.active_rubric AS meta_build_id, i.*, s.rubric_version AS score_version, s.overall, s.dimensions
    FROM read.catalog_meta m
    LEFT JOIN LATERAL (
      SELECT ${columns} FROM read.ideas WHERE change_seq > ${afterSeq.toString()} ORDER BY change_seq LIMIT ${limit}
    ) i ON true
    LEFT JOIN read.idea_scores s ON s.rubric_version = m.active_rubric AND s.idea_id = i.id
    ORDER BY i.change_seq`.execute(db);
  const buildId = rows[0]?.meta_build_id;
  if (buildId === undefined) throw new Error('read.catalog_meta has no row');
  return {
    buildId,
    rows: rows.flatMap(({ meta_build_id: _build, change_seq, score_version: rubricVersion, overall, dimensions, ...row }) =>
      change_seq === null ? [] : [{ ...row, change_seq, score: rubricVersion !== null && overall !== null && dimensions !== null ? cardScore(rubricVersion, overall, dimensions) : null }],
    ),
  };
}

/** The card's score from the score row's columns (its dimensions in SCORE_DIMENSIONS order). */
function cardScore(rubricVersion: number, overall: number, dimensions: readonly number[]): IdeaScore {
  return {
    overall,
    dimensions: Object.fromEntries(SCORE_DIMENSIONS.map((dimension, index) => [dimension, dimensions[index]!])) as IdeaScore['dimensions'],
    rubricVersion,
  };
}

/** An idea's documents, in the spec's document order. */
export async function listIdeaDocuments(db: Kysely<QueryApiDatabase>, ideaId: number): Promise<IdeaDocumentView[]> {
  const rows = await db.selectFrom('read.idea_documents').selectAll().where('idea_id', '=', ideaId).execute();
  return rows
    .sort((a, b) => DOCUMENT_TYPES.indexOf(a.type) - DOCUMENT_TYPES.indexOf(b.type) || a.id - b.id)
    .map((row) => ({
      id: row.id,
      ideaId: row.idea_id,
      type: row.type,
      content: row.content,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    }));
}

/** A platform document with its idea's id and title (a download's file name); undefined when there is none. */
export async function findIdeaDocument(
  db: Kysely<QueryApiDatabase>,
  documentId: number,
): Promise<{ ideaId: number; title: string; type: DocumentType; content: string } | undefined> {
  return db
    .selectFrom('read.idea_documents as d')
    .innerJoin('read.ideas as i', 'i.id', 'd.idea_id')
    .select(['d.idea_id as ideaId', 'i.title', 'd.type', 'd.content'])
    .where('d.id', '=', documentId)
    .executeTakeFirst();
}

function trendViewOf(row: Selectable<TrendsTable> & { idea_count: string | number | null }): TrendView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    source: row.source,
    ideaCount: Number(row.idea_count),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Live trends, newest first, each with how many ideas it links that the viewer may see (`admin`: every idea not
 * deleted; else the public ones).
 */
export async function listTrends(db: Kysely<QueryApiDatabase>, options: { type?: TrendType; trendId?: number; admin: boolean }): Promise<TrendView[]> {
  const rows = await db
    .selectFrom('read.trends as t')
    .selectAll('t')
    .select((eb) =>
      eb
        .selectFrom('read.idea_trends as l')
        .innerJoin('read.ideas as i', 'i.id', 'l.idea_id')
        .select((count) => count.fn.countAll<string>().as('n'))
        .whereRef('l.trend_id', '=', 't.id')
        .where('i.deleted_at', 'is', null)
        .$if(!options.admin, (visible) => visible.where('i.status', '=', 'Published').where('i.archived', '=', false).where('i.private', '=', false))
        .as('idea_count'),
    )
    .where('t.deleted_at', 'is', null)
    .$if(options.type !== undefined, (query) => query.where('t.type', '=', options.type!))
    .$if(options.trendId !== undefined, (query) => query.where('t.id', '=', options.trendId!))
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
  return rows.map(trendViewOf);
}

/** The ids of the ideas a live trend links, most recently linked first; undefined when there is no such trend. */
export async function trendIdeaIds(db: Kysely<QueryApiDatabase>, trendId: number): Promise<number[] | undefined> {
  const trend = await db.selectFrom('read.trends').select('id').where('id', '=', trendId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!trend) return undefined;
  const links = await db
    .selectFrom('read.idea_trends')
    .select('idea_id')
    .where('trend_id', '=', trendId)
    .orderBy('created_at', 'desc')
    .orderBy('idea_id', 'desc')
    .execute();
  return links.map((link) => link.idea_id);
}

/** Every link of a live trend, as idea id → trend ids (ascending). */
export async function liveTrendLinks(db: Kysely<QueryApiDatabase>): Promise<Map<number, number[]>> {
  const rows = await db
    .selectFrom('read.idea_trends as l')
    .innerJoin('read.trends as t', 't.id', 'l.trend_id')
    .select(['l.idea_id', 'l.trend_id'])
    .where('t.deleted_at', 'is', null)
    .orderBy('l.idea_id')
    .orderBy('l.trend_id')
    .execute();
  const links = new Map<number, number[]>();
  for (const row of rows) {
    const trendIds = links.get(row.idea_id);
    if (trendIds) trendIds.push(row.trend_id);
    else links.set(row.idea_id, [row.trend_id]);
  }
  return links;
}

/** The ids of the ideas linked to live trends of a type, ascending. */
export async function ideaIdsByTrendType(db: Kysely<QueryApiDatabase>, type: TrendType): Promise<number[]> {
  const rows = await db
    .selectFrom('read.idea_trends as l')
    .innerJoin('read.trends as t', 't.id', 'l.trend_id')
    .select('l.idea_id')
    .distinct()
    .where('t.deleted_at', 'is', null)
    .where('t.type', '=', type)
    .orderBy('l.idea_id')
    .execute();
  return rows.map((row) => row.idea_id);
}
