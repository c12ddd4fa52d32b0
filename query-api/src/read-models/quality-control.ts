// Reads of the `quality_control` read model (the projection in projectors/src/quality-control/ writes it), for GET
// /api/admin/quality-control (docs/product.md "Admin: Quality Control", "Data model"). Each list is answered a page at a
// time with its whole count: the largest groups first, the most similar pairs first. A page walks an index in the
// answer's order and stops at its end (the pairs' ideas are then read by their texts); the unfiltered pairs' count is
// kept by the projection, a filter's counted from its own rows.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  MAX_GROUP_IDEAS,
  type ExactDuplicateGroup,
  type QualityControlIdea,
  type QualityControlView,
  type SimilarIdeaPair,
} from '@app/domain/quality-control/quality-control-view';
import { batchFilter, categoryFilter, type QualityControlIdeasTable } from '@app/projectors/quality-control/quality-control.table';
import type { QueryApiDatabase } from './query-api-database';

export interface QualityControlFilters {
  /** One category, matched case-insensitively against each of an idea's comma-separated categories. */
  category?: string | undefined;
  batch?: number | undefined;
}

/** Where each list's page starts and how many it holds at most (0: only the count). */
export interface QualityControlPages {
  groupsOffset: number;
  groupsLimit: number;
  pairsOffset: number;
  pairsLimit: number;
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
export async function readQualityControl(db: Kysely<QueryApiDatabase>, query: QualityControlFilters & QualityControlPages): Promise<QualityControlView> {
  const [groups, pairs] = await Promise.all([readGroups(db, query), readPairs(db, query)]);
  return { exactDuplicates: groups.page, exactDuplicatesTotal: groups.total, similarIdeas: pairs.page, similarIdeasTotal: pairs.total };
}

interface Page<Item> {
  page: Item[];
  total: number;
}

async function readGroups(db: Kysely<QueryApiDatabase>, { category, batch, groupsOffset, groupsLimit }: QualityControlFilters & QualityControlPages): Promise<Page<ExactDuplicateGroup>> {
  const matches: RawBuilder<unknown>[] = [];
  if (category !== undefined) matches.push(sql`${category.toLowerCase()} = ANY(i.categories)`);
  if (batch !== undefined) matches.push(sql`i.batch_number = ${batch}`);
  const filtered =
    matches.length === 0
      ? sql``
      : sql`WHERE EXISTS (SELECT 1 FROM read.quality_control_ideas i WHERE i.text_key = g.text_key AND NOT i.deleted AND ${sql.join(matches, sql` AND `)})`;
  const counting = sql<{ total: number }>`SELECT count(*)::integer AS total FROM read.quality_control_groups g ${filtered}`;
  const listing = sql<IdeaRow & { text_key: string }>`
    WITH chosen AS (
      SELECT g.text_key, g.size, g.newest_at FROM read.quality_control_groups g ${filtered}
      ORDER BY g.size DESC, g.newest_at DESC, g.text_key LIMIT ${groupsLimit} OFFSET ${groupsOffset})
    SELECT c.text_key, ${sql.join(IDEA_COLUMNS.map((column) => sql.ref(`member.${column}`)))}
    FROM chosen c
    CROSS JOIN LATERAL (
      SELECT * FROM read.quality_control_ideas i WHERE i.text_key = c.text_key AND NOT i.deleted ORDER BY i.id LIMIT ${MAX_GROUP_IDEAS}) member
    ORDER BY c.size DESC, c.newest_at DESC, c.text_key, member.id`;
  const [{ rows }, counted] = await Promise.all([listing.execute(db), counting.execute(db)]);
  const groups: ExactDuplicateGroup[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.key === row.text_key) last.ideas.push(ideaView(row));
    else groups.push({ key: row.text_key, ideas: [ideaView(row)] });
  }
  return { page: groups, total: counted.rows[0]!.total };
}

async function readPairs(db: Kysely<QueryApiDatabase>, { category, batch, pairsOffset, pairsLimit }: QualityControlFilters & QualityControlPages): Promise<Page<SimilarIdeaPair>> {
  // Without a filter, every pair; with one, the rows of that filter's pairs (a category's rows carry the batches of
  // the pair's ideas in it, for both filters at once).
  const chosen =
    category === undefined && batch === undefined
      ? sql`FROM read.quality_control_pairs`
      : category === undefined
        ? sql`FROM read.quality_control_pair_filters WHERE filter = ${batchFilter(batch!)}`
        : sql`FROM read.quality_control_pair_filters WHERE filter = ${categoryFilter(category)}
              ${batch === undefined ? sql`` : sql`AND ${batch} = ANY(batches)`}`;
  const counting =
    category === undefined && batch === undefined
      ? sql<{ total: number }>`SELECT pairs AS total FROM read.quality_control_totals`
      : sql<{ total: number }>`SELECT count(*)::integer AS total ${chosen}`;
  const listing = sql<{ similarity: number; key1: string; key2: string }>`
    SELECT similarity, key1, key2 ${chosen} ORDER BY similarity DESC, key1, key2 LIMIT ${pairsLimit} OFFSET ${pairsOffset}`;
  const [{ rows: pairs }, counted] = await Promise.all([listing.execute(db), counting.execute(db)]);
  const total = counted.rows[0]!.total;
  if (pairs.length === 0) return { page: [], total };
  // Each text by its oldest live idea, with how many live ideas hold it (a pair's texts are held while it exists).
  const { rows: texts } = await sql<IdeaRow & { text_key: string; size: number }>`
    SELECT k.text_key, COALESCE(g.size, 1) AS size, ${sql.join(IDEA_COLUMNS.map((column) => sql.ref(`oldest.${column}`)))}
    FROM unnest(${[...new Set(pairs.flatMap((pair) => [pair.key1, pair.key2]))]}::text[]) AS k(text_key)
    CROSS JOIN LATERAL (
      SELECT * FROM read.quality_control_ideas i WHERE i.text_key = k.text_key AND NOT i.deleted ORDER BY i.id LIMIT 1) oldest
    LEFT JOIN read.quality_control_groups g ON g.text_key = k.text_key`.execute(db);
  const byKey = new Map(texts.map((text) => [text.text_key, { idea: ideaView(text), size: text.size }]));
  const page = pairs.map(({ key1, key2, similarity }) => {
    // The older idea first, as the groups list their ideas.
    const [one, two] = [byKey.get(key1)!, byKey.get(key2)!].sort((a, b) => a.idea.id - b.idea.id) as [SideView, SideView];
    return { idea1: one.idea, idea2: two.idea, idea1GroupSize: one.size, idea2GroupSize: two.size, similarity };
  });
  return { page, total };
}

interface SideView {
  idea: QualityControlIdea;
  size: number;
}
