// Reads of the `quality_control` read model (the projection in projectors/src/quality-control/ writes it), for GET
// /api/admin/quality-control (docs/product.md "Admin: Quality Control", "Data model"). The answer is bounded: its
// largest groups and its most similar pairs, so a read costs about the same with 1,000 ideas or 100,000. Each part
// walks an index in the answer's order and stops at the bound (the pairs' ideas are then read by id).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ExactDuplicateGroup, QualityControlIdea, QualityControlView, SimilarIdeaPair } from '@app/domain/quality-control/quality-control-view';
import { batchFilter, categoryFilter, type QualityControlIdeasTable } from '@app/projectors/quality-control/quality-control.table';
import type { QueryApiDatabase } from './query-api-database';

/** Groups listed at most, the largest first. */
export const MAX_GROUPS = 250;
/** Ideas listed at most per group, the oldest first (the original, then its copies). */
export const MAX_GROUP_IDEAS = 50;
/** Pairs listed at most, the most similar first. */
export const MAX_PAIRS = 500;

export interface QualityControlFilters {
  /** One category, matched case-insensitively against each of an idea's comma-separated categories. */
  category?: string | undefined;
  batch?: number | undefined;
}

const IDEA_COLUMNS = ['id', 'title', 'description', 'category', 'batch_number', 'type', 'status', 'created_at'] as const;

type IdeaRow = Pick<QualityControlIdeasTable, (typeof IDEA_COLUMNS)[number]>;

function ideaView(row: IdeaRow): QualityControlIdea {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    batchNumber: row.batch_number,
    type: row.type,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** A group or a pair is listed when one of its ideas matches every filter given. */
export async function readQualityControl(db: Kysely<QueryApiDatabase>, filters: QualityControlFilters): Promise<QualityControlView> {
  const [exactDuplicates, similarIdeas] = await Promise.all([readGroups(db, filters), readPairs(db, filters)]);
  return { exactDuplicates, similarIdeas };
}

async function readGroups(db: Kysely<QueryApiDatabase>, { category, batch }: QualityControlFilters): Promise<ExactDuplicateGroup[]> {
  const matches: RawBuilder<unknown>[] = [];
  if (category !== undefined) matches.push(sql`${category.toLowerCase()} = ANY(i.categories)`);
  if (batch !== undefined) matches.push(sql`i.batch_number = ${batch}`);
  const filtered =
    matches.length === 0
      ? sql``
      : sql`WHERE EXISTS (SELECT 1 FROM read.quality_control_ideas i WHERE i.text_key = g.text_key AND NOT i.deleted AND ${sql.join(matches, sql` AND `)})`;
  const { rows } = await sql<IdeaRow & { text_key: string }>`
    WITH chosen AS (
      SELECT g.text_key, g.size, g.newest_at FROM read.quality_control_groups g ${filtered}
      ORDER BY g.size DESC, g.newest_at DESC, g.text_key LIMIT ${MAX_GROUPS})
    SELECT c.text_key, ${sql.join(IDEA_COLUMNS.map((column) => sql.ref(`member.${column}`)))}
    FROM chosen c
    CROSS JOIN LATERAL (
      SELECT * FROM read.quality_control_ideas i WHERE i.text_key = c.text_key AND NOT i.deleted ORDER BY i.id LIMIT ${MAX_GROUP_IDEAS}) member
    ORDER BY c.size DESC, c.newest_at DESC, c.text_key, member.id`.execute(db);
  const groups: ExactDuplicateGroup[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.key === row.text_key) last.ideas.push(ideaView(row));
    else groups.push({ key: row.text_key, ideas: [ideaView(row)] });
  }
  return groups;
}

async function readPairs(db: Kysely<QueryApiDatabase>, { category, batch }: QualityControlFilters): Promise<SimilarIdeaPair[]> {
  // Without a filter, every pair; with one, the rows of that filter's pairs (a category's rows carry the batches of
  // the pair's ideas in it, for both filters at once).
  const chosen =
    category === undefined && batch === undefined
      ? sql`SELECT similarity, idea1, idea2 FROM read.quality_control_pairs`
      : category === undefined
        ? sql`SELECT similarity, idea1, idea2 FROM read.quality_control_pair_filters WHERE filter = ${batchFilter(batch!)}`
        : sql`SELECT similarity, idea1, idea2 FROM read.quality_control_pair_filters WHERE filter = ${categoryFilter(category)}
              ${batch === undefined ? sql`` : sql`AND ${batch} = ANY(batches)`}`;
  const { rows: pairs } = await sql<{ similarity: number; idea1: number; idea2: number }>`
    ${chosen} ORDER BY similarity DESC, idea1, idea2 LIMIT ${MAX_PAIRS}`.execute(db);
  if (pairs.length === 0) return [];
  // Idea rows are never removed (a deleted idea keeps its row), so each pair's ideas are there.
  const ideas = await db
    .selectFrom('read.quality_control_ideas')
    .select(IDEA_COLUMNS)
    .where('id', 'in', [...new Set(pairs.flatMap((pair) => [pair.idea1, pair.idea2]))])
    .execute();
  const byId = new Map(ideas.map((idea) => [idea.id, ideaView(idea)]));
  return pairs.map((pair) => ({ idea1: byId.get(pair.idea1)!, idea2: byId.get(pair.idea2)!, similarity: pair.similarity }));
}
